/**
 * Search on a build without Algolia credentials, as `npm run build && npm run serve` gives it: the
 * embedded engine answers in the browser from the build's own shards, with no other host. Also the
 * search page's failure states and its first load, for both engines.
 */
import type {Page, Request} from '@playwright/test';
import {search, shardFile} from '../../src/search/engine';
import {DOCS_VERSIONS, LOCALES, SEARCH, SITE} from '../../src/site-constants';
import {SPEC_SEARCH} from '../contract-spec';
import {localized, type Locale} from '../contract';
import {expect, hitLinks, hydrated, input, t, test} from '../search-fixture';
import {builtShards} from '../search-shards';

/** Where each locale's shards are (`search-index/<tag>.json`, shardFile()), and their postings and text chunks. */
const shardAt = (tag: string) => `/${shardFile(SEARCH.manifestFile, tag)}`;
const isShard = (url: string) => url.includes(shardAt('').replace(/\.json$/, ''));
const isChunk = (url: string) => url.includes(`/${SEARCH.shardDir}/`);
const isSearchFile = (url: string) => isShard(url) || isChunk(url) || url.endsWith(`/${SEARCH.manifestFile}`);
/** The first distinct pages the modal lists, in order. */
const listedPages = async (page: Page) => [
  ...new Set((await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).map((h) => h.split('#')[0])),
];

/** The distinct pages of the engine's answer, in its order, as the modal on the latest docs asks, with each one's category. */
function enginePages(locale: Locale, query: string): {page: string; category: string}[] {
  const shards = builtShards(locale);
  const {hits} = search(
    shards,
    {
      query,
      hitsPerPage: SPEC_SEARCH.hitsPerPage,
      facetFilters: [`language:${locale}`, ['docusaurus_tag:default', `docusaurus_tag:docs-default-${DOCS_VERSIONS.last}`]],
    },
    SITE.url,
  );
  const pages = new Map<string, string>();
  for (const h of hits) {
    const page = h.url_without_anchor!.slice(SITE.url.length);
    if (!pages.has(page)) pages.set(page, h.hierarchy!.lvl0!);
  }
  return [...pages].map(([page, category]) => ({page, category}));
}

test.describe('embedded engine', () => {
  test.use({searchEngine: 'embedded'});

  // Queries whose best pages sit in different sidebar categories, which DocSearch groups.
  const interleaved = {
    en: ['rollback a release', '/docs/commands/helm_rollback'],
    es: ['instalar helm', '/es/docs/intro/install'],
  } as const;
  for (const locale of LOCALES.all) {
    const [query, target] = interleaved[locale];
    test(`the modal lists pages in the engine's order, across categories: "${query}" (${locale})`, async ({page}) => {
      await page.goto(localized('/docs/', locale));
      await hydrated(page);
      await page.locator('.DocSearch-Button').click();
      await input(page).fill(query);
      await expect(hitLinks(page).first()).toBeVisible();
      const listed = await listedPages(page);
      const ranked = enginePages(locale, query).slice(0, 5);
      // A category comes back after another: grouped by category alone, the modal would reorder them.
      const categories = ranked.map((p) => p.category);
      expect(categories.some((c, i) => categories.indexOf(c) < i && categories[i - 1] !== c)).toBe(true);
      expect(listed.slice(0, 5)).toEqual(ranked.map((p) => p.page));
      expect(listed.slice(0, 3)).toContain(target);
    });

    test(`a bare command word brings its command page first on the search page (${locale})`, async ({page}) => {
      await page.goto(`${localized('/search', locale)}?q=upgrade`);
      const results = page.locator('main article h2 a');
      await expect(results.first()).toBeVisible();
      expect((await results.first().getAttribute('href'))!.split('#')[0]).toBe(localized('/docs/commands/helm_upgrade', locale));
    });
  }

  test('"instalar helm" in the modal on /es/docs/ lists the install page among the first 3 pages, answered from the build alone', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request: Request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/es/docs/');
    await hydrated(page);
    // Nothing of the engine's data is fetched with the page.
    expect(fetched.filter(isSearchFile)).toEqual([]);
    await page.locator('.DocSearch-Button').click();
    await input(page).fill('instalar helm');
    await expect(hitLinks(page).first()).toBeVisible();
    expect((await listedPages(page)).slice(0, 3)).toContain('/es/docs/intro/install');
    // Only this locale's shards of the latest docs and the blog and pages, fetched at their names
    // without the manifest first, and postings and text chunks of theirs.
    expect(fetched.filter(isShard).sort()).toEqual([`/es${shardAt('default')}`, `/es${shardAt('docs-default-3')}`]);
    expect(fetched).not.toContain(`/es/${SEARCH.manifestFile}`);
    const chunks = fetched.filter(isChunk).map((p) =>
      p
        .split('/')
        .pop()!
        .replace(/\.[0-9a-f]+\.json$/, ''),
    );
    expect(chunks.some((f) => f.includes('.postings-')) && chunks.some((f) => f.includes('.text-'))).toBe(true);
    expect(chunks.every((f) => /^(default|docs-default-3)\.(postings|text)-\d+$/.test(f))).toBe(true);
    expect(fetched.filter(isChunk).every((p) => p.startsWith('/es/'))).toBe(true);
    // No "Search by Algolia" when Algolia does not answer.
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });

  test('the manifest and the shards (known names) are revalidated, their postings and text chunks (hashed names) cached for a year, all compressed', async ({
    request,
  }) => {
    for (const locale of LOCALES.all) {
      const root = localized('/', locale);
      const manifest = await request.get(root + SEARCH.manifestFile, {headers: {'accept-encoding': 'br'}});
      expect(manifest.status()).toBe(200);
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      const {shards} = (await manifest.json()) as {shards: {file: string; tag: string}[]};
      expect(shards.length).toBe(4);
      for (const {file, tag} of shards) {
        expect(file).toBe(shardFile(SEARCH.manifestFile, tag));
        const shard = await request.get(root + file, {headers: {'accept-encoding': 'br'}});
        expect(shard.status(), file).toBe(200);
        expect(shard.headers()['cache-control']).toBe('no-cache');
        expect(shard.headers()['content-encoding']).toBe('br');
        expect(shard.headers()['content-type']).toMatch(/^application\/json/);
        const {postings, text} = (await shard.json()) as {postings: {files: string[]}; text: {files: string[]}};
        expect(text.files.length, file).toBeGreaterThan(0);
        expect(postings.files.length, file).toBeGreaterThan(0);
        for (const chunk of [
          text.files[0],
          text.files[text.files.length - 1],
          postings.files[0],
          postings.files[postings.files.length - 1],
        ]) {
          expect(chunk).toMatch(new RegExp(`^${SEARCH.shardDir}/[\\w-]+\\.(postings|text)-\\d+\\.[0-9a-f]{10}\\.json$`));
          const response = await request.get(root + chunk, {headers: {'accept-encoding': 'br'}});
          expect(response.status(), chunk).toBe(200);
          expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(response.headers()['content-encoding']).toBe('br');
          expect(response.headers()['content-type']).toMatch(/^application\/json/);
        }
      }
    }
  });

  for (const locale of LOCALES.all) {
    const at = (p: string) => localized(p, locale);

    test(`a typo and a missing accent still find the page, with highlights (${locale})`, async ({page}) => {
      const [query, target] =
        locale === 'es'
          ? ['plantilas con nombre', '/es/docs/chart_template_guide/named_templates']
          : ['upgarde', '/docs/commands/helm_upgrade'];
      await page.goto(at('/docs/'));
      await hydrated(page);
      await page.locator('.DocSearch-Button').click();
      await input(page).fill(query);
      await expect(hitLinks(page).first()).toBeVisible();
      expect((await listedPages(page)).slice(0, 3)).toContain(target);
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    });

    test(`a shard that fails to load shows the error screen in the modal and on the search page, then search recovers (${locale})`, async ({
      page,
    }) => {
      let failing = true;
      await page.route(
        (url) => isShard(url.pathname) || isChunk(url.pathname),
        (route) => (failing ? route.fulfill({status: 503, body: 'unavailable'}) : route.fallback()),
      );
      await page.goto(at('/docs/'));
      await hydrated(page);
      await page.locator('.DocSearch-Button').click();
      await input(page).fill('helm');
      const error = page.locator('.DocSearch-ErrorScreen');
      await expect(error.locator('.DocSearch-Title')).toHaveText(t(locale, 'theme.SearchModal.errorScreen.titleText'));
      await expect(error.locator('.DocSearch-Help')).toHaveText(t(locale, 'theme.SearchModal.errorScreen.helpText'));
      failing = false;
      await input(page).fill('helm chart');
      await expect(hitLinks(page).first()).toBeVisible();
      await expect(error).toHaveCount(0);

      failing = true;
      await page.goto(`${at('/search')}?q=helm`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(t(locale, 'theme.SearchModal.errorScreen.titleText'));
      await expect(alert).toContainText(t(locale, 'theme.SearchModal.errorScreen.helpText'));
      await expect(page.locator('main [class*="loadingSpinner"]')).toHaveCount(0);
    });

    test(`the search page lists hits of this locale without Algolia's logo (${locale})`, async ({page}) => {
      await page.goto(`${at('/search')}?q=helm`);
      const results = page.locator('main article h2 a');
      await expect(results.first()).toBeVisible();
      for (const href of await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        expect(href.startsWith(at('/'))).toBe(true);
        if (locale === LOCALES.default) expect(href.startsWith('/es/')).toBe(false);
      }
      await expect(page.locator('main a[href="https://www.algolia.com/"]')).toHaveCount(0);
    });
  }
});

for (const engine of ['embedded', 'algolia'] as const) {
  test.describe(`search page (${engine})`, () => {
    test.use({searchEngine: engine});

    test('/es/search?q=helm loads without a console error', async ({page}) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/es/search?q=helm');
      await hydrated(page);
      await expect(page.locator('main article h2 a').first()).toBeVisible();
      // The heading is the same as in the server's HTML; the tab's title names the query.
      await expect.poll(() => page.title()).toContain('helm');
      expect(errors).toEqual([]);
    });

    test(`the search page's box holds ${SPEC_SEARCH.maxQueryLength} characters, from the keyboard and from the URL`, async ({
      page,
      algolia,
    }) => {
      await page.goto(`/es/search?q=${'a'.repeat(1000)}`);
      await hydrated(page);
      const box = page.locator('[role="search"] input[type="search"]');
      await expect(box).toHaveValue('a'.repeat(SPEC_SEARCH.maxQueryLength));
      await box.fill('');
      await box.pressSequentially('q'.repeat(SPEC_SEARCH.maxQueryLength + 1));
      await expect(box).toHaveValue('q'.repeat(SPEC_SEARCH.maxQueryLength));
      if (engine === 'algolia') {
        await expect.poll(() => algolia.queries.length).toBeGreaterThan(0);
        expect(Math.max(...algolia.queries.map((q) => (q.params.query ?? '').length))).toBeLessThanOrEqual(SPEC_SEARCH.maxQueryLength);
      }
    });
  });
}

test.describe('search page, Algolia unreachable', () => {
  for (const locale of LOCALES.all) {
    test(`shows the error, not an endless spinner, and logs no uncaught error (${locale})`, async ({page, algolia}) => {
      algolia.unreachable = true;
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      await page.goto(`${localized('/search', locale)}?q=helm`);
      const alert = page.getByRole('alert');
      const timeout = SEARCH.hosts * (SPEC_SEARCH.timeouts.connect + SPEC_SEARCH.timeouts.read) + 5000;
      await expect(alert).toContainText(t(locale, 'theme.SearchModal.errorScreen.titleText'), {timeout});
      await expect(alert).toContainText(t(locale, 'theme.SearchModal.errorScreen.helpText'));
      await expect(page.locator('main [class*="loadingSpinner"]')).toHaveCount(0);
      expect(uncaught).toEqual([]);
    });
  }
});

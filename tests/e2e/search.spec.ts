import type {Page} from '@playwright/test';
import type {SearchRecord} from '../../scripts/lib/search-records';
import {DOCS_VERSIONS, LOCALES, SEARCH, SITE} from '../../src/site-constants';
import {SPEC_SEARCH} from '../contract-spec';
import {search} from '../algolia';
import {localized} from '../contract';
import {tags} from '../html';
import {SLOWDOWN} from '../slowdown';
import {expect, hitLinks, hydrated, input, searchData, t, test} from '../search-fixture';

const modal = (page: Page) => page.locator('.DocSearch-Modal');

async function openSearch(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
}

/** Scripts the reader's actions load after the page has hydrated (the search modal's) arrive this much later. */
const SCRIPT_DELAY_MS = 1500;

/**
 * Opens `path` and, once it has hydrated, delays every script it asks for by SCRIPT_DELAY_MS, as a
 * slow connection would; answers how many of those requests are still on their way.
 */
async function slowScriptsAfterHydration(page: Page, path: string): Promise<() => number> {
  let delaying = false;
  let pending = 0;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      if (!delaying) return route.continue();
      pending++;
      await new Promise((done) => setTimeout(done, SCRIPT_DELAY_MS));
      await route.continue().finally(() => pending--);
    },
  );
  await page.goto(path);
  await hydrated(page);
  delaying = true;
  return () => pending;
}

const hrefs = (page: Page) => hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
const recordOf = (href: string): SearchRecord | undefined => searchData().records.find((r) => r.url === SITE.url + href);
/** A hit's address as the site links it: DocSearch and the search page drop the origin. */
const path = (url: string) => url.slice(SITE.url.length);

const versionPath = (version: keyof typeof DOCS_VERSIONS.versions) => `/docs/${DOCS_VERSIONS.versions[version].path}`;

for (const locale of LOCALES.all) {
  const at = (p: string) => localized(p, locale);

  test.describe(`search modal on ${at('/')}`, () => {
    test('typing a query shows hits of this locale and docs version only, each linking to a page that exists', async ({page, algolia}) => {
      // The index holds matches in the other locale and the other versions, so filtering matters.
      const everywhere = search(searchData().index, {
        query: 'helm',
        hitsPerPage: 100_000,
        distinct: false,
        attributesToRetrieve: ['language', 'docusaurus_tag'],
      });
      const kinds = new Set(everywhere.hits.map((h) => `${h.language} ${h.docusaurus_tag}`));
      expect(kinds.size).toBeGreaterThanOrEqual(LOCALES.all.length * 4);

      await openSearch(page, at('/docs/'));
      await input(page).fill('helm');
      await expect(hitLinks(page).first()).toBeVisible();
      expect(algolia.queries.at(-1)!.params.hitsPerPage).toBe(SPEC_SEARCH.hitsPerPage);
      const links = await hrefs(page);
      expect(links.length).toBeGreaterThan(0);
      expect(links.length).toBeLessThanOrEqual(SPEC_SEARCH.hitsPerPage);

      const pages = new Map<string, string>();
      for (const href of links) {
        const record = recordOf(href);
        expect(record, href).toBeDefined();
        expect(record!.language).toBe(locale);
        expect(['default', 'docs-default-3']).toContain(record!.docusaurus_tag[0]);
        const [pagePath, anchor] = href.split('#');
        if (!pages.has(pagePath)) {
          const response = await page.request.get(pagePath);
          expect(response.status(), pagePath).toBe(200);
          pages.set(pagePath, await response.text());
        }
        if (anchor)
          expect(
            tags(pages.get(pagePath)!).some((tag) => tag.attrs.id === anchor),
            href,
          ).toBe(true);
      }
    });

    for (const version of Object.keys(DOCS_VERSIONS.versions) as (keyof typeof DOCS_VERSIONS.versions)[]) {
      test(`on ${at(versionPath(version))} the request asks for language:${locale} and the ${version} docs tag`, async ({
        page,
        algolia,
      }) => {
        await openSearch(page, at(versionPath(version)));
        await input(page).fill('helm');
        await expect(hitLinks(page).first()).toBeVisible();
        expect(algolia.queries.at(-1)!.params.facetFilters).toEqual([
          `language:${locale}`,
          ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`],
        ]);
        for (const href of await hrefs(page)) {
          expect(['default', `docs-default-${version}`]).toContain(recordOf(href)?.docusaurus_tag[0]);
        }
      });
    }

    test('"See all N results" opens the search page with the same hits, in the same docs version', async ({page, algolia}) => {
      await openSearch(page, at(versionPath('2')));
      await input(page).fill('helm');
      const seeAll = page.locator('.DocSearch-HitsFooter a');
      const label = new RegExp(t(locale, 'theme.SearchBar.seeAll').replace('{count}', '(\\d+)'));
      await expect(seeAll).toHaveText(label);
      const count = Number(label.exec((await seeAll.textContent())!)![1]);
      const modalHits = algolia.queries.at(-1)!.result.hits.map((h) => path(h.url!));
      expect(count).toBe(algolia.queries.at(-1)!.result.nbHits);

      await seeAll.click();
      await expect(modal(page)).toBeHidden();
      await expect(page).toHaveURL((url) => url.pathname === at('/search') && url.searchParams.get('q') === 'helm');
      const results = page.locator('main article h2 a');
      await expect(results.first()).toBeVisible();
      await expect(page.locator('[role="search"] select')).toHaveValue('2');
      const pageHits = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(pageHits).toEqual(modalHits.slice(0, pageHits.length));
      const found = t(locale, 'theme.SearchPage.documentsFound.plurals').split('|')[1].replace('{count}', String(count));
      await expect(page.getByText(found, {exact: true})).toBeVisible();
    });

    test('an unmatched query shows the no-results screen with suggestions and a way to report it', async ({page}) => {
      await openSearch(page, at('/docs/'));
      await input(page).fill('helm');
      await expect(hitLinks(page).first()).toBeVisible();
      const sections = await page.locator('.DocSearch-Hit-source').allTextContents();
      await input(page).fill('zzxqvj');
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen.locator('.DocSearch-Title')).toHaveText(
        `${t(locale, 'theme.SearchModal.noResultsScreen.noResultsText')} "zzxqvj"`,
      );
      const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li button');
      const offered = await suggestions.allTextContents();
      expect(offered.length).toBeGreaterThanOrEqual(1);
      expect(offered.length).toBeLessThanOrEqual(3);
      for (const suggestion of offered) expect(sections).toContain(suggestion);
      const report = screen.getByRole('link', {name: t(locale, 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText')});
      await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/helm\/helm-www\/issues\/new\?title=.*zzxqvj/);
      await expect(screen).toContainText(t(locale, 'theme.SearchModal.noResultsScreen.reportMissingResultsText'));

      await suggestions.first().click();
      // DocSearch puts the suggestion in the box in lower case, followed by a space.
      await expect.poll(async () => (await input(page).inputValue()).trim()).toBe(offered[0].toLowerCase());
      await expect(hitLinks(page).first()).toBeVisible();
    });

    test('an unreachable search service shows the error screen within the client timeouts', async ({page, algolia}) => {
      algolia.unreachable = true;
      await openSearch(page, at('/docs/'));
      await input(page).fill('helm');
      const error = page.locator('.DocSearch-ErrorScreen');
      // The client's own timeouts, stretched only by a busy machine (tests/slowdown.ts).
      const timeout = SEARCH.hosts * (SPEC_SEARCH.timeouts.connect + SPEC_SEARCH.timeouts.read) * SLOWDOWN;
      await expect(error.locator('.DocSearch-Title')).toHaveText(t(locale, 'theme.SearchModal.errorScreen.titleText'), {timeout});
      await expect(error.locator('.DocSearch-Help')).toHaveText(t(locale, 'theme.SearchModal.errorScreen.helpText'));
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    });

    test('the error screen replaces stale hits and gives way to results when the service is back', async ({page, algolia}) => {
      await openSearch(page, at('/docs/'));
      await input(page).fill('helm');
      await expect(hitLinks(page).first()).toBeVisible();
      algolia.unreachable = true;
      await input(page).fill('helm chart');
      await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
      await expect(hitLinks(page).first()).toBeHidden();
      // An empty box shows the start screen, not the error.
      await input(page).fill('');
      await expect(page.locator('.DocSearch-ErrorScreen')).toBeHidden();
      algolia.unreachable = false;
      await input(page).fill('release');
      await expect(hitLinks(page).first()).toBeVisible();
      await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    });

    test(`the search box keeps ${SPEC_SEARCH.maxQueryLength} of ${SPEC_SEARCH.maxQueryLength + 1} typed characters`, async ({
      page,
      algolia,
    }) => {
      await openSearch(page, at('/docs/'));
      await input(page).pressSequentially('q'.repeat(SPEC_SEARCH.maxQueryLength + 1));
      await expect(input(page)).toHaveValue('q'.repeat(SPEC_SEARCH.maxQueryLength));
      // DocSearch sends the last keystrokes' query a moment after the box shows them.
      await expect.poll(() => Math.max(0, ...algolia.queries.map((q) => q.params.query!.length))).toBe(SPEC_SEARCH.maxQueryLength);
    });

    test('Ctrl+K, Cmd+K and / open the modal, Escape closes it, and / in a text field types a slash', async ({page}) => {
      await page.goto(at('/docs/'));
      await hydrated(page);
      for (const shortcut of ['Control+k', 'Meta+k', '/']) {
        await page.keyboard.press(shortcut);
        await expect(input(page), shortcut).toBeFocused();
        await expect(input(page)).toHaveAccessibleName(t(locale, 'theme.SearchBar.label'));
        await page.keyboard.press('Escape');
        await expect(modal(page), shortcut).toBeHidden();
      }
      await page.goto(at('/search'));
      await hydrated(page);
      const field = page.locator('[role="search"] input[type="search"]');
      await field.click();
      await page.keyboard.press('/');
      await expect(field).toHaveValue('/');
      await expect(modal(page)).toBeHidden();
    });

    test("keys typed at once after Ctrl+K, before the modal's code arrives, all land in the search box", async ({page, algolia}) => {
      const query = 'has no deployed releases';
      const pending = await slowScriptsAfterHydration(page, at('/docs/'));
      await page.keyboard.press('Control+k');
      // No pause between keys, and a slip corrected with Backspace, while the modal's code is still on its way.
      await page.keyboard.type('has no deployedx');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(' releases');
      expect(pending(), "the modal's code was still loading when the last key was typed").toBeGreaterThan(0);
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue(query);
      await expect(hitLinks(page).first()).toBeVisible();
      await expect.poll(() => algolia.queries.at(-1)?.params.query).toBe(query);
    });

    test("Escape pressed before the modal's code arrives keeps the modal closed", async ({page}) => {
      const pending = await slowScriptsAfterHydration(page, at('/docs/'));
      await page.keyboard.press('Control+k');
      await page.keyboard.type('helm');
      await page.keyboard.press('Escape');
      expect(pending(), "the modal's code was still loading when Escape was pressed").toBeGreaterThan(0);
      await expect.poll(pending).toBe(0);
      // The modal would have opened the moment its code ran.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
      await expect(modal(page)).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
    });

    test("Ctrl+K again after Escape, before the modal's code arrives, opens search with what is typed next", async ({page}) => {
      const pending = await slowScriptsAfterHydration(page, at('/docs/'));
      await page.keyboard.press('Control+k');
      await page.keyboard.type('hel');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await page.keyboard.type('rollback');
      expect(pending(), "the modal's code was still loading when the last key was typed").toBeGreaterThan(0);
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue('rollback');
    });

    test('a chosen hit is a recent search after a reload', async ({page}) => {
      const target = at('/docs/intro/install');
      const title = searchData().records.find((r) => r.url === SITE.url + target && r.type === 'lvl1')!.hierarchy.lvl1!;
      await openSearch(page, at('/docs/'));
      await input(page).fill(title);
      await page.locator(`.DocSearch-Hit a[href="${target}"]`).click();
      await expect(page).toHaveURL((url) => url.pathname === target);
      await page.reload();
      await hydrated(page);
      await page.locator('.DocSearch-Button').click();
      const recent = page
        .locator('.DocSearch-Hits')
        .filter({has: page.getByText(t(locale, 'theme.SearchModal.startScreen.recentSearchesTitle'), {exact: true})});
      await expect(recent.locator('.DocSearch-Hit a')).toHaveAttribute('href', target);
    });

    test('a query string with markup shows as text, in the modal and on the search page', async ({page, algolia}) => {
      const markup = '<img src=x onerror=alert(1)>';
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        return dialog.dismiss();
      });
      await page.goto(`${at('/search')}?q=${encodeURIComponent(markup)}`);
      // The tab's title names the query as text (the heading does not change with the query).
      await expect.poll(() => page.title()).toContain(markup);
      await expect(page.locator('[role="search"] input[type="search"]')).toHaveValue(markup);
      await expect.poll(() => algolia.queries.some((q) => q.params.query === markup)).toBe(true);

      await page.locator('.DocSearch-Button').click();
      await input(page).fill('<zzq>zzxqvj</zzq>');
      await expect(page.locator('.DocSearch-NoResults strong')).toHaveText('<zzq>zzxqvj</zzq>');
      await expect(page.locator('img[src="x"], zzq')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });
    test(`the start screen lists ${SPEC_SEARCH.recentSearches} recent searches, or ${SPEC_SEARCH.recentSearchesWithFavorites} beside ${SPEC_SEARCH.favoriteSearches} favourites`, async ({
      page,
    }) => {
      const stored = (n: number, offset: number) =>
        searchData()
          .records.filter((r) => r.type === 'lvl1' && r.language === locale)
          .slice(offset, offset + n);
      const section = (id: string) =>
        page
          .locator('.DocSearch-Hits')
          .filter({has: page.getByText(t(locale, id), {exact: true})})
          .locator('.DocSearch-Hit');
      const recent = 'theme.SearchModal.startScreen.recentSearchesTitle';
      const favorites = 'theme.SearchModal.startScreen.favoriteSearchesTitle';
      await page.goto(at('/docs/'));
      await page.evaluate(([key, items]) => localStorage.setItem(key, JSON.stringify(items)), [
        `__DOCSEARCH_RECENT_SEARCHES__${SEARCH.indexName}`,
        stored(SPEC_SEARCH.recentSearches + 3, 0),
      ] as const);
      await openSearch(page, at('/docs/'));
      await expect(section(recent)).toHaveCount(SPEC_SEARCH.recentSearches);
      await expect(section(favorites)).toHaveCount(0);

      await page.evaluate(([key, items]) => localStorage.setItem(key, JSON.stringify(items)), [
        `__DOCSEARCH_FAVORITE_SEARCHES__${SEARCH.indexName}`,
        stored(SPEC_SEARCH.favoriteSearches + 2, 20),
      ] as const);
      await openSearch(page, at('/docs/'));
      await expect(section(favorites)).toHaveCount(SPEC_SEARCH.favoriteSearches);
      await expect(section(recent)).toHaveCount(SPEC_SEARCH.recentSearchesWithFavorites);
    });

    test('the search page searches the latest docs version and loads the next page at the end of the list', async ({page, algolia}) => {
      await page.goto(`${at('/search')}?q=helm`);
      const results = page.locator('main article h2 a');
      await expect(results.first()).toBeVisible();
      // As the modal does off the docs, when no version was chosen in the dropdown.
      await expect(page.locator('[role="search"] select')).toHaveValue(DOCS_VERSIONS.last);
      // The page asks for its hits and, with hitsPerPage 0, for the counts of each facet.
      const searches = algolia.queries.filter((q) => q.params.query === 'helm' && q.params.hitsPerPage);
      for (const {params} of searches) {
        expect(params.facetFilters).toContainEqual(expect.arrayContaining([`docusaurus_tag:docs-default-${DOCS_VERSIONS.last}`]));
      }
      const first = await results.count();
      const main = searches[0];
      expect(main.result.nbHits).toBeGreaterThan(first);
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect(results).toHaveCount(Math.min(main.result.nbHits, 2 * first));
      expect(algolia.queries.some((q) => q.params.page === 1 && q.params.query === 'helm' && q.params.hitsPerPage)).toBe(true);
      const all = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(new Set(all).size).toBe(all.length);
    });
  });
}

test('search sends view and click events with the query id to Algolia Insights', async ({page, algolia}) => {
  await openSearch(page, '/es/docs/');
  await input(page).fill('helm');
  await expect(hitLinks(page).first()).toBeVisible();
  const {queryID, hits} = algolia.queries.at(-1)!.result;
  expect(algolia.queries.at(-1)!.params.clickAnalytics).toBe(true);
  await expect.poll(() => algolia.events.find((e) => e.eventType === 'view')).toMatchObject({index: SEARCH.indexName});
  // The second hit: DocSearch 3.9 sends no click event for the first one (its position is 0).
  const href = await hitLinks(page).nth(1).getAttribute('href');
  await hitLinks(page).nth(1).click();
  await expect
    .poll(() => algolia.events.find((e) => e.eventType === 'click'))
    .toMatchObject({
      index: SEARCH.indexName,
      queryID,
      objectIDs: [hits.find((hit) => path(hit.url!) === href)!.objectID],
    });
});

// DocSearch parses its stored searches without a guard; the search bar clears what it could not read.
for (const kind of ['RECENT', 'FAVORITE'] as const) {
  for (const value of ['{not json', '{"objectID":"x"}', '[1,2]', '[{"objectID":"x"}]', 'null']) {
    test(`corrupt ${kind.toLowerCase()} searches in storage (${value}) are cleared and search still opens`, async ({page}) => {
      const key = `__DOCSEARCH_${kind}_SEARCHES__${SEARCH.indexName}`;
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const);
      await page.goto('/docs/intro/install');
      await hydrated(page);
      await page.locator('.DocSearch-Button').click();
      await expect(input(page)).toBeFocused();
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
      expect(errors).toEqual([]);
      // The init script writes again on each load: read storage before any reload.
      expect(await page.evaluate((k) => window.localStorage.getItem(k), key)).toBeNull();
    });
  }
}

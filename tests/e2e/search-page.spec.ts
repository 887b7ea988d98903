// The search results page (/search, /es/search) in the three states the spec gives it (§2 Page
// types, §8): empty, no results and results, each with the spec's words (tests/contract-spec.ts);
// and the docs version it searches: the one the reader chose in the version menu (§4 Preferred docs
// version, kept in localStorage under §7's key), unless that version is a stub
// (src/search/searched-version.ts).
import type {Page} from '@playwright/test';
import {localized} from '../contract';
import {SPEC_DOCS_VERSIONS, SPEC_LOCALES, SPEC_SEARCH, specText} from '../contract-spec';
import {expect, hydrated, test} from '../search-fixture';

const results = (page: Page) => page.locator('main article h2 a');
const versionSelect = (page: Page) => page.locator('[role="search"] select');
const spinner = (page: Page) => page.locator('main [class*="loadingSpinner"]');
/** The "{count} documents found" line of a locale, for a count above one. */
const found = (locale: 'en' | 'es', count: number) =>
  specText(locale, 'theme.SearchPage.documentsFound.plurals').split('|')[1].replace('{count}', String(count));

/** The docs tags the page's searches for `query` asked for. */
const askedTags = (queries: {params: {query?: string; hitsPerPage?: number; facetFilters?: unknown}}[], query: string) =>
  new Set(
    queries
      .filter((q) => q.params.query === query && q.params.hitsPerPage)
      .flatMap((q) => (q.params.facetFilters as (string | string[])[]).flat())
      .filter((f) => f.startsWith('docusaurus_tag:docs-')),
  );

/** Stores `version` as the reader's choice in the version menu, before the page's scripts run. */
const preferVersion = (page: Page, version: string) =>
  page.addInitScript(([key, name]) => window.localStorage.setItem(key, name), [
    SPEC_SEARCH.preferredVersionKey('default'),
    version,
  ] as const);

/**
 * Gives docs version 2 as many pages as the latest has, in the site data the browser loads (the
 * global data module of routes.<hash>.js), so that it is a full version and not a stub: with the
 * site's own content, a version the reader can prefer outside the docs is always the latest one,
 * and a search page that ignored the preference would look right.
 */
async function makeVersion2Full(page: Page): Promise<void> {
  await page.route(/\/assets\/js\/routes\.[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const marker = /("name":"2","label":"[^"]*","isLast":false,"path":"[^"]*","mainDocId":"[^"]*","docs":\[)/;
    expect(body, 'routes.js holds the docs versions as the global data').toMatch(marker);
    const fake = Array.from({length: 200}, (_, i) => `{"id":"page-${i}","path":"/docs/2/page-${i}","sidebar":"docs"},`).join('');
    await route.fulfill({response, body: body.replace(marker, `$1${fake}`)});
  });
}

for (const locale of SPEC_LOCALES.all) {
  const at = (path: string) => localized(path, locale);

  test.describe(`search page ${at('/search')}`, () => {
    test('with no query: the empty state, its title, an empty box and no results', async ({page, algolia}) => {
      await page.goto(at('/search'));
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(specText(locale, 'theme.SearchPage.emptyResultsTitle'));
      await expect(page.locator('[role="search"] input[type="search"]')).toHaveValue('');
      await expect(results(page)).toHaveCount(0);
      await expect(page.getByText(specText(locale, 'theme.SearchPage.noResultsText'))).toHaveCount(0);
      await expect(spinner(page)).toHaveCount(0);
      expect(algolia.queries).toEqual([]);
    });

    test('with a query nothing matches: the no-results state, no spinner left', async ({page, algolia}) => {
      await page.goto(`${at('/search')}?q=zzxqvj`);
      await hydrated(page);
      await expect(page.getByText(specText(locale, 'theme.SearchPage.noResultsText'), {exact: true})).toBeVisible();
      await expect(results(page)).toHaveCount(0);
      await expect(spinner(page)).toHaveCount(0);
      expect(algolia.queries.filter((q) => q.params.query === 'zzxqvj').every((q) => q.result.nbHits === 0)).toBe(true);
    });

    test('with a query that matches: the results and their count, no no-results line', async ({page, algolia}) => {
      await page.goto(`${at('/search')}?q=helm`);
      await expect(results(page).first()).toBeVisible();
      const main = algolia.queries.find((q) => q.params.query === 'helm' && q.params.hitsPerPage)!;
      expect(main.result.nbHits).toBeGreaterThan(1);
      await expect(page.getByText(found(locale, main.result.nbHits), {exact: true})).toBeVisible();
      await expect(page.getByText(specText(locale, 'theme.SearchPage.noResultsText'))).toHaveCount(0);
    });

    test('searches the docs version the reader chose in the version menu', async ({page, algolia}) => {
      await makeVersion2Full(page);
      await preferVersion(page, '2');
      await page.goto(`${at('/search')}?q=helm`);
      await hydrated(page);
      await expect(versionSelect(page)).toHaveValue('2');
      await expect.poll(() => [...askedTags(algolia.queries, 'helm')]).toEqual(['docusaurus_tag:docs-default-2']);
      await expect(results(page).first()).toBeVisible();
    });

    test('searches the latest version when the version the reader chose is a stub', async ({page, algolia}) => {
      await preferVersion(page, '2');
      await page.goto(`${at('/search')}?q=helm`);
      await expect(results(page).first()).toBeVisible();
      await expect(versionSelect(page)).toHaveValue(SPEC_DOCS_VERSIONS.last);
      expect([...askedTags(algolia.queries, 'helm')]).toEqual([`docusaurus_tag:docs-default-${SPEC_DOCS_VERSIONS.last}`]);
    });
  });
}

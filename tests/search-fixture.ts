/**
 * The Playwright `test` for search. The test build has no Algolia credentials, so it ships the
 * embedded engine; by default each page is pointed at an Algolia index instead (the
 * SEARCH.algoliaOverride item in localStorage, as a maintainer would do), and every request the
 * browser makes to Algolia (the search hosts, the insights API, the insights script on the CDN)
 * is answered here, from the records of our build, by the same engine. `test.use({searchEngine:
 * 'embedded'})` leaves the build's own engine in place. Either way, any request to another host is
 * refused and fails the test.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test as base, type Page, type Route} from '@playwright/test';
import {RECORDS_FILE as RECORDS_FILE_NAME, type SearchRecord} from '../scripts/lib/search-records';
import {createIndex, search, type QueryParams, type SearchIndex} from './algolia';
import {ROOT, type Locale} from './contract';
import {SEARCH} from '../src/site-constants';
import {SPEC_STRINGS, specText} from './contract-spec';

// The interface strings of the search: those the spec quotes from tests/contract-spec.ts, the
// others from the files the site is built from.
const spanish = JSON.parse(readFileSync(join(ROOT, 'i18n/es/code.json'), 'utf8'));
const english = JSON.parse(
  readFileSync(join(ROOT, 'node_modules/@docusaurus/theme-translations/locales/base/theme-search-algolia.json'), 'utf8'),
);
export const t = (locale: Locale, id: string): string =>
  id in SPEC_STRINGS ? specText(locale, id) : locale === 'es' ? spanish[id].message : english[id];

export const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]').waitFor();
export const input = (page: Page) => page.locator('.DocSearch-Input');
export const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

/** Written by the Playwright global setup from the production build. */
export const RECORDS_FILE = join(ROOT, 'build', RECORDS_FILE_NAME);

let cache: {records: SearchRecord[]; index: SearchIndex} | undefined;
export function searchData(): {records: SearchRecord[]; index: SearchIndex} {
  if (!cache) {
    const records: SearchRecord[] = JSON.parse(readFileSync(RECORDS_FILE, 'utf8'));
    cache = {records, index: createIndex(records)};
  }
  return cache;
}

export type Answer = {params: QueryParams; result: ReturnType<typeof search>};

export type Algolia = {
  /** Every query the page sent to the search hosts, in order, with what it got back. */
  queries: Answer[];
  /** Every insights event the page sent. */
  events: Record<string, unknown>[];
  /** Milliseconds each multi-query took to answer. */
  timings: number[];
  /** Set it to make every search host unreachable. */
  unreachable: boolean;
};

const SEARCH_HOSTS = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//;
const INSIGHTS_API = /^https:\/\/insights\.algolia\.io\//;
const INSIGHTS_SCRIPT = /^https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@[^/]+\/dist\/search-insights\.min\.js$/;
const INSIGHTS_SCRIPT_FILE = join(ROOT, 'node_modules', 'search-insights', 'dist', 'search-insights.min.js');
const CORS = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'};

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({status, headers: CORS, contentType: 'application/json', body: JSON.stringify(body)});

/** Credentials of the stand-in's index: any will do, nothing leaves the machine. */
export const STAND_IN_INDEX = {appId: 'HELMDOCSEARCH', apiKey: 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5', indexName: SEARCH.indexName};

export const test = base.extend<{algolia: Algolia; searchEngine: 'algolia' | 'embedded'}>({
  searchEngine: ['algolia', {option: true}],
  algolia: [
    async ({context, baseURL, searchEngine}, use) => {
      if (searchEngine === 'algolia') {
        await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          SEARCH.algoliaOverride,
          JSON.stringify(STAND_IN_INDEX),
        ] as const);
      }
      // Load the records before the page asks: the client gives a host 1 s to answer.
      searchData();
      const algolia: Algolia = {queries: [], events: [], timings: [], unreachable: false};
      const elsewhere: string[] = [];
      const site = new URL(baseURL!).origin;

      // Registered first, so it sees only what the handlers below do not answer.
      await context.route(
        (url) => url.origin !== site,
        (route) => {
          elsewhere.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await context.route(SEARCH_HOSTS, (route) => {
        if (algolia.unreachable) return route.abort('addressunreachable');
        if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS});
        const {pathname} = new URL(route.request().url());
        const {requests = []} = (route.request().postDataJSON() ?? {}) as {requests?: QueryParams[]};
        if (pathname === '/1/indexes/*/queries') {
          const started = performance.now();
          const results = requests.map((params) => search(searchData().index, params));
          algolia.timings.push(performance.now() - started);
          algolia.queries.push(...requests.map((params, i) => ({params, result: results[i]})));
          return json(route, {results});
        }
        if (pathname === '/1/indexes/*/recommendations') {
          // No recommendation model is trained on a DocSearch index: Algolia answers with no hits.
          return json(route, {results: requests.map(() => ({hits: [], nbHits: 0, page: 0, nbPages: 0, processingTimeMS: 0}))});
        }
        return json(route, {message: `${pathname} does not exist`, status: 404}, 404);
      });
      await context.route(INSIGHTS_API, (route) => {
        const body = route.request().postDataJSON() as {events?: Record<string, unknown>[]} | null;
        algolia.events.push(...(body?.events ?? []));
        return json(route, {status: 200, message: 'OK'});
      });
      await context.route(INSIGHTS_SCRIPT, (route) =>
        route.fulfill({headers: CORS, contentType: 'text/javascript', body: readFileSync(INSIGHTS_SCRIPT_FILE, 'utf8')}),
      );

      await use(algolia);
      expect(elsewhere, 'requests to hosts other than the site and Algolia').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

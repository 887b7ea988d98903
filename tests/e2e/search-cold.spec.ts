/**
 * The embedded engine's first answer in the modal of the built site, with a cold cache: from
 * Ctrl+K to the first hits of a query typed key by key, the search data the browser requests (the
 * manifest, the shards, their postings and text chunks) stays within issue 44's ceilings, 15
 * requests and 160 KB (brotli, as the host serves them), in both locales. Counts and bytes are the
 * same on every run; no time is measured. The byte ceiling holds for every query; the request
 * ceiling only for one-word queries so far, and the others are marked as expected to fail
 * (test.fail), so that the run fails when one starts to meet it and its mark is due to go.
 * `npm run bench:search -- --cold-only` prints the same figures for a query typed at once.
 */
import {join} from 'node:path';
import {SEARCH} from '../../src/site-constants';
import {builtSize} from '../built-size';
import {localized, ROOT, type Locale} from '../contract';
import type {Page} from '@playwright/test';
import {expect, hydrated, input, test} from '../search-fixture';

const BUILD = join(ROOT, 'build');
const MAX_REQUESTS = 15;
const MAX_KB = 160;
/**
 * The pause between two keys: a fast typist's (about 120 words a minute). Each key starts a search;
 * the client fetches chunks only for one that no key overtakes within FETCH_DEBOUNCE_MS.
 */
const KEY_DELAY_MS = 50;

/** A word, a task, a pasted error and a how-to phrase in each locale (the benchmark's cold queries, and more). */
const QUERIES: Record<Locale, string[]> = {
  en: ['upgrade', 'install helm chart', 'has no deployed releases', 'loop over a list', 'helm template values'],
  es: ['upgrade', 'instalar un chart', 'has no deployed releases', 'recorrer una lista', 'valores por defecto'],
};

/** Search data: the manifest, the shards and their chunks (not the engine's code). */
const isSearchData = (path: string) =>
  path.endsWith(`/${SEARCH.manifestFile}`) || /\/search-index\//.test(path) || path.includes(`/${SEARCH.shardDir}/`);

/** The queries that meet the request ceiling today: one word, whose hits gather on few pages. */
const MEETS_REQUESTS: Record<Locale, string[]> = {en: ['upgrade'], es: ['upgrade']};

/** The search data requested from Ctrl+K on a docs page to the first hits of `query`, typed key by key. */
async function firstAnswer(page: Page, locale: Locale, query: string): Promise<string[]> {
  await page.goto(localized('/docs/', locale));
  await hydrated(page);
  const fetched: string[] = [];
  let counting = true;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (counting && isSearchData(path)) fetched.push(path);
  });
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
  await page.keyboard.type(query, {delay: KEY_DELAY_MS});
  // The first hits of the whole query: its last word marked in a hit.
  const last = query.split(' ').pop()!.slice(0, 4).toLowerCase();
  await page.waitForFunction(
    ([typed, word]) =>
      (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value === typed &&
      Array.from(document.querySelectorAll('.DocSearch-Hit mark')).some((m) => m.textContent!.toLowerCase().startsWith(word)),
    [query, last] as const,
  );
  counting = false;
  return fetched;
}
const kbOf = (fetched: string[]) => fetched.reduce((sum, path) => sum + builtSize(BUILD, path), 0) / 1024;
const describe = (fetched: string[]) => `${fetched.length} requests, ${kbOf(fetched).toFixed(1)} KB: ${fetched.join(' ')}`;

test.describe('the first answer in the modal, cold', () => {
  test.use({searchEngine: 'embedded'});

  for (const locale of ['en', 'es'] as const) {
    for (const query of QUERIES[locale]) {
      test(`"${query}" (${locale}), typed key by key: at most ${MAX_KB} KB of search data, each file once`, async ({page}) => {
        const fetched = await firstAnswer(page, locale, query);
        const summary = describe(fetched);
        expect(kbOf(fetched), summary).toBeLessThanOrEqual(MAX_KB);
        // Each file once: a chunk is kept for the tab's lifetime.
        expect(new Set(fetched).size, summary).toBe(fetched.length);
      });

      test(`"${query}" (${locale}), typed key by key: at most ${MAX_REQUESTS} requests of search data`, async ({page}) => {
        // Not met yet where a query needs more than 13 chunks: the final query's own postings
        // chunks (its words' typo matches, scattered over the terms) and the text chunks of its
        // 20 hits, one round each. The shards' layout has to change for it (handbook/search.md).
        test.fail(!MEETS_REQUESTS[locale].includes(query), 'the final query alone needs more than 15 requests');
        const fetched = await firstAnswer(page, locale, query);
        expect(fetched.length, describe(fetched)).toBeLessThanOrEqual(MAX_REQUESTS);
      });
    }
  }
});

/**
 * Relevance of the embedded search engine, measured: for each query of tests/search-relevance.json
 * (half Spanish, half English: commands, flags, template functions, concepts in plain words, pasted
 * error messages, how-to phrases and typos), one of its expected pages must be among the first 3
 * distinct pages the modal shows, searched as the modal does on the latest docs (its docs version
 * and the blog and pages, in the query's language), in the order the modal shows them: DocSearch
 * 3.9 groups the hits (tests/search-display.ts). At least RELEVANCE_TARGET of the queries must pass. It reads the shards the build wrote, with
 * the engine the browser runs (src/search/engine.ts); no browser is needed.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {search, type LoadedShard} from '../../src/search/engine';
import {DOCS_VERSIONS, LOCALES, SITE} from '../../src/site-constants';
import {SPEC_SEARCH} from '../contract-spec';
import {localized, ROOT, type Locale} from '../contract';
import {modalOrder} from '../search-display';
import {builtShards} from '../search-shards';

/** `source`: where a real user's wording comes from (an issue or question title, a pasted message); `heldOut`: written before the ranking was tuned, and never tuned for. */
type Case = {locale: Locale; query: string; kind: string; expect: string[]; source?: string; heldOut?: boolean};

const RELEVANCE_TARGET = 0.95;
const TOP_PAGES = 3;
const cases: Case[] = JSON.parse(readFileSync(join(ROOT, 'tests/search-relevance.json'), 'utf8')).queries;

const shardsOf = builtShards;

/** The hits for a query, searched as the modal and the search page do on the latest docs, in the engine's order. */
function hitsOf(shards: LoadedShard[], locale: Locale, query: string) {
  return search(
    shards,
    {
      query,
      hitsPerPage: SPEC_SEARCH.hitsPerPage,
      facetFilters: [`language:${locale}`, ['docusaurus_tag:default', `docusaurus_tag:docs-default-${DOCS_VERSIONS.last}`]],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    },
    SITE.url,
  ).hits;
}

/** The first distinct pages of some hits, as paths without the locale prefix. */
const distinctPages = (hits: {url_without_anchor?: string}[], locale: Locale): string[] => [
  ...new Set(hits.map((h) => pagePath(h.url_without_anchor!, locale))),
];

/** The first distinct pages the modal shows for a query, as paths without the locale prefix. */
function topPages(shards: LoadedShard[], locale: Locale, query: string): string[] {
  return distinctPages(modalOrder(hitsOf(shards, locale, query)), locale).slice(0, TOP_PAGES);
}

/** Paths of a locale's pages, as topPages() writes them. */
const pagePath = (url: string, locale: Locale) => `/${url.slice((SITE.url + localized('/', locale)).length)}`.replace(/\/$/, '') || '/';

test('the relevance set has at least 90 queries, half in each language, typos, pasted errors and how-tos in both, each expecting pages that exist', () => {
  for (const locale of LOCALES.all) {
    const pages = new Set(
      shardsOf(locale).flatMap((s) => s.sections.map((section) => pagePath(SITE.url + section.u.split('#')[0], locale))),
    );
    for (const c of cases.filter((c) => c.locale === locale)) {
      for (const page of c.expect) expect(pages.has(page), `${locale} "${c.query}" expects ${page}`).toBe(true);
    }
  }
  expect(cases.length).toBeGreaterThanOrEqual(90);
  // At least 60 questions in real users' words, each saying where it comes from, a third of them held out.
  const real = cases.filter((c) => c.source);
  expect(real.length).toBeGreaterThanOrEqual(60);
  for (const locale of LOCALES.all) expect(real.filter((c) => c.locale === locale).length, locale).toBeGreaterThanOrEqual(25);
  expect(real.filter((c) => c.heldOut).length).toBeGreaterThanOrEqual(real.length / 4);
  expect(cases.filter((c) => c.locale === 'es').length).toBe(cases.filter((c) => c.locale === 'en').length);
  expect(cases.filter((c) => c.kind === 'typo').length).toBeGreaterThanOrEqual(10);
  for (const locale of LOCALES.all) {
    for (const kind of ['error', 'howto', 'typo', 'command', 'flag']) {
      expect(cases.filter((c) => c.locale === locale && c.kind === kind).length, `${locale} ${kind}`).toBeGreaterThanOrEqual(3);
    }
  }
});

test(`at least ${RELEVANCE_TARGET * 100}% of the relevance queries find an expected page among the first ${TOP_PAGES}`, () => {
  const shards = {en: shardsOf('en'), es: shardsOf('es')};
  const misses: string[] = [];
  let first = 0;
  const found3 = {real: 0, heldOut: 0};
  for (const c of cases) {
    const top = topPages(shards[c.locale], c.locale, c.query);
    if (c.expect.includes(top[0])) first++;
    if (!c.expect.some((page) => top.includes(page)))
      misses.push(
        `  ${c.locale} "${c.query}"${c.heldOut ? ' (held out)' : ''}: expected ${c.expect.join(' or ')}, got ${top.join(', ') || 'nothing'}`,
      );
    else {
      if (c.source) found3.real++;
      if (c.heldOut) found3.heldOut++;
    }
  }
  const found = cases.length - misses.length;
  const share = found / cases.length;
  const byLocale = LOCALES.all.map((l) => `${l} ${cases.filter((c) => c.locale === l).length}`).join(', ');
  console.log(
    `search relevance, in the modal's order (${byLocale}): top-1 ${first} of ${cases.length}, ` +
      `top-${TOP_PAGES} ${found} of ${cases.length} (${(share * 100).toFixed(1)}%)`,
  );
  const real = cases.filter((c) => c.source).length;
  const heldOut = cases.filter((c) => c.heldOut).length;
  console.log(`real users' questions: top-${TOP_PAGES} ${found3.real} of ${real}; held out: ${found3.heldOut} of ${heldOut}`);
  if (misses.length) console.log(`missed:\n${misses.join('\n')}`);
  expect(share, misses.join('\n')).toBeGreaterThanOrEqual(RELEVANCE_TARGET);
});

/** Every top-level `helm` command of the 3.19 reference: `helm rollback` gives `rollback`. */
const COMMAND_WORDS = (
  JSON.parse(readFileSync(join(ROOT, 'facts/helm-3.19-cli.json'), 'utf8')) as {commands: {path: string; doc_id: string}[]}
).commands
  .map((c) => c.path.split(' '))
  .filter((parts) => parts.length === 2)
  .map((parts) => parts[1]);

test('a bare command word brings its command page first, in the modal and on the search page, in both languages', () => {
  expect(COMMAND_WORDS.length).toBeGreaterThan(20);
  const wrong: string[] = [];
  for (const locale of LOCALES.all) {
    const shards = shardsOf(locale);
    for (const word of COMMAND_WORDS) {
      const hits = hitsOf(shards, locale, word);
      const modal = distinctPages(modalOrder(hits), locale)[0];
      const page = distinctPages(hits, locale)[0];
      if (modal !== `/docs/commands/helm_${word}`) wrong.push(`${locale} "${word}" in the modal: ${modal}`);
      if (page !== `/docs/commands/helm_${word}`) wrong.push(`${locale} "${word}" on the search page: ${page}`);
    }
  }
  expect(wrong).toEqual([]);
});

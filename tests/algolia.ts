/**
 * A stand-in for Algolia's search engine, answering from the records of our build
 * (scripts/lib/search-records.ts) with the index settings the crawler template gives them. It does
 * what DocSearch and the search page rely on: every word must match (the last one as a prefix),
 * then, for the index's `allOptional`, any word; `facetFilters` (AND of ORs, `-` negates);
 * `distinct` on url; ranking by matched words, attribute, exactness, then the custom ranking;
 * `page` and `hitsPerPage`; `attributesToRetrieve`; highlights and snippets, HTML-escaped as
 * Algolia's are; facet counts; a `queryID` with `clickAnalytics`. No typos, synonyms or plurals.
 */
import {INDEX_SETTINGS, LEVELS, type SearchRecord} from '../scripts/lib/search-records';

type FacetFilters = string | (string | string[])[];

/** One request of a multi-query, as the v5 client sends it (flat, or with a legacy `params` string). */
export type QueryParams = {
  indexName?: string;
  query?: string;
  params?: string;
  facetFilters?: FacetFilters;
  facets?: string | string[];
  hitsPerPage?: number;
  page?: number;
  distinct?: boolean | number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
};

/** A hit: the retrieved attributes of a record, with its highlights and snippets. */
export type Hit = Partial<SearchRecord> & {objectID: string; _highlightResult: Record<string, any>; _snippetResult: Record<string, any>};

type Field = {path: string; tokens: string[]};
type Entry = {record: SearchRecord; fields: Field[]};
export type SearchIndex = Entry[];

const SEARCHABLE = [...LEVELS.map((l) => `hierarchy.${l}`), 'content'];

/** Case- and accent-insensitive, like Algolia's default normalisation. */
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
// Letters, digits and the one separator the index keeps (`separatorsToIndex: '_'`).
const WORD = /[\p{L}\p{N}_]+/gu;
const words = (s: string): string[] => fold(s).match(WORD) ?? [];

function get(record: unknown, path: string): unknown {
  return path.split('.').reduce<any>((value, key) => (value == null ? undefined : value[key]), record);
}

function set(target: Record<string, any>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = node[key] ??= {};
  node[keys[keys.length - 1]] = value;
}

export function createIndex(records: SearchRecord[]): SearchIndex {
  return records.map((record) => ({
    record,
    fields: SEARCHABLE.map((path) => ({path, tokens: words(String(get(record, path) ?? ''))})),
  }));
}

/** Does `token` match query word `i`: exactly, or as a prefix for the last word. */
function matches(token: string, queryWords: string[], i: number): boolean {
  return token === queryWords[i] || (i === queryWords.length - 1 && token.startsWith(queryWords[i]));
}

type Scored = {entry: Entry; matched: number; attribute: number; exact: number};

function score(entry: Entry, queryWords: string[]): Scored {
  let matched = 0;
  let exact = 0;
  let attribute = SEARCHABLE.length;
  queryWords.forEach((word, i) => {
    const field = entry.fields.findIndex((f) => f.tokens.some((t) => matches(t, queryWords, i)));
    if (field < 0) return;
    matched++;
    attribute = Math.min(attribute, field);
    if (entry.fields.some((f) => f.tokens.includes(word))) exact++;
  });
  return {entry, matched, attribute, exact};
}

function passesFacets(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((g) => (typeof g === 'string' ? [g] : g));
  const test = (filter: string): boolean => {
    const negated = filter.startsWith('-');
    const [attribute, ...rest] = (negated ? filter.slice(1) : filter).split(':');
    const value = rest.join(':');
    const actual = get(record, attribute);
    const has = Array.isArray(actual) ? actual.map(String).includes(value) : String(actual) === value;
    return negated ? !has : has;
  };
  return groups.every((group) => group.some(test));
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

type Token = {start: number; end: number; highlightEnd: number; word: number};

/** Tokens of `text` with, for a matching one, how much of it to highlight and which query word. */
function tokensOf(text: string, queryWords: string[]): Token[] {
  return [...text.matchAll(WORD)].map((m) => {
    const start = m.index!;
    const folded = fold(m[0]);
    const word = queryWords.findIndex((_, i) => matches(folded, queryWords, i));
    let highlightEnd = start;
    if (word >= 0) {
      // A prefix match highlights the prefix only; count it in the original, unfolded characters.
      let length = 0;
      while (length < m[0].length && fold(m[0].slice(0, length)).length < queryWords[word].length) length++;
      highlightEnd = folded === queryWords[word] ? start + m[0].length : start + length;
    }
    return {start, end: start + m[0].length, highlightEnd, word};
  });
}

type Marked = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

function mark(text: string, from: number, to: number, tokens: Token[], pre: string, post: string): string {
  let out = '';
  let at = from;
  for (const t of tokens) {
    if (t.word < 0 || t.start < from || t.end > to) continue;
    out += escapeHtml(text.slice(at, t.start)) + pre + escapeHtml(text.slice(t.start, t.highlightEnd)) + post;
    at = t.highlightEnd;
  }
  return out + escapeHtml(text.slice(at, to));
}

function matchInfo(tokens: Token[], queryWords: string[]): Omit<Marked, 'value'> {
  const matched = [...new Set(tokens.filter((t) => t.word >= 0).map((t) => queryWords[t.word]))];
  const matchLevel = matched.length === 0 ? 'none' : matched.length === queryWords.length ? 'full' : 'partial';
  return {matchLevel, matchedWords: matched};
}

function highlight(text: string, queryWords: string[], pre: string, post: string): Marked {
  const tokens = tokensOf(text, queryWords);
  return {value: mark(text, 0, text.length, tokens, pre, post), ...matchInfo(tokens, queryWords)};
}

function snippet(text: string, queryWords: string[], size: number, pre: string, post: string, ellipsis: string): Marked {
  const tokens = tokensOf(text, queryWords);
  const first = Math.max(0, tokens.findIndex((t) => t.word >= 0));
  const start = Math.max(0, Math.min(first - Math.floor(size / 3), tokens.length - size));
  const end = Math.min(tokens.length, start + size);
  const from = start === 0 ? 0 : tokens[start].start;
  const to = end === tokens.length ? text.length : tokens[end - 1].end;
  const value = (start > 0 ? ellipsis : '') + mark(text, from, to, tokens, pre, post) + (end < tokens.length ? ellipsis : '');
  return {value, ...matchInfo(tokens.slice(start, end), queryWords)};
}

/** `hierarchy` stands for its levels; attributes without a value get no highlight, as in Algolia. */
function expand(record: SearchRecord, attributes: readonly string[]): [string, number | undefined][] {
  return attributes.flatMap((spec) => {
    const [attribute, size] = spec.split(':');
    const paths = attribute === 'hierarchy' ? LEVELS.map((l) => `hierarchy.${l}`) : attribute === '*' ? SEARCHABLE : [attribute];
    return paths
      .filter((p) => typeof get(record, p) === 'string')
      .map((p): [string, number | undefined] => [p, size ? Number(size) : undefined]);
  });
}

/** The legacy form sends parameters as a query string whose values are JSON or plain strings. */
function normalize(request: QueryParams): QueryParams {
  if (!request.params) return request;
  const fromString = Object.fromEntries(
    [...new URLSearchParams(request.params)].map(([key, value]) => {
      try {
        return [key, JSON.parse(value)];
      } catch {
        return [key, value];
      }
    }),
  );
  return {...request, ...fromString, params: undefined};
}

let queryCounter = 0;

/** One result of a multi-query, in the shape the v5 client and algoliasearch-helper read. */
export function search(index: SearchIndex, raw: QueryParams) {
  const started = performance.now();
  const p = normalize(raw);
  const query = p.query ?? '';
  const queryWords = words(query);
  const hitsPerPage = p.hitsPerPage ?? 20;
  const page = p.page ?? 0;

  const candidates = index.filter((e) => passesFacets(e.record, p.facetFilters));
  let scored = candidates.map((e) => score(e, queryWords));
  const all = scored.filter((s) => s.matched === queryWords.length);
  // `removeWordsIfNoResults: allOptional`: with no record matching every word, any word will do.
  scored = all.length || queryWords.length < 2 ? all : scored.filter((s) => s.matched > 0);
  scored.sort(
    (a, b) =>
      b.matched - a.matched ||
      a.attribute - b.attribute ||
      b.exact - a.exact ||
      b.entry.record.weight.pageRank - a.entry.record.weight.pageRank ||
      b.entry.record.weight.level - a.entry.record.weight.level ||
      a.entry.record.weight.position - b.entry.record.weight.position,
  );

  const facetNames = p.facets === '*' ? INDEX_SETTINGS.attributesForFaceting : p.facets ? [p.facets].flat() : [];
  const facets: Record<string, Record<string, number>> = {};
  for (const name of facetNames) {
    facets[name] = {};
    for (const {entry} of scored) {
      for (const value of [get(entry.record, name) ?? []].flat() as string[]) facets[name][value] = (facets[name][value] ?? 0) + 1;
    }
  }

  const distinct = p.distinct ?? INDEX_SETTINGS.distinct;
  const seen = new Set<unknown>();
  const ranked = distinct
    ? scored.filter(({entry}) => {
        const key = get(entry.record, INDEX_SETTINGS.attributeForDistinct);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
    : scored;

  const pre = p.highlightPreTag ?? INDEX_SETTINGS.highlightPreTag;
  const post = p.highlightPostTag ?? INDEX_SETTINGS.highlightPostTag;
  const ellipsis = p.snippetEllipsisText ?? '';
  const retrieve: readonly string[] = p.attributesToRetrieve ?? INDEX_SETTINGS.attributesToRetrieve;
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({entry: {record}}): Hit => {
    const hit: Record<string, any> = {objectID: record.objectID};
    if (retrieve.includes('*')) Object.assign(hit, record);
    else for (const path of retrieve) set(hit, path, get(record, path));
    const highlights: Record<string, any> = {};
    for (const [path] of expand(record, p.attributesToHighlight ?? INDEX_SETTINGS.attributesToHighlight)) {
      set(highlights, path, highlight(String(get(record, path)), queryWords, pre, post));
    }
    const snippets: Record<string, any> = {};
    for (const [path, size] of expand(record, p.attributesToSnippet ?? INDEX_SETTINGS.attributesToSnippet)) {
      set(snippets, path, snippet(String(get(record, path)), queryWords, size ?? 10, pre, post, ellipsis));
    }
    return {...hit, objectID: record.objectID, _highlightResult: highlights, _snippetResult: snippets};
  });

  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: hitsPerPage ? Math.ceil(ranked.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    query,
    params: new URLSearchParams(Object.entries(p).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
    index: p.indexName,
    ...(facetNames.length ? {facets} : {}),
    ...(p.clickAnalytics ? {queryID: (++queryCounter).toString(16).padStart(32, '0')} : {}),
    processingTimeMS: Math.round(performance.now() - started),
  };
}

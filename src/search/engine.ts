/**
 * The site's own search engine: it answers Algolia's search requests, in Algolia's response
 * shape, from shards of our search records (scripts/lib/search-records.ts), with MiniSearch for
 * matching and ranking. The browser uses it when the build has no Algolia credentials
 * (./client.ts), and the tests' Algolia stand-in (tests/algolia.ts) answers Algolia's HTTP
 * requests with it, so one engine serves both paths.
 *
 * A shard holds one locale and one `docusaurus_tag` (a docs version, or `default` for the blog
 * and pages). Its documents are sections, one per URL with anchor: the crawler's records of a
 * heading and the paragraphs below it, merged. Section hits keep the records' shape (hierarchy,
 * anchor, url, type, content), and the highlights and snippets DocSearch and the search page show.
 * Matching: every query word (stop words aside), the last one as a prefix, each with typo
 * tolerance by length; with no section matching every word, any word will do (Algolia's
 * `allOptional`). Words are folded: case and accents do not matter.
 */
import MiniSearch, {type AsPlainObject, type Options, type Query, type SearchResult} from 'minisearch';
import {escapeHtml, fold} from '../utils/text';
import {SYNONYMS} from './synonyms';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

/** A record as the crawler makes it (scripts/lib/search-records.ts), and as the engine reads it. */
export type EngineRecord = {
  objectID: string;
  /** Absolute, with `#anchor` when the record sits below a heading that has an id. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Level | 'content';
  hierarchy: Record<Level, string | null>;
  content: string | null;
  language: string;
  /** Only on docs pages. */
  version?: string[];
  docusaurus_tag: string[];
  weight: {pageRank: number; level: number; position: number};
  /**
   * The text of the output blocks (`text`, `console`, output) and table cells below the record,
   * which the crawler skips. Only the embedded engine's shards have it (buildRecords' `withOutput`):
   * Algolia's records stay the crawler's.
   */
  output?: string;
};

/** One document of a shard: a section of a page. Short keys: the shard goes over the wire. */
type Section = {
  /** weight.position of the section's first record: its objectID is the page's URL, `-`, this. */
  p: number;
  /** Path, with `#anchor` when the section has one. */
  u: string;
  /** Type of the section's first record. */
  t: EngineRecord['type'];
  /** lvl0…lvl6. */
  h: (string | null)[];
  /** The paragraphs, one string: not in the ranking file, read from a text chunk when a hit needs it. */
  c?: string;
  /** 1 when the section has no paragraphs (its text is the empty string). */
  n?: 1;
  /** The first record's weight.level. */
  w: number;
  /** Output blocks and table cells, when the section has any (indexed at build time, not shipped). */
  x?: string;
};

/**
 * MiniSearch's index, compact (encodeIndex): the terms, sorted, in one string; their postings, the
 * document ids as differences in base 36, in chunks of neighbouring terms (Shard.postings) fetched
 * when a query matches one of their terms. Loaded without rebuilding MiniSearch's posting maps: a
 * term's postings are decoded the first time a query reads them.
 */
type CompactIndex = {
  /** How many documents (sections); they are numbered 0, 1, 2… */
  documents: number;
  averageFieldLength: number[];
  /** Field-major: the length of each field in each document, as MiniSearch counts it. */
  fieldLength: number[][];
  /** Terms, separated by spaces. */
  terms: string;
};

/** Chunks of a shard fetched when a search needs them: chunk i starts at item starts[i] and is the file files[i] (a path below the locale's root). */
type Chunks = {starts: number[]; files: string[]};

export type Shard = {
  format: typeof SHARD_FORMAT;
  language: string;
  tag: string;
  version?: string;
  sections: Section[];
  index: CompactIndex;
  /** The terms' postings (encodePostings), in chunks of neighbouring terms: starts are term numbers. */
  postings: Chunks;
  /** The sections' paragraphs, in chunks fetched when a hit needs them: starts are section numbers. */
  text: Chunks;
  /** The chunks themselves, at build time and in the tests; the shard the build writes has none. */
  chunks?: {postings: string[][]; text: string[][]};
  /**
   * The locale's index as one build wrote it, the same in each of its shards and in its manifest: a
   * client holding shards of another build holds a stale index (src/search/client.ts).
   */
  build?: string;
};

export type ChunkKind = 'postings' | 'text';

export type LoadedShard = {
  language: string;
  tag: string;
  version?: string;
  sections: Section[];
  postings: Chunks;
  text: Chunks;
  /** The postings chunks read so far. */
  postingLists: (string[] | undefined)[];
  /** Which text chunks have been read into their sections. */
  read: boolean[];
  mini: MiniSearch<Doc>;
  /** What MiniSearch found for each query word lately, by the word's query (see find()). */
  words: Map<string, RawResults>;
};

type Doc = {id: number; title: string; category: string; headings: string; content: string; output: string};

/** Bumped when the shard layout changes; the client refuses a shard of another format. */
export const SHARD_FORMAT = 3;

/**
 * How much a match in each field counts. The page title counts most, then the headings of the
 * section; the sidebar category and the output blocks least (a pasted error message finds the
 * page that shows it, below the pages that explain its words). tests/e2e/search-relevance.spec.ts
 * measures the effect.
 */
export const FIELD_BOOST = {title: 3, headings: 2, content: 1, category: 0.5, output: 0.3} as const;
/** Sections that start a page (a title and its intro) rank above a deeper section with the same score. */
const PAGE_TOP_BOOST = 1.4;
/** A section whose own heading is the query (a command, a flag, a page title) is what was asked for. */
const EXACT_HEADING_BOOST = 2;
/**
 * And more so when that heading is a command's name: a bare `rollback` asks for `helm rollback`
 * before the glossary's "Rollback", `template` for `helm template` before the template object.
 */
const COMMAND_NAME_BOOST = 3;
/** Blog posts and pages rank a little below the docs: the docs answer, the posts tell the news. */
const BLOG_AND_PAGES_BOOST = 0.85;
/** From this many words a query is a question or a task (`helm install by chart reference using go sdk`)... */
const HOWTO_WORDS = 3;
/** ...and blog posts go further down: a post tells how it was, the docs how it is. */
const HOWTO_BLOG_BOOST = 0.7;
/** Blog posts' section URLs, in either locale (`/blog/…`, `/es/blog/…`). */
const BLOG_PATH = /^\/(?:[a-z]{2}\/)?blog\//;
/** How many of the best matches the exact-heading boost reorders. */
const RERANKED = 200;
/** Records from the crawler have these `weight.level`s; see LEVEL_WEIGHT in search-records.ts. */
const TOP_LEVEL_WEIGHT = 90;

/** Words too common to tell pages apart; a query of stop words only still searches them. */
const STOP_WORDS = new Set(
  // Spanish
  (
    'a al como con de del el en es la las lo los o para por que se su sus un una uno unos unas y ' +
    // English
    'an and are as at be by for from how i in is it of on or the this to what with'
  ).split(' '),
);

export {fold};
// Letters, digits and `_` (Algolia's `separatorsToIndex: '_'`): `helm_install` is one word.
const WORD = /[\p{L}\p{N}_]+/gu;
const words = (s: string): string[] => fold(s).match(WORD) ?? [];

/** Query words as the engine searches them: folded, stop words left out unless that leaves none. */
export function queryWords(query: string): string[] {
  const all = words(query);
  const kept = all.filter((w) => !STOP_WORDS.has(w));
  return kept.length ? kept : all;
}

/**
 * The stem of a word, crudely: without a common Spanish or English ending, so that `desinstalar`
 * finds `desinstala`, `migración` finds `migrar`, and `sign` finds `signing`. It is searched as a
 * prefix beside the word itself, and only when at least 4 letters are left.
 */
const ENDINGS = [
  'aciones',
  'iciones',
  'amente',
  'mente',
  'acion',
  'icion',
  'ation',
  'sion',
  'cion',
  'ando',
  'iendo',
  'ados',
  'idos',
  'adas',
  'idas',
  'ado',
  'ido',
  'ada',
  'ida',
  'ing',
  'ar',
  'er',
  'ir',
  'es',
  'ed',
  'as',
  'os',
  'a',
  'e',
  'o',
  's',
];
export function stem(word: string): string {
  const ending = ENDINGS.find((e) => word.endsWith(e) && word.length - e.length >= 4);
  return ending ? word.slice(0, -ending.length) : word;
}

/**
 * The word's base forms, when it looks inflected: an English or Spanish plural (`binaries`
 * `binary`, `charts` `chart`, `boxes` `box`, `valores` `valor`, `luces` `luz`) or an English verb
 * form (`installing` `install`, `using` `use`, `failed` `fail`). Searched as whole words beside
 * the word itself (queryOf()), they find what the stem, a prefix, cannot: `binary` does not begin
 * with `binari`. Light folding, not a stemmer: a form that is no word matches nothing and costs a
 * lookup.
 */
export function baseForms(word: string): string[] {
  const out = new Set<string>();
  const keep = (w: string) => w.length >= 3 && w !== word && out.add(w);
  if (/[^aeiou]ies$/.test(word)) keep(word.slice(0, -3) + 'y');
  if (/ces$/.test(word)) keep(word.slice(0, -3) + 'z');
  if (/(s|x|z|ch|sh|[^aeiou])es$/.test(word)) keep(word.slice(0, -2));
  if (/[^s]s$/.test(word)) keep(word.slice(0, -1));
  for (const ending of ['ing', 'ed']) {
    if (!word.endsWith(ending) || word.length - ending.length < 2) continue;
    const root = word.slice(0, -ending.length);
    keep(root);
    keep(root + 'e');
    // A doubled last consonant: `running` `run`, `mapped` `map`.
    if (/([^aeiou])\1$/.test(root)) keep(root.slice(0, -1));
  }
  return [...out];
}

/**
 * Other stems of a Spanish stem-changing verb, which the stem alone misses: the stressed vowel of
 * its last syllable becomes a diphthong (`volver`, `vuelve`; `querer`, `quiere`) or loses it.
 */
export function stemVariants(root: string): string[] {
  const variants = new Set<string>();
  const last = root.match(/^(.*)(ue|ie|o|e)([^aeiou]+)$/);
  if (last) {
    const [, head, vowel, tail] = last;
    const swap: Record<string, string[]> = {o: ['ue'], e: ['ie', 'i'], ue: ['o'], ie: ['e']};
    for (const other of swap[vowel]) variants.add(head + other + tail);
  }
  return [...variants].filter((v) => v.length >= 4 && v !== root);
}

/**
 * The word with two neighbouring letters swapped, each way: with Damerau's distance a swap is one
 * typo (`hepl`, `upgarde`), where MiniSearch's fuzzy match counts two.
 */
export function swaps(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] !== word[i + 1]) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...out];
}

/** A typo per word of 4 letters or more, two from 7 (a swap of two letters is one, see swaps()): `instalr`, `hepl` and `dependecy` still match. */
const typos = (term: string): number => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0);

const MINI_OPTIONS: Options<Doc> = {
  fields: ['title', 'category', 'headings', 'content', 'output'],
  tokenize: (text) => text.match(WORD) ?? [],
  processTerm: (term) => {
    const folded = fold(term);
    return STOP_WORDS.has(folded) ? null : folded;
  },
  searchOptions: {
    boost: FIELD_BOOST,
    // A word within the typo tolerance (typos()) is nearly always the word meant: it counts 0.8 of
    // the word as typed (MiniSearch's default, 0.45, let `rolback release` rank pages that say
    // `release` above the rollback page).
    weights: {fuzzy: 0.8, prefix: 0.375},
    // Query terms were folded by queryWords(); keep the stop words a stop-word-only query needs.
    processTerm: (term) => term,
  },
};

/** Sections of a page's records, in order: a heading and the paragraphs below it are one. */
function sections(records: EngineRecord[], origin: string): Section[] {
  const byUrl = new Map<string, Section>();
  for (const r of records) {
    const existing = byUrl.get(r.url);
    if (existing) {
      if (r.content) existing.c = existing.c ? `${existing.c} ${r.content}` : r.content;
      if (r.output) existing.x = existing.x ? `${existing.x} ${r.output}` : r.output;
      continue;
    }
    byUrl.set(r.url, {
      p: r.weight.position,
      u: r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url,
      t: r.type,
      h: LEVELS.map((l) => r.hierarchy[l]),
      c: r.content ?? '',
      w: r.weight.level,
      ...(r.output ? {x: r.output} : {}),
    });
  }
  return [...byUrl.values()];
}

const docOf = (s: Section, id: number): Doc => ({
  id,
  category: s.h[0] ?? '',
  title: s.h[1] ?? '',
  headings: s.h.slice(2).filter(Boolean).join(' '),
  content: s.c ?? '',
  output: s.x ?? '',
});

/** How much text (in characters) a text chunk holds, at least: a hit fetches its section's chunk. */
const TEXT_CHUNK_CHARS = 3000;
/** How many characters of encoded postings a postings chunk holds, at least. */
const POSTINGS_CHUNK_CHARS = 6000;

/** Consecutive items in chunks of at least `size` characters each. */
function chunked(items: string[], size: number): {starts: number[]; chunks: string[][]} {
  const starts: number[] = [];
  const chunks: string[][] = [];
  let length = Infinity;
  items.forEach((item, i) => {
    if (length >= size) {
      starts.push(i);
      chunks.push([]);
      length = 0;
    }
    chunks[chunks.length - 1].push(item);
    length += item.length;
  });
  // A last chunk of a few characters (sections with no text) would cost a request of its own
  // for almost nothing, too small to be worth compressing: it joins the chunk before it.
  if (chunks.length > 1 && length < size / 4) {
    starts.pop();
    chunks[chunks.length - 2].push(...chunks.pop()!);
  }
  return {starts, chunks};
}

/** MiniSearch over the records' sections, built in place (build time, and the tests' reference). */
export function indexInPlace(records: EngineRecord[], origin: string): MiniSearch<Doc> {
  const mini = new MiniSearch<Doc>(MINI_OPTIONS);
  mini.addAll(sections(records, origin).map(docOf));
  return mini;
}

/** A shard of records of one language and tag, with its index and its chunks (build time); `sizes`: the chunks' least sizes in characters. */
export function createShard(
  records: EngineRecord[],
  origin: string,
  sizes = {postings: POSTINGS_CHUNK_CHARS, text: TEXT_CHUNK_CHARS},
): Shard {
  const [first] = records;
  if (!first) throw new Error('a shard needs records');
  const list = sections(records, origin);
  const {index, postings} = encodeIndex(indexInPlace(records, origin).toJSON());
  const postingChunks = chunked(postings, sizes.postings);
  const textChunks = chunked(
    list.map((section) => section.c ?? ''),
    sizes.text,
  );
  return {
    format: SHARD_FORMAT,
    language: first.language,
    tag: first.docusaurus_tag[0],
    ...(first.version ? {version: first.version[0]} : {}),
    // The output text is only searched, never shown: the index holds it, the browser needs no
    // copy. The paragraphs go to the text chunks.
    sections: list.map(({x, c, ...shown}) => (c ? shown : {...shown, n: 1 as const})),
    index,
    postings: {starts: postingChunks.starts, files: []},
    text: {starts: textChunks.starts, files: []},
    chunks: {postings: postingChunks.chunks, text: textChunks.chunks},
  };
}

/**
 * A term's postings: for each field, its id, then each document's id less the previous one's, in
 * base 36, with `:tf` when the term occurs more than once; fields separated by `;`.
 */
function encodePostings(fields: Record<string, Record<string, number>>): string {
  return Object.entries(fields)
    .map(([fieldId, docs]) => {
      let previous = 0;
      const list = Object.keys(docs)
        .map(Number)
        .sort((a, b) => a - b)
        .map((doc) => {
          const tf = docs[doc];
          const out = (doc - previous).toString(36) + (tf > 1 ? `:${tf.toString(36)}` : '');
          previous = doc;
          return out;
        });
      return fieldId + list.join(',');
    })
    .join(';');
}

/** How many times a term found its postings chunk not read yet: a word's matches are kept only when none did (find()). */
let missingReports = 0;

/** While a search runs: where a term whose postings chunk is not read yet reports it. */
let reportMissing: ((shard: LoadedShard, kind: ChunkKind, chunk: number) => void) | null = null;

/**
 * While a query word is scored for an AND search: the only documents that can still hold every
 * word, those of the words scored before it (find()). A term's postings then list only these
 * (Restricted), so that a common word such as `helm` is scored in the few sections of a rarer one.
 */
let allowedDocs: Set<number> | null = null;

/**
 * A term's postings in one field as MiniSearch reads them (`size`, `keys`, `get`), listing only the
 * allowed documents, in the postings' order: `size` stays the whole list's, the document frequency
 * the score needs, so the scores are those of the whole list.
 */
class Restricted {
  constructor(
    private readonly docs: Map<number, number>,
    private readonly allowed: Set<number>,
  ) {}
  get size(): number {
    return this.docs.size;
  }
  get(doc: number): number | undefined {
    return this.docs.get(doc);
  }
  *keys(): IterableIterator<number> {
    for (const doc of this.docs.keys()) if (this.allowed.has(doc)) yield doc;
  }
}

/**
 * One term's postings, as MiniSearch reads them (`get(fieldId)`), each field decoded when first
 * read. Until its postings chunk is read, the term matches no document and reports the chunk.
 */
class Postings {
  private fields: Map<number, string | Map<number, number>> | null = null;
  constructor(
    private readonly shard: LoadedShard,
    private readonly term: number,
  ) {}
  get(fieldId: number): Map<number, number> | Restricted | undefined {
    const docs = this.all(fieldId);
    return docs && allowedDocs ? new Restricted(docs, allowedDocs) : docs;
  }
  /** How many characters of encoded postings the term has, or null while its chunk is not read. */
  chars(): number | null {
    const chunk = chunkAt(this.shard.postings.starts, this.term);
    return this.shard.postingLists[chunk]?.[this.term - this.shard.postings.starts[chunk]].length ?? null;
  }
  private all(fieldId: number): Map<number, number> | undefined {
    if (!this.fields) {
      const chunk = chunkAt(this.shard.postings.starts, this.term);
      const list = this.shard.postingLists[chunk];
      if (!list) {
        missingReports++;
        reportMissing?.(this.shard, 'postings', chunk);
        return undefined;
      }
      this.fields = new Map();
      for (const part of list[this.term - this.shard.postings.starts[chunk]].split(';'))
        this.fields.set(part.charCodeAt(0) - 48, part.slice(1));
    }
    const value = this.fields.get(fieldId);
    if (typeof value !== 'string') return value;
    const docs = new Map<number, number>();
    let doc = 0;
    for (const posting of value.split(',')) {
      const colon = posting.indexOf(':');
      doc += parseInt(colon < 0 ? posting : posting.slice(0, colon), 36);
      docs.set(doc, colon < 0 ? 1 : parseInt(posting.slice(colon + 1), 36));
    }
    this.fields.set(fieldId, docs);
    return docs;
  }
  get size(): number {
    return this.fields?.size ?? 0;
  }
}

/** MiniSearch's serialized index, compact (build time). Fields are numbered 0–9: one digit each. */
function encodeIndex(js: AsPlainObject): {index: CompactIndex; postings: string[]} {
  const fields = Object.keys(js.fieldIds).length;
  if (fields > 10) throw new Error('encodeIndex: at most 10 fields');
  const ids = Object.keys(js.documentIds).map(Number);
  // Documents are numbered in order from 0, and their short ids are the same numbers.
  if (ids.some((id, i) => id !== i || js.documentIds[id] !== i)) throw new Error('encodeIndex: documents must be numbered 0, 1, 2…');
  const entries = [...js.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    index: {
      documents: js.documentCount,
      averageFieldLength: js.averageFieldLength,
      fieldLength: Array.from({length: fields}, (_, f) => ids.map((id) => js.fieldLength[id][f] ?? 0)),
      terms: entries.map(([term]) => term).join(' '),
    },
    postings: entries.map(([, data]) => encodePostings(data as Record<string, Record<string, number>>)),
  };
}

/** How many fuzzy lookups a shard keeps. */
const FUZZY_KEPT = 64;

/**
 * MiniSearch's term index (its `_index`, a radix tree in MiniSearch 7.2) over the shard's sorted
 * terms as they are: the three lookups a search makes (`get`, `atPrefix`, `fuzzyGet`) are binary
 * searches and a walk of the sorted list, so reading a shard builds no tree. `fuzzyGet` is
 * MiniSearch's own Levenshtein walk (the same matrix, band and distances), over the implicit tree
 * of the sorted terms: a term reuses the rows of the prefix it shares with the one before, and a
 * prefix too far from the query skips every term that starts with it.
 */
class TermIndex {
  private readonly postings: (Postings | undefined)[];
  /** The latest fuzzy lookups: a keystroke looks the same words up again. */
  private readonly fuzzy = new Map<string, Map<string, [Postings, number]>>();
  constructor(
    private readonly terms: string[],
    private readonly shard: LoadedShard,
  ) {
    this.postings = new Array(terms.length);
  }
  get size(): number {
    return this.terms.length;
  }
  private value(i: number): Postings {
    return (this.postings[i] ??= new Postings(this.shard, i));
  }
  /** The first term not below `key`. */
  private lower(key: string, lo = 0): number {
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  /** The first term from `from` on that does not start with `prefix` (those that do come first). */
  private pastPrefix(prefix: string, from: number): number {
    let lo = from;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid].startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  get(key: string): Postings | undefined {
    const i = this.lower(key);
    return this.terms[i] === key ? this.value(i) : undefined;
  }
  has(key: string): boolean {
    return this.terms[this.lower(key)] === key;
  }
  atPrefix(prefix: string): [string, Postings][] {
    const out: [string, Postings][] = [];
    for (let i = this.lower(prefix); i < this.terms.length && this.terms[i].startsWith(prefix); i++)
      out.push([this.terms[i], this.value(i)]);
    return out;
  }
  /**
   * Roughly how many sections a query word matches, to score the rarest first (find()): the encoded
   * length of its own term's postings, and of the terms it starts when it is a prefix; 0 for a word
   * that is no term (a typo, a rare word), Infinity while a postings chunk is not read.
   */
  cost(term: string, prefix: boolean): number {
    let total = 0;
    for (let i = this.lower(term); i < this.terms.length && (this.terms[i] === term || (prefix && this.terms[i].startsWith(term))); i++) {
      total += this.value(i).chars() ?? Infinity;
      if (total === Infinity) break;
    }
    return total;
  }
  fuzzyGet(query: string, maxDistance: number): Map<string, [Postings, number]> {
    const key = `${maxDistance} ${query}`;
    let found = this.fuzzy.get(key);
    if (!found) {
      found = this.walk(query, maxDistance);
      this.fuzzy.set(key, found);
      if (this.fuzzy.size > FUZZY_KEPT) this.fuzzy.delete(this.fuzzy.keys().next().value!);
    }
    // A copy: MiniSearch deletes from it the terms that the prefix search found too.
    return new Map(found);
  }
  private walk(query: string, maxDistance: number): Map<string, [Postings, number]> {
    const results = new Map<string, [Postings, number]>();
    const {terms} = this;
    // Columns: the query's letters; rows: the term's, up to the longest term that can match.
    const n = query.length + 1;
    const rows = n + maxDistance;
    const matrix = new Uint8Array(rows * n).fill(maxDistance + 1);
    for (let j = 0; j < n; ++j) matrix[j] = j;
    for (let i = 1; i < rows; ++i) matrix[i * n] = i;
    // Rows 1…valid hold the letters of `previous`.
    let previous = '';
    let valid = 0;
    let index = 0;
    while (index < terms.length) {
      const term = terms[index];
      const last = Math.min(term.length, rows - 1);
      let row = 0;
      while (row < valid && row < last && term.charCodeAt(row) === previous.charCodeAt(row)) row++;
      let dead = 0;
      for (let i = row + 1; i <= last; ++i) {
        const char = term[i - 1];
        const thisRow = n * i;
        const prevRow = thisRow - n;
        let minDistance = matrix[thisRow];
        const jmin = Math.max(0, i - maxDistance - 1);
        const jmax = Math.min(n - 1, i + maxDistance);
        for (let j = jmin; j < jmax; ++j) {
          const different = char !== query[j];
          const rpl = matrix[prevRow + j] + +different;
          const del = matrix[prevRow + j + 1] + 1;
          const ins = matrix[thisRow + j] + 1;
          const dist = (matrix[thisRow + j + 1] = Math.min(rpl, del, ins));
          if (dist < minDistance) minDistance = dist;
        }
        // Distances never decrease down the rows: no term with this prefix matches.
        if (minDistance > maxDistance) {
          dead = i;
          break;
        }
      }
      previous = term;
      if (dead) {
        valid = dead - 1;
        index = this.pastPrefix(term.slice(0, dead), index + 1);
        continue;
      }
      valid = last;
      if (term.length < rows) {
        const distance = matrix[term.length * n + n - 1];
        if (distance <= maxDistance) results.set(term, [this.value(index), distance]);
      }
      index++;
    }
    return results;
  }
}

/**
 * MiniSearch over the compact index, without building its tree of terms or its maps of postings as
 * its own loader (loadJS) does: this fills the fields loadJS fills (minisearch 7.2, pinned in
 * package-lock.json), the terms a TermIndex, each term's postings a Postings read when a query
 * first needs them. `tests/unit/search-engine.test.ts` compares its answers with those of the
 * index built in place.
 */
function decodeIndex(compact: CompactIndex, shard: LoadedShard): MiniSearch<Doc> {
  const mini = MiniSearch.loadJS<Doc>(
    {
      documentCount: compact.documents,
      nextId: compact.documents,
      documentIds: {},
      fieldIds: Object.fromEntries(MINI_OPTIONS.fields.map((f, i) => [f, i])),
      fieldLength: {},
      averageFieldLength: compact.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: [],
      serializationVersion: 2,
    },
    MINI_OPTIONS,
  );
  const internal = mini as unknown as {
    _documentIds: Map<number, number>;
    _idToShortId: Map<number, number>;
    _fieldLength: Map<number, number[]>;
    _index: unknown;
  };
  for (let id = 0; id < compact.documents; id++) {
    internal._documentIds.set(id, id);
    internal._idToShortId.set(id, id);
    internal._fieldLength.set(
      id,
      compact.fieldLength.map((lengths) => lengths[id]),
    );
  }
  internal._index = new TermIndex(compact.terms.split(' '), shard);
  return mini;
}

/** Reads a fetched chunk: a text chunk's paragraphs into its sections, a postings chunk into the index. */
export function readChunk(shard: LoadedShard, kind: ChunkKind, chunk: number, items: string[]): void {
  if (kind === 'postings') {
    shard.postingLists[chunk] = items;
    return;
  }
  const from = shard.text.starts[chunk];
  items.forEach((text, i) => (shard.sections[from + i].c = text));
  shard.read[chunk] = true;
}

/** The chunk that holds item `index`. */
function chunkAt(starts: number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A shard's fields, its index not read yet (readIndex). */
function unread(shard: Shard): LoadedShard {
  if (shard.format !== SHARD_FORMAT) throw new Error(`search shard format ${shard.format}, expected ${SHARD_FORMAT}`);
  const {index, chunks, ...rest} = shard;
  const result: LoadedShard = {
    ...rest,
    sections: shard.sections.map((s) => ({...s})),
    postingLists: shard.postings.starts.map(() => undefined),
    read: shard.text.starts.map(() => false),
    mini: null!,
    words: new Map(),
  };
  chunks?.postings.forEach((list, i) => readChunk(result, 'postings', i, list));
  chunks?.text.forEach((list, i) => readChunk(result, 'text', i, list));
  return result;
}

/** A shard ready to search, from its JSON; with its text when it holds its chunks (the tests, the Algolia stand-in). The postings and text chunks it lacks come when a search needs them (searchOrMissing). */
export function loadShard(shard: Shard): LoadedShard {
  const result = unread(shard);
  result.mini = decodeIndex(shard.index, result);
  return result;
}

/** Shards of every language and tag the records hold (the tests' Algolia stand-in). */
export function shardsOf(records: EngineRecord[], origin: string): LoadedShard[] {
  const groups = new Map<string, EngineRecord[]>();
  for (const r of records) {
    const key = `${r.language} ${r.docusaurus_tag[0]}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(r);
  }
  return [...groups.values()].map((group) => loadShard(createShard(group, origin)));
}

// ---------------------------------------------------------------------------------------------
// Algolia's request and response

type FacetFilters = string | (string | string[])[];

/** One request of a multi-query, as the v5 client sends it (flat, or with a legacy `params`). */
export type QueryParams = {
  indexName?: string;
  query?: string;
  params?: string | Record<string, unknown>;
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

/** Index settings of the DocSearch Docusaurus template that the engine honours. */
export const ENGINE_SETTINGS = {
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
} as const;

/** A hit: the retrieved attributes of a record, with its highlights and snippets. */
export type Hit = Partial<EngineRecord> & {objectID: string; _highlightResult: Record<string, any>; _snippetResult: Record<string, any>};

function get(record: unknown, path: string): unknown {
  return path.split('.').reduce<any>((value, key) => (value == null ? undefined : value[key]), record);
}

function set(target: Record<string, any>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = node[key] ??= {};
  node[keys[keys.length - 1]] = value;
}

const filterGroups = (filters: FacetFilters | undefined): string[][] =>
  !filters ? [] : (typeof filters === 'string' ? [filters] : filters).map((g) => (typeof g === 'string' ? [g] : g));

function passes(record: unknown, groups: string[][]): boolean {
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

const SHARD_ATTRIBUTES = new Set(['language', 'docusaurus_tag', 'version']);
const shardFacets = (s: {language: string; tag: string; version?: string}) => ({
  language: s.language,
  docusaurus_tag: [s.tag],
  ...(s.version ? {version: [s.version]} : {}),
});

/**
 * Where a locale's shard of a tag is, below the locale's root, next to the manifest: `search-index.json`
 * lists `search-index/docs-default-3.json`. A known name lets the browser fetch a shard without the
 * manifest first (namedTags()).
 */
export const shardFile = (manifestFile: string, tag: string): string => `${manifestFile.replace(/\.json$/, '')}/${tag}.json`;

/**
 * The tags a request's facet filters ask for by name (a group of `docusaurus_tag:` filters, as
 * DocSearch and the search page send), or null when they do not say: then the manifest does.
 */
export function namedTags(filters: FacetFilters | undefined): string[] | null {
  const groups = filterGroups(filters).filter((g) => g.some((f) => f.replace(/^-/, '').startsWith('docusaurus_tag:')));
  if (groups.length !== 1 || !groups[0].every((f) => f.startsWith('docusaurus_tag:'))) return null;
  return [...new Set(groups[0].map((f) => f.slice('docusaurus_tag:'.length)))];
}

/** Which shards a request's facet filters can match: the browser fetches only these. */
export function shardsFor<S extends {language: string; tag: string; version?: string}>(
  shards: S[],
  filters: FacetFilters | undefined,
): S[] {
  const groups = filterGroups(filters).filter((g) => g.every((f) => SHARD_ATTRIBUTES.has(f.replace(/^-/, '').split(':')[0])));
  return shards.filter((s) => passes(shardFacets(s), groups));
}

/** The legacy form sends parameters as a query string (on the wire) or an object (the helper). */
export function normalize(request: QueryParams): QueryParams {
  const {params} = request;
  if (!params) return request;
  const fromParams =
    typeof params === 'string'
      ? Object.fromEntries(
          [...new URLSearchParams(params)].map(([key, value]) => {
            try {
              return [key, JSON.parse(value)];
            } catch {
              return [key, value];
            }
          }),
        )
      : params;
  return {...request, ...fromParams, params: undefined};
}

/** What a word of a hit's text must be to be highlighted: a matched index term, or the query's last word as a prefix. */
type Matcher = {terms: Map<string, string>; prefix: string | null};

/** The query word a text word matches, if any. */
function matchedWord(folded: string, m: Matcher): string | undefined {
  return m.terms.get(folded) ?? (m.prefix && folded.startsWith(m.prefix) ? m.prefix : undefined);
}

type Token = {start: number; end: number; word: string | undefined};

function tokensOf(text: string, m: Matcher): Token[] {
  return [...text.matchAll(WORD)].map((t) => ({start: t.index!, end: t.index! + t[0].length, word: matchedWord(fold(t[0]), m)}));
}

type Marked = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

function mark(text: string, from: number, to: number, tokens: Token[], pre: string, post: string): string {
  let out = '';
  let at = from;
  for (const t of tokens) {
    if (!t.word || t.start < from || t.end > to) continue;
    out += escapeHtml(text.slice(at, t.start)) + pre + escapeHtml(text.slice(t.start, t.end)) + post;
    at = t.end;
  }
  return out + escapeHtml(text.slice(at, to));
}

function matchInfo(tokens: Token[], all: string[]): Omit<Marked, 'value'> {
  const matched = [...new Set(tokens.flatMap((t) => (t.word ? [t.word] : [])))];
  const matchLevel = matched.length === 0 ? 'none' : matched.length >= all.length ? 'full' : 'partial';
  return {matchLevel, matchedWords: matched};
}

function highlight(text: string, m: Matcher, all: string[], pre: string, post: string): Marked {
  const tokens = tokensOf(text, m);
  return {value: mark(text, 0, text.length, tokens, pre, post), ...matchInfo(tokens, all)};
}

/**
 * `size` words around the first match, a third of them before it. A section's text can be long:
 * its words are read only up to the end of the snippet, plus one to know whether text follows.
 */
function snippet(text: string, m: Matcher, all: string[], size: number, pre: string, post: string, ellipsis: string): Marked {
  const tokens: Token[] = [];
  let first = -1;
  for (const t of text.matchAll(WORD)) {
    tokens.push({start: t.index!, end: t.index! + t[0].length, word: matchedWord(fold(t[0]), m)});
    if (first < 0 && tokens[tokens.length - 1].word) first = tokens.length - 1;
    if (first >= 0 && tokens.length > first + size) break;
  }
  const start = Math.max(0, Math.min(Math.max(0, first) - Math.floor(size / 3), tokens.length - size));
  const end = Math.min(tokens.length, start + size);
  const from = start === 0 ? 0 : tokens[start].start;
  // Text after the window: a word we read past it, or words we did not read.
  const cut = end < tokens.length;
  const to = cut ? tokens[end - 1].end : text.length;
  const value = (start > 0 ? ellipsis : '') + mark(text, from, to, tokens, pre, post) + (cut ? ellipsis : '');
  return {value, ...matchInfo(tokens.slice(start, end), all)};
}

/** `hierarchy` stands for its levels; attributes without a value get no highlight, as in Algolia. */
function expand(record: EngineRecord, attributes: readonly string[]): [string, number | undefined][] {
  return attributes.flatMap((spec) => {
    const [attribute, size] = spec.split(':');
    const paths =
      attribute === 'hierarchy'
        ? LEVELS.map((l) => `hierarchy.${l}`)
        : attribute === '*'
          ? [...LEVELS.map((l) => `hierarchy.${l}`), 'content']
          : [attribute];
    return paths
      .filter((p) => typeof get(record, p) === 'string')
      .map((p): [string, number | undefined] => [p, size ? Number(size) : undefined]);
  });
}

type Match = {shard: LoadedShard; section: Section; score: number; result: SearchResult};

/** The section as a record: what a hit retrieves from. */
function recordOf({shard, section, result}: Match, origin: string): EngineRecord {
  const hierarchy = Object.fromEntries(LEVELS.map((l, i) => [l, section.h[i]])) as Record<Level, string | null>;
  const fields = Object.values(result.match).flat();
  const onlyInContent = fields.every((f) => f === 'content' || f === 'output');
  const url = origin + section.u;
  const hash = url.indexOf('#');
  const page = hash < 0 ? url : url.slice(0, hash);
  return {
    objectID: `${page}-${section.p}`,
    url,
    url_without_anchor: page,
    anchor: hash < 0 ? null : url.slice(hash + 1),
    // Algolia returns the best record that matched: the heading's when the words are in a title or
    // heading (DocSearch keeps those as recent searches), a paragraph's when they are only in the text.
    type: onlyInContent && !section.n ? 'content' : section.t,
    hierarchy,
    // Null until the section's text chunk is read; search() reads it for the hits it returns.
    content: section.c || null,
    language: shard.language,
    ...(shard.version ? {version: [shard.version]} : {}),
    docusaurus_tag: [shard.tag],
    weight: {pageRank: 0, level: section.w, position: 0},
  };
}

/**
 * Below this length the last word, a prefix, is looked for in titles and headings only: a word
 * of one or two letters begins thousands of the words of the text, and the first keystrokes must
 * be answered fast (scripts/search-bench.ts).
 */
const SHORT_PREFIX = 3;

/** How much a word found through a swap of two letters counts, against the word as typed. */
const SWAP_WEIGHT = 0.8;
/** A base form of the word (baseForms(): `chart` for `charts`) counts nearly as the word typed. */
const BASE_FORM_WEIGHT = 0.9;
/** A word readers use for the one the docs use (src/search/synonyms.ts) counts less than the word typed. */
const SYNONYM_WEIGHT = 0.6;

/**
 * The query as MiniSearch runs it: each word with its own typo tolerance, the last one as a
 * prefix, and the other forms it may take. `variants` maps each form searched to its word's
 * position, to tell how many of the query's words a section holds.
 */
function queryOf(terms: string[], combineWith: 'AND' | 'OR', variants: Map<string, number>): {combineWith: 'AND' | 'OR'; queries: Query[]} {
  return {
    combineWith,
    queries: terms.map((term, i) => {
      variants.set(term, i);
      const last = i === terms.length - 1;
      if (last && term.length < SHORT_PREFIX) {
        // The word anywhere, or the start of a word in a title or heading.
        return {combineWith: 'OR', queries: [{queries: [term]}, {queries: [term], prefix: true, fields: ['title', 'headings']}]};
      }
      const forms: Query[] = [{queries: [term], prefix: last, fuzzy: typos(term)}];
      if (typos(term)) {
        const swapped = swaps(term).filter((w) => !terms.includes(w));
        for (const w of swapped) if (!variants.has(w)) variants.set(w, i);
        forms.push({queries: swapped, combineWith: 'OR', prefix: last, boostTerm: () => SWAP_WEIGHT});
      }
      const bases = baseForms(term).filter((w) => !terms.includes(w));
      const synonyms = (SYNONYMS.get(term) ?? []).filter((w) => !terms.includes(w));
      for (const w of [...bases, ...synonyms]) if (!variants.has(w)) variants.set(w, i);
      if (bases.length) forms.push({queries: bases, combineWith: 'OR', fuzzy: false, boostTerm: () => BASE_FORM_WEIGHT});
      if (synonyms.length) forms.push({queries: synonyms, combineWith: 'OR', fuzzy: false, boostTerm: () => SYNONYM_WEIGHT});
      const root = stem(term);
      // The stem as a prefix finds the word's other forms (`sign`, `signing`; `volver`, `vuelve`); the word itself scores higher.
      if (root.length >= 4 && !last) {
        const roots = [root, ...stemVariants(root)];
        for (const w of roots) if (!variants.has(w)) variants.set(w, i);
        forms.push({queries: roots, combineWith: 'OR', prefix: true, fuzzy: false});
      }
      return forms.length === 1 ? forms[0] : {combineWith: 'OR', queries: forms};
    }),
  };
}

/** MiniSearch's matches of a query before it ranks them: by document, the score, the query words and the index terms matched, by field. */
type RawResults = Map<number, {score: number; terms: string[]; match: Record<string, string[]>}>;

/** How many query words' matches a shard keeps (find()). */
const WORDS_KEPT = 64;

/**
 * MiniSearch's search of the query, one query word at a time, each word's matches kept: a
 * keystroke changes the last word only, so the others' (the costly part of a search: a common
 * word such as `helm` matches most sections) are not looked for again, and the fallback to any
 * word (OR) reuses the matches the search for every word (AND) made. The words' matches are
 * combined as MiniSearch's `search` combines them (scores added, terms in the same order), without
 * changing the kept ones; a word matched while some of its postings were not read is not kept.
 */
function find(shard: LoadedShard, terms: string[], combineWith: 'AND' | 'OR', variants: Map<string, number>, narrow = true): Match[] {
  if (!terms.length) return [];
  const options = {
    boostDocument: (id: unknown) =>
      (shard.sections[id as number].w >= TOP_LEVEL_WEIGHT ? PAGE_TOP_BOOST : 1) * (shard.tag === 'default' ? BLOG_AND_PAGES_BOOST : 1),
    combineWith,
  };
  const execute = (shard.mini as unknown as {executeQuery: (q: Query, o: typeof options) => RawResults}).executeQuery.bind(shard.mini);
  const queries = queryOf(terms, combineWith, variants).queries;
  const keys = queries.map((query) => JSON.stringify(query));
  // Every word, for AND: the words kept from an earlier search first, then the rarest. Each word
  // after the first is scored only in the sections that hold the words before it (allowedDocs):
  // a common word costs what a rare one does, and the answer is the same. A word scored so is kept
  // under the words before it (the next keystroke has the same ones), apart from the word alone,
  // which the fallback to any word (OR) needs whole.
  const index = (shard.mini as unknown as {_index: TermIndex})._index;
  const costs = keys.map((key, i) =>
    shard.words.has(key) ? -1 : combineWith === 'AND' ? index.cost(terms[i], i === terms.length - 1) : 0,
  );
  const order = keys.map((_, i) => i).sort((a, b) => costs[a] - costs[b]);
  const perWord: RawResults[] = new Array(queries.length);
  let allowed: Set<number> | null = null;
  let scope = '';
  const before = missingReports;
  for (const i of order) {
    const key = allowed ? `${scope}\n${keys[i]}` : keys[i];
    const kept = shard.words.get(key);
    if (kept) {
      // The most recent last (the Map's order): the oldest is dropped first.
      shard.words.delete(key);
      shard.words.set(key, kept);
      perWord[i] = kept;
    } else {
      const unread = missingReports;
      allowedDocs = allowed;
      try {
        perWord[i] = execute(queries[i], options);
      } finally {
        allowedDocs = null;
      }
      if (missingReports === unread) {
        shard.words.set(key, perWord[i]);
        if (shard.words.size > WORDS_KEPT) shard.words.delete(shard.words.keys().next().value!);
      }
    }
    // While postings are missing the search only names them: every word looks them up in full.
    if (narrow && combineWith === 'AND' && missingReports === before) {
      const next = new Set<number>();
      for (const id of perWord[i].keys()) if (!allowed || allowed.has(id)) next.add(id);
      allowed = next;
      scope = scope ? `${scope}\n${keys[i]}` : keys[i];
    }
  }
  const combined = perWord.reduce(combineWith === 'AND' ? both : either);
  const out: Match[] = [];
  for (const [id, {score, terms: queryTerms, match}] of combined) {
    const result = {id, score: score * (queryTerms.length || 1), terms: Object.keys(match), queryTerms, match} as SearchResult;
    out.push({shard, section: shard.sections[id], score: result.score, result});
  }
  return out.sort((a, b) => b.score - a.score);
}

/** MiniSearch's AND of two words' matches, making new entries instead of changing those of `a`. */
function both(a: RawResults, b: RawResults): RawResults {
  const out: RawResults = new Map();
  for (const [id, right] of b) {
    const left = a.get(id);
    if (!left) continue;
    out.set(id, {score: left.score + right.score, terms: union(left.terms, right.terms), match: {...left.match, ...right.match}});
  }
  return out;
}

/** MiniSearch's OR, the same way. */
function either(a: RawResults, b: RawResults): RawResults {
  const out: RawResults = new Map(a);
  for (const [id, right] of b) {
    const left = out.get(id);
    out.set(
      id,
      left ? {score: left.score + right.score, terms: union(left.terms, right.terms), match: {...left.match, ...right.match}} : right,
    );
  }
  return out;
}

const union = (a: string[], b: string[]): string[] => {
  const out = [...a];
  for (const term of b) if (!out.includes(term)) out.push(term);
  return out;
};

/** How many of the best matches the proximity boost reorders, and how much each query word next to another adds. */
const PROXIMITY_RERANKED = 20;
const PROXIMITY_BOOST = 0.5;
/** How much of a section's text the proximity boost reads. */
const PROXIMITY_CHARS = 1000;

/**
 * The longest run of different query words next to each other in the section's headings and text
 * (stop words between them aside), less one: `vuelve a la revisión anterior` answers `volver a la
 * revisión anterior` better than a text with the same words apart.
 */
function adjacent({section, result}: Match, body: string): number {
  const matched = new Set(result.terms);
  let longest = 0;
  let run: string[] = [];
  for (const folded of proximityWords(section, body)) {
    if (!matched.has(folded)) run = [];
    else if (!run.includes(folded)) longest = Math.max(longest, run.push(folded) - 1);
    else run = [folded];
  }
  return longest;
}

/** The words the proximity boost reads in a section, folded, stop words left out: read once a section, then kept. */
const proximityWordsOf = new WeakMap<Section, string[]>();
function proximityWords(section: Section, body: string): string[] {
  let list = proximityWordsOf.get(section);
  if (!list) {
    list = words(`${section.h.slice(1).filter(Boolean).join(' ')} ${body.slice(0, PROXIMITY_CHARS)}`).filter((w) => !STOP_WORDS.has(w));
    // Kept only once the section's text is read: until then the body is empty.
    if (section.c !== undefined || section.n) proximityWordsOf.set(section, list);
  }
  return list;
}

/** The words of a section's own heading (its deepest level) that the exact-heading boost compares with the query: without and with `helm`. */
const headingFormsOf = new WeakMap<Section, [string[], string[] | null] | null>();
function headingForms(section: Section): [string[], string[] | null] | null {
  let forms = headingFormsOf.get(section);
  if (forms === undefined) {
    const heading = [...section.h].reverse().find((h) => h !== null);
    forms = heading ? [headingWords(heading), heading.startsWith('-') ? null : queryWords(heading)] : null;
    headingFormsOf.set(section, forms);
  }
  return forms;
}

/** With fewer distinct pages than this matching every word, sections that hold some of the words follow. */
const FEW_PAGES = 5;

/** How many of the query's words a match holds, in any of their forms. */
const coverage = (m: Match, variants: Map<string, number>): number =>
  new Set(m.result.queryTerms.map((t) => variants.get(t)).filter((i) => i !== undefined)).size;

/**
 * A heading's words, without the `helm` of a command's name: `helm upgrade` is what `upgrade` asks
 * for. A flag keeps every word: `--is-upgrade` is not `upgrade`.
 */
const headingWords = (heading: string): string[] => {
  const list = heading.startsWith('-') ? words(heading) : queryWords(heading);
  return list.length > 1 && list[0] === 'helm' ? list.slice(1) : list;
};

let queryCounter = 0;

export type SearchOptions = {
  /**
   * With fewer than FEW_PAGES pages holding every word, add the sections that hold some (the
   * embedded engine, by default). Off, any word will do only when no section holds them all, as
   * Algolia's `removeWordsIfNoResults: allOptional` does (the tests' Algolia stand-in).
   */
  widen?: boolean;
  /**
   * Score each word after the rarest only in the sections that hold the words before it (find()):
   * the same answer, faster. Off, every word is scored in full (the tests' reference).
   */
  narrow?: boolean;
};

/** Chunks a search needs before it can answer: the browser fetches them, then searches again. */
export type Missing = {shard: LoadedShard; kind: ChunkKind; chunk: number}[];

/** One result of a multi-query, in the shape the v5 client and algoliasearch-helper read; every text chunk its hits need must have been read. */
export function search(shards: LoadedShard[], raw: QueryParams, origin: string, options: SearchOptions = {}): SearchResponse {
  const outcome = searchOrMissing(shards, raw, origin, options);
  if ('missing' in outcome) throw new Error(`search: ${outcome.missing.length} chunks not read`);
  return outcome.response;
}

/**
 * The answer, or the chunks it needs when some are not read yet: first the postings of the terms
 * the query matches, then the text of the sections the proximity boost reads and of the hits of
 * the page asked for.
 */
export function searchOrMissing(
  shards: LoadedShard[],
  raw: QueryParams,
  origin: string,
  {widen = true, narrow = true}: SearchOptions = {},
): {response: SearchResponse} | {missing: Missing} {
  const started = performance.now();
  const missing = new Map<string, Missing[number]>();
  const report = (shard: LoadedShard, kind: ChunkKind, chunk: number) => {
    const key = `${shard.language} ${shard.tag} ${kind} ${chunk}`;
    if (!missing.has(key)) missing.set(key, {shard, kind, chunk});
  };
  const needs = () => ({missing: [...missing.values()]});
  /** A section's text, or '' while its chunk is to be read (the answer then waits for it). */
  const body = ({shard, section}: Match): string => {
    if (section.c !== undefined) return section.c;
    if (section.n) return (section.c = '');
    report(shard, 'text', chunkAt(shard.text.starts, shard.sections.indexOf(section)));
    return '';
  };
  /** Runs MiniSearch, noting the postings chunks its terms need. */
  const findAll = (combineWith: 'AND' | 'OR') => {
    reportMissing = report;
    try {
      return searched.flatMap((s) => find(s, terms, combineWith, variants, narrow));
    } finally {
      reportMissing = null;
    }
  };
  const p = normalize(raw);
  const query = p.query ?? '';
  const terms = queryWords(query);
  const hitsPerPage = p.hitsPerPage ?? 20;
  const page = p.page ?? 0;
  const groups = filterGroups(p.facetFilters);

  const searched = shardsFor(shards, p.facetFilters);
  // Filters on what a shard holds were applied by choosing the shards; others need each match's record.
  const recordGroups = groups.filter((g) => !g.every((f) => SHARD_ATTRIBUTES.has(f.replace(/^-/, '').split(':')[0])));
  // One-letter words aside: the heading `--namespace -n` is the query `--namespace`. A word with
  // two letters swapped is the word: `helm upgarde` asks for `helm upgrade`.
  const significant = (list: string[]) => list.filter((w) => w.length > 1);
  const asked = significant(terms).map((t) => new Set([t, ...(typos(t) ? swaps(t) : [])]));
  const isQuery = (list: string[]) => {
    const own = significant(list);
    return own.length === asked.length && own.every((w, i) => asked[i].has(w));
  };
  const inOrder = (matches: Match[]) => {
    const filtered = recordGroups.length ? matches.filter((m) => passes(recordOf(m, origin), recordGroups)) : matches;
    // A question or task in several words asks how to do something, which the docs answer.
    if (asked.length >= HOWTO_WORDS) for (const m of filtered) if (BLOG_PATH.test(m.section.u)) m.score *= HOWTO_BLOG_BOOST;
    const kept = filtered.sort((a, b) => b.score - a.score);
    // Algolia's `exact` criterion, roughly: among the best, a heading that is the query comes first
    // (a command's name without `helm`, a flag without its dashes).
    const best = kept.slice(0, RERANKED);
    for (const m of best) {
      const forms = headingForms(m.section);
      if (!forms) continue;
      const [own, whole] = forms;
      // `own` drops the `helm` of a command's name: shorter than the whole heading, it is a command.
      if (isQuery(own) && whole && own.length < whole.length) m.score *= EXACT_HEADING_BOOST * COMMAND_NAME_BOOST;
      else if (isQuery(own) || (whole && isQuery(whole))) m.score *= EXACT_HEADING_BOOST;
    }
    // Algolia's `proximity` criterion, roughly: the query's words next to each other in the text.
    if (asked.length > 1) {
      best.sort((a, b) => b.score - a.score);
      for (const m of best.slice(0, PROXIMITY_RERANKED)) m.score *= 1 + PROXIMITY_BOOST * adjacent(m, body(m));
    }
    return [...best.sort((a, b) => b.score - a.score), ...kept.slice(RERANKED)];
  };
  const variants = new Map<string, number>();
  const all = findAll('AND');
  if (missing.size) return needs();
  let matched = inOrder(all);
  // `removeWordsIfNoResults: allOptional`, and more: with few pages holding every word, sections
  // holding most of them follow, those with more of the words first (SearchOptions).
  const pages = new Set(matched.map((m) => m.section.u.split('#')[0]));
  if ((widen ? pages.size < FEW_PAGES : !matched.length) && terms.length > 1) {
    const seen = new Set(matched.map((m) => m.section));
    const any = findAll('OR');
    if (missing.size) return needs();
    const more = inOrder(any.filter((m) => !seen.has(m.section)));
    const covered = new Map(more.map((m) => [m, coverage(m, variants)]));
    matched = [...matched, ...more.sort((a, b) => covered.get(b)! - covered.get(a)! || b.score - a.score)];
  }

  const facetNames: readonly string[] = p.facets === '*' ? ENGINE_SETTINGS.attributesForFaceting : p.facets ? [p.facets].flat() : [];
  const facets: Record<string, Record<string, number>> = {};
  for (const name of facetNames) {
    facets[name] = {};
    for (const m of matched) {
      const source = SHARD_ATTRIBUTES.has(name) ? shardFacets(m.shard) : recordOf(m, origin);
      for (const value of [get(source, name) ?? []].flat() as string[]) facets[name][value] = (facets[name][value] ?? 0) + 1;
    }
  }

  const pre = p.highlightPreTag ?? ENGINE_SETTINGS.highlightPreTag;
  const post = p.highlightPostTag ?? ENGINE_SETTINGS.highlightPostTag;
  const ellipsis = p.snippetEllipsisText ?? '';
  const retrieve: readonly string[] = p.attributesToRetrieve ?? ENGINE_SETTINGS.attributesToRetrieve;
  const shown = matched.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  for (const m of shown) body(m);
  if (missing.size) return needs();
  const hits = shown.map((m): Hit => {
    const record = recordOf(m, origin);
    // The words of the text that matched (typos and prefixes included), each to its query word.
    const matcher: Matcher = {terms: new Map(), prefix: terms.length ? terms[terms.length - 1] : null};
    for (const term of m.result.terms) matcher.terms.set(term, m.result.queryTerms.find((q) => term.startsWith(q)) ?? term);
    const hit: Record<string, any> = {objectID: record.objectID};
    if (retrieve.includes('*')) Object.assign(hit, record);
    else for (const path of retrieve) set(hit, path, get(record, path));
    const highlights: Record<string, any> = {};
    for (const [path] of expand(record, p.attributesToHighlight ?? ENGINE_SETTINGS.attributesToHighlight)) {
      const compute = () => highlight(String(get(record, path)), matcher, terms, pre, post);
      if (path !== 'content') set(highlights, path, compute());
      // The whole text, highlighted: part of Algolia's answer, read by neither DocSearch nor the
      // search page (they show the snippet). Made when read, not for every hit of every keystroke.
      else
        Object.defineProperty(highlights, path, {
          enumerable: true,
          configurable: true,
          get() {
            const value = compute();
            Object.defineProperty(highlights, path, {value, enumerable: true});
            return value;
          },
        });
    }
    const snippets: Record<string, any> = {};
    for (const [path, size] of expand(record, p.attributesToSnippet ?? ENGINE_SETTINGS.attributesToSnippet)) {
      set(snippets, path, snippet(String(get(record, path)), matcher, terms, size ?? 10, pre, post, ellipsis));
    }
    return {...hit, objectID: record.objectID, _highlightResult: highlights, _snippetResult: snippets};
  });

  const response = {
    hits,
    nbHits: matched.length,
    page,
    nbPages: hitsPerPage ? Math.ceil(matched.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    query,
    params: new URLSearchParams(
      Object.entries(p).flatMap(([k, v]) => (v === undefined ? [] : [[k, typeof v === 'string' ? v : JSON.stringify(v)]])),
    ).toString(),
    index: p.indexName,
    ...(facetNames.length ? {facets} : {}),
    ...(p.clickAnalytics ? {queryID: (++queryCounter).toString(16).padStart(32, '0')} : {}),
    processingTimeMS: Math.round(performance.now() - started),
  };
  return {response};
}

export type SearchResponse = {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount: boolean;
  query: string;
  params: string;
  index?: string;
  facets?: Record<string, Record<string, number>>;
  queryID?: string;
  processingTimeMS: number;
};

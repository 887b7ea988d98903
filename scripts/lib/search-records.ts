// Builds, from the production build, the records a DocSearch crawler makes for our site with the
// Docusaurus template (https://docsearch.algolia.com/docs/templates/#docusaurus-v3-template), and
// the index settings that go with them. Shared by scripts/search-records.ts, which writes them for
// maintainers, and the Playwright setup, which answers the browser's search requests from them.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {CheerioAPI} from 'cheerio/slim';
import {loadBuiltPage} from './built-html';
import type {AnyNode} from 'domhandler';
import {LEVELS, type EngineRecord, type Level} from '../../src/search/engine';
import {SITE} from '../../src/site-constants';

/** What `npm run search:records` writes into the build folder, and the search tests read. */
export const RECORDS_FILE = 'search-records.json';
export const SETTINGS_FILE = 'search-settings.json';

// The record's shape belongs to the engine that reads it, in the browser and in the tests.
export {LEVELS};
export type SearchRecord = EngineRecord;

/** Index settings of the DocSearch Docusaurus template; the test double reads them too. */
export const INDEX_SETTINGS = {
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  searchableAttributes: [...LEVELS.map((l) => `unordered(hierarchy.${l})`), 'content'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
} as const;

const LEVEL_WEIGHT: Record<SearchRecord['type'], number> = {
  lvl0: 100,
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

/** The block of one flag in a command page's flag list (scripts/lib/commands-render.ts). */
const FLAG_ITEM = 'flag-list__item';

/**
 * The heading id of a command page's "Options inherited from parent commands": the global flags,
 * repeated on every command page. Their records would be the same 15 flags 60 times over; the
 * root command's page holds them once (`#flag-namespace` works on every command page still).
 */
const INHERITED_SECTION = 'inherited-options';

/**
 * What the embedded engine indexes beyond the crawler's records, as a section's `output`: the
 * blocks that show what a command prints (where pasted error messages come from) and table cells.
 */
const OUTPUT = 'div.language-text, div.language-console, div.language-output, td, th';
/** At most this much of one output block: an error's message is in its first lines. */
const OUTPUT_BLOCK_CHARS = 400;

/** Page kinds a crawler gets content from, by the class Docusaurus puts on <html>. */
const CONTENT_PAGES = ['docs-doc-page', 'blog-post-page', 'mdx-page'];

// Heading anchors end in a zero-width space.
const text = (s: string): string =>
  s
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export type RecordOptions = {
  /** Add each section's output blocks and table cells (`output`): the embedded engine's shards, not Algolia's records. */
  withOutput?: boolean;
};

/** The records of one built page, or none when it is not a content page. */
export function pageRecords(html: string, {withOutput = false}: RecordOptions = {}): SearchRecord[] {
  // Most pages are not content pages: tell from the <html> tag before parsing the whole page.
  const htmlTag = /<html[^>]*\sclass=(?:"([^"]*)"|([^\s>]+))/.exec(html);
  const classes = (htmlTag?.[1] ?? htmlTag?.[2] ?? '').split(/\s+/);
  if (!CONTENT_PAGES.some((c) => classes.includes(c))) return [];
  const $ = loadBuiltPage(html);

  const meta = (name: string) => $(`meta[name="docsearch:${name}"]`).attr('content');
  const language = meta('language');
  const tag = meta('docusaurus_tag');
  const pageUrl = $('link[rel="canonical"]').attr('href');
  if (!language || !tag || !pageUrl) throw new Error(`page without docsearch meta or canonical URL: ${pageUrl ?? html.slice(0, 200)}`);
  const version = meta('version');

  // The template's lvl0: the innermost active sidebar category, else the active navbar item.
  const active = $('.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active');
  const lvl0 = text(active.last().text()) || SITE.title;
  const article = $('article').first().length ? $('article').first() : $('main').first();
  const lvl1 = text(article.find('h1').first().text());
  const body = article.find('.markdown').first();

  const records: SearchRecord[] = [];
  const hierarchy: Record<Level, string | null> = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor: string | null = null;
  const push = (type: SearchRecord['type'], content: string | null, own?: {anchor: string; lvl: Partial<typeof hierarchy>}) => {
    const position = records.length;
    const at = own?.anchor ?? anchor;
    records.push({
      objectID: `${pageUrl}-${position}`,
      url: at ? `${pageUrl}#${at}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor: at,
      type,
      hierarchy: {...hierarchy, ...own?.lvl},
      content,
      language,
      ...(version ? {version: [version]} : {}),
      docusaurus_tag: [tag],
      weight: {pageRank: 0, level: LEVEL_WEIGHT[type], position},
    });
  };

  push('lvl1', null);
  // The record of the heading the traversal is below: output blocks belong to its section.
  let section = records[0];
  let inherited = false;
  // Elements inside code, inside a flag's block, and paragraphs inside list items, found once:
  // asking each element for its ancestors by selector compiles the selector every time.
  const within = (selector: string) => new Set<AnyNode>(body.find(selector).toArray());
  const inCode = within('pre *, .theme-code-block, .theme-code-block *, pre');
  const inFlag = within(`.${FLAG_ITEM} *`);
  const inItem = within('li p');
  const outputs = withOutput ? within(OUTPUT) : new Set<AnyNode>();
  body.find(`h2, h3, h4, h5, h6, p, li, .${FLAG_ITEM}${withOutput ? `, ${OUTPUT}` : ''}`).each((_, node) => {
    const el = $(node);
    const name = (node as {tagName: string}).tagName;
    if (outputs.has(node)) {
      // A code block's lines are spans without a newline between them.
      const lines = el
        .find('.token-line')
        .map((_, line) => $(line).text())
        .get();
      const value = text(lines.length ? lines.join(' ').slice(0, OUTPUT_BLOCK_CHARS) : el.text());
      if (value) section.output = section.output ? `${section.output} ${value}` : value;
      return;
    }
    if (inCode.has(node)) return;
    // A flag of a command page: one record, at its own anchor, titled with its name one level
    // below the section it is listed in, so a search for the flag lands on it.
    if (el.hasClass(FLAG_ITEM)) {
      if (inherited) return;
      const depth = LEVELS.reduce((d, l, i) => (hierarchy[l] !== null ? i + 1 : d), 0);
      const title = text(el.children('dt').text());
      const lvl = Object.fromEntries(LEVELS.slice(depth).map((l, i) => [l, i === 0 ? title : null]));
      push('content', text(el.children('dd').last().text()), {anchor: el.find('.flag-list__name').attr('id')!, lvl});
      return;
    }
    if (inFlag.has(node)) return;
    if (name.startsWith('h')) {
      const depth = Number(name[1]);
      const value = text(el.text());
      if (!value) return;
      if (depth === 2) inherited = el.attr('id') === INHERITED_SECTION;
      LEVELS.forEach((l, i) => {
        if (i === depth) hierarchy[l] = value;
        else if (i > depth) hierarchy[l] = null;
      });
      anchor = el.attr('id') ?? anchor;
      push(`lvl${depth}` as Level, null);
      section = records[records.length - 1];
      return;
    }
    // A paragraph inside a list item is already part of the item; an item keeps its own text only.
    if (name === 'p' && inItem.has(node)) return;
    if (inherited && name !== 'p') return;
    const own = name === 'li' ? ownText($, node) : el.text();
    const value = text(own);
    if (value) push('content', value);
  });
  return records;
}

/** Text of a list item without its nested lists, which become records of their own. */
function ownText($: CheerioAPI, node: AnyNode): string {
  const clone = $(node).clone();
  clone.find('ul, ol, pre, .theme-code-block').remove();
  return clone.text();
}

function* htmlFiles(dir: string, skip: ReadonlySet<string> = new Set()): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(entry.name)) yield* htmlFiles(path);
    } else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * Every record of the site, in both locales and all docs versions; `skip` leaves out top-level
 * folders of `buildDir` (another locale's site, when building one locale's search shards).
 * `recordsOf` reads one page: pageRecords, unless the caller has the page's records already.
 */
export function buildRecords(
  buildDir: string,
  skip: readonly string[] = [],
  options: RecordOptions = {},
  recordsOf: (html: string) => SearchRecord[] = (html) => pageRecords(html, options),
): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const file of htmlFiles(buildDir, new Set(skip))) records.push(...recordsOf(readFileSync(file, 'utf8')));
  return records;
}

/** How many records each locale and docusaurus tag has, e.g. `es docs-default-3: 2400`. */
export function countRecords(records: SearchRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of records) {
    const key = `${r.language} ${r.docusaurus_tag.join(',')}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

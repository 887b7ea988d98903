/**
 * Ranks the site's pages by how close their path or title is to a path that does not exist, so
 * the not-found page can say "did you mean…". Pure: tests/unit/not-found-match.test.ts runs it.
 */
import {fold} from '../../utils/text';

/** A page of one locale: path below the locale's base URL (`/docs/2/intro`), and title. */
export type IndexedPage = [path: string, title: string];

/** A docs version: its name (`2`) and the path segment after /docs/ that selects it (`2`, or `` for the latest). */
export type DocsVersion = {name: string; path: string};

/** Path segments that name no topic in a missing URL: section names, file suffixes. */
const NOISE = new Set(['docs', 'blog', 'index', 'html', 'md', 'mdx', 'htm', 'php', 'www']);

export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !NOISE.has(word));
}

/**
 * The docs version a path belongs to, or null off the docs: `/docs/2/x` is version 2, `/docs/x`
 * the version whose path is empty (the latest).
 */
export function versionOf(path: string, versions: DocsVersion[]): DocsVersion | null {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'docs') return null;
  const named = versions.find((version) => version.path && version.path === segments[1]);
  return named ?? versions.find((version) => !version.path) ?? null;
}

/** The words of a path that name the page, without `docs` and the version segment. */
function pathWords(path: string, version: DocsVersion | null): string[] {
  let segments = path.split('/').filter(Boolean);
  if (version) segments = segments.slice(version.path ? 2 : 1);
  return words(segments.join(' '));
}

function lastSegment(path: string): string {
  return (path.split('/').filter(Boolean).pop() ?? '').toLowerCase().replace(/\.(html?|mdx?)$/, '');
}

/** Levenshtein distance, one row at a time. */
function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** 1 for the same string, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  const shorter = Math.min(a.length, b.length);
  // "instal" → "install", "templ" → "templates": a word cut short is nearly the word. Not "helm"
  // → "helm5released": a short start of a long word says little.
  if (shorter >= 4 && shorter * 2 >= Math.max(a.length, b.length) && (a.startsWith(b) || b.startsWith(a))) return 0.9;
  return 1 - distance(a, b) / Math.max(a.length, b.length);
}

/** How close one page is to the missing path, between 0 and 1. */
function score(query: string[], slug: string, page: IndexedPage, version: DocsVersion | null): number {
  const [path, title] = page;
  const candidate = [...pathWords(path, version), ...words(title)];
  const byWord = query.length
    ? query.reduce((sum, word) => sum + Math.max(0, ...candidate.map((other) => similarity(word, other))), 0) / query.length
    : 0;
  // The whole last segment catches typos across word boundaries (helm_instal, helm-install) and
  // tells apart pages that share all the words (commands/helm_install, intro/install).
  const bySlug = similarity(slug.replace(/[^a-z0-9]+/g, ''), lastSegment(path).replace(/[^a-z0-9]+/g, ''));
  return (byWord + bySlug) / 2;
}

/** Below this a page shares too little with the missing path to be worth suggesting. */
export const MIN_SCORE = 0.5;

/**
 * Up to `limit` pages of the missing path's docs version (or, off the docs, the other pages and
 * the latest docs), closest first. Ties go to the shorter path: the more general page. When no
 * page is close enough, a path in a docs version still gets that version's first page.
 */
export function suggest(missingPath: string, pages: IndexedPage[], versions: DocsVersion[], limit: number): IndexedPage[] {
  const version = versionOf(missingPath, versions);
  const latest = versions.find((candidate) => !candidate.path) ?? null;
  const wanted = version ?? latest;
  const query = pathWords(missingPath, version);
  const slug = lastSegment(missingPath);
  const candidates = pages.filter(([path]) => {
    const own = versionOf(path, versions);
    return version ? own?.name === version.name : !own || own.name === wanted?.name;
  });
  const close = candidates
    .map((page) => ({page, value: score(query, slug, page, versionOf(page[0], versions))}))
    .filter(({value}) => value >= MIN_SCORE)
    .sort((a, b) => b.value - a.value || a.page[0].length - b.page[0].length || a.page[0].localeCompare(b.page[0]))
    .slice(0, limit)
    .map(({page}) => page);
  if (close.length > 0 || !version) return close;
  return candidates.filter(([path]) => pathWords(path, version).length === 0).slice(0, 1);
}

/** The words of the missing path, for the search page's query. */
export function searchWords(missingPath: string, versions: DocsVersion[]): string {
  return pathWords(missingPath, versionOf(missingPath, versions)).join(' ');
}

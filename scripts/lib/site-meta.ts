/**
 * Build-time metadata the Docusaurus config wires in: where "Edit this page" points, whether git
 * can date the pages, the sitemap's language alternates, the feeds' self links and the index of
 * pages the not-found page suggests from. Pure functions, so tests/unit/site-meta.test.ts checks
 * them without a build.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join, posix} from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import type {IndexedPage} from '../../src/components/NotFoundSuggestions/match';

export type GitHistory = 'full' | 'shallow' | 'none';

/**
 * What git knows about the files in `dir`. A shallow clone (`git clone --depth 1`, the default of
 * many CI checkouts) has one commit, so every page would show the date of that commit.
 */
export function gitHistory(dir: string): GitHistory {
  try {
    const out = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out === 'false' ? 'full' : 'shallow';
  } catch {
    return 'none';
  }
}

/**
 * The newest commit time (ms) of every file git tracks under `dir`, keyed by absolute path, from
 * one `git log`. Docusaurus asks git once per page (a shell and a git process each: about 3 s of a
 * two-locale build); `lastUpdateFrontMatter` hands it these dates instead. A merge counts for a
 * file only where it changed the file against every parent, as in `git log -- file`.
 */
export function gitLastUpdates(dir: string): Map<string, number> {
  const dates = new Map<string, number>();
  let root: string;
  let log: string;
  try {
    const git = (args: string[]) =>
      execFileSync('git', args, {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 << 20});
    root = git(['rev-parse', '--show-toplevel']).trim();
    log = git(['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', 'log', '--format=@%ct', '--name-only', '--no-renames', '--diff-merges=dense-combined']);
  } catch {
    return dates;
  }
  let time = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) time = Number(line.slice(1)) * 1000;
    else if (line) {
      const file = join(root, line);
      if (!dates.has(file)) dates.set(file, time);
    }
  }
  return dates;
}

/**
 * A `markdown.parseFrontMatter` that adds `last_update.date` from `dates` to the pages under
 * `dirs` that have none, so Docusaurus dates them without running git per page.
 */
export function lastUpdateFrontMatter(dates: Map<string, number>, dirs: string[]): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const date = dates.get(params.filePath);
    if (date !== undefined && !result.frontMatter.last_update && dirs.some((d) => params.filePath.startsWith(d))) {
      result.frontMatter.last_update = {date: new Date(date).toISOString()};
    }
    return result;
  };
}

/** What the blog archive page reads of each post (src/theme/BlogArchivePage). */
export type ArchivePost = {id: string; metadata: {permalink: string; title: string; date: string}};
export type ArchiveProps = {blogPosts: readonly ArchivePost[]};

/** The archive's route data, reduced to what the page shows: no content, no front matter. */
export function archiveProps({blogPosts}: ArchiveProps): ArchiveProps {
  return {
    blogPosts: blogPosts.map(({id, metadata: {permalink, title, date}}) => ({id, metadata: {permalink, title, date}})),
  };
}

/** The part of a docs version's route data that `versionPropsWithoutDescriptions` changes. */
export type VersionProps = {docs: Record<string, {description?: string}>};

/** A docs version's route data without the descriptions of its docs, which only card lists show. */
export function versionPropsWithoutDescriptions<T extends VersionProps>(version: T): T {
  const docs = Object.fromEntries(Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]));
  return {...version, docs};
}

export type EditUrlParams = {
  locale: string;
  defaultLocale: string;
  /** The version's English source folder, relative to the site, e.g. `versioned_docs/version-3`. */
  versionDocsDirPath: string;
  /** Version name: `current`, `3`, `2`. */
  version: string;
  docPath: string;
};

/**
 * The file a docs page is built from, relative to the site: the translation under `i18n/<locale>`
 * when it exists (Docusaurus falls back to the English file when it does not).
 */
export function docSourcePath(siteDir: string, p: EditUrlParams): string {
  if (p.locale !== p.defaultLocale) {
    const folder = p.version === 'current' ? 'current' : `version-${p.version}`;
    const localized = posix.join('i18n', p.locale, 'docusaurus-plugin-content-docs', folder, p.docPath);
    if (existsSync(join(siteDir, localized))) return localized;
  }
  return posix.join(p.versionDocsDirPath, p.docPath);
}

export const editUrl = (repo: {url: string; branch: string}, path: string) =>
  `${repo.url}/edit/${repo.branch}/${path}`;

export type HrefLang = {lang: string; url: string};

/**
 * The language versions of one sitemap URL. Every page exists in every locale
 * (tests/unit/locale-parity.test.ts), so each URL has one twin per locale, as the pages' own
 * `<link rel="alternate" hreflang>` tags say; x-default is the default locale's page.
 */
export function hreflangLinks(
  url: string,
  site: {url: string; baseUrl: string},
  locales: {default: string; configs: Record<string, {htmlLang: string}>},
): HrefLang[] {
  const localeBase = (locale: string) =>
    locale === locales.default ? site.baseUrl : `${site.baseUrl}${locale}/`;
  const path = new URL(url).pathname;
  // The longest base first: /es/ before /.
  const bases = Object.keys(locales.configs)
    .map((locale) => ({locale, base: localeBase(locale)}))
    .sort((a, b) => b.base.length - a.base.length);
  const own = bases.find(({base}) => path === base.replace(/\/$/, '') || path.startsWith(base))!;
  const rest = path === own.base.replace(/\/$/, '') ? '' : path.slice(own.base.length);
  const urlOf = (locale: string) => `${site.url}${localeBase(locale)}${rest}`;
  return [
    ...Object.entries(locales.configs).map(([locale, {htmlLang}]) => ({lang: htmlLang, url: urlOf(locale)})),
    {lang: 'x-default', url: urlOf(locales.default)},
  ];
}

/**
 * Adds the feed's own address (`rel="self"`), which feed readers and validators expect and the
 * Docusaurus blog plugin does not write. Leaves a feed that already has one unchanged.
 */
export function addFeedSelfLink(xml: string, kind: 'rss' | 'atom', href: string): string {
  if (kind === 'rss') {
    if (xml.includes('<atom:link')) return xml;
    const withNamespace = xml.includes('xmlns:atom=')
      ? xml
      : xml.replace('<rss ', '<rss xmlns:atom="http://www.w3.org/2005/Atom" ');
    return withNamespace.replace(
      /<channel>/,
      `<channel>\n        <atom:link href="${href}" rel="self" type="application/rss+xml"/>`,
    );
  }
  if (/<link[^>]*rel="self"/.test(xml)) return xml;
  return xml.replace(/(<feed[^>]*>)/, `$1\n    <link rel="self" type="application/atom+xml" href="${href}"/>`);
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'"};

/** Pages not worth suggesting: the not-found and search pages, and list pages after the first. */
const UNSUGGESTED = [/\/404\.html$/, /\/search$/, /\/page\/\d+$/, /\/authors\/\d+$/];

/**
 * The pages the not-found page ranks, from the rendered `<head>` of every route: each one's title
 * (without the " | Helm" suffix), leaving out pages marked noindex.
 */
export function notFoundIndex(
  routes: {path: string; head: string}[],
  baseUrl: string,
  titleSuffix: string,
): IndexedPage[] {
  const pages: IndexedPage[] = [];
  for (const {path, head} of routes) {
    if (UNSUGGESTED.some((pattern) => pattern.test(path))) continue;
    if (/<meta[^>]*name="?robots"?[^>]*noindex/i.test(head)) continue;
    const raw = head.match(/<title[^>]*>([\s\S]*?)<\/title>/)?.[1] ?? '';
    const title = raw.replace(/&(#?\w+);/g, (all, name: string) => ENTITIES[name] ?? all).trim();
    const bare = title.endsWith(titleSuffix) ? title.slice(0, -titleSuffix.length) : title;
    const local = path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path;
    pages.push([local, bare || title]);
  }
  return pages.sort((a, b) => a[0].localeCompare(b[0]));
}

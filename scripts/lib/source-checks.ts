/**
 * Checks of the Markdown sources that Docusaurus would pass or report badly, run first by
 * `npm run build` (scripts/build.ts) so that it stops within a second with one line a problem:
 *   - a page of the docs, the blog or the pages with no Spanish twin (Docusaurus would serve the
 *     English page at /es/ without a word);
 *   - two headings of one page with the same explicit id (`{#id}`): links to the second land on
 *     the first, and neither the build nor the link checker notices;
 *   - front matter that is not valid YAML (Docusaurus stops, but inside a long stack trace);
 *   - a tag or an author that the tags.yml or authors.yml the page's locale reads does not have
 *     (Docusaurus names neither the file to add it to nor that each locale has its own tags.yml);
 *   - a version in versions.json without its folder (Docusaurus blames the folder, not the list);
 *   - a link to a page, heading or file that does not exist (./source-links.ts), at its line.
 * With them, `buildProblems` checks the command data (scripts/lib/commands-schema.ts); once they
 * pass, `buildLoadedProblems` checks what needs a module loaded: the syntax of the MDX pages
 * (./source-mdx.ts) and the sidebars (./source-sidebars.ts).
 * src/plugins/source-checks runs them inside `docusaurus build` too, with the same lines.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parse, parseDocument} from 'yaml';
import {commands, globalFlags} from '../../src/data/commands';
import {DOCS_VERSIONS} from '../../src/site-constants';
import {commandDataProblems} from './commands-schema';
import {docsDir, spanishDocsDir} from './docs-versions';
import {anchorReader, linkProblems, siteRoutes} from './source-links';
import {mdxProblems} from './source-mdx';
import {sidebarProblems} from './source-sidebars';

/** English source folder → its Spanish twin, for every docs version, the blog and the pages. */
export function localeFolders(versionNames: readonly string[]): [string, string][] {
  return [
    ...versionNames.map((name): [string, string] => [docsDir(name), spanishDocsDir(name)]),
    ['blog', 'i18n/es/docusaurus-plugin-content-blog'],
    ['src/pages', 'i18n/es/docusaurus-plugin-content-pages'],
  ];
}

/** Every Markdown and MDX file below a folder, or none when it does not exist. */
export function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

const FENCE = /^ {0,3}(```|~~~)[\s\S]*?^ {0,3}\1/gm;

/** The explicit heading ids (`## Title {#id}`) given to more than one heading of a page. */
export function duplicateHeadingIds(markdown: string): string[] {
  const ids = [...markdown.replace(FENCE, '').matchAll(/^ {0,3}#{1,6} .*\{#([^}\s]+)\}\s*$/gm)].map((m) => m[1]);
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*$/m;

/** A page's front matter: what is wrong with it, as `<line>:<column>: what` in the file, or its fields. */
function frontMatter(markdown: string): {problem?: string; data: Record<string, unknown>} {
  const match = markdown.match(FRONT_MATTER);
  if (!match || match.index !== 0) return {data: {}};
  const document = parseDocument(match[1]);
  const error = document.errors[0];
  if (!error) {
    const data: unknown = document.toJS();
    return {data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {}};
  }
  // The YAML starts on the file's second line, after the opening `---`.
  const {line, col} = error.linePos?.[0] ?? {line: 1, col: 1};
  const what = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  return {problem: `${line + 1}:${col}: front matter is not valid YAML: ${what}; fix that line`, data: {}};
}

/** What is wrong with a page's front matter, as `<line>:<column>: what` in the file, or undefined. */
export const frontMatterProblem = (markdown: string): string | undefined => frontMatter(markdown).problem;

/** The line of a front matter key (`tags:`), for the message; the first line when it is not found. */
function keyLine(markdown: string, key: string): number {
  const index = markdown.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return index < 0 ? 1 : index + 1;
}

/** The keys of a YAML map file (tags.yml, authors.yml); none when the file does not exist. */
function yamlKeys(file: string): Set<string> {
  if (!existsSync(file)) return new Set();
  const data: unknown = parse(readFileSync(file, 'utf8'));
  return new Set(data && typeof data === 'object' ? Object.keys(data) : []);
}

/** A front matter list of names (`tags: [a, b]`, `authors: a`); objects (inline tags) are left to Docusaurus. */
const names = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v): v is string => typeof v === 'string');

/** Where a locale's data file is read from: its own folder first, the English one otherwise (as Docusaurus does). */
const dataFile = (root: string, en: string, es: string, locale: 'en' | 'es', name: string): string =>
  relative(root, locale === 'es' && existsSync(join(root, es, name)) ? join(root, es, name) : join(root, en, name));

/** versions.json naming a version whose folder or sidebar file is missing, blamed on versions.json. */
export function versionsProblems(root: string): string[] {
  const file = join(root, 'versions.json');
  if (!existsSync(file)) return [];
  const names: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(names)) return ['versions.json: must be a list of version names, such as ["3", "2"]'];
  return names.flatMap((name: unknown) => {
    const needed = [docsDir(String(name)), `versioned_sidebars/version-${String(name)}-sidebars.json`];
    const missing = needed.filter((path) => !existsSync(join(root, path)));
    return missing.length
      ? [
          `versions.json: names version "${String(name)}", which has no ${missing.join(' and no ')}; remove it from versions.json, or cut it with npm run version:cut`,
        ]
      : [];
  });
}

/** Every problem of the sources under `root`, one line each, `path: what`. */
export function sourceProblems(root: string, versionNames: readonly string[]): string[] {
  const problems: string[] = versionsProblems(root);
  if (problems.length) return problems;
  const keys = new Map<string, Set<string>>();
  // Each version's URL path, from the site's list (a site without one, as in the tests: the unreleased docs at /docs).
  const listed = join(root, 'src/data/docs-versions.json');
  const paths = existsSync(listed) ? (JSON.parse(readFileSync(listed, 'utf8')) as {versions: Record<string, {path: string}>}).versions : {};
  const routes = siteRoutes(
    root,
    Object.fromEntries(versionNames.map((name) => [name, paths[name] ?? {path: name === 'current' ? '' : name}])),
  );
  const ids = anchorReader(root);
  const folders = localeFolders(versionNames);
  // A Spanish page's absolute links name routes by their English sources: its anchors are in their Spanish twins.
  const spanish = (english: string) => {
    const folder = folders.find(([en]) => english.startsWith(`${en}/`));
    return folder ? `${folder[1]}${english.slice(folder[0].length)}` : english;
  };
  const checkPage = (file: string, en: string, es: string, locale: 'en' | 'es') => {
    const text = readFileSync(file, 'utf8');
    const rel = relative(root, file);
    const {problem, data} = frontMatter(text);
    if (problem) problems.push(`${rel}:${problem}`);
    problems.push(...linkProblems(root, rel, routes, locale === 'es' ? spanish : undefined, ids));
    for (const id of duplicateHeadingIds(text)) problems.push(`${rel}: two headings have the id {#${id}}; give each its own`);
    const lists = [
      {key: 'tags', kind: 'tag', file: 'tags.yml', where: ['blog', ...versionNames.map(docsDir)]},
      {key: 'authors', kind: 'author', file: 'authors.yml', where: ['blog']},
    ];
    for (const list of lists.filter((l) => l.where.includes(en))) {
      const used = names(data[list.key]);
      if (!used.length) continue;
      const source = dataFile(root, en, es, locale, list.file);
      const known = keys.get(source) ?? keys.set(source, yamlKeys(join(root, source))).get(source)!;
      const other = dataFile(root, en, es, locale === 'en' ? 'es' : 'en', list.file);
      const both = other === source ? '' : ` (the ${locale === 'en' ? 'Spanish' : 'English'} pages read ${other})`;
      for (const name of used.filter((n) => !known.has(n)))
        problems.push(
          `${rel}:${keyLine(text, list.key)}: ${list.kind} "${name}" is not in ${source}; add it there${both}, or use one it has`,
        );
    }
  };
  for (const [en, es] of folders) {
    for (const file of markdownFiles(join(root, en))) {
      const twin = join(root, es, relative(join(root, en), file));
      checkPage(file, en, es, 'en');
      if (existsSync(twin)) checkPage(twin, en, es, 'es');
      else problems.push(`${relative(root, file)}: no Spanish page at ${relative(root, twin)}; every page exists in both locales`);
    }
  }
  return problems;
}

/** Everything a build checks first: the sources under `root`, for every docs version, and the command data. */
export function buildProblems(root: string): string[] {
  return [...sourceProblems(root, Object.keys(DOCS_VERSIONS.versions)), ...commandDataProblems({commands, globalFlags}, root)];
}

/**
 * The sidebars (a doc id a version does not have) and the MDX pages' syntax: checked once
 * `buildProblems` finds nothing, since they load modules (sidebars.ts, the MDX parser), in a promise.
 */
export async function buildLoadedProblems(root: string): Promise<string[]> {
  const names = Object.keys(DOCS_VERSIONS.versions);
  const files = localeFolders(names).flatMap(([en, es]) =>
    [...markdownFiles(join(root, en)), ...markdownFiles(join(root, es))].map((file) => relative(root, file)),
  );
  return [...(await sidebarProblems(root, names)), ...mdxProblems(root, files)];
}

/** The most lines a report prints: the problems past it are counted, not listed. */
export const REPORT_LINES = 15;

/** What `npm run build` and `docusaurus build` print when the sources have problems. */
export function problemReport(problems: readonly string[]): string {
  const shown = problems.length > REPORT_LINES - 1 ? problems.slice(0, REPORT_LINES - 2) : problems;
  const more = problems.length - shown.length;
  return [
    `[build] ${problems.length} problem(s) in the sources:`,
    ...shown.map((p) => `  ${p}`),
    ...(more ? [`  and ${more} more; fix these first`] : []),
  ].join('\n');
}

/**
 * Checks of the Markdown sources that Docusaurus would pass or report badly, run first by
 * `npm run build` (scripts/build.ts) so that it stops within a second with one line a problem:
 *   - a page of the docs, the blog or the pages with no Spanish twin (Docusaurus would serve the
 *     English page at /es/ without a word);
 *   - two headings of one page with the same explicit id (`{#id}`): links to the second land on
 *     the first, and neither the build nor the link checker notices;
 *   - front matter that is not valid YAML (Docusaurus stops, but inside a long stack trace).
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parseDocument} from 'yaml';
import {docsDir, spanishDocsDir} from './docs-versions';

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

/** What is wrong with a page's front matter, with the line in the file, or undefined. */
export function frontMatterProblem(markdown: string): string | undefined {
  const match = markdown.match(/^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*$/m);
  if (!match || match.index !== 0) return undefined;
  const document = parseDocument(match[1], {prettyErrors: false});
  const error = document.errors[0];
  if (!error) return undefined;
  const line = (error.linePos?.[0].line ?? 1) + 1;
  return `line ${line}: front matter is not valid YAML (${error.message.split('\n')[0]})`;
}

/** Every problem of the sources under `root`, one line each, `path: what`. */
export function sourceProblems(root: string, versionNames: readonly string[]): string[] {
  const problems: string[] = [];
  const checkPage = (file: string) => {
    const text = readFileSync(file, 'utf8');
    const rel = relative(root, file);
    const frontMatter = frontMatterProblem(text);
    if (frontMatter) problems.push(`${rel}:${frontMatter.replace(/^line /, '')}`);
    for (const id of duplicateHeadingIds(text)) problems.push(`${rel}: two headings have the id {#${id}}; give each its own`);
  };
  for (const [en, es] of localeFolders(versionNames)) {
    for (const file of markdownFiles(join(root, en))) {
      const twin = join(root, es, relative(join(root, en), file));
      checkPage(file);
      if (existsSync(twin)) checkPage(twin);
      else problems.push(`${relative(root, file)}: no Spanish page at ${relative(root, twin)}; every page exists in both locales`);
    }
  }
  return problems;
}

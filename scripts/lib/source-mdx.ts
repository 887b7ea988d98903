/**
 * The MDX pages parsed as Docusaurus parses them, before it compiles them (scripts/lib/source-checks.ts
 * runs this in every build): a syntax error (an unclosed `<TabItem>`, a stray `{`) is reported as
 * `<file>:<line>:<column>: …`, in either locale, in one line, where Docusaurus prints the same
 * reason inside a long stack trace. MDX pages are the `.mdx` files and the `.md` files whose front
 * matter says `mdx: {format: mdx}` (the config's `format: 'detect'` reads the others as CommonMark,
 * which has no syntax errors).
 *
 * The parser is the one Docusaurus compiles with, with the syntax it adds to MDX (directives for
 * admonitions, GFM, HTML comments): the packages are loaded from @docusaurus/mdx-loader's own
 * dependencies, so that they are the very versions it uses, and none is a dependency of ours.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {createProcessor as CreateProcessor} from '@mdx-js/mdx';

const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?^---[ \t]*$/m;

/** Whether Docusaurus reads a page as MDX. */
export const isMdx = (file: string, text: string): boolean =>
  file.endsWith('.mdx') || /^mdx:\s*\n\s+format:\s*['"]?mdx\b/m.test(FRONT_MATTER.exec(text)?.[0] ?? '');

/** The text MDX parses: front matter blanked (its lines kept, so that positions are the file's), Docusaurus's own rewrites applied. */
export function mdxSource(text: string): string {
  const front = FRONT_MATTER.exec(text);
  const body = front?.index === 0 ? front[0].replace(/[^\n]/g, '') + text.slice(front[0].length) : text;
  return escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(body));
}

/** A package as @docusaurus/mdx-loader imports it (they are ES modules: `import()`, not `require`). */
async function docusaurusImport<T>(name: string): Promise<T> {
  const resolve = createRequire(require.resolve('@docusaurus/mdx-loader')).resolve;
  return (await import(pathToFileURL(resolve(name)).href)) as T;
}

/** A parser of MDX as Docusaurus reads it: MDX with directives, GFM and HTML comments. */
async function docusaurusMdxParser() {
  const {createProcessor} = await docusaurusImport<{createProcessor: typeof CreateProcessor}>('@mdx-js/mdx');
  const plugins = await Promise.all(
    ['remark-directive', 'remark-gfm', '@slorber/remark-comment'].map(
      async (name) => (await docusaurusImport<{default: never}>(name)).default,
    ),
  );
  return createProcessor({format: 'mdx', remarkPlugins: plugins});
}

type ParseError = {line?: number; column?: number; reason?: string; message?: string};

/** Every MDX syntax error of `files` (relative to `root`), one line each. */
export async function mdxProblems(root: string, files: readonly string[]): Promise<string[]> {
  const pages = files.map((file) => ({file, text: readFileSync(join(root, file), 'utf8')})).filter((p) => isMdx(p.file, p.text));
  if (!pages.length) return [];
  const processor = await docusaurusMdxParser();
  return pages.flatMap(({file, text}) => {
    try {
      processor.parse(mdxSource(text));
      return [];
    } catch (e) {
      const error = e as ParseError;
      const reason = (error.reason ?? error.message ?? String(e)).split('\n')[0];
      return [
        `${file}:${error.line ?? 1}:${error.column ?? 1}: MDX cannot read this: ${reason}; close or fix the tag there (a literal < or { in text is written \\< or \\{)`,
      ];
    }
  });
}

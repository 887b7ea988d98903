/**
 * The MDX pages parsed as Docusaurus parses them, before it compiles them (scripts/lib/source-checks.ts
 * runs this in every build): a syntax error (an unclosed `<TabItem>`, a stray `{`) is reported as
 * `<file>:<line>:<column>: …`, in either locale, in one line, where Docusaurus prints the same
 * reason inside a long stack trace. MDX pages are the `.mdx` files and the `.md` files whose front
 * matter says `mdx: {format: mdx}` (the config's `format: 'detect'` reads the others as CommonMark,
 * which has no syntax errors).
 *
 * The parser is the one Docusaurus compiles with, with the syntax it adds to MDX (directives for
 * admonitions, GFM, HTML comments), from @docusaurus/mdx-loader's own dependencies, so that they
 * are the very versions it uses and none is a dependency of ours. They are ES modules, which the
 * loader Docusaurus reads its config and plugins with (jiti) cannot import: ./mdx-syntax.mjs parses
 * in a Node.js process of its own, about half a second.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';

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

/** Every MDX syntax error of `files` (relative to `root`), one line each. */
export function mdxProblems(root: string, files: readonly string[]): string[] {
  const pages = files
    .map((file) => ({file, text: readFileSync(join(root, file), 'utf8')}))
    .filter((p) => isMdx(p.file, p.text))
    .map(({file, text}) => ({file, text: mdxSource(text)}));
  if (!pages.length) return [];
  const parse = spawnSync(process.execPath, [join(__dirname, 'mdx-syntax.mjs')], {
    input: JSON.stringify(pages),
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (parse.status !== 0) throw new Error(`scripts/lib/mdx-syntax.mjs failed: ${parse.stderr.split('\n').slice(0, 5).join('\n')}`);
  return (JSON.parse(parse.stdout) as {file: string; line: number; column: number; reason: string}[]).map(
    ({file, line, column, reason}) =>
      `${file}:${line}:${column}: MDX cannot read this: ${reason}; close or fix the tag there (a literal < or { in text is written \\< or \\{)`,
  );
}

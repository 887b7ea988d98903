/**
 * Puts a "Try it" button (src/components/TryIt) under each block of the chart template guide
 * that has a chart in src/data/tryit (scripts/gen-tryit.ts): the blocks the examples harness
 * renders. A block is found by the line of its fence, as the harness numbers the page's blocks
 * (scripts/lib/examples/markdown.ts), read from the doc's file on disk: a deferred section's copy
 * of the doc (src/plugins/deferred-sections) keeps the lines but blanks the others.
 * The button is an element `<TryIt page="…" block="N" />` after the code, with one import in the
 * doc's ESM; the page's charts themselves stay out of the page.
 */
import {existsSync, readFileSync} from 'node:fs';
import {basename, join, relative, sep} from 'node:path';
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {Program} from 'estree';
import {parseBlocks} from '../../../scripts/lib/examples/markdown';

const ROOT = join(__dirname, '../../..');
const DATA = join(ROOT, 'src/data/tryit');
const RUNTIME = '@site/src/components/TryIt';
const COMPONENT = 'TryItButton';

/** The guide's folder in each locale. */
const GUIDE: Record<string, string> = {
  en: 'versioned_docs/version-3/chart_template_guide/',
  es: 'i18n/es/docusaurus-plugin-content-docs/version-3/chart_template_guide/',
};

/** The locale and page name of a guide doc, or undefined for any other file. */
export function guidePage(path: string): {locale: string; name: string} | undefined {
  const rel = relative(ROOT, path).split(sep).join('/');
  for (const [locale, dir] of Object.entries(GUIDE))
    if (rel.startsWith(dir) && !rel.slice(dir.length).includes('/')) return {locale, name: basename(rel).replace(/\.mdx?$/, '')};
  return undefined;
}

/** The indexes of a page's blocks that have a chart. */
export function runnableBlocks(locale: string, name: string): Set<number> {
  const file = join(DATA, locale, `${name}.json`);
  if (!existsSync(file)) return new Set();
  const {blocks} = JSON.parse(readFileSync(file, 'utf8')) as {blocks: Record<string, unknown>};
  return new Set(Object.keys(blocks).map(Number));
}

const importProgram = (): Program =>
  ({
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
        source: {type: 'Literal', value: RUNTIME, raw: JSON.stringify(RUNTIME)},
        attributes: [],
      },
    ],
  }) as unknown as Program;

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

type File = {path?: string};

export default function remarkTryIt() {
  return (root: Root, file: File): void => {
    const page = file.path ? guidePage(file.path) : undefined;
    if (!page) return;
    const runnable = runnableBlocks(page.locale, page.name);
    if (!runnable.size) return;
    const byLine = new Map(parseBlocks(readFileSync(file.path!, 'utf8')).map((b) => [b.line, b.index]));
    let placed = 0;
    const visit = (parent: Parent) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i] as RootContent;
        if (node.type === 'code') {
          const index = byLine.get((node as Code).position?.start.line ?? -1);
          if (index === undefined || !runnable.has(index)) continue;
          const button = {
            type: 'mdxJsxFlowElement',
            name: COMPONENT,
            attributes: [attribute('page', `chart_template_guide/${page.name}`), attribute('block', String(index))],
            children: [],
            // The code's place: a deferred section holding it counts the button as its content.
            position: node.position,
          } as unknown as RootContent;
          parent.children.splice(i + 1, 0, button as never);
          i++;
          placed++;
        } else if ('children' in node) visit(node as Parent);
      }
    };
    visit(root);
    if (placed) root.children.unshift({type: 'mdxjsEsm', value: '', data: {estree: importProgram()}} as unknown as RootContent);
  };
}

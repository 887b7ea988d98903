/**
 * The remark side of deferred sections (see ./index.ts): splits a long doc into the part that
 * ships with its page and sections whose code loads later, each a module of its own.
 *
 * The doc itself (`page.md`) keeps its first screens and, in place of each later section, an
 * element `<DeferredSection0 />` defined in its ESM:
 * `export const DeferredSection0 = deferredSection(() => import("./page.md?deferred-section=40-120"))`.
 * That import is the same file again, cut by ./loader.js to the section's lines (and the doc's
 * own imports, in MDX): compiled by the same pipeline, the section renders exactly as it did
 * inside the page. Runs after Docusaurus's remark plugins, so the doc's table of contents,
 * computed from the whole doc, stays with the page.
 *
 * A doc is split only where a section compiled alone cannot differ from the same lines inside
 * the doc: every heading in a deferred section has an explicit id (`{#id}`; generated ids are
 * numbered across the whole doc), and the doc has no link, image or footnote definitions (a
 * reference in one section may use a definition in another).
 */
import {basename} from 'node:path';
import type {Heading, Root, RootContent} from 'mdast';
import type {Program} from 'estree';

/** Docs shorter than this (characters of Markdown) ship whole: their scripts are small enough. */
export const MIN_DOC_CHARS = 50_000;
/**
 * What stays with the page, at least: about four screens of a phone, three of a laptop. A section
 * loads when it comes within a screen of the viewport, so the first one must start further down
 * than that at load, or it would load with the page.
 */
export const PAGE_CHARS = 4_000;
/** The size a deferred section grows to before the next starts, at a heading. */
export const SECTION_CHARS = 10_000;
/** The front matter key ./loader.js sets in a section's copy of the doc. */
export const SECTION_MARK = 'deferred_section';
/** The query that names a section's lines: `?deferred-section=40-120` (several ranges joined by commas). */
export const SECTION_QUERY = 'deferred-section';
/** What a split doc exports for the route registry (./registry-loader.js). */
export const LOAD_EXPORT = 'loadDeferredSections';
const RUNTIME = '@site/src/components/DeferredSection';

type File = {value: unknown; path?: string; data: {frontMatter?: Record<string, unknown>}};
type Range = {start: number; end: number};

const isHeading = (node: RootContent): node is Heading => node.type === 'heading' && node.depth <= 3;
const startLine = (node: RootContent) => node.position?.start.line;

/** Whether the node is content of the doc's text (not its front matter or the code Docusaurus adds). */
const isContent = (node: RootContent) => node.position !== undefined && node.type !== 'yaml' && node.type !== 'mdxjsEsm';

/** The index ranges of root.children that become deferred sections: empty if the doc stays whole. */
export function sectionsOf(root: Root, source: string): Range[] {
  if (source.length < MIN_DOC_CHARS) return [];
  let definitions = false;
  const visit = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'definition' || node.type === 'footnoteDefinition') definitions = true;
    for (const child of (node.children ?? []) as {type: string}[]) visit(child);
  };
  visit(root);
  if (definitions) return [];

  const offset = (i: number) => root.children[i].position!.start.offset!;
  const sections: Range[] = [];
  let from = -1;
  for (let i = 0; i < root.children.length; i++) {
    const node = root.children[i];
    if (!isContent(node) || !isHeading(node)) continue;
    if (from < 0) {
      if (offset(i) >= PAGE_CHARS) from = i;
    } else if (offset(i) - offset(from) >= SECTION_CHARS) {
      sections.push({start: from, end: i});
      from = i;
    }
  }
  if (from < 0) return [];
  let last = root.children.length;
  while (last > from && !isContent(root.children[last - 1])) last--;
  // A short tail joins the section before it: one request less for the end of the page.
  const tail = root.children[last - 1].position!.end.offset! - offset(from);
  if (sections.length && tail < SECTION_CHARS / 2) from = sections.pop()!.start;
  sections.push({start: from, end: last});

  const explicitId = (node: RootContent) => /\{#[^}]+\}\s*$/.test(source.slice(node.position!.start.offset, node.position!.end.offset));
  for (const {start, end} of sections) {
    for (const node of root.children.slice(start, end)) {
      if (!isContent(node)) return [];
      if (node.type === 'heading' && !explicitId(node)) return [];
    }
  }
  return sections;
}

// ESTree builders for the few statements the page's module gains.
const id = (name: string) => ({type: 'Identifier', name}) as const;
const literal = (value: string) => ({type: 'Literal', value, raw: JSON.stringify(value)}) as const;
const call = (callee: string, args: unknown[]) => ({type: 'CallExpression', callee: id(callee), arguments: args, optional: false});
const exportConst = (name: string, init: unknown) => ({
  type: 'ExportNamedDeclaration',
  declaration: {type: 'VariableDeclaration', kind: 'const', declarations: [{type: 'VariableDeclarator', id: id(name), init}]},
  specifiers: [],
  source: null,
});

/**
 * The page's ESM: imports the runtime, defines one component per section, and exports the
 * function that the route registry calls when it loads the page (./registry-loader.js).
 */
function pageModule(file: string, queries: string[]): Program {
  const names = queries.map((_, i) => `DeferredSection${i}`);
  const importFrom = (imported: string) => ({type: 'ImportSpecifier', imported: id(imported), local: id(`_${imported}`)});
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [importFrom('deferredSection'), importFrom('loadWhenNavigating')],
        source: literal(RUNTIME),
        attributes: [],
      },
      ...queries.map((query, i) =>
        exportConst(
          names[i],
          call('_deferredSection', [
            {
              type: 'ArrowFunctionExpression',
              params: [],
              body: {type: 'ImportExpression', source: literal(`./${file}?${SECTION_QUERY}=${query}`)},
              expression: true,
              async: false,
              generator: false,
            },
          ]),
        ),
      ),
      exportConst(LOAD_EXPORT, {
        type: 'ArrowFunctionExpression',
        params: [],
        body: call('_loadWhenNavigating', [{type: 'ArrayExpression', elements: names.map(id)}]),
        expression: true,
        async: false,
        generator: false,
      }),
    ],
  } as unknown as Program;
}

/** The lines of the doc's own ESM (imports and exports of an MDX doc), which every section needs too. */
function esmLines(root: Root): string[] {
  return root.children
    .filter((node) => node.type === 'mdxjsEsm' && node.position)
    .map((node) => `${node.position!.start.line}-${node.position!.end.line}`);
}

/** Whether an ESM node is the `export const toc = […]` Docusaurus adds. */
function exportsToc(node: RootContent): boolean {
  const body = (node.data as {estree?: Program} | undefined)?.estree?.body ?? [];
  return body.some(
    (statement) =>
      statement.type === 'ExportNamedDeclaration' &&
      statement.declaration?.type === 'VariableDeclaration' &&
      statement.declaration.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === 'toc'),
  );
}

export default function deferredSections() {
  return (root: Root, file: File): void => {
    if (file.data.frontMatter?.[SECTION_MARK] === true) {
      // A section's copy: the table of contents is the page's, not the section's.
      root.children = root.children.filter((node) => !(node.type === 'mdxjsEsm' && !node.position && exportsToc(node)));
      return;
    }
    const source = String(file.value);
    const sections = sectionsOf(root, source);
    if (!sections.length || !file.path) return;
    const esm = esmLines(root);
    const queries = sections.map(({start, end}) =>
      [...esm, `${startLine(root.children[start])}-${root.children[end - 1].position!.end.line}`].join(','),
    );
    const children = [...root.children];
    // From the last section back, so that the earlier indexes still hold.
    for (let i = sections.length - 1; i >= 0; i--) {
      const {start, end} = sections[i];
      children.splice(start, end - start, {
        type: 'mdxJsxFlowElement',
        name: `DeferredSection${i}`,
        attributes: [],
        children: [],
      } as unknown as RootContent);
    }
    const program = pageModule(basename(file.path), queries);
    children.push({type: 'mdxjsEsm', value: '', data: {estree: program}} as unknown as RootContent);
    root.children = children;
  };
}

// src/plugins/deferred-sections: where a long doc is split, what a section's copy of the doc
// holds, how the route registry loads a split doc, and the CSS twins of the article's child rules.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Root, RootContent} from 'mdast';
import {afterAll, describe, expect, it} from 'vitest';
import {sectionTwin} from '../../src/plugins/deferred-sections/css';
import {LOAD_EXPORT, MIN_DOC_CHARS, PAGE_CHARS, SECTION_CHARS, SECTION_MARK, sectionsOf} from '../../src/plugins/deferred-sections/remark';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loaders are CommonJS, as Rspack loads them
const sectionLoader = require('../../src/plugins/deferred-sections/loader.js') as (this: object, source: string) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const registryLoader = require('../../src/plugins/deferred-sections/registry-loader.js') as (this: object, source: string) => string;

/** A doc of blocks, each `chars` long: `## Title {#id}` headings (ids optional) and paragraphs. */
function doc(blocks: {heading?: string; id?: boolean; chars: number}[]): {root: Root; source: string} {
  let source = '';
  const children: RootContent[] = [];
  for (const block of blocks) {
    const start = source.length;
    const text = block.heading
      ? `## ${block.heading}${block.id === false ? '' : ` {#${block.heading}}`}`.padEnd(block.chars - 1, ' ')
      : 'x'.repeat(block.chars - 1);
    source += `${text}\n`;
    const position = {
      start: {line: children.length + 1, column: 1, offset: start},
      end: {line: children.length + 1, column: 1, offset: start + text.length},
    };
    children.push(
      block.heading
        ? ({type: 'heading', depth: 2, children: [{type: 'text', value: block.heading}], position} as RootContent)
        : ({type: 'paragraph', children: [{type: 'text', value: text}], position} as RootContent),
    );
  }
  return {root: {type: 'root', children}, source};
}

/** Enough blocks of `size` characters, a heading every other block, to reach `total`. */
const longDoc = (total: number, size = 1_000) =>
  Array.from({length: Math.ceil(total / size)}, (_, i) => (i % 2 === 0 ? {heading: `h${i}`, chars: size} : {chars: size}));

describe('where a long doc is split', () => {
  it('keeps a doc shorter than MIN_DOC_CHARS whole', () => {
    const {root, source} = doc(longDoc(MIN_DOC_CHARS - 2_000));
    expect(sectionsOf(root, source)).toEqual([]);
  });

  it('keeps the first PAGE_CHARS with the page and cuts the rest at headings into sections of SECTION_CHARS or more', () => {
    const {root, source} = doc(longDoc(MIN_DOC_CHARS + 20_000));
    const sections = sectionsOf(root, source);
    expect(sections.length).toBeGreaterThan(3);
    const offset = (i: number) => root.children[i].position!.start.offset!;
    expect(offset(sections[0].start)).toBeGreaterThanOrEqual(PAGE_CHARS);
    for (const [i, {start, end}] of sections.entries()) {
      expect(root.children[start].type).toBe('heading');
      if (i > 0) expect(start).toBe(sections[i - 1].end);
      if (i < sections.length - 1) expect(offset(end) - offset(start)).toBeGreaterThanOrEqual(SECTION_CHARS);
    }
    expect(sections.at(-1)!.end).toBe(root.children.length);
  });

  it('joins a short tail to the section before it', () => {
    const {root, source} = doc(longDoc(MIN_DOC_CHARS + 20_000));
    const sections = sectionsOf(root, source);
    const last = sections.at(-1)!;
    expect(source.length - root.children[last.start].position!.start.offset!).toBeGreaterThanOrEqual(SECTION_CHARS / 2);
  });

  it('keeps a doc whole when a heading of a later section has no explicit id, or the doc has definitions', () => {
    const blocks = longDoc(MIN_DOC_CHARS + 20_000);
    const noId = doc(blocks.map((b, i) => (i === blocks.length - 2 && b.heading ? {...b, id: false} : b)));
    expect(sectionsOf(noId.root, noId.source)).toEqual([]);
    const withDefinition = doc(blocks);
    withDefinition.root.children.push({
      type: 'definition',
      identifier: 'x',
      url: '/x',
      position: withDefinition.root.children[0].position,
    } as RootContent);
    expect(sectionsOf(withDefinition.root, withDefinition.source)).toEqual([]);
  });
});

describe("a section's copy of the doc (loader.js)", () => {
  const source = [
    '---',
    'title: T',
    'tags: [a]',
    '---',
    '',
    'Intro',
    '',
    '## A {#a}',
    '',
    'Text of A',
    '',
    '## B {#b}',
    '',
    'Text of B',
  ].join('\n');
  const load = (query: string) => sectionLoader.call({resourceQuery: query}, source);

  it('keeps the lines the query names, blanks the others, and marks the front matter', () => {
    const lines = load('?deferred-section=8-11').split('\n');
    expect(lines).toHaveLength(source.split('\n').length);
    expect(lines.slice(0, 4)).toEqual(['---', `${SECTION_MARK}: true`, '', '---']);
    expect(lines.filter(Boolean)).toEqual(['---', `${SECTION_MARK}: true`, '---', '## A {#a}', 'Text of A']);
  });

  it('gives a doc without front matter one, and fails on a query of another shape', () => {
    expect(sectionLoader.call({resourceQuery: '?deferred-section=1-1'}, 'Only').split('\n')).toEqual([
      '---',
      `${SECTION_MARK}: true`,
      '---',
      'Only',
    ]);
    expect(() => load('?deferred-section=8')).toThrow(/does not name the lines/);
  });
});

describe('the route registry (registry-loader.js)', () => {
  const site = mkdtempSync(join(tmpdir(), 'helm-deferred-'));
  afterAll(() => rmSync(site, {recursive: true, force: true}));
  writeFileSync(join(site, 'long.md'), 'x'.repeat(MIN_DOC_CHARS));
  writeFileSync(join(site, 'short.md'), 'x');
  const entry = (file: string) =>
    `  "a": [() => import(/* webpackChunkName: "a" */ "@site/${file}"), "", require.resolveWeak("@site/${file}")],`;
  const run = (source: string) =>
    registryLoader.call(
      {getOptions: () => ({minDocChars: MIN_DOC_CHARS, loadExport: LOAD_EXPORT}), rootContext: site, addDependency: () => undefined},
      source,
    );

  it("loads a long doc's module with its sections, and any other module as before", () => {
    const source = [entry('long.md'), entry('short.md'), entry('missing.md')].join('\n');
    const [long, short, missing] = run(source).split('\n');
    expect(long).toContain(
      `import(/* webpackChunkName: "a" */ "@site/long.md").then((m) => Promise.resolve(m.${LOAD_EXPORT}?.()).then(() => m))`,
    );
    expect(short).toBe(entry('short.md'));
    expect(missing).toBe(entry('missing.md'));
  });

  it('fails on a registry of another shape', () => {
    expect(() => run('export default {}')).toThrow(/format changed/);
  });
});

describe("CSS twins of the article's child rules", () => {
  it("gives a rule for the article's children the same rule for a section's children", () => {
    expect(sectionTwin('.markdown > h2')).toBe('.deferred-section>h2');
    expect(sectionTwin('.markdown>pre')).toBe('.deferred-section>pre');
    expect(sectionTwin('html .markdown > p.lead')).toBe('html .deferred-section>p.lead');
  });

  it("puts a first or last child of the article's place on the section", () => {
    expect(sectionTwin('.markdown > :last-child')).toBe('.deferred-section:last-child>:last-child');
  });

  it('leaves other rules alone, and fails on a place it cannot follow', () => {
    expect(sectionTwin('.markdown li')).toBeUndefined();
    expect(sectionTwin('.markdown')).toBeUndefined();
    expect(sectionTwin('.markdownish > h2')).toBeUndefined();
    expect(() => sectionTwin('.markdown > p:nth-child(2)')).toThrow(/no twin/);
  });
});

// Guards the error index: messages read as Helm prints them, every entry has a page of its own area
// with the same heading id in both locales, links go to a troubleshooting section or a command
// page that exists, and the committed pages are what scripts/lib/errors-index.ts renders from the
// committed data (the extraction itself is checked by `npm run gen:errors -- --check`, with Go).
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  AREAS,
  buildData,
  DATA_FILE,
  displayMessage,
  EXPLAINED,
  OUTPUT_DIRS,
  renderPages,
  slug,
  troubleshootingTitles,
  type ErrorData,
} from '../../scripts/lib/errors-index';

const root = resolve(__dirname, '../..');
const data = JSON.parse(readFileSync(join(root, DATA_FILE), 'utf8')) as ErrorData;
const titles = {en: troubleshootingTitles('en'), es: troubleshootingTitles('es')};

describe('error messages as Helm prints them', () => {
  it('shows verbs as placeholders and a wrapped cause after a colon', () => {
    expect(displayMessage('%q has no deployed releases', 'Errorf')).toBe('"…" has no deployed releases');
    expect(displayMessage('chart requires kubeVersion: %s which is incompatible with Kubernetes %s', 'Errorf')).toBe(
      'chart requires kubeVersion: … which is incompatible with Kubernetes …',
    );
    expect(displayMessage('Kubernetes cluster unreachable', 'Wrap')).toBe('Kubernetes cluster unreachable: …');
    expect(displayMessage('%q requires %d %s\n\nUsage:  %s', 'Errorf')).toBe('"…" requires … … Usage: …');
    expect(displayMessage('100%% done: %+v', 'Errorf')).toBe('100% done: …');
  });

  it('merges the places that make the same message, and drops messages without words', () => {
    const at = (file: string, line: number, format: string) => ({format, call: 'New' as const, package: 'pkg/repo', file, line, func: ''});
    const built = buildData({
      messages: [
        at('pkg/repo/index.go', 1, 'no chart name found'),
        at('pkg/repo/chartrepo.go', 2, 'no chart name found'),
        at('pkg/repo/index.go', 3, '%w'),
      ],
      unresolved: 0,
    });
    expect(built.entries.map((e) => [e.message, e.sources])).toEqual([
      ['no chart name found', ['pkg/repo/index.go:1', 'pkg/repo/chartrepo.go:2']],
    ]);
  });

  it('refuses a source file that no rule places', () => {
    expect(() =>
      buildData({messages: [{format: 'boom', call: 'New', package: 'pkg/x', file: 'pkg/x/y.go', line: 1, func: ''}], unresolved: 0}),
    ).toThrow(/no rule/);
  });

  it('makes heading ids from the message words', () => {
    expect(slug('"…" has no deployed releases')).toBe('has-no-deployed-releases');
  });
});

describe('the committed index', () => {
  it('lists the messages users paste most, from the 3.19.0 source', () => {
    const messages = data.entries.map((e) => e.message);
    for (const m of ['has no deployed releases', 'Kubernetes cluster unreachable: …', 'cannot re-use a name that is still in use'])
      expect(messages).toContain(m);
    expect(data.helm).toBe('v3.19.0');
  });

  it('gives every entry a unique id and an area', () => {
    expect(new Set(data.entries.map((e) => e.id)).size).toBe(data.entries.length);
    for (const e of data.entries) expect(AREAS).toContain(e.area);
  });

  it('links explained messages to troubleshooting sections that exist in both locales', () => {
    for (const anchor of Object.values(EXPLAINED)) {
      expect(titles.en.has(anchor), anchor).toBe(true);
      expect(titles.es.has(anchor), anchor).toBe(true);
    }
  });

  it('is exactly what the generator renders, with the same headings in both locales', async () => {
    const pages = renderPages(data, titles);
    const ids = (text: string) => [...text.matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1]);
    for (const area of AREAS) {
      const en = readFileSync(join(root, OUTPUT_DIRS.en, `${area}.md`), 'utf8');
      const es = readFileSync(join(root, OUTPUT_DIRS.es, `${area}.md`), 'utf8');
      expect(ids(es)).toEqual(ids(en));
      // Prettier may rewrap the committed page; the entries' ids and messages must match the render.
      expect(ids(en)).toEqual(ids(pages.get(`${OUTPUT_DIRS.en}/${area}.md`)!));
      for (const link of en.matchAll(/\]\((\.\.\/\.\.\/commands\/[\w]+\.md)\)/g))
        expect(existsSync(join(root, OUTPUT_DIRS.en, link[1])), link[1]).toBe(true);
    }
  });
});

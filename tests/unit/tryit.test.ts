/**
 * The pieces of "Try it" that run without a browser: the playground link's codec and its refusals
 * (src/components/TryIt/share.ts), the request the editor sends, the charts' packing, and the
 * remark plugin's choice of blocks, which must be the blocks the examples harness numbers.
 */
import {deflateRawSync} from 'node:zlib';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeChart, encodeChart, MAX_FRAGMENT, ShareError, type SharedChart} from '../../src/components/TryIt/share';
import {requestFor} from '../../src/components/TryIt/request';
import {unpackPage, type PackedPage} from '../../src/components/TryIt/data';
import {packPage} from '../../scripts/lib/examples/tryit-export';
import {guidePage, runnableBlocks} from '../../src/plugins/tryit/remark';
import {parseBlocks, readPage, type Locale} from '../../scripts/lib/examples/markdown';

const chart: SharedChart = {
  files: {'Chart.yaml': 'apiVersion: v2\nname: demo\nversion: 0.1.0\n', 'templates/cm.yaml': 'name: {{ .Release.Name }} – ñ\n'},
  values: 'a: 1\n',
  set: 'b=2\nc=3',
  releaseName: 'demo',
};
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const problem = (hash: string) =>
  decodeChart(hash).then(
    () => 'accepted',
    (error: unknown) => (error instanceof ShareError ? error.problem : `threw ${String(error)}`),
  );

describe('the playground link', () => {
  it('carries a chart through the fragment and back', async () => {
    const fragment = await encodeChart(chart);
    expect(fragment).toMatch(/^chart=[A-Za-z0-9_-]+$/);
    expect(await decodeChart(`#${fragment}`)).toEqual(chart);
  });

  it('refuses what is not one of its charts, each with its reason', async () => {
    expect(await problem('#chart=not base64!')).toBe('not-base64');
    expect(await problem(`#chart=${b64url(Buffer.from('plain text, not deflate'))}`)).toBe('not-deflate');
    expect(await problem(`#chart=${b64url(deflateRawSync('{"files": 1}'))}`)).toBe('not-chart');
    expect(await problem(`#chart=${b64url(deflateRawSync('not json'))}`)).toBe('not-chart');
    const climbing = {...chart, files: {'../outside.yaml': 'x'}};
    expect(await problem(`#chart=${b64url(deflateRawSync(JSON.stringify(climbing)))}`)).toBe('not-chart');
    expect(await problem(`#chart=${'A'.repeat(MAX_FRAGMENT + 4)}`)).toBe('too-long');
  });

  it('stops a small link that inflates past the limit', async () => {
    const bomb = deflateRawSync(Buffer.alloc(8 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(MAX_FRAGMENT);
    expect(await problem(`#chart=${b64url(bomb)}`)).toBe('too-large');
  });
});

describe('the editor', () => {
  it('sends the fields as helm template takes them', () => {
    expect(requestFor({...chart, showOnly: ['templates/cm.yaml']})).toEqual({
      files: chart.files,
      values: ['a: 1\n'],
      set: ['b=2', 'c=3'],
      releaseName: 'demo',
      showOnly: ['templates/cm.yaml'],
    });
    expect(requestFor({...chart, values: '  \n', set: '\n', releaseName: ' '})).toEqual({
      files: chart.files,
      values: [],
      set: [],
      releaseName: undefined,
      showOnly: undefined,
    });
  });
});

describe("the guide's charts", () => {
  const DATA = join(__dirname, '../../src/data/tryit');
  for (const locale of ['en', 'es'] as Locale[]) {
    it(`(${locale}) unpack to what was packed, and each is a block the harness numbers`, () => {
      for (const file of readdirSync(join(DATA, locale))) {
        const packed = JSON.parse(readFileSync(join(DATA, locale, file), 'utf8')) as PackedPage;
        const page = unpackPage(packed);
        expect(packPage(page)).toEqual(packed);
        const name = file.replace(/\.json$/, '');
        const blocks = parseBlocks(readPage(locale, `chart_template_guide/${name}.md`));
        const dir = locale === 'en' ? 'versioned_docs' : 'i18n/es/docusaurus-plugin-content-docs';
        expect(guidePage(join(__dirname, '../..', dir, 'version-3/chart_template_guide', `${name}.md`))).toEqual({locale, name});
        for (const index of runnableBlocks(locale, name)) {
          const block = blocks.find((b) => b.index === index);
          expect(block, `${locale} ${name} block ${index}`).toBeDefined();
          expect(['yaml', 'yml', 'json', 'text', '']).toContain(block!.lang);
        }
      }
    });
  }
  it('are only for the guide', () => {
    expect(guidePage(join(__dirname, '../../versioned_docs/version-3/topics/charts.md'))).toBeUndefined();
  });
});

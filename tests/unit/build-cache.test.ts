// scripts/lib/build-cache.ts: the finishing steps find what an earlier build computed for the same
// bytes, and only for the same bytes.
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {BuildCache, codeVersion, hash, pruneCache} from '../../scripts/lib/build-cache';
import {inlineCriticalCss} from '../../scripts/lib/critical-css';
import {localeRecords} from '../../scripts/lib/search-shards';

const dir = mkdtempSync(join(tmpdir(), 'helm-build-cache-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));
const setting = process.env.HELM_BUILD_CACHE;
afterEach(() => {
  if (setting === undefined) delete process.env.HELM_BUILD_CACHE;
  else process.env.HELM_BUILD_CACHE = setting;
});

const write = (rel: string, text: string) => {
  mkdirSync(join(dir, rel, '..'), {recursive: true});
  writeFileSync(join(dir, rel), text);
};

describe('build cache', () => {
  it('returns what was stored under a key, nothing under another, and nothing when turned off', () => {
    const cache = new BuildCache('step', join(dir, 'cache-a'));
    cache.set(hash('page', 'one'), 'output one');
    expect(cache.get(hash('page', 'one'))?.toString()).toBe('output one');
    expect(cache.get(hash('page', 'two'))).toBeUndefined();
    // Length-prefixed parts: moving a boundary makes another key.
    expect(hash('ab', 'c')).not.toBe(hash('a', 'bc'));

    process.env.HELM_BUILD_CACHE = 'off';
    const off = new BuildCache('step');
    off.set(hash('page', 'one'), 'output');
    expect(off.get(hash('page', 'one'))).toBeUndefined();
  });

  it("versions a step's code with every module it imports by relative path, followed through", () => {
    const code = join(dir, 'code');
    const put = (rel: string, text: string) => {
      mkdirSync(join(code, rel, '..'), {recursive: true});
      writeFileSync(join(code, rel), text);
    };
    put('lib/step.ts', "import * as cheerio from 'cheerio';\nimport {load} from './helper';\nexport const x = 1;\n");
    put('lib/helper.ts', "import type {T} from '../types/index';\nexport const load = 1;\n");
    put('types/index.ts', 'export type T = 1;\n');
    const before = codeVersion(['lib/step.ts'], code);
    expect(codeVersion(['lib/step.ts'], code)).toBe(before);
    // A change two imports away makes another version.
    put('types/index.ts', 'export type T = 2;\n');
    const after = codeVersion(['lib/step.ts'], code);
    expect(after).not.toBe(before);
    put('lib/helper.ts', "import type {T} from '../types/index';\nexport const load = 2;\n");
    expect(codeVersion(['lib/step.ts'], code)).not.toBe(after);
  });

  it('prunes the entries no build used lately, and keeps the others', () => {
    const base = join(dir, 'cache-b');
    const cache = new BuildCache('step', base);
    cache.set('aa-old', 'x');
    cache.set('bb-new', 'y');
    const old = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    utimesSync(join(base, 'step', 'aa', 'aa-old'), old, old);
    expect(pruneCache(base, 7)).toBe(1);
    expect(cache.get('aa-old')).toBeUndefined();
    expect(cache.get('bb-new')?.toString()).toBe('y');
  });

  it('gives a page its critical CSS from an earlier build, and computes it again when a stylesheet changes', async () => {
    process.env.HELM_BUILD_CACHE = join(dir, 'cache-c');
    const page =
      '<!doctype html><html lang=en><head><title>t</title><link rel=stylesheet href=/assets/css/styles.css></head>' +
      '<body><nav class=navbar>Helm</nav></body></html>';
    const build = async (css: string) => {
      write('site/assets/css/styles.css', css);
      write('site/index.html', page);
      const result = await inlineCriticalCss(join(dir, 'site'), {threads: 1});
      return {result, html: readFileSync(join(dir, 'site/index.html'), 'utf8')};
    };
    const first = await build('.navbar{height:60px}.footer{color:red}');
    expect(first.result.cached).toBe(0);
    expect(first.result.workers).toBe(1);
    const second = await build('.navbar{height:60px}.footer{color:red}');
    expect(second.result.cached).toBe(1);
    // Every page cached: no worker thread is started.
    expect(second.result.workers).toBe(0);
    expect(second.html).toBe(first.html);
    // The same page and the same stylesheet name, other rules: not the cached output.
    const third = await build('.navbar{height:70px}');
    expect(third.result.cached).toBe(0);
    expect(third.result.workers).toBe(1);
    expect(third.html).toContain('.navbar{height:70px}');
  });

  it('reuses critical CSS for a page whose text and script names changed, and computes it for one whose elements changed', async () => {
    // One changed doc gives every page new script names (the bundle's hashes) and one page new text.
    const page = (script: string, text: string, extra = '') =>
      `<!doctype html><html lang=en><head><title>${text}</title><link rel=stylesheet href=/assets/css/styles.0a1b2c3d.css>` +
      `<script src=/assets/js/runtime~main.${script}.js defer></script></head>` +
      `<body><nav class=navbar>Helm</nav><main><p class="lead${extra}">${text}</p><input type=checkbox></main></body></html>`;
    const css =
      '.navbar{height:60px}.lead{font-size:2rem}.lead.big{font-size:3rem}.footer{color:red}input[type=checkbox]{margin:0}input[type=text]{margin:1px}';
    const build = async (cacheName: string, pages: Record<string, string>) => {
      process.env.HELM_BUILD_CACHE = cacheName === 'off' ? 'off' : join(dir, cacheName);
      write('struct/assets/css/styles.0a1b2c3d.css', css);
      for (const [name, html] of Object.entries(pages)) write(`struct/${name}.html`, html);
      const result = await inlineCriticalCss(join(dir, 'struct'), {threads: 1});
      const html = Object.fromEntries(Object.keys(pages).map((name) => [name, readFileSync(join(dir, `struct/${name}.html`), 'utf8')]));
      return {result, html};
    };
    const first = await build('cache-d', {a: page('11111111', 'Install'), b: page('11111111', 'Upgrade')});
    expect(first.result).toMatchObject({pages: 2, cached: 0});
    expect(first.html.a).toContain('<style>.navbar{height:60px}.lead{font-size:2rem}input[type=checkbox]{margin:0}</style>');

    const changed = {a: page('22222222', 'Install Helm, changed'), b: page('22222222', 'Upgrade')};
    const second = await build('cache-d', changed);
    expect(second.result).toMatchObject({pages: 2, cached: 2, workers: 0});
    // Byte for byte what Beasties writes without the cache.
    const cold = await build('off', changed);
    expect(cold.result.cached).toBe(0);
    expect(second.html).toEqual(cold.html);
    expect(second.html.a).toContain('runtime~main.22222222.js');
    expect(second.html.a).toContain('Install Helm, changed');

    // A class that a rule selects: that page is computed again, the other reused.
    const third = await build('cache-d', {a: page('22222222', 'Install', ' big'), b: page('22222222', 'Upgrade')});
    expect(third.result).toMatchObject({pages: 2, cached: 1, workers: 1});
    expect(third.html.a).toContain('.lead.big{font-size:3rem}');
    // An attribute value a selector tests is part of the structure too.
    const fourth = await build('cache-d', {
      a: page('22222222', 'Install').replace('type=checkbox', 'type=text'),
      b: page('22222222', 'Upgrade'),
    });
    expect(fourth.result).toMatchObject({pages: 2, cached: 1});
    expect(fourth.html.a).toContain('input[type=text]{margin:1px}');
  });

  it("gives a page its search records from an earlier build's reading of the same HTML, and reads a changed page again", () => {
    process.env.HELM_BUILD_CACHE = join(dir, 'cache-s');
    const entries = () =>
      readdirSync(join(dir, 'cache-s/search-records'), {recursive: true, withFileTypes: true})
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name));
    const page = (text: string) =>
      `<!doctype html><html lang=en class="docs-wrapper plugin-docs docs-version-3 docs-doc-page"><head>` +
      `<meta name=docsearch:language content=en><meta name=docsearch:version content=3>` +
      `<meta name=docsearch:docusaurus_tag content=docs-default-3><link rel=canonical href=https://helm.sh/docs/community></head>` +
      `<body><main><article><div class="theme-doc-markdown markdown"><header><h1>Community</h1></header><p>${text}</p></div>` +
      `</article></main></body></html>`;
    write('records/community.html', page('Join the weekly call.'));
    const contents = () => localeRecords(join(dir, 'records'), []).map((r) => r.content);
    expect(contents()).toContain('Join the weekly call.');
    expect(entries()).toHaveLength(1);

    // The second reading comes from the cache: an entry changed by hand is what it returns.
    const [entry] = entries();
    const kept = JSON.parse(readFileSync(entry, 'utf8')) as {content: string | null}[];
    writeFileSync(entry, JSON.stringify(kept.map((r) => (r.content ? {...r, content: 'from the cache'} : r))));
    expect(contents()).toContain('from the cache');

    // Other bytes, another key: the page is read again.
    write('records/community.html', page('Join the monthly call.'));
    expect(contents()).toContain('Join the monthly call.');
    expect(entries()).toHaveLength(2);
  });
});

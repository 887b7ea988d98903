// scripts/lib/precompress.ts: which files of the build get .br and .gz copies, and that they decode to the file.
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {sep} from 'node:path';
import {isBundlerAsset, MIN_SIZE, precompress, quality} from '../../scripts/lib/precompress';

const dir = mkdtempSync(join(tmpdir(), 'helm-precompress-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const page = '<p>Helm</p>'.repeat(100);
const write = (rel: string, text: string) => {
  mkdirSync(join(dir, rel, '..'), {recursive: true});
  writeFileSync(join(dir, rel), text);
};

describe('precompress', () => {
  it('writes brotli and gzip copies of text files that decode to the file, and nothing else', async () => {
    write('docs/index.html', page);
    write('assets/js/main.js', `console.log(${JSON.stringify(page)});`);
    write('tiny.css', 'a{}');
    write('img/logo.png', page);
    write('_headers', page);
    write('es/index.html', page);
    expect(await precompress(dir, new Set(['es']))).toBe(2);
    for (const rel of ['docs/index.html', 'assets/js/main.js']) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${rel}.br`))).toString(), rel).toBe(readFileSync(join(dir, rel), 'utf8'));
      expect(gunzipSync(readFileSync(join(dir, `${rel}.gz`))).toString(), rel).toBe(readFileSync(join(dir, rel), 'utf8'));
    }
    expect('a{}'.length).toBeLessThan(MIN_SIZE);
    for (const rel of ['tiny.css', 'img/logo.png', '_headers', 'es/index.html'])
      expect(existsSync(join(dir, `${rel}.br`)), rel).toBe(false);
  });

  it('copies the compressed twin of an asset the default locale has, and compresses one it lacks', async () => {
    const shared = `console.log(${JSON.stringify(page)}, 'shared');`;
    write('es/assets/js/vendors.1.js', shared);
    write('es/assets/js/abc1.2.js', `${shared}//es`);
    // The default locale's twin, whose .br is not a compression of it: copying is what makes it appear.
    writeFileSync(join(dir, 'assets/js/vendors.1.js'), shared);
    writeFileSync(join(dir, 'assets/js/vendors.1.js.br'), 'copied');
    writeFileSync(join(dir, 'assets/js/vendors.1.js.gz'), 'copied');
    expect(await precompress(join(dir, 'es'), new Set(), dir)).toBe(3);
    expect(readFileSync(join(dir, 'es/assets/js/vendors.1.js.br'), 'utf8')).toBe('copied');
    expect(brotliDecompressSync(readFileSync(join(dir, 'es/assets/js/abc1.2.js.br'))).toString()).toBe(`${shared}//es`);
  });

  it('spends brotli 11 on scripts and styles, 10 on search shards, 5 on pages', () => {
    const at = (...parts: string[]) => ['', 'b', ...parts].join(sep);
    expect(quality(at('assets', 'js', 'react-dom.86bb936e.js'))).toBe(11);
    expect(quality(at('assets', 'js', 'runtime~main.c13fd2c1.js'))).toBe(11);
    expect(quality(at('assets', 'css', 'styles.0a4e4e0c.css'))).toBe(11);
    expect(quality(at('assets', 'js', '9d39d3e7.99d23f3a.js'))).toBe(11);
    expect(quality(at('assets', 'js', '1458.db04fbef.js'))).toBe(11);
    expect(quality(at('assets', 'search', 'docs-default-3.postings-4.ff28a2ee0e.json'))).toBe(10);
    expect(quality(at('es', 'search-index', 'docs-default-3.json'))).toBe(10);
    expect(quality(at('es', 'search-index.json'))).toBe(5);
    expect(quality(at('docs', 'index.html'))).toBe(5);
  });

  it("splits a locale's files in two: the bundler's, compressed while pages render, and the rest", async () => {
    const split = mkdtempSync(join(tmpdir(), 'helm-precompress-split-'));
    try {
      const files = [
        'assets/js/main.1.js',
        'assets/css/styles.2.css',
        'assets/search/docs.postings-0.3.json',
        'docs/index.html',
        'llms.txt',
      ];
      for (const rel of files) {
        mkdirSync(join(split, rel, '..'), {recursive: true});
        writeFileSync(join(split, rel), page);
      }
      const bundler = (file: string) => isBundlerAsset(split, file);
      expect(await precompress(split, new Set(), undefined, bundler)).toBe(2);
      const compressed = () => files.filter((rel) => existsSync(join(split, `${rel}.br`)));
      expect(compressed()).toEqual(['assets/js/main.1.js', 'assets/css/styles.2.css']);
      // The search shards' chunks are written after the bundle, with the pages.
      expect(await precompress(split, new Set(), undefined, (file) => !bundler(file))).toBe(3);
      expect(compressed()).toEqual(files);
      // In build/, the Spanish folder's assets are not the default locale's.
      expect(isBundlerAsset(split, join(split, 'es', 'assets', 'js', 'main.1.js'))).toBe(false);
    } finally {
      rmSync(split, {recursive: true, force: true});
    }
  });
});

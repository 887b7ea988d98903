// scripts/lib/precompress.ts: which files of the build get .br and .gz copies, and that they decode to the file.
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {MIN_SIZE, precompress} from '../../scripts/lib/precompress';

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
    for (const rel of ['tiny.css', 'img/logo.png', '_headers', 'es/index.html']) expect(existsSync(join(dir, `${rel}.br`)), rel).toBe(false);
  });
});

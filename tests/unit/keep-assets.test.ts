import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {keepAssets} from '../../scripts/keep-assets';

// scripts/keep-assets.ts: a deploy that replaces the whole site keeps the previous build's hashed
// files for the tabs still open on it, for a while, and nothing else of it.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

function build(files: Record<string, string>, ageDays = 0): string {
  const dir = mkdtempSync(join(tmpdir(), 'helm-keep-'));
  dirs.push(dir);
  const when = new Date(Date.now() - ageDays * 86_400_000);
  for (const [path, body] of Object.entries({'index.html': '<p>home', ...files})) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), body);
    utimesSync(join(dir, path), when, when);
  }
  return dir;
}

describe('keepAssets', () => {
  it("copies the previous build's hashed scripts, styles and search chunks the new one lacks, in every locale, with their copies", () => {
    const previous = build({
      'assets/js/main.aaaa1111.js': 'old main',
      'assets/js/main.aaaa1111.js.br': 'old main br',
      'assets/js/42.bbbb2222.js': 'old chunk',
      'assets/css/styles.cccc3333.css': 'old css',
      'assets/search/docs-default-3.text-0.dddd4444ee.json': '[]',
      'es/assets/js/main.ffff5555.js': 'old es main',
      'docs/intro.html': 'old page',
      'search-index.json': '{}',
      'img/logo.svg': '<svg/>',
    });
    const next = build({'assets/js/main.9999aaaa.js': 'new main', 'assets/js/42.bbbb2222.js': 'same chunk, new build'});
    const kept = keepAssets(previous, next);
    expect(kept.sort()).toEqual(
      [
        'assets/css/styles.cccc3333.css',
        'assets/js/main.aaaa1111.js',
        'assets/js/main.aaaa1111.js.br',
        'assets/search/docs-default-3.text-0.dddd4444ee.json',
        'es/assets/js/main.ffff5555.js',
      ].sort(),
    );
    expect(readFileSync(join(next, 'assets/js/main.aaaa1111.js'), 'utf8')).toBe('old main');
    // The new build's own files win; pages, the index's known names and other files are the new build's alone.
    expect(readFileSync(join(next, 'assets/js/42.bbbb2222.js'), 'utf8')).toBe('same chunk, new build');
    for (const path of ['docs/intro.html', 'search-index.json', 'img/logo.svg']) expect(existsSync(join(next, path)), path).toBe(false);
  });

  it('drops a file carried for longer than the given days, so the folder stops growing', () => {
    const previous = build({'assets/js/main.aaaa1111.js': 'old'}, 8);
    const next = build({});
    expect(keepAssets(previous, next, 7)).toEqual([]);
    expect(keepAssets(previous, next, 9)).toEqual(['assets/js/main.aaaa1111.js']);
  });

  it('refuses a folder that is not a build', () => {
    const next = build({});
    expect(() => keepAssets(join(next, 'nothing'), next)).toThrow(/not a build/);
  });
});

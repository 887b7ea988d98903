// scripts/lib/atomic-output.ts: the output folder is replaced whole or not at all, and what a killed
// build left is undone; src/plugins/atomic-output reads the output folder from the command line.
// The builds themselves, failed and stopped, are in tests/cut/atomic-build.test.ts.
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {discard, outputFor, prepare, replace} from '../../scripts/lib/atomic-output';
import {outDirArgument} from '../../src/plugins/atomic-output';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'helm-atomic-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

const put = (rel: string, text: string) => {
  mkdirSync(join(dir, rel, '..'), {recursive: true});
  writeFileSync(join(dir, rel), text);
};
const read = (rel: string) => readFileSync(join(dir, rel), 'utf8');

describe('outputFor', () => {
  it('stages beside the output folder, hidden, on the same file system', () => {
    expect(outputFor('/site/build')).toEqual({target: '/site/build', staging: '/site/.build.staging', previous: '/site/.build.previous'});
  });
});

describe('replace', () => {
  it('puts the staged output in place of the previous one and leaves nothing else', () => {
    const output = outputFor(join(dir, 'build'));
    put('build/old.html', 'old');
    put('.build.staging/index.html', 'new');
    replace(output);
    expect(read('build/index.html')).toBe('new');
    expect(existsSync(join(dir, 'build/old.html'))).toBe(false);
    expect(existsSync(output.staging) || existsSync(output.previous)).toBe(false);
  });

  it('puts a folder inside the staging folder in place of one locale of the output', () => {
    const output = {...outputFor(join(dir, 'build/es')), staging: join(dir, '.build.staging')};
    put('build/index.html', 'en');
    put('build/es/index.html', 'es old');
    put('.build.staging/es/index.html', 'es new');
    replace(output, join(output.staging, 'es'));
    expect(read('build/index.html')).toBe('en');
    expect(read('build/es/index.html')).toBe('es new');
    expect(existsSync(output.staging)).toBe(false);
  });
});

describe('prepare', () => {
  it('puts back the previous output that a build killed between the two renames left aside', () => {
    const output = outputFor(join(dir, 'build'));
    put('.build.previous/index.html', 'last complete');
    put('.build.staging/index.html', 'half');
    prepare(output);
    expect(read('build/index.html')).toBe('last complete');
    expect(existsSync(output.previous) || existsSync(output.staging)).toBe(false);
  });

  it('drops the previous output when the new one was already in place', () => {
    const output = outputFor(join(dir, 'build'));
    put('.build.previous/index.html', 'older');
    put('build/index.html', 'newer');
    prepare(output);
    expect(read('build/index.html')).toBe('newer');
    expect(existsSync(output.previous)).toBe(false);
  });
});

describe('discard', () => {
  it('removes the staging folder and says the output is left as it was, or that there was none', () => {
    const output = outputFor(join(dir, 'build'));
    put('.build.staging/index.html', 'half');
    expect(discard(output, 'stopped by SIGINT')).toMatch(/^\[build\] stopped by SIGINT: nothing was written to .*build\/\.$/);
    put('build/index.html', 'last complete');
    put('.build.staging/index.html', 'half');
    expect(discard(output, 'the build failed')).toMatch(
      /^\[build\] the build failed: .*build\/ is left as the last complete build wrote it\.$/,
    );
    expect(existsSync(output.staging)).toBe(false);
    expect(read('build/index.html')).toBe('last complete');
  });
});

describe('outDirArgument', () => {
  it('reads --out-dir in both spellings, the last one winning, as the CLI does', () => {
    const cli = (...words: string[]) => ['/usr/bin/node', '/site/node_modules/.bin/docusaurus', 'build', ...words];
    expect(outDirArgument(cli('--locale', 'es', '--out-dir', 'build-es'))).toBe('build-es');
    expect(outDirArgument(cli('--out-dir=out'))).toBe('out');
    expect(outDirArgument(cli('--out-dir', 'a', '--out-dir', 'b'))).toBe('b');
    expect(outDirArgument(cli('--locale', 'es'))).toBeUndefined();
  });
});

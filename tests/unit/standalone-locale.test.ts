import {describe, expect, it} from 'vitest';
import {standaloneBaseUrl, standaloneLocale} from '../../src/plugins/standalone-locale';

// What process.argv holds when a maintainer runs the CLI: node, the bin script, then the words.
const cli = (...words: string[]) => ['/usr/bin/node', '/site/node_modules/@docusaurus/core/bin/docusaurus.mjs', ...words];
const npxBin = (...words: string[]) => ['/usr/bin/node', '/site/node_modules/.bin/docusaurus', ...words];

describe('standaloneLocale: the locale a docusaurus build command line builds alone', () => {
  it('reads every spelling of a single --locale that the CLI accepts', () => {
    expect(standaloneLocale(cli('build', '--locale', 'es'))).toBe('es');
    expect(standaloneLocale(cli('build', '--locale=es'))).toBe('es');
    expect(standaloneLocale(cli('build', '-l', 'es'))).toBe('es');
    expect(standaloneLocale(cli('build', '-les'))).toBe('es');
    expect(standaloneLocale(npxBin('build', '--out-dir', 'build-es', '--locale', 'es', '--no-minify'))).toBe('es');
    expect(standaloneLocale(cli('build', '.', '--locale', 'es'))).toBe('es');
    expect(standaloneLocale(cli('build', '--locale', 'en'))).toBe('en');
  });

  it('is undefined where Docusaurus builds each locale at its usual path', () => {
    expect(standaloneLocale(cli('build'))).toBeUndefined();
    expect(standaloneLocale(cli('build', '--locale', 'es', 'en'))).toBeUndefined();
    expect(standaloneLocale(cli('build', '-l', 'es', '-l', 'en'))).toBeUndefined();
    // The development server already serves one locale at its own path.
    expect(standaloneLocale(cli('start', '--locale', 'es'))).toBeUndefined();
    expect(standaloneLocale(cli('write-translations', '--locale', 'es'))).toBeUndefined();
    // npm run build (scripts/build.ts) builds each locale through scripts/build-locale.mjs.
    expect(standaloneLocale(['/usr/bin/node', '/site/scripts/build-locale.mjs', 'es'])).toBeUndefined();
    expect(standaloneLocale(['/usr/bin/node', '/site/node_modules/vitest/vitest.mjs', 'build', '--locale', 'es'])).toBeUndefined();
  });
});

describe('standaloneBaseUrl', () => {
  it('is the locale path of the full site: /es/ for Spanish, / for English', () => {
    expect(standaloneBaseUrl('/', 'es', 'en')).toBe('/es/');
    expect(standaloneBaseUrl('/', 'en', 'en')).toBe('/');
  });
});

// `npm run version:cut` in a throwaway copy of the site: it refuses bad input with one line, and
// a cut of version 4 builds in both locales with 4 at /docs/, 3.19.0 at /docs/3 and the
// unreleased docs still at /docs/next; the routing table follows, and the unit tests that read the
// versions still pass.
// The product spec's route contract (tests/contract.ts) describes today's layout and is not run.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DOCS_VERSIONS} from '../../src/site-constants';
import {copySite, runIn} from '../site-copy';
import {scaled} from '../slowdown';

// On a quiet machine; a busy one gets them multiplied by its slowdown (tests/slowdown.ts).
const MINUTES_2 = scaled(120_000);
const MINUTES_5 = scaled(300_000);

const site = copySite('cut');
afterAll(() => site.remove());

const bin = (name: string) => join(site.dir, 'node_modules/.bin', name);
const run = (command: string, args: string[]) => runIn(site.dir, command, args);
const cut = (...args: string[]) => run(bin('tsx'), ['scripts/version-cut.ts', ...args]);
const file = (rel: string) => readFileSync(join(site.dir, rel), 'utf8');
/** A built page: `x.html` for a URL without a trailing slash (scripts/lib/flatten-pages.ts), else `x/index.html`. */
const page = (rel: string) =>
  file(existsSync(join(site.dir, 'build', `${rel}.html`)) ? join('build', `${rel}.html`) : join('build', rel, 'index.html'));
const h1 = (html: string) => html.match(/<h1[^>]*>([^<]*)/)?.[1];
const versionClass = (html: string) => html.match(/docs-version-([\w-]+)/)?.[1];

describe('version:cut refuses, with one line and exit 1,', () => {
  const previous = DOCS_VERSIONS.last;
  for (const [why, args, message] of [
    ['a missing name', ['--label', '4.0.0'], /missing the version name/],
    ['a missing label', ['4'], /missing --label/],
    ['a name that exists', [previous, '--label', '9.9.9'], new RegExp(`version ${previous} already exists`)],
    ['a name that is another version’s path', ['next', '--label', '9.9.9'], /path \/docs\/next is taken/],
    ['an unknown option', ['4', '--label', '4.0.0', '--force'], /unknown option --force/],
  ] as const) {
    it(why, async () => {
      const result = await cut(...args);
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(message);
      expect(existsSync(join(site.dir, 'versioned_docs/version-4'))).toBe(false);
    });
  }
});

describe('version:cut 4 --label 4.0.0', () => {
  let output = '';
  beforeAll(async () => {
    const result = await cut('4', '--label', '4.0.0');
    output = result.stdout + result.stderr;
    expect(result.status, output).toBe(0);
  }, MINUTES_2);

  it('makes 4 the latest at /docs/ and moves 3 to /docs/3; /docs/next keeps serving docs/', () => {
    expect(JSON.parse(file('versions.json'))).toEqual(['4', '3', '2']);
    expect(JSON.parse(file('src/data/docs-versions.json'))).toEqual({
      last: '4',
      versions: {
        current: {label: 'Next 🚧', path: 'next', banner: 'unreleased'},
        '4': {label: '4.0.0', path: '', banner: 'none'},
        '3': {label: '3.19.0', path: '3', banner: 'none'},
        '2': {label: '2.17.0', path: '2', banner: 'unmaintained'},
      },
      moved: {'3': ''},
    });
    // One line a version, newest first, as the dropdown lists them.
    expect(file('src/data/docs-versions.json').match(/^ {4}"[^"]+"/gm)).toEqual(['    "current"', '    "4"', '    "3"', '    "2"']);
  });

  it('writes the Spanish label and sidebar categories, and leaves nothing for write-translations', () => {
    const strings = JSON.parse(file('i18n/es/docusaurus-plugin-content-docs/version-4.json'));
    expect(strings['version.label'].message).toBe('4.0.0');
    expect(strings['sidebar.docs.category.Examples'].message).toBe('Ejemplos');
    expect(existsSync(join(site.dir, 'i18n/es/docusaurus-plugin-content-docs/version-4/intro.md'))).toBe(true);
    expect(output).not.toMatch(/added strings to translate/);
  });

  it('regenerates the routing table: Helm 3 legacy URLs and our former /docs/ URLs lead to /docs/3/', async () => {
    expect((await run(bin('tsx'), ['scripts/gen-routes.ts', '--check'])).status).toBe(0);
    const redirects = file('static/_redirects').split('\n');
    expect(redirects).toContain('/docs/v3/* /docs/3/:splat 301');
    expect(redirects).toContain('/es/docs/v3/helm/* /es/docs/3/commands/:splat 301');
    expect(redirects).toContain('/docs/intro/install /docs/3/intro/install 301');
    expect(redirects).toContain('/es/docs/topics/charts /es/docs/3/topics/charts 301');
  });

  // The unit tests that read the versions; the whole suite would add about 10 s.
  it(
    'leaves the config, routing table and Spanish parity tests passing, without editing them',
    async () => {
      const unit = ['config', 'routes', 'locale-parity'].map((name) => `tests/unit/${name}.test.ts`);
      const result = await run(bin('vitest'), ['run', ...unit]);
      expect(
        result.status,
        result.stdout
          .split('\n')
          .filter((l) => /FAIL|×|Error/.test(l))
          .join('\n'),
      ).toBe(0);
      expect(file('tests/unit/config.test.ts')).not.toMatch(/'4'/);
    },
    MINUTES_2,
  );

  it(
    "leaves every file in Prettier's layout, so that npm test's first stage (npm run lint) passes",
    async () => {
      const result = await run(bin('prettier'), ['--check', '.']);
      expect(result.status, result.stdout + result.stderr).toBe(0);
    },
    MINUTES_2,
  );

  it(
    'builds both locales: /docs/ is 4, /docs/3 and /es/docs/3 are 3.19.0, /docs/next is docs/',
    async () => {
      // Neither minified nor precompressed: that would prove nothing more about the cut, and costs time.
      const result = await run(bin('docusaurus'), ['build', '--no-minify']);
      const errors = (result.stdout + result.stderr).split('\n').filter((l) => /ERROR|Error:/.test(l));
      expect(result.status, errors.slice(0, 8).join('\n')).toBe(0);
      // Staged, and put in place before the one success line (src/plugins/atomic-output).
      expect(result.stdout.match(/\[SUCCESS\].*/g)).toEqual(['[SUCCESS] Generated static files in "build".']);
      expect(existsSync(join(site.dir, '.build.staging'))).toBe(false);

      expect(versionClass(page('docs'))).toBe('4');
      expect(versionClass(page('es/docs'))).toBe('4');
      expect(versionClass(page('docs/3'))).toBe('3');
      expect(versionClass(page('es/docs/3'))).toBe('3');
      expect(h1(page('docs/3/intro/install'))).toBe('Installing Helm');
      expect(versionClass(page('docs/next'))).toBe('current');
      expect(versionClass(page('docs/2'))).toBe('2');
      expect(existsSync(join(site.dir, 'build/docs/intro/install.html'))).toBe(false);
      expect(existsSync(join(site.dir, 'build/docs/intro/install/index.html'))).toBe(false);

      // The link with this text, and where it leads (attributes quoted or not, as the minifier left them).
      const href = (html: string, text: string) => html.match(new RegExp(`<a [^>]*href="?([^" >]+)"?[^>]*>${text}</a>`))?.[1];
      expect(href(page(''), 'Documentation')).toBe('/docs/');
      expect(href(page(''), 'Introduction to charts')).toBe('/docs/3/topics/charts/');
      expect(href(page('es'), 'Documentación')).toBe('/es/docs/');
      expect(href(page('es'), 'Introducción a los charts')).toBe('/es/docs/3/topics/charts/');
      expect(href(page('docs/3'), '3\\.19\\.0')).toBe('/docs/3/');
      expect(href(page('docs'), '3\\.19\\.0')).toBe('/docs/3/');
    },
    MINUTES_5,
  );
});

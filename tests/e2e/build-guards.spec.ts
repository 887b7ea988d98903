import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {runInNewContext} from 'node:vm';
import {expect, test} from '@playwright/test';
import {loadBuiltPage} from '../../scripts/lib/built-html';
import {STARTUP_CHUNKS} from '../../src/plugins/initial-chunks';
import {LOAD_EXPORT} from '../../src/plugins/deferred-sections/remark';
import {DOCS_VERSIONS, LOCALES} from '../../src/site-constants';
import {ROOT} from '../contract';

// Three local plugins change what Docusaurus builds through surfaces it does not document: the
// browser entry (src/plugins/staged-entry), the split of the startup scripts and the names of the
// other chunks (src/plugins/initial-chunks) and the route data of the blog archive and the docs versions
// (src/plugins/route-data-trim). Should a Docusaurus upgrade or a config change make one of them
// a no-op, the site still builds and works, only slower: these checks read the build and fail.
// So do the two loaders that rewrite the browser's route registry (src/plugins/client-registry,
// src/plugins/deferred-sections), and the post-build steps that select the theme's markup in the
// built pages (scripts/lib/markdown-twins.ts, scripts/lib/search-records.ts).
// handbook/internals.md lists every private surface the site relies on (src/docusaurus-adapter).

const BUILD = join(ROOT, 'build');
const localeDir = (locale: string) => (locale === LOCALES.default ? BUILD : join(BUILD, locale));
const read = (path: string) => readFileSync(path, 'utf8');

test.skip(!existsSync(join(BUILD, 'index.html')), 'needs a build: npm run build');

/** The scripts a built page loads, by chunk name (`main`, `react-dom`…) → file. */
function startupScripts(html: string): Map<string, string> {
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="?([^"\s>]+)"?/g)].map((m) => m[1]).filter((src) => src.includes('/assets/js/'));
  return new Map(scripts.map((src) => [src.replace(/^.*\/assets\/js\/([^/]+?)\.[0-9a-f]{8}\.js$/, '$1'), src]));
}

/**
 * What the post-build steps select in the built pages, by page: the theme's markup they leave out
 * of a Markdown twin or read into a search record. A selector that matched nothing would not fail
 * them; the twins would carry the page chrome, the records would lose their titles.
 */
const SELECTED_MARKUP: Record<string, readonly string[]> = {
  'docs/intro/install.html': [
    '.theme-doc-breadcrumbs',
    '.theme-doc-breadcrumbs .breadcrumbs__item',
    '.theme-doc-toc-mobile',
    '.theme-doc-toc-desktop',
    '.theme-doc-footer',
    '.pagination-nav',
    '.hash-link',
    '.theme-code-block',
    '.menu__link.menu__link--sublist.menu__link--active',
    'meta[name="docsearch:docusaurus_tag"]',
    'article',
    '.markdown',
  ],
  'docs/2/index.html': ['.theme-doc-version-badge', '.theme-doc-version-banner'],
  'blog/helm-v3-end-of-life.html': ['.avatar__photo-link', '.theme-blog-footer-edit-meta-row'],
};

/** The JSON modules of a locale's scripts (Docusaurus writes route data as `JSON.parse('…')`). */
function jsonModules(locale: string): {file: string; value: Record<string, unknown>}[] {
  const dir = join(localeDir(locale), 'assets', 'js');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) =>
      [...read(join(dir, name)).matchAll(/JSON\.parse\(('(?:[^'\\]|\\.)*')\)/g)].map((m) => ({
        file: name,
        // The argument is a JavaScript string literal: evaluate it alone, then parse the JSON it holds.
        value: JSON.parse(runInNewContext(m[1]) as string) as Record<string, unknown>,
      })),
    );
}

for (const locale of LOCALES.all) {
  const dir = localeDir(locale);
  /** A built page: `x.html` once scripts/finish-locale.ts has run, `x/index.html` straight from Docusaurus. */
  const page = (rel: string) => read(join(dir, existsSync(join(dir, rel)) ? rel : rel.replace(/\.html$/, '/index.html')));

  test.describe(`${locale}: build output`, () => {
    test('the startup scripts are the split chunks, with our own code alone in main', () => {
      for (const rel of ['index.html', 'docs/intro/install.html', 'blog.html']) {
        const scripts = startupScripts(page(rel));
        expect([...scripts.keys()].sort(), rel).toEqual(['main', 'runtime~main', ...STARTUP_CHUNKS].sort());
      }
      const sizes = Object.fromEntries(
        [...startupScripts(page('index.html'))].map(([name, src]) => [name, statSync(join(BUILD, src)).size]),
      );
      // Without the split, main holds React DOM, the theme and every package: 400 KB and more.
      expect(sizes.main, 'main.js').toBeLessThan(40_000);
      expect(sizes['react-dom'], 'react-dom.js').toBeGreaterThan(100_000);
      for (const name of ['routes', 'theme', 'vendors']) expect(sizes[name], `${name}.js`).toBeGreaterThan(20_000);
    });

    test('chunks loaded on demand are named by id, so the runtime holds no map from id to chunk name', () => {
      const startup = new Set(['main', 'runtime~main', ...STARTUP_CHUNKS]);
      const files = readdirSync(join(dir, 'assets', 'js')).filter((name) => name.endsWith('.js'));
      const named = files.filter((name) => !/^\d+\.[0-9a-f]{8}\.js$/.test(name) && !startup.has(name.replace(/\.[0-9a-f]{8}\.js$/, '')));
      expect(files.length).toBeGreaterThan(100);
      expect(named).toEqual([]);
    });

    test('the MDX provider is in the vendors file alone, not copied into every page content chunk', () => {
      const js = join(dir, 'assets', 'js');
      // @mdx-js/react's MDXProvider reads `disableParentContext` from its props: minifying keeps the name.
      const holders = readdirSync(js).filter((name) => name.endsWith('.js') && read(join(js, name)).includes('disableParentContext'));
      // Left to Rspack, it is in each of the 252 content chunks, and a blog list loads ten of them.
      expect(holders.map((name) => name.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual(['vendors']);
    });

    test('the browser entry is the staged one', () => {
      const main = read(join(BUILD, startupScripts(page('index.html')).get('main')!));
      // src/client/stages.ts yields between stages through a MessageChannel that it closes after
      // one message. React's scheduler uses a channel too, but never closes it; Docusaurus's own
      // entry (clientEntry.js) has neither.
      expect(main).toContain('port1.close()');
    });

    test("the browser's route registry carries no module paths, and imports each long doc with its sections", () => {
      const routes = read(join(BUILD, startupScripts(page('index.html')).get('routes')!));
      // Docusaurus writes `[() => import("@site/…"), "@site/…", require.resolveWeak("@site/…")]`; the
      // import and the weak require compile to module ids, the middle string stays unless trimmed.
      expect(routes.match(/"@site\/[^"]*"/g) ?? [], 'module paths in the route registry').toEqual([]);
      // The longest docs are imported with `.then((m) => …m.loadDeferredSections?.()…)`.
      expect(routes).toContain(`.${LOAD_EXPORT}`);
    });

    test('the page chrome the post-build steps select is in the built pages', () => {
      const selectors = read(join(ROOT, 'scripts/lib/markdown-twins.ts')) + read(join(ROOT, 'scripts/lib/search-records.ts'));
      for (const [rel, wanted] of Object.entries(SELECTED_MARKUP)) {
        const $ = loadBuiltPage(page(rel));
        for (const selector of wanted) {
          expect(selectors, `${selector}: a selector of the post-build steps`).toContain(selector);
          expect($(selector).length, `${rel}: ${selector}`).toBeGreaterThan(0);
        }
      }
    });

    test('the route data leaves out what the pages do not show', () => {
      const modules = jsonModules(locale);

      const archives = modules.filter(({value}) => typeof value.archive === 'object');
      expect(archives, 'the blog archive route data').toHaveLength(1);
      const posts = (archives[0].value.archive as {blogPosts: Record<string, unknown>[]}).blogPosts;
      expect(posts.length).toBeGreaterThan(40);
      for (const post of posts) {
        expect(Object.keys(post).sort()).toEqual(['id', 'metadata']);
        expect(Object.keys(post.metadata as object).sort()).toEqual(['date', 'permalink', 'title']);
      }

      const versions = modules.filter(({value}) => typeof value.version === 'object' && 'docs' in (value.version as object));
      expect(
        versions.map(({value}) => (value.version as {version: string}).version).sort(),
        'one version data file a docs version',
      ).toEqual(Object.keys(DOCS_VERSIONS.versions).sort());
      for (const {file, value} of versions) {
        const docs = Object.values((value.version as {docs: Record<string, object>}).docs);
        expect(docs.length, file).toBeGreaterThan(1);
        for (const doc of docs) expect(doc, file).not.toHaveProperty('description');
      }
    });
  });
}

/** A limit of `wrangler pages deploy`, read from the wrangler the project installs. */
function pagesLimit(name: 'MAX_ASSET_SIZE2' | 'MAX_ASSET_COUNT2'): number {
  const cli = read(join(ROOT, 'node_modules/wrangler/wrangler-dist/cli.js'));
  const found = new RegExp(`var ${name} = ([\\d.e* ]+);`).exec(cli);
  if (!found) throw new Error(`wrangler's ${name} moved: read its pages deploy walk again`);
  return Number(runInNewContext(found[1]));
}

test('the build deploys to Cloudflare Pages: no file over its size limit, no more files than it takes', () => {
  // wrangler's walk of the folder, before it uploads anything: it refuses a file over 25 MiB and a
  // deployment of more than 20,000 files (the template engine's wasm is cut into parts for this).
  const maxSize = pagesLimit('MAX_ASSET_SIZE2');
  const maxCount = pagesLimit('MAX_ASSET_COUNT2');
  const over: string[] = [];
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && !['_headers', '_redirects', '_routes.json', '_worker.js'].includes(entry.name)) {
        count++;
        if (statSync(path).size > maxSize) over.push(`${path.slice(BUILD.length + 1)}: ${statSync(path).size} bytes`);
      }
    }
  };
  walk(BUILD);
  expect(over, `files over ${maxSize} bytes`).toEqual([]);
  expect(count).toBeLessThanOrEqual(maxCount);
});

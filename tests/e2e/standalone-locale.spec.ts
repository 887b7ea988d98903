import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {expect, test} from '@playwright/test';
import {LOCALES, SITE} from '../../src/site-constants';
import {SPEC_LOCALES} from '../contract-spec';
import {localized, routes, ROOT} from '../contract';
import {find, tags} from '../html';
import {HIDDEN_FILES, NGINX_HEADERS_FILE} from '../../deploy/hidden-files';
import {blockedScripts} from '../../scripts/lib/csp';
import {BUILD, NGINX_MISSING, startNginx, startServeMjs, type Served} from '../nginx-server';

// `docusaurus build --locale es`, as maintainers type it (`npm run build:standalone-es` adds only
// `--out-dir build-es`), must write the Spanish site that a host serves at /es/. Two hosts serve
// that folder, and only that folder, at /es/: nginx with deploy/nginx.conf, as a CDN would, and
// `npm run serve -- --dir build-es`, which finds the prefix in the build itself. A link or an asset
// that points anywhere but /es/ finds nothing there.
const STANDALONE = join(ROOT, 'build-es');
const ES = '/es/';

/** nginx with deploy/nginx.conf, its root a folder whose `es` is the standalone build. */
async function nginxAtEs(): Promise<Served> {
  const site = mkdtempSync(join(tmpdir(), 'helm-es-alone-'));
  symlinkSync(STANDALONE, join(site, 'es'));
  // deploy/nginx.conf includes the policy from its root: the standalone build's own.
  symlinkSync(join(STANDALONE, NGINX_HEADERS_FILE), join(site, NGINX_HEADERS_FILE));
  const nginx = await startNginx(site);
  return {origin: nginx.origin, port: nginx.port, stop: async () => (await nginx.stop(), rmSync(site, {recursive: true, force: true}))};
}

/** scripts/serve.mjs on the standalone build, with no --base: as a maintainer previews it. */
const serveMjs = (): Promise<Served> => startServeMjs(STANDALONE, ES);

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, keep);
    return keep(name) ? [path] : [];
  });
}
const htmlPages = () => files(STANDALONE, (n) => n.endsWith('.html'));
/** The URL path a page of the standalone build is served at. */
const servedAt = (file: string) => (ES + relative(STANDALONE, file).split('\\').join('/')).replace(/(index)?\.html$/, '');
/**
 * The pages Docusaurus rendered for this locale. Left out: files copied from static/ into every
 * locale (the Go import pages, which link the English docs), and the not-found page, whose
 * language menu links the missing page in each language (checked on its own below).
 */
const renderedPages = () =>
  htmlPages().filter((file) => {
    const rel = relative(STANDALONE, file);
    return rel !== '404.html' && statSync(join(ROOT, 'static', rel), {throwIfNoEntry: false}) === undefined;
  });

const strip = (url: string) => url.replace(/\/$/, '');

/** At most this many requests at a time: the test nginx has one worker of 256 connections. */
let slots = 16;
const waiting: (() => void)[] = [];
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (slots === 0) await new Promise<void>((resolve) => waiting.push(resolve));
  else slots--;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else slots++;
  }
}

/** GETs each URL once; the responses' status and, for HTML, the ids of its elements. */
const fetched = new Map<string, Promise<{status: number; finalPath: string; ids: Set<string>}>>();
function get(origin: string, path: string) {
  let answer = fetched.get(origin + path);
  if (!answer) {
    answer = limited(() => fetch(origin + path)).then(async (response) => {
      const html = (response.headers.get('content-type') ?? '').startsWith('text/html') ? await response.text() : '';
      if (!html) await response.body?.cancel();
      const ids = new Set(tags(html).flatMap((t) => (t.attrs.id ? [t.attrs.id] : [])));
      return {status: response.status, finalPath: new URL(response.url).pathname, ids};
    });
    fetched.set(origin + path, answer);
  }
  return answer;
}

test('is built for /es/: its home page links, loads and names its URLs under /es/', async () => {
  const html = readFileSync(join(STANDALONE, 'index.html'), 'utf8');
  expect(find(html, 'link', {rel: 'canonical'})?.attrs.href).toBe(`${SITE.url}/es/`);
  expect(find(html, 'link', {rel: 'alternate', hreflang: SPEC_LOCALES.configs.en.htmlLang})?.attrs.href).toBe(`${SITE.url}/`);
  const assets = [...tags(html, 'script'), ...tags(html, 'link')].map((t) => t.attrs.src ?? t.attrs.href).filter((u) => u?.startsWith('/'));
  expect(assets.length).toBeGreaterThan(3);
  for (const url of assets) expect(url, 'asset URL').toMatch(/^\/es\//);
  const docsLink = tags(html, 'a').find((a) => a.attrs.href?.endsWith('/docs/'));
  expect(docsLink?.attrs.href).toBe('/es/docs/');
});

test("matches the /es/ of the full build: the same files (but its hosts' files at its root), the same text apart from hashed script names", () => {
  const fullEs = join(BUILD, LOCALES.all[1]);
  expect(statSync(join(fullEs, 'index.html'), {throwIfNoEntry: false})?.isFile(), 'run `npm run build` first').toBe(true);
  // Scripts are named by a hash of their content; the route table's script also lists the
  // plugin that finishes a standalone build, so its hash (and the runtime's) differ.
  const unhashed = (text: string) => text.replace(/\.[0-9a-f]{8}\.js\b/g, '.#.js');
  const list = (dir: string) =>
    files(dir, () => true)
      .map((f) => unhashed(relative(dir, f)))
      .filter((rel) => !HIDDEN_FILES.includes(rel))
      .sort();
  // The template engine is one copy at the site's root in the full build, for every locale; a
  // locale built on its own carries that copy itself (src/plugins/template-engine).
  const ENGINE = 'assets/engine/';
  expect(list(STANDALONE).filter((rel) => !rel.startsWith(ENGINE))).toEqual(list(fullEs));
  expect(list(STANDALONE).filter((rel) => rel.startsWith(ENGINE))).toEqual(list(BUILD).filter((rel) => rel.startsWith(ENGINE)));
  const differ: string[] = [];
  const text = files(STANDALONE, (n) => /\.(html|xml|json|txt|svg)$/.test(n) && !n.endsWith('.js'));
  for (const file of text) {
    const rel = relative(STANDALONE, file);
    if (rel.startsWith('assets/js/')) continue;
    if (unhashed(readFileSync(file, 'utf8')) !== unhashed(readFileSync(join(fullEs, rel), 'utf8'))) differ.push(rel);
  }
  expect(text.length).toBeGreaterThan(htmlPages().length);
  expect(differ).toEqual([]);
});

const HOSTS: {name: string; start: () => Promise<Served>; missing?: string}[] = [
  {name: 'nginx with deploy/nginx.conf, the folder at /es/', start: nginxAtEs, missing: NGINX_MISSING},
  {name: 'npm run serve -- --dir build-es', start: serveMjs},
];

for (const host of HOSTS) {
  test.describe(host.name, () => {
    test.describe.configure({mode: 'default'});
    test.skip(!!host.missing, host.missing);
    let served: Served | undefined;
    const origin = () => served!.origin;
    test.beforeAll(async () => {
      expect(statSync(join(STANDALONE, 'index.html'), {throwIfNoEntry: false})?.isFile(), 'run `npm run build:standalone-es` first').toBe(
        true,
      );
      served = await host.start();
    });
    test.afterAll(async () => {
      await served?.stop();
    });

    test('every Spanish route of the spec answers 200, with its canonical URL, both alternates and a policy that allows its inline scripts (CSP script hashes)', async () => {
      test.setTimeout(120_000);
      const failures: string[] = [];
      await Promise.all(
        routes().map(async (entry) => {
          const path = localized(entry.path, 'es');
          const [response, html] = await limited(async () => {
            const r = await fetch(origin() + path);
            return [r, await r.text()] as const;
          });
          if (response.status !== 200) return void failures.push(`${path}: ${response.status}`);
          const canonical = find(html, 'link', {rel: 'canonical'})?.attrs.href ?? '';
          if (strip(canonical) !== strip(SITE.url + path)) failures.push(`${path}: canonical ${canonical}`);
          for (const blocked of blockedScripts(html, response.headers.get('content-security-policy'))) failures.push(`${path}: ${blocked}`);
          for (const locale of LOCALES.all) {
            const href = find(html, 'link', {rel: 'alternate', hreflang: SPEC_LOCALES.configs[locale].htmlLang})?.attrs.href ?? '';
            if (strip(href) !== strip(SITE.url + localized(entry.path, locale))) failures.push(`${path}: hreflang ${locale} ${href}`);
          }
        }),
      );
      expect(failures).toEqual([]);
    });

    test('every link, asset and #anchor of every page resolves under /es/; only the English twin leaves it', async () => {
      test.setTimeout(240_000);
      const pages = renderedPages();
      const broken: string[] = [];
      const checks: Promise<void>[] = [];
      let links = 0;
      for (const file of pages) {
        const pagePath = servedAt(file);
        const html = readFileSync(file, 'utf8');
        // The page's own twin in English, which the English site serves; the locale menu links to it.
        const english = find(html, 'link', {rel: 'alternate', hreflang: SPEC_LOCALES.configs.en.htmlLang})?.attrs.href;
        const ownIds = new Set(tags(html).flatMap((t) => (t.attrs.id ? [t.attrs.id] : [])));
        const urls = [
          // Absolute links to https://helm.sh in the text are links to the live site, as any other.
          ...tags(html, 'a')
            .map((t) => t.attrs.href)
            .filter((href) => !/^https?:/.test(href ?? '')),
          ...tags(html, 'link')
            .filter((t) => !/\b(canonical|alternate)\b/.test(t.attrs.rel ?? ''))
            .map((t) => t.attrs.href),
          ...tags(html, 'script').map((t) => t.attrs.src),
          ...tags(html, 'img').map((t) => t.attrs.src),
          ...tags(html, 'meta')
            .filter((t) => /^(og|twitter):image$/.test(t.attrs.property ?? t.attrs.name ?? ''))
            .map((t) => t.attrs.content),
        ];
        for (const href of urls) {
          if (!href || href === '#' || /^(mailto:|tel:|javascript:|data:)/.test(href) || href.startsWith('//')) continue;
          if (href.startsWith('#')) {
            links++;
            if (!ownIds.has(decodeURIComponent(href.slice(1)))) broken.push(`${pagePath}: ${href} (no such id)`);
            continue;
          }
          const url = new URL(href, `${SITE.url}${pagePath}`);
          if (url.origin !== SITE.url) continue;
          links++;
          if (!url.pathname.startsWith(ES)) {
            if (english && strip(url.href) === strip(english)) continue;
            broken.push(`${pagePath}: ${href} (outside /es/)`);
            continue;
          }
          const hash = decodeURIComponent(url.hash.slice(1));
          checks.push(
            get(origin(), url.pathname).then(({status, finalPath, ids}) => {
              if (status !== 200) broken.push(`${pagePath}: ${href} (${status})`);
              else if (!finalPath.startsWith(ES)) broken.push(`${pagePath}: ${href} (redirected to ${finalPath})`);
              else if (hash && !ids.has(hash)) broken.push(`${pagePath}: ${href} (no #${hash})`);
            }),
          );
        }
      }
      await Promise.all(checks);
      console.log(
        `standalone /es/: ${links} links on ${pages.length} pages, ${[...fetched.keys()].filter((k) => k.startsWith(origin())).length} distinct URLs, ${broken.length} broken`,
      );
      expect(pages.length).toBeGreaterThan(200);
      expect(links).toBeGreaterThan(pages.length * 20);
      expect(broken.slice(0, 50)).toEqual([]);
    });

    test('the sitemap, the feeds and the search index name only URLs under /es/ that answer 200', async () => {
      test.setTimeout(120_000);
      const sitemap = readFileSync(join(STANDALONE, 'sitemap.xml'), 'utf8');
      const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs.length).toBeGreaterThan(200);
      const alternates = [...sitemap.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
      expect(alternates.some(([lang, href]) => lang === SPEC_LOCALES.configs.en.htmlLang && !href.startsWith(`${SITE.url}/es/`))).toBe(
        true,
      );
      const feeds = ['blog/rss.xml', 'blog/atom.xml'].map((f) => readFileSync(join(STANDALONE, f), 'utf8'));
      const feedLinks = feeds.flatMap((xml) => [...xml.matchAll(/(?:<link>|href=")(https:\/\/helm\.sh[^<"]*)/g)].map((m) => m[1]));
      expect(feedLinks.length).toBeGreaterThan(20);
      const manifest = readFileSync(join(STANDALONE, 'search-index.json'), 'utf8');
      const shards = [...manifest.matchAll(/"file":"([^"]+\.json)"/g)].map((m) => m[1]);
      expect(shards.length).toBeGreaterThan(0);

      const bad: string[] = [];
      for (const url of [...locs, ...feedLinks]) {
        if (!url.startsWith(`${SITE.url}/es/`)) bad.push(`${url} (outside /es/)`);
        else if ((await get(origin(), new URL(url).pathname)).status !== 200) bad.push(`${url} (not 200)`);
      }
      for (const shard of shards) {
        const path = new URL(shard, `${SITE.url}/es/search-index.json`).pathname;
        if (!path.startsWith(ES) || (await get(origin(), path)).status !== 200) bad.push(`search shard ${shard}`);
      }
      expect(bad.slice(0, 20)).toEqual([]);
    });

    test('a missing page answers 404 with the Spanish not-found page, whose assets load from /es/', async () => {
      const response = await fetch(`${origin()}/es/no-such-page`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(find(html, 'html')?.attrs.lang).toBe(SPEC_LOCALES.configs.es.htmlLang);
      const assets = tags(html, 'script')
        .map((t) => t.attrs.src)
        .filter(Boolean) as string[];
      expect(assets.length).toBeGreaterThan(0);
      for (const src of assets) {
        expect(src).toMatch(/^\/es\//);
        expect((await get(origin(), src)).status, src).toBe(200);
      }
    });

    test('a reader opens a page, follows a link and searches, all within /es/', {tag: '@browser'}, async ({page}) => {
      const failed: string[] = [];
      page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
      page.on('response', (r) => r.status() >= 400 && failed.push(`${r.url()} ${r.status()}`));
      page.on('pageerror', (e) => failed.push(`page error: ${e.message}`));
      await page.goto(`${origin()}/es/docs/intro/install`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.locator('.theme-doc-sidebar-container a[href="/es/docs/intro/quickstart"]').first().click();
      await expect(page).toHaveURL(`${origin()}/es/docs/intro/quickstart`);
      await expect(page.locator('article h1')).toContainText('Guía');
      await page
        .getByRole('button', {name: /Buscar/})
        .first()
        .click();
      await page.getByRole('searchbox').fill('plantilla');
      const hit = page.locator('.DocSearch-Hit a').first();
      await expect(hit).toHaveAttribute('href', /^\/es\//);
      expect(failed).toEqual([]);
    });
  });
}

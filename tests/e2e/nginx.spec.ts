import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {HEADERS} from '../../deploy/routes';
import {collectScripts, hostHeaderProblems, htmlFiles, NGINX_HEADERS_FILE, PAGES_HEADERS_FILE, readHostPolicy} from '../../scripts/lib/csp';
import {BUILD, NGINX_CONF, NGINX_MISSING, startNginx, type Nginx} from '../nginx-server';
import {builtEngine} from '../template-engine/harness';

// deploy/nginx.conf is what production runs: serve the build with it, on a free loopback port,
// and check the status codes and headers it promises. The build's _headers (Cloudflare Pages, and
// scripts/serve.mjs) and _nginx-headers.conf (which deploy/nginx.conf includes) must send the same
// security policy, which allows exactly the build's inline scripts (scripts/lib/csp.ts).
const builtPolicy = (file: string) => (existsSync(BUILD) ? readHostPolicy(BUILD, file) : undefined) ?? '';
const CSP = builtPolicy(NGINX_HEADERS_FILE);

const nginxHeader = (name: string) => NGINX_CONF.match(new RegExp(`add_header ${name} "([^"]+)" always;`))?.[1];
const directive = (name: string) =>
  CSP.split(/;\s*/)
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

test.describe('the security policy', () => {
  test.beforeAll(() => {
    expect(existsSync(BUILD), 'run `npm run build` first').toBe(true);
  });

  test('is the same for nginx and Cloudflare Pages', () => {
    expect(CSP).toContain("default-src 'self'");
    expect(builtPolicy(PAGES_HEADERS_FILE)).toBe(CSP);
    const pagesHeaders = readFileSync(join(BUILD, PAGES_HEADERS_FILE), 'utf8');
    for (const [name, value] of Object.entries(HEADERS)) {
      expect(nginxHeader(name), name).toBe(value);
      expect(pagesHeaders, name).toContain(`  ${name}: ${value}\n`);
    }
  });

  test('asks browsers for HTTPS for a year at least, subdomains included', () => {
    const hsts = HEADERS['Strict-Transport-Security'];
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(hsts).toMatch(/;\s*includeSubDomains/);
  });

  test("CSP script hashes: each host's file in the build allows every inline script of its pages (Docusaurus's start-up and base-URL scripts), and nothing inline besides", () => {
    const pages = htmlFiles(BUILD);
    expect(hostHeaderProblems(BUILD, pages)).toEqual([]);
    const scripts = collectScripts(pages);
    // The start-up script of every page and the base-URL warning of each home page, at least.
    expect(scripts.map((s) => s.surface)).toEqual(
      expect.arrayContaining([expect.stringMatching(/start-up/), expect.stringMatching(/base-URL/)]),
    );
    expect(
      directive('script-src')
        .filter((s) => s.startsWith("'sha256-"))
        .sort(),
    ).toEqual(scripts.map((s) => s.hash).sort());
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
  });

  test("allows DocSearch's analytics script at the version the site ships", () => {
    const docsearch = readFileSync(require.resolve('@docsearch/react'), 'utf8');
    const version = docsearch.match(/"(\d+\.\d+\.\d+)",\w+="https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@"/)?.[1];
    expect(version, 'search-insights URL in @docsearch/react').toBeTruthy();
    expect(directive('script-src')).toContain(`https://cdn.jsdelivr.net/npm/search-insights@${version}/dist/search-insights.min.js`);
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io']),
    );
  });
});

test.describe('deploy/nginx.conf serving the build', () => {
  test.describe.configure({mode: 'default'});
  test.skip(!!NGINX_MISSING, NGINX_MISSING);

  let nginx: Nginx;
  let origin = '';

  test.beforeAll(async () => {
    nginx = await startNginx();
    origin = nginx.origin;
  });

  test.afterAll(async () => {
    await nginx?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(origin + path, {redirect: 'manual', headers});

  test('pages answer 200 as clean URLs, with the security headers and no caching', async () => {
    for (const path of ['/', '/es/', '/es/docs/', '/es/docs/2', '/docs/intro/install', '/es/markdown-page', '/es/blog']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy'), path).toBe(CSP);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  test('.html and /index.html suffixes redirect to the bare path, query kept', async () => {
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/es/markdown-page.html', '/es/markdown-page'],
      ['/es/docs/2/index.html', '/es/docs/2'],
      ['/docs/intro/install.html?x=1', '/docs/intro/install?x=1'],
    ]) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  test('a missing page answers 404 with the not-found page of its locale', async () => {
    for (const [path, lang, title] of [
      ['/no/such/page', 'en-us', 'Page Not Found'],
      ['/es/no/existe', 'es', 'Página no encontrada'],
      ['/es/404.html', 'es', 'Página no encontrada'],
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), path).toBe(CSP);
      const html = await response.text();
      // Attribute values are quoted or not, as the minifier or the critical-CSS step wrote them.
      expect(html, path).toMatch(new RegExp(`<html lang="?${lang}"? `));
      expect(html, path).toContain(title);
    }
  });

  test('hashed assets are cached for a year and sent compressed; other files are revalidated', async () => {
    const home = await (await get('/es/')).text();
    const script = home.match(/src="?(\/es\/assets\/js\/main\.[0-9a-f]+\.js)/)?.[1];
    const style = home.match(/href="?(\/es\/assets\/css\/styles\.[0-9a-f]+\.css)/)?.[1];
    expect(script && style).toBeTruthy();
    for (const path of [script!, style!]) {
      const response = await get(path, {'accept-encoding': 'gzip'});
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
    }
    const image = await get('/img/helm.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers.get('cache-control')).toBe('no-cache');
  });

  test("the template engine's parts are sent as application/wasm, immutable, from their brotli and gzip copies", async () => {
    const engine = builtEngine();
    test.skip(!engine, 'the build has no template engine (it was made without Go)');
    for (const part of engine!.parts)
      for (const coding of ['br', 'gzip']) {
        const response = await get(part, {'accept-encoding': coding});
        expect(response.status, part).toBe(200);
        expect(response.headers.get('content-type'), part).toBe('application/wasm');
        expect(response.headers.get('content-encoding'), part).toBe(coding);
        expect(response.headers.get('cache-control'), part).toBe('public, max-age=31536000, immutable');
        await response.body?.cancel();
      }
  });

  test('pages run under the security policy: hydrated, search opens, no violation', {tag: '@browser'}, async ({browser}) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Only loopback traffic: anything else (Algolia, the analytics CDN) is aborted, not sent.
    await page.route(
      (url) => !/^(127\.0\.0\.1|localhost)$/.test(url.hostname),
      (route) => route.abort(),
    );
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as {violations: string[]}).violations = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    // Chromium reports a Permissions-Policy it cannot parse, or a feature it does not know, on the console.
    const policyErrors: string[] = [];
    page.on('console', (m) => /Permissions-Policy|Feature Policy/i.test(m.text()) && policyErrors.push(m.text()));
    for (const path of ['/es/', '/es/docs/intro/install', '/blog', '/es/search?q=chart']) {
      await page.goto(origin + path);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      if (path === '/es/') {
        await page.keyboard.press('Control+k');
        await expect(page.locator('.DocSearch-Modal')).toBeVisible();
        await page.keyboard.press('Escape');
      }
      expect(await page.evaluate(() => (window as unknown as {violations: string[]}).violations), path).toEqual([]);
    }
    expect(policyErrors).toEqual([]);
    await context.close();
  });
});

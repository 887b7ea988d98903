import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {brotliCompressSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {HEADERS, HELM_SH} from '../../deploy/routes';
import {blockedScripts, inlineScripts} from '../../scripts/lib/csp';
import {BUILD, forEachHost, startServeMjs} from '../nginx-server';

// What both hosts promise besides routing: the security headers on every answer, the build's own
// .br/.gz copies instead of compressing per request, revalidation with a 304, and security.txt;
// the build's Content-Security-Policy allowing the inline scripts of the pages as they are served;
// and that a serve.mjs left running while the build is replaced serves the new build.

const PAGE = '/docs/intro/install';

test('the build holds a brotli and a gzip copy of its pages and scripts', () => {
  const html = join(BUILD, 'docs/intro/install.html');
  expect(existsSync(`${html}.br`), 'run `npm run build`: scripts/finish-locale.ts writes .br and .gz').toBe(true);
  expect(existsSync(`${html}.gz`)).toBe(true);
  const home = readFileSync(join(BUILD, 'index.html'), 'utf8');
  const script = home.match(/src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/)?.[1];
  expect(script).toBeTruthy();
  expect(existsSync(join(BUILD, `${script}.br`))).toBe(true);
});

forEachHost(
  (host) => {
    test('pages carry HSTS, the permissions policy and the rest of the security headers', async () => {
      for (const path of ['/', '/es/', PAGE, '/no/such/page', '/docs/v3/intro']) {
        const response = await fetch(host.origin() + path, {redirect: 'manual'});
        for (const [name, value] of Object.entries(HEADERS)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
    });

    test('text is sent from the precompressed copies, brotli first', async () => {
      const raw = readFileSync(join(BUILD, 'docs/intro/install.html'));
      for (const [accept, encoding, copy] of [
        ['br, gzip', 'br', '.br'],
        // Chromium's and Firefox's: br after gzip at the same q.
        ['gzip, deflate, br, zstd', 'br', '.br'],
        ['gzip', 'gzip', '.gz'],
      ]) {
        const response = await fetch(host.origin() + PAGE, {headers: {'accept-encoding': accept}});
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding'), accept).toBe(encoding);
        expect(response.headers.get('vary'), accept).toMatch(/Accept-Encoding/i);
        // fetch decodes the body: it must be the page, and the bytes sent the build's copy.
        expect(Buffer.from(await response.arrayBuffer()).equals(raw), accept).toBe(true);
        expect(Number(response.headers.get('content-length')), accept).toBe(
          readFileSync(join(BUILD, `docs/intro/install.html${copy}`)).length,
        );
      }
    });

    test('a page seen before answers 304 to its ETag', async () => {
      const first = await fetch(host.origin() + PAGE, {headers: {'accept-encoding': 'br'}});
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      expect(first.headers.get('last-modified')).toBeTruthy();
      const again = await fetch(host.origin() + PAGE, {headers: {'accept-encoding': 'br', 'if-none-match': etag!}});
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toBe('no-cache');
    });

    test('security.txt names the contact and expires in the future', async () => {
      const response = await fetch(`${host.origin()}/.well-known/security.txt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await response.text();
      for (const [field, value] of Object.entries(HELM_SH.security_txt)) {
        if (field !== 'Expires') expect(text).toContain(`${field}: ${value}\n`);
      }
      expect(Date.parse(text.match(/^Expires: (.+)$/m)![1])).toBeGreaterThan(Date.now());
    });
    // Pages compresses at its edge, not from the build's copies: http-semantics.spec.ts checks what its engine sends.
  },
  ['serve.mjs', 'nginx'],
);

forEachHost((host) => {
  test("CSP script hashes: every inline script of the pages served (Docusaurus's start-up script, the base-URL warning) is allowed by the policy served with it", async () => {
    // Each kind of page, in both locales and in each encoding a host sends it in.
    for (const path of ['/', '/es/', PAGE, `/es${PAGE}`, '/blog', '/es/blog', '/no/such/page', '/es/no/such/page']) {
      for (const accept of ['br', 'gzip', 'identity']) {
        const response = await fetch(host.origin() + path, {headers: {'accept-encoding': accept}});
        const html = await response.text();
        expect(inlineScripts(html).length, `${path} (${accept}): a page with its start-up script`).toBeGreaterThan(0);
        expect(blockedScripts(html, response.headers.get('content-security-policy')), `${host.name} ${path} (${accept})`).toEqual([]);
      }
    }
  });
});

test.describe('scripts/serve.mjs across a rebuild', () => {
  let dir = '';
  test.beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'helm-rebuild-'));
  });
  test.afterEach(() => rmSync(dir, {recursive: true, force: true}));

  /**
   * A build of the least serve.mjs needs, whose not-found page loads the hashed script of build
   * `id`, and a page, with its brotli copy when `pageCopy`.
   */
  const build = (id: string, pageCopy: boolean) => {
    rmSync(dir, {recursive: true, force: true});
    const write = (rel: string, body: string | Buffer) => {
      mkdirSync(dirname(join(dir, rel)), {recursive: true});
      writeFileSync(join(dir, rel), body);
    };
    write('index.html', '<!doctype html><link rel="canonical" href="https://helm.sh/"><p>home</p>');
    write('_headers', `/*\n  Content-Security-Policy: script-src 'self' 'sha256-${id}'\n`);
    const notFound = `<!doctype html><p>not found</p><script src="/assets/js/main.${id}.js"></script>`;
    write('404.html', notFound);
    write('404.html.br', brotliCompressSync(notFound));
    write(`assets/js/main.${id}.js`, `console.log(${JSON.stringify(id)});`);
    write('page.html', `<!doctype html><p>page ${id}</p>`);
    if (pageCopy) write('page.html.br', brotliCompressSync(`<!doctype html><p>page ${id}</p>`));
  };

  test("a server left running serves the new build's not-found page, whose script exists, in each encoding, its pages and its policy", async () => {
    build('aaaa1111', true);
    const server = await startServeMjs(dir);
    try {
      const get = (path: string, accept = 'identity') => fetch(server.origin + path, {headers: {'accept-encoding': accept}});
      for (const accept of ['identity', 'gzip, deflate, br, zstd'])
        expect(await (await get('/no/such/page', accept)).text()).toContain('main.aaaa1111.js');
      expect((await get('/assets/js/main.aaaa1111.js')).status).toBe(200);
      const page = await get('/page', 'gzip, deflate, br');
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-aaaa1111'");
      expect(await page.text()).toContain('page aaaa1111');

      build('bbbb2222', false);
      // The copy the server found before is gone: the page, as it is now.
      for (const accept of ['gzip, deflate, br', 'identity']) {
        const again = await get('/page', accept);
        expect(again.status, accept).toBe(200);
        expect(again.headers.get('content-encoding'), accept).toBeNull();
        expect(await again.text(), accept).toContain('page bbbb2222');
        // The new build's policy: the hashes of its own inline scripts.
        expect(again.headers.get('content-security-policy'), accept).toBe("script-src 'self' 'sha256-bbbb2222'");
      }
      for (const accept of ['identity', 'gzip, deflate, br, zstd']) {
        const response = await get('/no/such/page', accept);
        expect(response.status, accept).toBe(404);
        const html = await response.text();
        expect(html, accept).toContain('main.bbbb2222.js');
        const script = html.match(/src="([^"]+)"/)![1];
        expect((await get(script)).status, `${accept}: ${script}`).toBe(200);
      }
      expect((await get('/assets/js/main.aaaa1111.js')).status).toBe(404);

      // Half-way through a rebuild there is no not-found page or _headers yet: still a 404, and the server stays up.
      rmSync(join(dir, '404.html'));
      rmSync(join(dir, '404.html.br'));
      rmSync(join(dir, '_headers'));
      expect((await get('/no/such/page')).status).toBe(404);
      const home = await get('/');
      expect(home.status).toBe(200);
      expect(home.headers.get('content-security-policy'), 'the last policy read').toBe("script-src 'self' 'sha256-bbbb2222'");
    } finally {
      await server.stop();
    }
  });
});

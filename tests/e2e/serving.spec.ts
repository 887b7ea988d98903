import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {HEADERS, HELM_SH} from '../../deploy/routes';
import {BUILD, forEachHost} from '../nginx-server';

// What both hosts promise besides routing: the security headers on every answer, the build's own
// .br/.gz copies instead of compressing per request, revalidation with a 304, and security.txt.

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
    // Pages compresses at its edge, which wrangler does not run: the copies are for the other two.
  },
  ['serve.mjs', 'nginx'],
);

import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {CACHE_IMMUTABLE, CACHE_REVALIDATE, HIDDEN_FILES, PAGES_ENGINE} from '../../deploy/routes';
import {BUILD, forEachHost, HOST_CONCURRENCY, type Host} from '../nginx-server';
import {header, payload, rawRequest, type RawResponse} from '../raw-http';

// HTTP as RFC 9110 and 9111 describe it, on scripts/serve.mjs, nginx with deploy/nginx.conf and
// Cloudflare's Pages engine with the build's _redirects and _headers: the same requests and the
// same expectations. Where Pages' engine legitimately differs, the test's name says how, in the
// words of the routing table's PAGES_ENGINE.

const PAGE = '/docs/intro/install';
/** The bytes of the page as the build holds them (scripts/lib/flatten-pages.ts moved it to x.html). */
const pageFile = (suffix = '') => readFileSync(join(BUILD, `${PAGE}.html${suffix}`));
const hashedScript = () => `/assets/js/${readdirSync(join(BUILD, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))}`;

/** The Accept-Encoding each browser sends with every request, a page's and a script's alike. */
const BROWSERS = {
  Chromium: 'gzip, deflate, br, zstd',
  Firefox: 'gzip, deflate, br, zstd',
  Safari: 'gzip, deflate, br',
};

function send(host: Host, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return rawRequest(host.port(), lines.join('\r\n'));
}

/** Revalidated on every use: `no-cache`, or Pages' `max-age=0, must-revalidate`. */
const revalidated = (value = '') =>
  /\bno-cache\b|\bno-store\b/.test(value) || (/\bmax-age=0\b/.test(value) && /\bmust-revalidate\b/.test(value));
/** Not kept by a cache for more than a minute. */
const notCachedLong = (value?: string) => !value || revalidated(value) || Number(value.match(/max-age=(\d+)/)?.[1] ?? 0) <= 60;

/** Every URL of both sitemaps, as paths. */
const SITEMAP_PATHS = ['sitemap.xml', 'es/sitemap.xml'].flatMap((file) =>
  [...readFileSync(join(BUILD, file), 'utf8').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]),
);

/** Requests the other suites send that a server could trip on; every host must still answer after them. */
const MALFORMED: Record<string, string>[] = [
  {Range: 'bytes=2-1'},
  {Range: 'bytes=-0'},
  {Range: 'bytes=99999999999999999999-'},
  {Range: 'bytes=0-0,-1,2-1'},
  {Range: 'lines=0-1'},
  {Range: 'bytes='},
  {'If-Range': 'garbage', Range: 'bytes=0-1'},
  {'If-None-Match': '"'},
  {'If-Modified-Since': 'not a date'},
  {'Accept-Encoding': 'br;q=nan, gzip;q=2, *;q=-1'},
  {'Accept-Encoding': ';;;,,,'},
];

/** Follows one redirect: a suffix rule may send a spelling to its bare form, which must then be refused. */
async function afterOneRedirect(host: Host, path: string): Promise<RawResponse> {
  const response = await send(host, path);
  const location = header(response, 'location');
  return [301, 308].includes(response.status) && location ? send(host, location) : response;
}

forEachHost((host) => {
  const pages = host.name === 'pages';
  /** How Pages' engine differs, for a test's name, on that host only. */
  const engine = (key: keyof typeof PAGES_ENGINE) => (pages ? ` (Pages' engine ${PAGES_ENGINE[key].differs})` : '');
  const ignoresRange = engine('ranges');

  test.describe('Range', () => {
    test('an unsatisfiable range (bytes=2-1) answers 416, and the host still answers', async () => {
      const response = await send(host, PAGE, {'Accept-Encoding': 'identity', Range: 'bytes=2-1'});
      // RFC 9110 §14.2: an invalid range may be ignored (200) or refused (416); never a crash.
      expect([200, 416]).toContain(response.status);
      expect((await send(host, '/robots.txt')).status).toBe(200);
    });

    test(`bytes=0-0 sends the first byte only, with its Content-Range${ignoresRange}`, async () => {
      const whole = pageFile();
      const response = await send(host, PAGE, {'Accept-Encoding': 'identity', Range: 'bytes=0-0'});
      if (pages) return expect(payload(response).equals(whole)).toBe(true);
      expect(response.status).toBe(206);
      expect(header(response, 'content-range')).toBe(`bytes 0-0/${whole.length}`);
      expect(payload(response).equals(whole.subarray(0, 1))).toBe(true);
    });

    test(`a suffix range (bytes=-100) sends the last 100 bytes${ignoresRange}`, async () => {
      const whole = pageFile();
      const response = await send(host, PAGE, {'Accept-Encoding': 'identity', Range: 'bytes=-100'});
      if (pages) return expect(payload(response).equals(whole)).toBe(true);
      expect(response.status).toBe(206);
      expect(header(response, 'content-range')).toBe(`bytes ${whole.length - 100}-${whole.length - 1}/${whole.length}`);
      expect(payload(response).equals(whole.subarray(-100))).toBe(true);
    });

    test('several ranges get every part (multipart/byteranges) or the whole file, never the first part alone', async () => {
      const whole = pageFile();
      const response = await send(host, PAGE, {'Accept-Encoding': 'identity', Range: 'bytes=0-9,20-29'});
      if (response.status === 200) {
        expect(payload(response).equals(whole)).toBe(true);
      } else {
        expect(response.status).toBe(206);
        expect(header(response, 'content-type')).toMatch(/^multipart\/byteranges; boundary=/);
        const body = payload(response).toString('latin1');
        expect(body).toContain(`Content-Range: bytes 0-9/${whole.length}`);
        expect(body).toContain(`Content-Range: bytes 20-29/${whole.length}`);
      }
    });

    test(`a range of a brotli response counts the bytes sent, those of the .br copy${host.name === 'nginx' ? " (nginx's brotli_static: the whole copy, 200)" : ''}`, async () => {
      test.skip(pages, `Pages' engine ${PAGES_ENGINE.ranges.differs}`);
      const br = pageFile('.br');
      const response = await send(host, PAGE, {'Accept-Encoding': 'br', Range: 'bytes=0-9'});
      expect(header(response, 'content-encoding')).toBe('br');
      if (host.name === 'nginx') return expect(payload(response).equals(br)).toBe(true);
      expect(response.status).toBe(206);
      expect(header(response, 'content-range')).toBe(`bytes 0-9/${br.length}`);
      expect(payload(response).equals(br.subarray(0, 10))).toBe(true);
    });

    test(`If-Range with the current strong ETag or date gets the range; a weak, stale or listed tag or another date, the whole page${ignoresRange}`, async () => {
      const first = await send(host, PAGE, {'Accept-Encoding': 'identity'});
      const etag = header(first, 'etag')!;
      expect(etag).toBeTruthy();
      // RFC 9110 §13.1.5: only a strong validator, matched exactly, lets a range through.
      expect(etag, 'a strong ETag: a file is one representation').not.toMatch(/^W\//);
      const ranged = async (ifRange: string) => send(host, PAGE, {'Accept-Encoding': 'identity', Range: 'bytes=0-4', 'If-Range': ifRange});
      const current = await ranged(etag);
      expect(current.status).toBe(pages ? 200 : 206);
      if (!pages) expect(payload(current).equals(pageFile().subarray(0, 5))).toBe(true);
      for (const ifRange of [`W/${etag}`, '"stale-0000"', `"other", ${etag}`]) {
        const whole = await ranged(ifRange);
        expect(whole.status, ifRange).toBe(200);
        expect(payload(whole).equals(pageFile()), ifRange).toBe(true);
      }
      const lastModified = header(first, 'last-modified');
      if (pages) return expect(lastModified, PAGES_ENGINE.lastModified.differs).toBeUndefined();
      expect((await ranged(lastModified!)).status).toBe(206);
      const later = new Date(Date.parse(lastModified!) + 60_000).toUTCString();
      expect((await ranged(later)).status, later).toBe(200);
    });
  });

  test.describe('conditional requests', () => {
    test(`If-None-Match with the ETag, in a list, or * answers 304 with the ETag and Vary; another tag gets the page${engine('ifNoneMatch')}`, async () => {
      const first = await send(host, PAGE, {'Accept-Encoding': 'identity'});
      const etag = header(first, 'etag')!;
      expect(etag).toBeTruthy();
      for (const value of pages ? [etag] : [etag, `"other", ${etag}`, '*']) {
        const again = await send(host, PAGE, {'Accept-Encoding': 'identity', 'If-None-Match': value});
        expect(again.status, value).toBe(304);
        expect(again.body.length, value).toBe(0);
        if (pages) continue;
        expect(header(again, 'etag'), value).toBe(etag);
        expect(header(again, 'vary'), value).toMatch(/Accept-Encoding/i);
      }
      expect((await send(host, PAGE, {'Accept-Encoding': 'identity', 'If-None-Match': '"other"'})).status).toBe(200);
    });

    test('If-Modified-Since with the Last-Modified answers 304', async () => {
      test.skip(pages, `Pages' engine ${PAGES_ENGINE.lastModified.differs}`);
      const first = await send(host, PAGE, {'Accept-Encoding': 'identity'});
      const lastModified = header(first, 'last-modified')!;
      expect(lastModified).toBeTruthy();
      expect((await send(host, PAGE, {'Accept-Encoding': 'identity', 'If-Modified-Since': lastModified})).status).toBe(304);
    });
  });

  test('HEAD answers as GET does, without a body', async () => {
    for (const path of [PAGE, '/robots.txt', hashedScript(), '/img/helm-social-card.png', '/no/such/page']) {
      const get = await send(host, path, {'Accept-Encoding': 'br'});
      const head = await send(host, path, {'Accept-Encoding': 'br'}, 'HEAD');
      expect(head.status, path).toBe(get.status);
      for (const name of ['content-type', 'etag', 'content-encoding', 'cache-control'])
        expect(header(head, name), `${path} ${name}`).toBe(header(get, name));
      if (header(head, 'content-length')) expect(header(head, 'content-length'), path).toBe(String(payload(get).length));
      expect(head.body.length, path).toBe(0);
    }
  });

  test(`each browser's own Accept-Encoding gets brotli, for a page and a hashed script${engine('compression')}`, async () => {
    for (const path of [PAGE, hashedScript()]) {
      const file = readFileSync(join(BUILD, path === PAGE ? `${PAGE}.html` : path));
      for (const [browser, accept] of Object.entries(BROWSERS)) {
        const response = await send(host, path, {'Accept-Encoding': accept});
        const label = `${browser} (${accept}) ${path}`;
        expect(response.status, label).toBe(200);
        expect(header(response, 'cache-control'), `${label}: nothing may stop a CDN from compressing`).not.toMatch(/no-transform/);
        if (pages) {
          // Compressed on the way out, by the browser's first coding; the edge would pick brotli.
          expect(header(response, 'content-encoding'), label).toBe('gzip');
          expect(gunzipSync(payload(response)).equals(file), label).toBe(true);
          continue;
        }
        expect(header(response, 'content-encoding'), label).toBe('br');
        expect(header(response, 'vary'), label).toMatch(/Accept-Encoding/i);
        // The build's own copy, quality 11 for scripts, not one made per request.
        expect(payload(response).equals(readFileSync(join(BUILD, `${path === PAGE ? `${PAGE}.html` : path}.br`))), label).toBe(true);
        expect(brotliDecompressSync(payload(response)).equals(file), label).toBe(true);
      }
    }
  });

  test(`q-values are honoured: br;q=0 is never brotli, the highest q wins, and an unknown coding is not br${engine('compression')}`, async () => {
    for (const [accept, expected] of [
      ['br;q=0', undefined],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=1', 'br'],
      ['xbr, notbr', undefined],
      ['identity', undefined],
      ['br, gzip', 'br'],
    ] as const) {
      const response = await send(host, PAGE, {'Accept-Encoding': accept});
      expect(response.status, accept).toBe(200);
      expect(header(response, 'content-encoding'), accept).toBe(expected);
      if (!pages) expect(header(response, 'vary'), accept).toMatch(/Accept-Encoding/i);
    }
  });

  test(`a lower q-value for br than for gzip gets gzip${host.name === 'nginx' ? " (nginx's brotli_static: brotli whenever br's q is above 0)" : ''}`, async () => {
    const response = await send(host, PAGE, {'Accept-Encoding': 'br;q=0.1, gzip;q=0.9'});
    expect(header(response, 'content-encoding')).toBe(host.name === 'nginx' ? 'br' : 'gzip');
  });

  test('a binary file is typed from its extension, without a charset', async () => {
    const response = await send(host, '/img/helm-social-card.png');
    expect(response.status).toBe(200);
    expect(header(response, 'content-type')).toBe('image/png');
  });

  test(`text is labelled with its charset: html, md, txt, json, xml, svg${engine('charset')}`, async () => {
    const svg = `/img/${readdirSync(join(BUILD, 'img')).find((f) => f.endsWith('.svg'))}`;
    for (const [path, type, charset] of [
      [PAGE, 'text/html', true],
      [`${PAGE}.md`, 'text/markdown', true],
      ['/robots.txt', 'text/plain', true],
      ['/.well-known/security.txt', 'text/plain', true],
      ['/search-index.json', 'application/json', !pages],
      ['/sitemap.xml', /^(application|text)\/xml/, !pages],
      [svg, 'image/svg+xml', !pages],
    ] as const) {
      const value = header(await send(host, path), 'content-type') ?? '';
      expect(value, path).toMatch(typeof type === 'string' ? new RegExp(`^${type.replace(/[+/]/g, '\\$&')}`) : type);
      expect(value.toLowerCase(), path).toMatch(charset ? /;\s*charset=utf-8$/ : /^[a-z+/]+$/);
    }
  });

  test('a missing file of any type gets the not-found page as text/html, with status 404', async () => {
    for (const path of [
      '/no/such.md',
      '/no/such.txt',
      '/no/such.json',
      '/es/no/such.xml',
      '/img/no-such.svg',
      '/docs/intro/missing.md',
      '/assets/js/main.00000000.js',
    ]) {
      const response = await send(host, path, {'Accept-Encoding': 'identity'});
      expect(response.status, path).toBe(404);
      expect(header(response, 'content-type')?.toLowerCase().replace(/\s/g, ''), path).toBe('text/html;charset=utf-8');
      expect(payload(response).toString('utf8'), path).toMatch(/^<!doctype html>/i);
    }
  });

  test.describe('Cache-Control by kind of answer', () => {
    test('HTML is revalidated; hashed assets are immutable for a year', async () => {
      expect(revalidated(header(await send(host, PAGE), 'cache-control'))).toBe(true);
      expect(revalidated(header(await send(host, '/es/'), 'cache-control'))).toBe(true);
      expect(header(await send(host, hashedScript()), 'cache-control')).toBe(CACHE_IMMUTABLE);
    });

    test(`every redirect says ${CACHE_REVALIDATE}, 301 or 302: the routing table's, a dropped locale's, a suffix's, a trailing slash's; a Go page's rewrite too`, async () => {
      // A permanent redirect without it is kept by browsers for ever: a later change of the table
      // would never reach a reader who followed the old one.
      for (const path of [
        '/docs/changelog',
        '/docs/v3/intro',
        '/es/docs/v3/intro',
        '/ja/docs/intro/install',
        '/docs/plugins',
        `${PAGE}.html`,
        `${PAGE}/`,
        '/es/docs/intro/install.html',
      ]) {
        const response = await send(host, path);
        expect([301, 302, 308], `${path}: ${response.status}`).toContain(response.status);
        expect(header(response, 'cache-control'), path).toBe(CACHE_REVALIDATE);
      }
      const goPage = await send(host, '/helm/v3/pkg/action?go-get=1');
      expect(goPage.status).toBe(200);
      expect(header(goPage, 'cache-control')).toBe(CACHE_REVALIDATE);
    });

    test('a missing hashed asset is a 404 that no cache keeps', async () => {
      const response = await send(host, '/assets/js/main.00000000.js');
      expect(response.status).toBe(404);
      expect(notCachedLong(header(response, 'cache-control')), header(response, 'cache-control')).toBe(true);
    });

    test(`a not-found page says ${CACHE_REVALIDATE}, and it and a refused request are never cached long${engine('notFoundCache')}`, async () => {
      const missing = header(await send(host, '/no/such/page'), 'cache-control');
      expect(missing).toBe(pages ? 'no-store' : CACHE_REVALIDATE);
      expect(notCachedLong(missing)).toBe(true);
      const refused = await send(host, '/%2e%2e/x');
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(notCachedLong(header(refused, 'cache-control'))).toBe(true);
    });
  });

  test('the host files are not served under any spelling', async () => {
    for (const name of HIDDEN_FILES) {
      for (const path of [
        `/${name}`,
        `/${name}/`,
        `/${name}%3F`,
        `/${name}%23`,
        `/${name}.html`,
        `/es/${name}`,
        `/es/${name}/`,
        `/${name}.br`,
        `/${name}.gz`,
      ]) {
        const response = await afterOneRedirect(host, path);
        expect([400, 404], path).toContain(response.status);
        expect(payload(response).toString('latin1'), path).not.toMatch(/^\/\*|Content-Security-Policy:|\s301\n/m);
      }
    }
  });

  test('the not-found page answers 404 under every spelling', async () => {
    for (const path of ['/404', '/404/', '/404.html/', '/404.html%23', '/es/404', '/es/404/', '/es/404.html%23']) {
      const response = await afterOneRedirect(host, path);
      expect([400, 404], `${path}: ${response.status}`).toContain(response.status);
    }
  });

  test('no page answers at a second spelling: index and encoded ? or # are not found, or redirect', async () => {
    for (const path of [
      '/index',
      '/index/',
      '/index.html%3F',
      '/docs%3Fx',
      '/docs/intro/install%3F',
      '/es/index',
      '/es/docs/intro/install%23',
    ]) {
      const response = await send(host, path);
      expect([301, 308, 400, 404], `${path}: ${response.status} ${header(response, 'location') ?? ''}`).toContain(response.status);
    }
  });

  test(`/404.html answers 404${pages ? " (Pages: 308 to /404, Pages' suffix rule, then 404)" : ''}`, async () => {
    for (const path of ['/404.html', '/es/404.html']) {
      const response = await send(host, path);
      if (pages && response.status === 308) {
        expect((await send(host, header(response, 'location')!)).status, path).toBe(404);
      } else {
        expect(response.status, path).toBe(404);
      }
    }
  });

  test('paths are case-sensitive: routes and Go import pages too', async () => {
    for (const path of [
      '/DOCS/CHANGELOG',
      '/Docs/changelog',
      '/HELM/V3?go-get=1',
      '/Helm/v3/pkg?go-get=1',
      '/DOCS/intro/install',
      '/ES/docs/',
    ]) {
      expect((await send(host, path)).status, path).toBe(404);
    }
    expect((await send(host, '/docs/changelog')).status).toBe(301);
  });

  test('security.txt is text/plain; charset=utf-8 (RFC 9116)', async () => {
    const response = await send(host, '/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(header(response, 'content-type')?.toLowerCase().replace(/\s/g, '')).toBe('text/plain;charset=utf-8');
  });

  test(`every sitemap URL answers 200 without a redirect (${SITEMAP_PATHS.length} URLs)`, async () => {
    const wrong: string[] = [];
    const queue = [...SITEMAP_PATHS];
    await Promise.all(
      Array.from({length: HOST_CONCURRENCY}, async () => {
        for (let path = queue.pop(); path; path = queue.pop()) {
          const response = await send(host, path, {'Accept-Encoding': 'br'});
          if (response.status !== 200) wrong.push(`${path}: ${response.status} ${header(response, 'location') ?? ''}`);
        }
      }),
    );
    expect(SITEMAP_PATHS.length).toBeGreaterThan(400);
    expect(wrong.slice(0, 20), `${wrong.length} of ${SITEMAP_PATHS.length}`).toEqual([]);
  });

  const permanent = pages ? 308 : 301;
  test(`/x.html and a page's trailing slash answer ${permanent} to /x${engine('suffixRedirect')}`, async () => {
    for (const [path, to] of [
      [`${PAGE}.html`, PAGE],
      [`${PAGE}/`, PAGE],
      ['/es/docs/intro/install.html', '/es/docs/intro/install'],
    ]) {
      const response = await send(host, path);
      expect(response.status, path).toBe(permanent);
      expect(header(response, 'location'), path).toBe(to);
    }
  });

  test('no redirect leaves the site from a dropped locale, however the path is spelled', async () => {
    for (const path of [
      '/ja//evil.example',
      '/zh/\\evil.example',
      '/ja/docs//evil.example',
      '/ko/blog/\\evil.example',
      '/de/%2F%2Fevil.example',
      '/fr/docs/%5Cevil.example',
    ]) {
      const response = await send(host, path);
      const location = header(response, 'location');
      if (location) expect(new URL(location, 'http://localhost/').host, `${path} → ${location}`).toBe('localhost');
      expect(response.status, path).toBeLessThan(500);
    }
  });

  test('any request ends in at most two redirects, stacked prefixes included', async () => {
    const stacked = (prefix: string, times: number, rest: string) => `${prefix.repeat(times)}${rest}`;
    for (const start of [
      stacked('/de', 25, '/'),
      stacked('/de', 25, '/docs/intro/install'),
      stacked('/ja', 3, '/docs/v3/intro/install'),
      '/ja/zh/docs/intro/install',
      '/ja/docs/v3/intro/install.html',
      '/ja/docs/v3/helm/helm_install/index.html',
      '/ja/docs/helm/helm_install.html',
      '/docs/v3/docs/v3/intro/install',
      '/es/docs/v3/intro/install/index.html',
      '/ja/docs/v3/intro/install/',
    ]) {
      let path = start;
      let hops = 0;
      for (; hops <= 3; hops++) {
        const response = await send(host, path);
        const location = header(response, 'location');
        if (![301, 302, 307, 308].includes(response.status) || !location) break;
        path = new URL(location, 'http://localhost/').pathname;
      }
      expect(hops, `${start.slice(0, 60)}… ends at ${path}`).toBeLessThanOrEqual(2);
    }
  });

  test('the host survives every malformed header of these suites and still answers', async () => {
    for (const headers of MALFORMED) {
      const response = await send(host, PAGE, {'Accept-Encoding': 'br', ...headers}).catch((error: Error) => error);
      expect(response instanceof Error ? response.message : response.status, JSON.stringify(headers)).not.toBeGreaterThanOrEqual(500);
    }
    expect((await send(host, '/robots.txt')).status).toBe(200);
  });
});

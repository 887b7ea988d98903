import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {EXTERNAL_TARGETS, HIDDEN_FILES, METHODS} from '../../deploy/routes';
import {isSafePath} from '../../deploy/match.mjs';
import {ROOT} from '../contract';
import {forEachHost} from '../nginx-server';
import {rawRequest, type RawResponse} from '../raw-http';

// Requests an attacker would craft, sent byte for byte to scripts/serve.mjs and to nginx with
// deploy/nginx.conf: the same list and the same expectations for both. On every answer: nothing
// from the path becomes a header, no Location leaves the site, no byte comes from outside the build,
// and nothing answers 5xx.

/**
 * Written beside the build (and the build's parent holds package.json): neither may ever be served.
 * One folder per worker, so that one worker's clean-up cannot empty another's target.
 */
const OTHER = `build-other${process.env.TEST_WORKER_INDEX ?? ''}`;
const SIBLING = join(ROOT, OTHER);
const CANARIES = ['helm-sibling-canary', '"name": "helm-website"', 'root:x:0:0'];

/**
 * What Cloudflare's Pages engine (wrangler pages dev) answers instead, and why, where it legitimately
 * differs: its splats pass an encoded path on (it stays on this site), it applies redirects to every
 * method, and wrangler's local proxy answers what Cloudflare's edge would refuse before Pages.
 */
type PagesDifference = {expect: number[]; why: string};
type Case = {name: string; request: string; expect: number[]; pages?: PagesDifference};

const SPLAT_PASSES_ENCODED: PagesDifference = {
  expect: [301, 308, 400, 404],
  why: 'the splat passes the encoded path on, to a path of this site',
};
const GO_PAGE_FOR_ANY_PATH: PagesDifference = {expect: [200, 400, 404], why: 'every path below a Go module gets its static page'};
const PROXY_REFUSES: PagesDifference = {
  expect: [400, 405, 500, 501],
  why: "wrangler's local proxy fails the request that Cloudflare's edge refuses before Pages",
};
const PAGES_METHODS: PagesDifference = {expect: [405], why: 'no Allow header'};
const get = (target: string, host = 'localhost') => `GET ${target} HTTP/1.1\r\nHost: ${host}`;
const NOT_SERVED = [400, 404];

const CASES: Case[] = [
  // CR, LF and other control characters, encoded every way.
  {name: 'encoded CR LF then a cookie', request: get('/%0d%0aSet-Cookie:%20helm=1'), expect: NOT_SERVED},
  {name: 'encoded CR LF in a .html redirect', request: get('/%0d%0aX-Injected:%201/x.html'), expect: NOT_SERVED},
  {name: 'encoded CR in an /index.html redirect', request: get('/docs%0dX-Injected:1/index.html'), expect: NOT_SERVED},
  {name: 'upper-case encoded LF CR', request: get('/%0A%0DX-Injected:1.html'), expect: NOT_SERVED},
  {
    name: 'encoded CR LF in a legacy splat',
    request: get('/docs/v3/%0d%0aX-Injected:%201'),
    expect: NOT_SERVED,
    pages: SPLAT_PASSES_ENCODED,
  },
  {name: 'encoded LF in a dropped-locale splat', request: get('/ja/%0aX-Injected:%201'), expect: NOT_SERVED},
  {
    name: 'encoded CR LF in a Go import path',
    request: get('/helm/v3/%0d%0aX-Injected:1?go-get=1'),
    expect: NOT_SERVED,
    pages: GO_PAGE_FOR_ANY_PATH,
  },
  {name: 'CR LF as UTF-8 look-alikes (U+560A U+560D)', request: get('/%E5%98%8A%E5%98%8DX-Injected:1.html'), expect: NOT_SERVED},
  {name: 'double-encoded CR LF', request: get('/%250d%250aX-Injected:1.html'), expect: NOT_SERVED},
  {name: 'encoded null byte', request: get('/index.html%00.js'), expect: NOT_SERVED},
  {name: 'encoded null byte in a directory', request: get('/docs%00/intro'), expect: NOT_SERVED},
  {name: 'encoded escape and delete', request: get('/%1b[31m%7f.html'), expect: NOT_SERVED},
  {name: 'encoded tab in a redirect', request: get('/docs/v3/intro%09x'), expect: NOT_SERVED, pages: SPLAT_PASSES_ENCODED},
  {name: 'raw tab in the path', request: get('/a\tb.html'), expect: NOT_SERVED},
  {name: 'overlong UTF-8 dots', request: get('/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json'), expect: NOT_SERVED},
  {name: 'overlong UTF-8 slash', request: get('/..%c0%af..%c0%afpackage.json'), expect: NOT_SERVED},
  // Backslashes and slashes, raw and encoded.
  {name: 'encoded backslash before a host', request: get('/%5Cevil.example/x.html'), expect: NOT_SERVED},
  {name: 'two encoded backslashes', request: get('/%5c%5cevil.example/x.html'), expect: NOT_SERVED},
  {name: 'raw backslash before a host', request: get('/\\evil.example/x.html'), expect: NOT_SERVED},
  {name: 'encoded backslash in a legacy splat', request: get('/docs/v3/%5cevil.example'), expect: NOT_SERVED, pages: SPLAT_PASSES_ENCODED},
  {name: 'double slash before a host', request: get('//evil.example/x.html'), expect: NOT_SERVED},
  {name: 'triple slash before a host', request: get('///evil.example/index.html'), expect: NOT_SERVED},
  {
    name: 'encoded slashes and dots before a host',
    request: get('/%2Fevil.example%2F..%2Findex.html'),
    expect: NOT_SERVED,
    pages: SPLAT_PASSES_ENCODED,
  },
  {name: 'encoded double slash before a host', request: get('/%2f%2fevil.example/x.html'), expect: NOT_SERVED},
  {name: 'double slash in a legacy splat', request: get('/docs/v3//evil.example'), expect: NOT_SERVED, pages: SPLAT_PASSES_ENCODED},
  {name: 'double slash after a dropped locale', request: get('/ja//evil.example/x'), expect: NOT_SERVED},
  {name: 'encoded double slash after a dropped locale', request: get('/ja/%2F%2Fevil.example'), expect: NOT_SERVED},
  {
    name: 'encoded double slash in a Go import path',
    request: get('/helm/v3/%2F%2Fevil.example?go-get=1'),
    expect: NOT_SERVED,
    pages: GO_PAGE_FOR_ANY_PATH,
  },
  {name: 'encoded backslash after a dropped locale', request: get('/ko/%5Cevil.example'), expect: NOT_SERVED},
  // Dot segments, every way.
  {name: 'dot segments out of the root', request: get('/../../../../etc/passwd'), expect: NOT_SERVED},
  {name: 'encoded dot segments', request: get('/%2e%2e/%2e%2e/%2e%2e/etc/passwd'), expect: NOT_SERVED},
  {name: 'dots with encoded slashes', request: get('/..%2f..%2f..%2fetc%2fpasswd'), expect: NOT_SERVED},
  {name: 'into a sibling folder of the build', request: get(`/..%2f${OTHER}%2fsecret.json`), expect: NOT_SERVED},
  {name: 'encoded dots and slash into the sibling folder', request: get(`/%2e%2e%2f${OTHER}%2fsecret.json`), expect: NOT_SERVED},
  {name: 'dot segments into the sibling folder', request: get(`/docs/../../${OTHER}/secret.json`), expect: NOT_SERVED},
  {name: 'encoded dots from a directory to package.json', request: get('/docs/%2e%2e/%2e%2e/package.json'), expect: NOT_SERVED},
  {name: 'half-encoded dots', request: get('/.%2e/.%2e/package.json'), expect: NOT_SERVED},
  {name: 'dots with encoded backslashes', request: get('/..%5c..%5cpackage.json'), expect: NOT_SERVED},
  {name: 'double-encoded dots', request: get('/%252e%252e/%252e%252e/package.json'), expect: NOT_SERVED},
  {name: 'dot segments in a legacy splat', request: get('/docs/v3/%2e%2e/%2e%2e/%2e%2e/etc/passwd'), expect: NOT_SERVED},
  {name: 'dot segment behind a null byte', request: get('/assets/..%00/package.json'), expect: NOT_SERVED},
  // Overlong paths.
  {name: 'a 6,000-character segment', request: get(`/${'a'.repeat(6000)}`), expect: [400, 404, 414]},
  {name: '3,000 nested segments', request: get(`/docs/${'x/'.repeat(3000)}`), expect: [400, 404, 414]},
  {name: 'a 6,000-character legacy splat', request: get(`/docs/v3/${'a'.repeat(6000)}`), expect: [301, 400, 404, 414]},
  // Methods other than GET and HEAD.
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE'].map((m) => ({
    name: `${m} on a page`,
    request: `${m} /docs/intro/install HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0`,
    expect: [405],
    pages: PAGES_METHODS,
  })),
  {
    name: 'POST on a legacy redirect',
    request: 'POST /docs/v3/intro HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0',
    expect: [405],
    pages: {expect: [301], why: 'redirects apply to every method'},
  },
  {name: 'OPTIONS on the server', request: 'OPTIONS * HTTP/1.1\r\nHost: localhost', expect: [400, 405], pages: PROXY_REFUSES},
  {name: 'an unknown method', request: 'HELMX / HTTP/1.1\r\nHost: localhost', expect: [400, 405], pages: PROXY_REFUSES},
  {name: 'a lower-case method', request: 'get / HTTP/1.1\r\nHost: localhost', expect: [400, 405], pages: PROXY_REFUSES},
  {
    name: 'CONNECT to another host',
    request: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443',
    expect: [400, 405],
    pages: PROXY_REFUSES,
  },
  // Odd Host headers and request targets.
  {name: 'another Host', request: get('/', 'evil.example'), expect: [200]},
  {
    name: 'another Host on a redirect',
    request: get('/docs/intro/install.html', 'evil.example'),
    expect: [301],
    pages: {expect: [308], why: 'its own status for the .html suffix'},
  },
  {name: 'a forwarded Host on a redirect', request: `${get('/docs/v3/intro')}\r\nX-Forwarded-Host: evil.example`, expect: [301]},
  {name: 'no Host', request: 'GET / HTTP/1.1', expect: [400]},
  {name: 'two Hosts', request: `${get('/')}\r\nHost: evil.example`, expect: [400], pages: PROXY_REFUSES},
  {name: 'a Host with a path', request: get('/index.html', 'evil.example/x'), expect: [400], pages: PROXY_REFUSES},
  {
    name: 'an absolute request target on another host',
    request: 'GET http://evil.example/x.html HTTP/1.1\r\nHost: localhost',
    expect: [301, 400, 404],
    pages: PROXY_REFUSES,
  },
  // Files of the build that configure a host.
  ...HIDDEN_FILES.flatMap((f) => [
    {name: `/${f}`, request: get(`/${f}`), expect: [404]},
    {name: `/es/${f}`, request: get(`/es/${f}`), expect: [404]},
  ]),
  {name: '/_headers, partly encoded', request: get('/_head%65rs'), expect: [404]},
  {name: 'a dot file', request: get('/.git/config'), expect: [404]},
  {
    name: 'the not-found page by name',
    request: get('/404.html'),
    expect: [404],
    pages: {expect: [308], why: 'its suffix rule first, to /404, which answers 404'},
  },
];

/** A Location we may send: a path of ours made of safe segments (query aside), or one of helm.sh's off-site targets. */
function locationIsSafe(location: string): boolean {
  if (EXTERNAL_TARGETS.includes(location)) return true;
  const [path, query = ''] = location.split(/\?(.*)/s);
  return isSafePath(path) && /^[\x21-\x7e]*$/.test(query);
}

/** Pages' splat may pass an encoded path on: still a path of this site, with nothing raw in it. */
const staysOnSite = (location: string) =>
  /^\/(?![/\\])[\x21-\x7e]*$/.test(location) && new URL(location, 'http://localhost/').host === 'localhost';

function checkInvariants(c: Case, response: RawResponse, pages: boolean) {
  const label = `${c.name}: ${response.head.split('\r\n')[0]}`;
  const names = response.headers.map(([name]) => name);
  expect(names, `${label}: a header from the path`).not.toContain('x-injected');
  expect(names, `${label}: a cookie from the path`).not.toContain('set-cookie');
  expect(response.head, `${label}: a control character in the head`).not.toMatch(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/);
  for (const [name, value] of response.headers) {
    // A Location may name a path that spells a host (/evil.example/x): it stays on this site.
    if (name === 'location')
      expect(locationIsSafe(value) || (pages && staysOnSite(value)), `${label}: Location ${JSON.stringify(value)}`).toBe(true);
    else expect(value, `${label}: header ${name}`).not.toContain('evil.example');
  }
  const body = response.body.toString('latin1');
  for (const canary of CANARIES) expect(body, `${label}: bytes from outside the build`).not.toContain(canary);
  const expected = (pages && c.pages?.expect) || c.expect;
  expect(response.status, label).toBeGreaterThanOrEqual(200);
  if (!expected.some((s) => s >= 500)) expect(response.status, label).toBeLessThan(500);
  expect(expected, label).toContain(response.status);
  if (response.status === 405 && !pages) expect(response.headers, label).toContainEqual(['allow', METHODS.join(', ')]);
}

test.beforeAll(() => {
  mkdirSync(SIBLING, {recursive: true});
  writeFileSync(join(SIBLING, 'secret.json'), JSON.stringify({canary: CANARIES[0]}));
});
test.afterAll(() => rmSync(SIBLING, {recursive: true, force: true}));

test('the hostile-URL list is long enough to mean something', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(40);
});

forEachHost((host) => {
  const pages = host.name === 'pages';
  for (const c of CASES) {
    test(`${c.name}: answered safely${pages && c.pages ? ` (Pages: ${c.pages.why})` : ''}`, async () => {
      test.skip(
        pages && c.request.startsWith('TRACE '),
        "wrangler's local proxy never answers TRACE; Cloudflare's edge refuses it before Pages",
      );
      test.fail(
        pages && c.request.includes(`%2f${OTHER}`),
        'wrangler pages dev serves files beside the build through an encoded ../ (the local engine only: Pages serves the uploaded files)',
      );
      checkInvariants(c, await rawRequest(host.port(), c.request), pages);
    });
  }
});

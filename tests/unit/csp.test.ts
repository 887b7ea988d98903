// scripts/lib/csp.ts: the hosts' Content-Security-Policy is computed from the inline scripts of the
// pages the build wrote, and a page that carries a script the policy would block stops the build.
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  blockedScripts,
  checkHostHeaders,
  finishHostHeaders,
  hostHeaderProblems,
  htmlFiles,
  inlineScripts,
  NGINX_HEADERS_FILE,
  PAGES_HEADERS_FILE,
  policyHashes,
  readHostPolicy,
  scriptHash,
} from '../../scripts/lib/csp';

/** Docusaurus 3.7.0's start-up script, shortened, merged with src/plugins/light-only's. */
const START_UP =
  'function t(t){document.documentElement.setAttribute("data-theme",t)}t("light");localStorage.getItem("docusaurus.announcement.dismiss");document.documentElement.setAttribute("data-theme","light")';
const BASE_URL =
  'document.addEventListener("DOMContentLoaded",function(){var e=document.createElement("div");e.id="__docusaurus-base-url-issue-banner-container"})';

const page = (...scripts: string[]) =>
  `<!doctype html><html><head><script src="/assets/js/main.1.js"></script><script type="application/ld+json">{"@type":"WebPage"}</script></head><body>${scripts.map((s) => `<script>${s}</script>`).join('')}</body></html>`;

let dir = '';
const write = (rel: string, text: string) => {
  mkdirSync(join(dir, rel, '..'), {recursive: true});
  writeFileSync(join(dir, rel), text);
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'helm-csp-'));
  write('index.html', page(BASE_URL, START_UP));
  write('docs/intro.html', page(START_UP));
  write('es/index.html', page(BASE_URL, START_UP));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

describe('the inline scripts of a page', () => {
  it('are the scripts without src that a browser runs, JSON-LD data left out', () => {
    expect(inlineScripts(page(START_UP))).toEqual([START_UP]);
    expect(
      inlineScripts('<script type="module">a()</script><script type=text/javascript>b()</script><script type="text/plain">c</script>'),
    ).toEqual(['a()', 'b()']);
  });

  it("are hashed as a browser does: sha256 of the script's text, base64", () => {
    // `printf %s 'alert(1)' | openssl sha256 -binary | base64`
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("the build's finishing step", () => {
  it("writes one policy for Cloudflare Pages and nginx that allows each distinct inline script of every locale's pages", async () => {
    const report = await finishHostHeaders(dir, htmlFiles(dir));
    const pages = readHostPolicy(dir, PAGES_HEADERS_FILE);
    expect(pages).toBe(readHostPolicy(dir, NGINX_HEADERS_FILE));
    expect(policyHashes(pages!).sort()).toEqual([scriptHash(START_UP), scriptHash(BASE_URL)].sort());
    expect(pages).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(report).toContain('2 inline scripts over 3 pages');
    expect(readFileSync(join(dir, NGINX_HEADERS_FILE), 'utf8')).toMatch(/^add_header Content-Security-Policy "[^"]+" always;$/m);
  });

  it('fails naming the surface when a page is rewritten after its scripts were hashed', async () => {
    await finishHostHeaders(dir, htmlFiles(dir));
    write('es/index.html', page(BASE_URL, START_UP.replace('light', 'dark')));
    expect(() => checkHostHeaders(dir, htmlFiles(dir))).toThrow(
      /CSP script hashes \(Docusaurus \d+\.\d+\.\d+ inline start-up script: colour mode and announcement bar, with src\/plugins\/light-only\): 1 pages, es\/index\.html first, carry an inline script whose hash 'sha256-[^']+' is not in _headers/,
    );
  });

  it('fails when a host file is missing or the two hosts disagree', async () => {
    await finishHostHeaders(dir, htmlFiles(dir));
    const nginx = readFileSync(join(dir, NGINX_HEADERS_FILE), 'utf8');
    writeFileSync(join(dir, NGINX_HEADERS_FILE), nginx.replace(scriptHash(BASE_URL), "'sha256-wrong'"));
    expect(hostHeaderProblems(dir, htmlFiles(dir))).toEqual([
      `${PAGES_HEADERS_FILE} and ${NGINX_HEADERS_FILE} send different policies`,
      expect.stringMatching(
        /^CSP script hashes \(Docusaurus \d+\.\d+\.\d+ inline base-URL warning script\): 2 pages, .* is not in _nginx-headers\.conf$/,
      ),
    ]);
    rmSync(join(dir, PAGES_HEADERS_FILE));
    expect(hostHeaderProblems(dir, htmlFiles(dir))[0]).toBe(`${join(dir, PAGES_HEADERS_FILE)} holds no Content-Security-Policy`);
  });
});

describe('a page as a host serves it', () => {
  it('has its blocked scripts named by what they are', () => {
    const csp = `script-src 'self' ${scriptHash(START_UP)}`;
    expect(blockedScripts(page(START_UP), csp)).toEqual([]);
    const [blocked, ...more] = blockedScripts(page(BASE_URL, START_UP), csp);
    expect(more).toEqual([]);
    expect(blocked).toMatch(
      /^CSP script hashes \(Docusaurus \d+\.\d+\.\d+ inline base-URL warning script\): 'sha256-\S+' is not in the policy sent with the page$/,
    );
    expect(blocked).toContain(scriptHash(BASE_URL));
    expect(blockedScripts(page(START_UP), null)).toHaveLength(1);
  });
});

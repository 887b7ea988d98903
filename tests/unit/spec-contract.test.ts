// The source says what the spec says (tests/contract-spec.ts, written from handbook/product-spec.md):
// the version labels and paths, the search limits, the blog's paging, the breakpoint and the other
// numbers of §9, the security policy, and the interface strings the spec quotes, in English as the
// theme ships them and in Spanish as the Spanish site shows them. The other tests may read these
// from src/site-constants.ts to drive the site only because this file holds that file to the spec.
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {contentSecurityPolicy} from '../../deploy/routes';
import {NGINX_HEADERS_FILE, PAGES_HEADERS_FILE, readHostPolicy, writeHostHeaders} from '../../scripts/lib/csp';
import {BLOG, DESKTOP_BREAKPOINT, DOCS_VERSIONS, LOCALES, NAVBAR_LOGO_SIZE, SEARCH, TOC} from '../../src/site-constants';
import {ROOT} from '../contract';
import {
  cspDirectives,
  SPEC_BLOG,
  SPEC_CSP,
  SPEC_DESKTOP_BREAKPOINT,
  SPEC_DOCS_VERSIONS,
  SPEC_LOCALES,
  SPEC_NAVBAR_LOGO_SIZE,
  SPEC_SEARCH,
  SPEC_STRINGS,
  SPEC_TOC,
  SPANISH_SAME_AS_ENGLISH,
} from '../contract-spec';

type Any = Record<string, any>;
const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

describe('src/site-constants.ts holds the spec', () => {
  it('locales', () => {
    expect(LOCALES.default).toBe(SPEC_LOCALES.default);
    expect(LOCALES.all).toEqual(SPEC_LOCALES.all);
    for (const locale of SPEC_LOCALES.all) expect(LOCALES.configs[locale]).toMatchObject(SPEC_LOCALES.configs[locale]);
  });

  it('docs versions: labels, paths and the latest', () => {
    expect(DOCS_VERSIONS.last).toBe(SPEC_DOCS_VERSIONS.last);
    const versions = Object.fromEntries(Object.entries(DOCS_VERSIONS.versions).map(([name, v]) => [name, {label: v.label, path: v.path}]));
    expect(versions).toEqual(SPEC_DOCS_VERSIONS.versions);
  });

  it(`search: ${SPEC_SEARCH.maxQueryLength} characters, ${SPEC_SEARCH.hitsPerPage} hits, recent and favourite searches, timeouts`, () => {
    const {preferredVersionKey: _, ...numbers} = SPEC_SEARCH;
    expect(SEARCH).toMatchObject(numbers);
  });

  it('blog paging, breakpoint, table of contents, logo', () => {
    expect(BLOG).toEqual(SPEC_BLOG);
    expect(DESKTOP_BREAKPOINT).toBe(SPEC_DESKTOP_BREAKPOINT);
    expect(TOC).toEqual(SPEC_TOC);
    expect(NAVBAR_LOGO_SIZE).toBe(SPEC_NAVBAR_LOGO_SIZE);
  });
});

describe('the built configuration holds the spec', () => {
  const docs = (config.plugins as unknown[]).find(
    (plugin): plugin is [unknown, Any] => Array.isArray(plugin) && 'sidebarPath' in (plugin[1] ?? {}),
  )![1];

  it('labels every docs version as the spec does, in both locales', () => {
    expect(docs.lastVersion).toBe(SPEC_DOCS_VERSIONS.last);
    for (const [name, spec] of Object.entries(SPEC_DOCS_VERSIONS.versions)) {
      expect(docs.versions[name], name).toMatchObject(spec);
      const file = name === 'current' ? 'current' : `version-${name}`;
      expect(json(`i18n/es/docusaurus-plugin-content-docs/${file}.json`)['version.label'].message, `es ${name}`).toBe(spec.label);
    }
  });

  it(`lets the search box take ${SPEC_SEARCH.maxQueryLength} characters, and the search page ${SPEC_SEARCH.maxQueryLength}`, () => {
    expect((config.customFields as Any).search.maxQueryLength).toBe(SPEC_SEARCH.maxQueryLength);
    expect((config.themeConfig as Any).algolia.searchParameters).toEqual({});
  });

  it('pages the blog and titles its sidebar as the spec does', () => {
    const blog = (config.plugins as unknown[]).find((p): p is [unknown, Any] => Array.isArray(p) && 'blogSidebarTitle' in (p[1] ?? {}))![1];
    expect(blog.postsPerPage).toBe(SPEC_BLOG.postsPerPage);
    expect(blog.blogSidebarTitle).toBe(SPEC_BLOG.sidebarTitle);
  });
});

describe('the security policy', () => {
  it("is the directive list of the contract, frame-ancestors 'none' included", () => {
    expect(cspDirectives(contentSecurityPolicy(["'sha256-a'", "'sha256-b'"]))).toEqual(SPEC_CSP);
  });

  it('is written alike for nginx and Cloudflare Pages by the build, and kept by hand nowhere', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spec-csp-'));
    try {
      await writeHostHeaders(dir, [{hash: "'sha256-a'", surface: 'a', pages: 1, example: join(dir, 'a.html')}]);
      for (const file of [NGINX_HEADERS_FILE, PAGES_HEADERS_FILE])
        expect(cspDirectives(readHostPolicy(dir, file) ?? ''), file).toEqual(SPEC_CSP);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
    expect(readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')).not.toMatch(/Content-Security-Policy "/);
  });

  it('folds a run of hashes into one placeholder and keeps every other source', () => {
    expect(cspDirectives("script-src 'self' 'sha256-a' 'sha256-b' https://x; frame-ancestors 'none'")).toEqual([
      ['script-src', ["'self'", '<inline script hashes>', 'https://x']],
      ['frame-ancestors', ["'none'"]],
    ]);
  });
});

describe('interface strings the spec quotes', () => {
  const base = join(ROOT, 'node_modules/@docusaurus/theme-translations/locales/base');
  const english: Record<string, string> = Object.assign(
    {},
    ...readdirSync(base)
      .filter((f) => f.endsWith('.json'))
      .map((f) => json(join('node_modules/@docusaurus/theme-translations/locales/base', f))),
  );
  const spanish: Record<string, {message: string}> = json('i18n/es/code.json');

  it.each(Object.entries(SPEC_STRINGS))('%s: the theme ships the English, the Spanish site shows the Spanish', (id, text) => {
    expect(english[id], 'the theme’s English').toBe(text.en);
    expect(spanish[id]?.message, 'i18n/es/code.json').toBe(text.es);
    expect(text.es).not.toBe(text.en);
  });

  it('none of the theme’s other strings is left in English on the Spanish site', () => {
    const same = Object.entries(spanish)
      .filter(([id, {message}]) => english[id] === message && !SPANISH_SAME_AS_ENGLISH.includes(id))
      .map(([id, {message}]) => `${id}: ${message}`);
    expect(same).toEqual([]);
    expect(Object.keys(spanish).filter((id) => id in english).length, 'theme strings in i18n/es/code.json').toBeGreaterThan(100);
  });
});

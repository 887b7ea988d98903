/**
 * How the build is served, in one place: every redirect and rewrite, the response headers and the
 * caching policy. `npm run gen:routes` turns this into deploy/routes.json (read by
 * scripts/serve.mjs), the generated blocks of deploy/nginx.conf, static/_redirects (Cloudflare
 * Pages) and the Go import pages; `npm run gen:routes -- --check` fails when one of them is stale.
 * The headers of Cloudflare Pages (`_headers`) and nginx's Content-Security-Policy line are written
 * into the build by `npm run build`, since the policy holds the hashes of the build's inline
 * scripts (scripts/lib/csp.ts).
 *
 * The rules are written once, for English paths; `localized` rules are repeated under /es/. The
 * legacy URLs helm.sh served (facts/helm-sh-urls.json) are mapped by `destination` below, and an
 * exact rule is added for every legacy URL the hand-written rules do not already take, in one hop,
 * to the page `destination` chose. So a new helm.sh fact needs no new line here unless its topic
 * has a different name on our site (add it to TOPICS).
 */
import {readFileSync} from 'node:fs';
import {join, posix, resolve} from 'node:path';
import {DOCS_VERSIONS, LOCALES} from '../src/site-constants';
import {escapeHtml} from '../src/utils/text';
import {
  allDocIndexRoutes,
  allDocRoutes,
  docRoutes,
  docsBaseOf,
  docsDir,
  helmMajorBase,
  type DocsVersions,
} from '../scripts/lib/docs-versions';
import {isSafePath, match} from './match.mjs';

const ROOT = resolve(__dirname, '..');

export type Status = 200 | 301 | 302;
export type Rule = {
  /** A path, or a path ending in `/*` (a splat: the rest of the path, which `:splat` in `to` repeats). */
  from: string;
  /** A path of ours, or an https URL for the few targets helm.sh sent off-site. */
  to: string;
  /** 301 for a move, 302 where helm.sh used 302, 200 to serve `to` at `from` (a rewrite). */
  status: Status;
  /** Also applies under each non-default locale prefix, to that locale's page. */
  localized: boolean;
};

type HelmShUrls = {
  locales_served: string[];
  redirects: {from: string; to: string; status: Status; in_spec_era: boolean; in_newest: boolean}[];
  docs_routes_spec_era: Record<string, {id: string; route: string}[]>;
  go_import_pages: {path: string; go_import: string; go_source: string}[];
  security_txt: Record<string, string>;
};
export const HELM_SH: HelmShUrls = JSON.parse(readFileSync(join(ROOT, 'facts/helm-sh-urls.json'), 'utf8'));

/** Locale prefixes of ours besides the default (`es`), and the ones helm.sh served that we dropped. */
export const OUR_LOCALES: string[] = LOCALES.all.filter((l) => l !== LOCALES.default);
export const DROPPED_LOCALES: string[] = HELM_SH.locales_served.filter((l) => !(LOCALES.all as readonly string[]).includes(l));

// ---------------------------------------------------------------------------------------------
// Headers

/**
 * Exactly what the site loads: its own files; the inline scripts of the HTML by their hashes, which
 * the build computes from the pages it wrote and writes into each host's file in the build
 * (scripts/lib/csp.ts: Docusaurus's start-up script, colour mode and announcement bar, which the
 * minifier merges with ours that keeps the page light, src/plugins/light-only; the base-URL
 * warning of each home page); DocSearch's calls to Algolia and its analytics script, only once a
 * visitor searches; compiling WebAssembly ('wasm-unsafe-eval', which allows no eval of scripts)
 * for the template engine's worker (src/template-engine). Styles need 'unsafe-inline' for React
 * style attributes; Infima's icons are data: SVGs. No hash is kept here: a Docusaurus release that changes its script changes the hash.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    [
      "script-src 'self' 'wasm-unsafe-eval'",
      ...scriptHashes,
      'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js',
    ].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self' https://*.algolia.net https://*.algolianet.com https://insights.algolia.io",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Browser features the site never uses, denied to it and to anything it could embed. The copy
 * button of code blocks writes to the clipboard, which stays allowed (the default: this origin).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Sent with every response, by every host, besides the Content-Security-Policy of the build
 * (contentSecurityPolicy above), which each host reads from the build.
 */
export const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Two years, the preload list's minimum being one.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Permissions-Policy': DENIED_FEATURES.map((f) => `${f}=()`).join(', '),
};

/**
 * Sent with files of these extensions, by every host, on top of HEADERS: the Markdown twins of the
 * pages (src/markdown-twin/path.ts) and llms.txt are typed as what they are, UTF-8, whatever a
 * host's own table of types says (nginx's has no `.md`), and the twins, which repeat their pages,
 * are kept out of search engines.
 */
export const TYPE_HEADERS: Record<string, Record<string, string>> = {
  md: {'Content-Type': 'text/markdown; charset=utf-8', 'X-Robots-Tag': 'noindex'},
  txt: {'Content-Type': 'text/plain; charset=utf-8'},
};

/** Hashed assets change name when their content changes: a year of caching. Everything else is revalidated. */
export const IMMUTABLE_PREFIXES = ['', ...OUR_LOCALES.map((l) => `/${l}`)].map((p) => `${p}/assets/`);
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

export {HIDDEN_FILES, NGINX_HEADERS_FILE, PAGES_HIDES} from './hidden-files';

/**
 * What Cloudflare's Pages engine answers otherwise than serve.mjs and nginx, where no rule of
 * `_headers` or `_redirects` can make it agree: the engine's own code (workers-sdk's pages-shared
 * asset server, which `wrangler pages dev` runs), not this table. The spec named beside each
 * expects it of the engine and says so in the test's name; handbook/routing.md lists them.
 */
export const PAGES_ENGINE: Record<string, {differs: string; spec: string}> = {
  ranges: {
    differs: 'ignores Range, suffix ranges included, and If-Range: the whole file with 200, which RFC 9110 §14.2 allows',
    spec: 'tests/e2e/http-semantics.spec.ts',
  },
  ifNoneMatch: {
    differs: 'answers 304 to the exact tag (or its weak form) only, not to a list or `*`, and its 304 carries no ETag or Vary',
    spec: 'tests/e2e/http-semantics.spec.ts',
  },
  lastModified: {
    differs: 'sends no Last-Modified: files are revalidated by ETag only',
    spec: 'tests/e2e/http-semantics.spec.ts',
  },
  suffixRedirect: {
    differs: 'answers a `.html` suffix or a page asked for with a trailing slash by its own 308, not our 301',
    spec: 'tests/e2e/http-semantics.spec.ts',
  },
  notFoundCache: {
    differs: 'sends every 404 with `Cache-Control: no-store`, replacing any rule, where the other hosts send no-cache',
    spec: 'tests/e2e/http-semantics.spec.ts',
  },
  charset: {
    differs:
      'types json, xml, svg and js files by extension without a charset (RFC 8259 defines none for JSON; XML names its own): a Content-Type rule would also label the not-found page of a missing file',
    spec: 'tests/e2e/http-semantics.spec.ts',
  },
  compression: {
    differs:
      "compresses each response as Cloudflare's edge does, not from the build's copies, but with the first of br and gzip in the request at the highest q (Miniflare's stand-in for the edge), so every browser, which lists gzip first, gets gzip where the edge's default gives brotli; and without Vary",
    spec: 'tests/e2e/http-semantics.spec.ts',
  },
};

/** The only methods the site answers; anything else gets 405 with this list in `Allow`. */
export const METHODS = ['GET', 'HEAD'];

// ---------------------------------------------------------------------------------------------
// Our pages, read from the docs sources (the build is not needed to generate the table)

const VERSIONS: DocsVersions = DOCS_VERSIONS;

/** Every docs page of ours, English paths. */
export const OUR_DOCS = allDocRoutes(ROOT, VERSIONS);
/** Those served with a trailing slash (`/docs/`, `/docs/intro/`): a redirect names them so. */
export const OUR_INDEX_DOCS = allDocIndexRoutes(ROOT, VERSIONS);

/** Where the Helm 3 docs are (`/docs` until a newer version is cut), and the intro page of each
 * version we keep in part: where its pages we do not carry go. */
export const HELM_3 = helmMajorBase(VERSIONS, '3');
export const HELM_2_INTRO = helmMajorBase(VERSIONS, '2');
export const HELM_4_INTRO = helmMajorBase(VERSIONS, '4');

/**
 * Pages of a version that moved (`npm run version:cut` moves the latest from /docs to /docs/<name>):
 * former English path → where the page is now. A path the version now at /docs also has stays.
 */
export const MOVED: Map<string, string> = new Map(
  Object.entries(VERSIONS.moved).flatMap(([name, formerPath]) => {
    const base = docsBaseOf(VERSIONS.versions[name].path);
    return docRoutes(ROOT, docsDir(name), base)
      .map((route): [string, string] => [docsBaseOf(formerPath) + route.slice(base.length), route])
      .filter(([former]) => !OUR_DOCS.has(former));
  }),
);

/** helm.sh topics that live under another name here. */
const TOPICS: Record<string, string> = {
  '/community/release_policy': `${HELM_3}/topics/release_policy`,
  // helm.sh folded its architecture page into the introduction; ours still has its own page.
  '/docs/intro/introduction': `${HELM_3}/topics/architecture`,
};

// ---------------------------------------------------------------------------------------------
// The hand-written rules

/**
 * The first segments of our pages besides the home page, and helm.sh's community section: where a
 * dropped locale's splat may lead. helm.sh's few other top-level paths get exact rules.
 */
export const SECTIONS: string[] = [...new Set([...OUR_DOCS].map((p) => p.split('/')[1])), 'blog', 'community'];

const GO_MODULES = HELM_SH.go_import_pages.map((p) => p.path.replace(/\/$/, ''));

/**
 * helm.sh kept Helm 3 at /docs/v3/ and its command pages under helm/; ours are at HELM_3 (/docs/
 * until a newer version is cut) and its commands/.
 */
const LEGACY_TREES: Rule[] = [
  {from: '/docs/v3/helm/*', to: `${HELM_3}/commands/:splat`, status: 301, localized: true},
  {from: '/docs/v3/*', to: `${HELM_3}/:splat`, status: 301, localized: true},
  {from: '/docs/helm/*', to: `${HELM_3}/commands/:splat`, status: 301, localized: true},
];

const HAND_WRITTEN: Rule[] = [
  // Go import pages: any package path below a module answers with that module's page.
  // The module path itself too, or /helm/v2 would fall to the splat of /helm.
  ...GO_MODULES.flatMap((m): Rule[] => [
    {from: m, to: `${m}/`, status: 200, localized: false},
    {from: `${m}/*`, to: `${m}/`, status: 200, localized: false},
  ]),
  ...LEGACY_TREES,
  // helm.sh's community section; its pages are in the facts, its own front door is not.
  {from: '/community', to: `${HELM_3}/community`, status: 301, localized: true},
  // Pages of a version that moved to a path of its own, from where they were before.
  ...[...MOVED].map(([from, to]): Rule => ({from, to, status: 301, localized: true})),
  // A locale helm.sh served and we do not: the same page in English. One splat per section, never
  // `/:splat`: Cloudflare Pages captures anything after the prefix, and `/ja//evil.example` would
  // become the off-site `//evil.example`. A stacked prefix (`/ja/ja/…`) matches nothing: not found.
  // A legacy tree under a dropped locale goes where the English tree goes, in one hop: Pages cannot
  // drop a `.html` suffix from a splat, and `/ja/docs/v3/x.html` would take three.
  ...DROPPED_LOCALES.flatMap((l): Rule[] => [
    {from: `/${l}`, to: '/', status: 301, localized: false},
    ...LEGACY_TREES.map((r): Rule => ({...r, from: `/${l}${r.from}`, localized: false})),
    ...SECTIONS.flatMap((s): Rule[] => [
      {from: `/${l}/${s}`, to: `/${s}`, status: 301, localized: false},
      {from: `/${l}/${s}/*`, to: `/${s}/:splat`, status: 301, localized: false},
    ]),
  ]),
];

// ---------------------------------------------------------------------------------------------
// Where each helm.sh URL goes

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const isExternal = (to: string) => to.startsWith('https://');

/** helm.sh's own redirects for one path, first rule first (as Netlify applies them), newest rules only. */
const helmShRule = (path: string) =>
  HELM_SH.redirects.find((r) => r.in_newest && r.from.startsWith('/') && !r.from.includes('*') && trim(r.from) === path);

function nearest(path: string): string {
  let p = path;
  while (!OUR_DOCS.has(p) && p !== '/') p = posix.dirname(p);
  return p;
}

/** Where helm.sh's tree kept the page that our tree has at another path (not checked to exist). */
function equivalent(path: string): string | undefined {
  let m: RegExpMatchArray | null;
  if ((m = path.match(/^\/docs\/v3\/helm(\/.*)?$/)) || (m = path.match(/^\/docs\/helm(\/.*)?$/))) return `${HELM_3}/commands${m[1] ?? ''}`;
  if ((m = path.match(/^\/docs\/v3(\/.*)?$/))) return `${HELM_3}${m[1] ?? ''}`;
  if ((m = path.match(/^\/community(\/.*)?$/))) return `${HELM_3}/community${m[1] ?? ''}`;
  return undefined;
}

/** The page of ours (English path) or the external URL that covers an English helm.sh path. */
export function destination(from: string, depth = 0): string | undefined {
  const path = trim(from);
  if (OUR_DOCS.has(path) || depth > 4) return path;
  if (MOVED.has(path)) return MOVED.get(path);
  if (TOPICS[path]) return TOPICS[path];
  const same = equivalent(path);
  if (same && OUR_DOCS.has(same)) return same;
  const rule = helmShRule(path);
  if (rule && rule.status !== 200) return isExternal(rule.to) ? rule.to : destination(rule.to, depth + 1);
  if (/^\/docs\/v2(\/|$)/.test(path)) return HELM_2_INTRO;
  // A Helm 3 page or command we do not carry: the section it belonged to.
  if (path.startsWith('/docs/v3/')) return same && nearest(same);
  if (path.startsWith('/community/')) return `${HELM_3}/community`;
  // helm.sh's /docs/ was Helm 4 (its commands under /docs/helm/): what we lack goes to our Helm 4 docs.
  if (path.startsWith('/docs/')) return HELM_4_INTRO;
  return undefined;
}

/** Every site-local path of the facts file: docs routes, and the exact `from` of helm.sh's redirects. */
export function legacyPaths(): string[] {
  const paths = new Set<string>();
  for (const routes of Object.values(HELM_SH.docs_routes_spec_era)) for (const r of routes) paths.add(r.route);
  // Splat rules (Go import pages, /docs/community/*) are matched by hand-written rules instead.
  for (const r of HELM_SH.redirects) if (r.from.startsWith('/') && !r.from.includes('*')) paths.add(r.from);
  return [...paths];
}

/** Every legacy path in each locale helm.sh served, with the locale of ours it must end in ('' for English). */
export function legacyUrls(): {url: string; locale: string}[] {
  const all = legacyPaths().flatMap((path) => {
    const {prefix} = splitLocale(path);
    if (prefix) return [{url: path, locale: OUR_LOCALES.includes(prefix) ? prefix : ''}];
    return [
      {url: path, locale: ''},
      ...OUR_LOCALES.map((l) => ({url: `/${l}${path}`, locale: l})),
      ...DROPPED_LOCALES.map((l) => ({url: `/${l}${path}`, locale: ''})),
    ];
  });
  return [...new Map(all.map((u) => [u.url, u])).values()];
}

/** `/ja/docs/x` → {prefix: 'ja', rest: '/docs/x'}; no known prefix → {prefix: '', rest: path}. */
export function splitLocale(path: string): {prefix: string; rest: string} {
  const first = path.split('/')[1];
  if (first && HELM_SH.locales_served.includes(first) && first !== LOCALES.default) {
    return {prefix: first, rest: path.slice(first.length + 1) || '/'};
  }
  return {prefix: '', rest: path};
}

// ---------------------------------------------------------------------------------------------
// The table

export type Table = {
  exact: Record<string, {to: string; status: Status}>;
  splats: {prefix: string; to: string; status: Status}[];
};

const localize = (locale: string, path: string) =>
  isExternal(path) || !locale ? path : path === '/' ? `/${locale}/` : `/${locale}${path}`;

/** The hand-written rules, one per locale where they apply, in matching order. */
function expand(rules: Rule[]): Rule[] {
  return rules.flatMap((r) =>
    r.localized ? ['', ...OUR_LOCALES].map((l) => ({...r, from: localize(l, r.from), to: localize(l, r.to)})) : [r],
  );
}

export function toTable(rules: Rule[]): Table {
  const table: Table = {exact: {}, splats: []};
  for (const r of rules) {
    if (r.from.endsWith('/*')) table.splats.push({prefix: r.from.slice(0, -1), to: r.to, status: r.status});
    else if (!Object.hasOwn(table.exact, trim(r.from))) table.exact[trim(r.from)] = {to: r.to, status: r.status};
  }
  return table;
}

function derivedRules(base: Table): Rule[] {
  const out: Rule[] = [];
  const add = (rule: Rule) => {
    const t = toTable([rule]).exact[trim(rule.from)];
    if (!t) return;
    const now = match(base, trim(rule.from));
    if (now && now.to === t.to && now.status === t.status) return; // the hand-written rules take it already
    out.push(rule);
  };
  for (const path of legacyPaths()) {
    const {prefix, rest} = splitLocale(trim(path));
    const to = destination(rest);
    const dropped = prefix !== '' && !OUR_LOCALES.includes(prefix);
    if (!to || (!dropped && trim(rest) === to)) continue; // a page of ours: nothing to redirect
    const status = helmShRule(trim(path))?.status ?? 301;
    if (status === 200) continue; // a rewrite of helm.sh's, written by hand above
    if (prefix === '') {
      for (const l of ['', ...OUR_LOCALES]) add({from: localize(l, trim(path)), to: localize(l, to), status, localized: false});
      // Under a dropped locale, a path of a legacy tree that its splat would send elsewhere (the
      // other paths of a dropped locale reach the English rule in two hops).
      if (LEGACY_TREES.some((r) => trim(path).startsWith(r.from.slice(0, -1))) || !SECTIONS.includes(trim(path).split('/')[1])) {
        for (const l of DROPPED_LOCALES) add({from: localize(l, trim(path)), to, status, localized: false});
      }
    } else if (!dropped) {
      add({from: trim(path), to: localize(prefix, to), status, localized: false});
    } else {
      add({from: trim(path), to, status, localized: false}); // a dropped locale, straight to English
    }
  }
  return out;
}

/** Rewrites helm.sh made that are not Go import pages: its old feed name. */
const FEED: Rule[] = HELM_SH.redirects
  .filter((r) => r.in_newest && r.status === 200 && !GO_MODULES.some((m) => r.from.startsWith(`${m}/`)))
  .map((r) => ({from: r.from, to: r.to, status: 200, localized: true}));

const BASE = expand([...FEED, ...HAND_WRITTEN]);

/** All rules, in matching order: exact ones (derived first, they are the more specific), then splats. */
export const RULES: Rule[] = (() => {
  const derived = derivedRules(toTable(BASE));
  const all = [...derived, ...BASE];
  const depth = (r: Rule) => r.from.split('/').length;
  const splats = all.filter((r) => r.from.endsWith('/*')).sort((a, b) => depth(b) - depth(a)); // deepest first
  return [...all.filter((r) => !r.from.endsWith('/*')), ...splats].map(withCanonicalSlash);
})();

/**
 * A target that Docusaurus serves with a trailing slash gets it here: Cloudflare Pages would answer
 * the bare path with one more redirect (308) to it.
 */
function withCanonicalSlash(rule: Rule): Rule {
  if (isExternal(rule.to) || rule.to.includes(':splat') || rule.to.endsWith('/')) return rule;
  const locale = OUR_LOCALES.find((l) => rule.to === `/${l}` || rule.to.startsWith(`/${l}/`));
  const rest = locale ? rule.to.slice(locale.length + 1) || '/' : rule.to;
  return OUR_INDEX_DOCS.has(rest) ? {...rule, to: `${rule.to}/`} : rule;
}

export const TABLE: Table = toTable(RULES);

/** Every `to` that is not one of ours: helm.sh sent these off-site, and so do we. */
export const EXTERNAL_TARGETS = [...new Set(RULES.filter((r) => isExternal(r.to)).map((r) => r.to))];

/** A rule's target may only be a safe path of ours or one of helm.sh's external targets. */
export function problems(rules: Rule[] = RULES): string[] {
  return rules.flatMap((r) => {
    const to = r.to.replace(':splat', 'x');
    const from = r.from.replace(/\/\*$/, '/x');
    const bad: string[] = [];
    if (!isSafePath(from)) bad.push(`unsafe from: ${r.from}`);
    // Pages' splat is anything at all (`//evil.example` included): a fixed segment must come first.
    if (r.to.startsWith('/:splat')) bad.push(`splat at the start of the target: ${r.to}`);
    if (!isExternal(to) && !isSafePath(to)) bad.push(`unsafe to: ${r.to}`);
    if (isExternal(to) && !HELM_SH.redirects.some((h) => h.to === to)) bad.push(`off-site target not in the facts: ${r.to}`);
    return bad;
  });
}

// ---------------------------------------------------------------------------------------------
// Go import pages and security.txt

/** The page `go get` reads for one module path; a person who opens it gets links to the code and docs. */
export function goImportPage(page: HelmShUrls['go_import_pages'][number]): string {
  const module = page.go_import.split(' ')[0];
  const repo = page.go_import.split(' ')[2];
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="go-import" content="${escapeHtml(page.go_import)}">
<meta name="go-source" content="${escapeHtml(page.go_source)}">
<title>${escapeHtml(module)}</title>
<style>body{font:1rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1c1e21}a{color:#0f1689}</style>
</head>
<body>
<p>${escapeHtml(module)} is the Go import path of <a href="${escapeHtml(repo)}">${escapeHtml(repo.replace('https://', ''))}</a>. Read the <a href="/docs/">Helm documentation</a>.</p>
<p lang="es">${escapeHtml(module)} es la ruta de importación en Go de <a href="${escapeHtml(repo)}">${escapeHtml(repo.replace('https://', ''))}</a>. Lee la <a href="/es/docs/">documentación de Helm</a>.</p>
</body>
</html>
`;
}

export const GO_IMPORT_FILES: Record<string, string> = Object.fromEntries(
  HELM_SH.go_import_pages.map((p) => [`static${p.path}index.html`, goImportPage(p)]),
);

// The routing table (deploy/routes.ts) and the files generated from it: committed as generated,
// safe, complete for every URL helm.sh served, and read the same way by Cloudflare's _redirects.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {isSafePath, match} from '../../deploy/match.mjs';
import {renderAll, renderHeaders, REDIRECTS} from '../../deploy/render';
import {
  contentSecurityPolicy,
  EXTERNAL_TARGETS,
  HELM_3,
  HELM_SH,
  legacyUrls,
  OUR_DOCS,
  OUR_LOCALES,
  PAGES_ENGINE,
  problems,
  RULES,
  TABLE,
  type Table,
} from '../../deploy/routes';
import {ROOT} from '../contract';
import {securityTxtExpires, withExpires} from '../../scripts/lib/security-txt';

const read = (rel: string) => (existsSync(join(ROOT, rel)) ? readFileSync(join(ROOT, rel), 'utf8') : null);
const DAY = 24 * 3600 * 1000;

/** Files the build serves at a path besides the docs: rewrites land on these. */
const SERVED_FILES = new Set(['/blog/rss.xml', ...HELM_SH.go_import_pages.map((p) => p.path)]);

const stripLocale = (path: string) => {
  const l = OUR_LOCALES.find((x) => path === `/${x}` || path.startsWith(`/${x}/`));
  const rest = l ? path.slice(l.length + 1) || '/' : path;
  return {locale: l ?? '', path: rest.length > 1 ? rest.replace(/\/$/, '') : rest};
};

/** Follows the table like a browser: the page served and how many redirects it took. */
function resolveUrl(table: Table, url: string): {end: string; hops: number} {
  let path = url;
  for (let hops = 0; hops < 5; hops++) {
    const rule = match(table, path);
    if (!rule) return {end: path, hops};
    if (rule.status === 200 || EXTERNAL_TARGETS.includes(rule.to)) return {end: rule.to, hops: hops + (rule.status === 200 ? 0 : 1)};
    path = rule.to;
  }
  return {end: path, hops: Infinity};
}

/** Cloudflare Pages' reading of a _redirects file: the first line whose path matches wins. */
function cloudflare(text: string): (path: string) => {to: string; status: number} | undefined {
  const lines = text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(' '));
  const exact = new Map<string, {to: string; status: number}>();
  for (const [from, to, status] of lines) if (!from.endsWith('/*') && !exact.has(from)) exact.set(from, {to, status: Number(status)});
  const splats = lines.filter(([from]) => from.endsWith('/*'));
  return (path) => {
    if (exact.has(path)) return exact.get(path);
    for (const [from, to, status] of splats) {
      const prefix = from.slice(0, -1);
      if (path.startsWith(prefix) && path.length > prefix.length) {
        return {to: to.replace(':splat', path.slice(prefix.length).replace(/\/$/, '')), status: Number(status)};
      }
    }
    return undefined;
  };
}

describe('the generated files', () => {
  it('are committed exactly as deploy/routes.ts renders them', () => {
    const differing = [...renderAll(read)].filter(([rel, text]) => read(rel) !== text).map(([rel]) => rel);
    expect(differing, 'run `npm run gen:routes` and commit the result').toEqual([]);
  });

  it('hold only safe paths, and off-site targets only where helm.sh had them', () => {
    expect(problems()).toEqual([]);
    expect(EXTERNAL_TARGETS.length).toBeGreaterThan(0);
  });

  it("fit Cloudflare Pages' limits of 2,000 static and 100 dynamic redirects", () => {
    const lines = read(REDIRECTS)!
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines.filter((l) => !l.includes('*')).length).toBeLessThanOrEqual(2000);
    expect(lines.filter((l) => l.includes('*')).length).toBeLessThanOrEqual(100);
  });

  it("give Cloudflare Pages no Content-Type rule, which would also label a missing file's not-found page", () => {
    expect(renderHeaders(contentSecurityPolicy(["'sha256-x'"]))).not.toMatch(/^\s*Content-Type:/im);
  });
});

describe("where Cloudflare's Pages engine differs", () => {
  it('each difference the routing table records is expected of the engine, by name, in its spec', () => {
    for (const [key, {spec}] of Object.entries(PAGES_ENGINE)) {
      const text = read(spec) ?? '';
      expect(text.includes(`engine('${key}')`) || text.includes(`PAGES_ENGINE.${key}.`), `${key} in ${spec}`).toBe(true);
    }
  });
});

describe('every URL helm.sh served', () => {
  const urls = legacyUrls();

  it('reaches a page of ours in its locale: one hop in English and Spanish, two at most otherwise', () => {
    const wrong: string[] = [];
    for (const {url, locale} of urls) {
      const {end, hops} = resolveUrl(TABLE, url);
      const {locale: endLocale, path} = stripLocale(end);
      const isOurs = EXTERNAL_TARGETS.includes(end) || OUR_DOCS.has(path) || SERVED_FILES.has(path);
      const maxHops = locale || !/^\/[a-z]{2}(\/|$)/.test(url) ? 1 : 2;
      if (!isOurs || (endLocale !== locale && !EXTERNAL_TARGETS.includes(end)) || hops > maxHops) {
        wrong.push(`${url} → ${end} in ${hops} hops`);
      }
    }
    expect(wrong.slice(0, 20), `${wrong.length} URLs`).toEqual([]);
  });

  it('keeps the status helm.sh used: 302 where it redirected with 302, 301 for our moves', () => {
    for (const r of HELM_SH.redirects.filter((x) => x.in_newest && x.from.startsWith('/') && !x.from.includes('*'))) {
      const rule = match(TABLE, r.from);
      if (rule) expect(rule.status, r.from).toBe(r.status);
    }
    expect(match(TABLE, '/docs/v3/intro/install')).toEqual({to: `${HELM_3}/intro/install`, status: 301});
    expect(match(TABLE, '/calendar/release')?.status).toBe(302);
  });

  it('is answered the same by static/_redirects as by the table', () => {
    const pages = cloudflare(read(REDIRECTS)!);
    const samples = [
      ...urls.map((u) => u.url),
      '/helm/v3/pkg/action',
      '/helm/v2',
      '/helm',
      '/chartmuseum/pkg/repo',
      '/blog/index.xml',
      '/es/blog/index.xml',
    ];
    const differing = samples.filter((u) => JSON.stringify(pages(u)) !== JSON.stringify(match(TABLE, u)));
    expect(differing.slice(0, 20)).toEqual([]);
  });
});

describe('the matcher', () => {
  it('lets no unsafe capture through a splat', () => {
    for (const path of [
      '/docs/v3/\r\nX: 1',
      '/docs/v3/\\evil.example',
      '/docs/v3//evil.example',
      '/docs/v3/../x',
      '/docs/v3/./x',
      '/ja/%0d%0a',
      '/helm/v3/a\u0000b',
      '/docs/v3/a b',
    ]) {
      expect(match(TABLE, path), JSON.stringify(path)).toBeUndefined();
    }
  });

  // HELM_3 is /docs until a newer version is cut (npm run version:cut), /docs/3 after.
  it('sends Go package paths to their module page and Helm 3 pages to ours', () => {
    expect(match(TABLE, '/helm/v3/pkg/action')).toEqual({to: '/helm/v3/', status: 200});
    expect(match(TABLE, '/helm/pkg')).toEqual({to: '/helm/', status: 200});
    expect(match(TABLE, '/helm/v2')).toEqual({to: '/helm/v2/', status: 200});
    expect(match(TABLE, '/docs/v3/helm/helm_install')).toEqual({to: `${HELM_3}/commands/helm_install`, status: 301});
    expect(match(TABLE, '/es/docs/v3/helm/helm_install/')).toEqual({to: `/es${HELM_3}/commands/helm_install`, status: 301});
    expect(match(TABLE, '/ja/docs/intro/install')).toEqual({to: '/docs/intro/install', status: 301});
    // A target served with a trailing slash is named with it: Pages would redirect again otherwise.
    expect(match(TABLE, '/es/community/')).toEqual({to: `/es${HELM_3}/community/`, status: 301});
  });

  it('sends a dropped locale only to a fixed section of ours, never to what follows it (an open redirect on Pages)', () => {
    const pagesSplats = read(REDIRECTS)!
      .split('\n')
      .filter((l) => l.includes('*') && !l.startsWith('#'));
    expect(pagesSplats.filter((l) => / \/:splat /.test(l))).toEqual([]);
    expect(match(TABLE, '/ja/docs/v3/intro/install.html')).toEqual({to: `${HELM_3}/intro/install`, status: 301});
    expect(match(TABLE, '/de/de/docs/intro/install')).toBeUndefined();
  });

  it('accepts only paths of safe segments', () => {
    expect(isSafePath('/docs/intro/install')).toBe(true);
    for (const p of ['//evil.example', '/\\evil.example', '/a/../b', '/a\nb', 'evil.example']) expect(isSafePath(p), p).toBe(false);
  });

  it('matches rules in table order, exact ones first', () => {
    const exact = RULES.findIndex((r) => r.from.endsWith('/*'));
    expect(RULES.slice(exact).every((r) => r.from.endsWith('/*'))).toBe(true);
  });
});

describe('security.txt', () => {
  const text = read('static/.well-known/security.txt') ?? '';
  const field = (name: string) => text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1];

  it('names the project security contact and policy', () => {
    for (const name of ['Contact', 'Preferred-Languages', 'Canonical', 'Policy'])
      expect(field(name), name).toBe(HELM_SH.security_txt[name]);
  });

  it('leaves Expires to the build, which sets it less than a year after the build date', () => {
    expect(field('Expires')).toBeUndefined();
    for (const built of ['2026-11-26T10:07:00Z', '2027-12-31T23:59:59Z', '2028-02-29T00:00:00Z']) {
      const date = new Date(built);
      const stamped = withExpires(text, date);
      const expires = Date.parse(stamped.match(/^Expires: (.+)$/m)![1]);
      expect(expires - date.getTime(), built).toBeGreaterThan(360 * DAY);
      expect(expires - date.getTime(), `${built}: RFC 9116, less than a year ahead`).toBeLessThan(365 * DAY);
      expect(new Date(expires).toISOString(), built).toMatch(/T00:00:00\.000Z$/);
      // One Expires line, right after Contact, the other fields as they were.
      expect(stamped.match(/^Expires:/gm), built).toHaveLength(1);
      expect(stamped.replace(/^Expires: .*\n/m, ''), built).toBe(text);
      expect(withExpires(stamped, date), built).toBe(stamped);
    }
    expect(securityTxtExpires(new Date('2026-11-26T10:07:00Z'))).toBe('2027-11-25T00:00:00.000Z');
  });
});

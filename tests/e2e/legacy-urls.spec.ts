import {expect, test} from '@playwright/test';
import {match} from '../../deploy/match.mjs';
import {DROPPED_LOCALES, EXTERNAL_TARGETS, HELM_SH, legacyUrls, OUR_LOCALES, TABLE} from '../../deploy/routes';
import {forEachHost, HOST_CONCURRENCY, type Host} from '../nginx-server';
import {header, rawRequest} from '../raw-http';
import {SLOWDOWN} from '../slowdown';

// Every URL helm.sh served (facts/helm-sh-urls.json), in each of its locales, reaches a page of ours
// within two hops, in the same locale (English for a locale we dropped), and its first answer is
// the one the routing table names: on scripts/serve.mjs, nginx with deploy/nginx.conf and Cloudflare's
// Pages engine. One request a connection: wrangler's proxy closes idle kept-alive connections.

type Legacy = {url: string; locale: string};

const URLS: Legacy[] = legacyUrls();

const inLocale = (path: string, locale: string) =>
  locale
    ? path === `/${locale}` || path.startsWith(`/${locale}/`)
    : !OUR_LOCALES.concat(DROPPED_LOCALES).some((l) => path === `/${l}` || path.startsWith(`/${l}/`));

/** Follows at most two redirects; returns a problem, or undefined when the URL ends on a 200 page of ours in its locale. */
async function follow(host: Host, {url, locale}: Legacy): Promise<string | undefined> {
  let path = url;
  for (let hop = 0; hop <= 2; hop++) {
    const response = await rawRequest(host.port(), `GET ${encodeURI(decodeURI(path))} HTTP/1.1\r\nHost: localhost`);
    const rule = match(TABLE, decodeURIComponent(path.split('?')[0]));
    const location = header(response, 'location') ?? null;
    // Pages' splat keeps a trailing slash the table's matcher drops; the page after it is the same.
    const sameTarget = location === rule?.to || (host.name === 'pages' && location?.replace(/\/$/, '') === rule?.to.replace(/\/$/, ''));
    if (hop === 0 && rule && rule.status !== 200 && (response.status !== rule.status || !sameTarget)) {
      return `${url}: answered ${response.status} ${location ?? ''}, the table says ${rule.status} ${rule.to}`;
    }
    if (response.status === 200) {
      return inLocale(path, locale) ? undefined : `${url}: ended on ${path}, another locale`;
    }
    // 308: Pages' own redirect between a page's slash forms.
    if (![301, 302, 308].includes(response.status)) return `${url}: ${path} answered ${response.status}`;
    if (!location) return `${url}: ${response.status} without Location`;
    if (EXTERNAL_TARGETS.includes(location)) return undefined; // helm.sh sent it off-site too
    path = location;
  }
  return `${url}: more than two redirects`;
}

test('the list holds every URL of the facts file, in every locale helm.sh served', () => {
  expect(URLS.length).toBeGreaterThan(4000);
  expect(new Set(URLS.map((u) => u.url)).size).toBe(URLS.length);
});

forEachHost((host) => {
  // Cloudflare's engine answers about 100 requests a second here: every 10th URL, 508 of them,
  // which covers each kind of legacy URL (static/_redirects answers every URL as the routing table
  // does: tests/unit/routes.test.ts compares the two for all of them).
  const urls = host.name === 'pages' ? URLS.filter((_, i) => i % 10 === 0) : URLS;
  test(`every legacy URL reaches a page of ours within two hops (${host.name === 'pages' ? `Pages: every 10th of ${URLS.length}` : URLS.length} URLs)`, async () => {
    // About 30 ms a URL from serve.mjs and nginx on a quiet machine; wrangler's local engine took
    // about 125 ms a URL with two Playwright workers (2.1 minutes for every 5th, 1,015 URLs, which
    // was a tenth of the CI run's test time). More when busy.
    test.setTimeout((30_000 + urls.length * (host.name === 'pages' ? 150 : 30)) * SLOWDOWN);
    const problems: string[] = [];
    const queue = [...urls];
    await Promise.all(
      Array.from({length: HOST_CONCURRENCY}, async () => {
        for (let u = queue.pop(); u; u = queue.pop()) {
          const problem = await follow(host, u);
          if (problem) problems.push(problem);
        }
      }),
    );
    expect(problems.sort().slice(0, 30), `${problems.length} problems`).toEqual([]);
  });

  test('Go import pages answer every package path with the meta tags go get reads', async () => {
    for (const page of HELM_SH.go_import_pages) {
      const module = page.path.replace(/\/$/, '');
      for (const path of [module, `${module}/`, `${module}/pkg/action`, `${module}/internal/a/b/c/`]) {
        const response = await fetch(`${host.origin()}${path}?go-get=1`, {redirect: 'manual'});
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html, path).toContain(`<meta name="go-import" content="${page.go_import}">`);
        expect(html, path).toContain(`<meta name="go-source" content="${page.go_source}">`);
      }
    }
  });

  test('the calendar link goes where helm.sh sent it, with its status', async () => {
    for (const rule of HELM_SH.redirects.filter((r) => r.in_newest && r.to.startsWith('https://') && r.from.startsWith('/'))) {
      const response = await fetch(host.origin() + rule.from, {redirect: 'manual'});
      expect(response.status, rule.from).toBe(rule.status);
      expect(response.headers.get('location'), rule.from).toBe(rule.to);
    }
  });

  test('paths nobody served still get the not-found page of their locale', async () => {
    for (const [path, title] of [
      ['/no/such/page', 'Page Not Found'],
      ['/docs/v3/no_such_topic', 'Page Not Found'],
      ['/es/docs/v3/no_such_topic', 'Página no encontrada'],
      ['/community/no_such_page', 'Page Not Found'],
    ]) {
      let response = await fetch(host.origin() + path, {redirect: 'manual'});
      if (response.status === 301) response = await fetch(host.origin() + response.headers.get('location'), {redirect: 'manual'});
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(title);
    }
  });
});

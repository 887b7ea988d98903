/**
 * Metadata and index hygiene of the production build (issue 16, §6 and §8): descriptions in the
 * page's language, feeds, robots.txt, sitemaps with language alternates, noindex pages, the docs
 * page footer, and a not-found page that declares no canonical URL.
 */
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {expect, test} from '@playwright/test';
import {gitHistory} from '../../scripts/lib/git-dates';
import {LOCALES, SITE, WEBSITE_REPO} from '../../src/site-constants';
import {SPEC_LOCALES} from '../contract-spec';
import {ROOT, localized, type Locale} from '../contract';
import {find, tags} from '../html';

const BUILD = join(ROOT, 'build');
const locales = LOCALES.all as readonly Locale[];
const other = (locale: Locale): Locale => locales.find((candidate) => candidate !== locale)!;

/** Every HTML page of one locale's build, as [path, html]; the Spanish build is build/es. */
function builtPages(locale: Locale): [string, string][] {
  const root = locale === LOCALES.default ? BUILD : join(BUILD, locale);
  const skip = new Set(locales.filter((name) => name !== LOCALES.default).map((name) => join(BUILD, name)));
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (skip.has(path)) return [];
      if (statSync(path).isDirectory()) return walk(path);
      return name.endsWith('.html') ? [path] : [];
    });
  return (
    walk(root)
      .map((file): [string, string] => {
        // x/index.html, or x.html for a page whose URL has no trailing slash (scripts/lib/flatten-pages.ts).
        const path = `/${relative(root, file)}`
          .replace(/\/index\.html$/, '/')
          .replace(/(.)\/$/, '$1')
          .replace(/^(?!\/404\.html$)(.+)\.html$/, '$1');
        return [path, readFileSync(file, 'utf8')];
      })
      // The Go import pages (deploy/routes.ts) answer `go get`, not readers: noindex, no description.
      .filter(([, html]) => !find(html, 'meta', {name: 'go-import'}))
  );
}

const meta = (html: string, key: string, value: string) => find(html, 'meta', {[key]: value})?.attrs.content;
const sitemapUrls = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

test.describe('descriptions', () => {
  const pages = Object.fromEntries(locales.map((locale) => [locale, new Map(builtPages(locale))]));

  for (const locale of locales) {
    test(`every ${locale} page has a description and the same og:description`, () => {
      expect(pages[locale].size).toBeGreaterThan(200);
      const lacking = [...pages[locale]]
        .filter(([, html]) => {
          const description = meta(html, 'name', 'description');
          return !description || meta(html, 'property', 'og:description') !== description;
        })
        .map(([path]) => path);
      expect(lacking).toEqual([]);
    });
  }

  test('a Spanish page is described in Spanish: never with the words of its English twin', () => {
    const same = [...pages.es]
      .filter(([path, html]) => {
        const twin = pages.en.get(path);
        return twin && meta(html, 'name', 'description') === meta(twin, 'name', 'description');
      })
      .map(([path]) => path);
    expect(same).toEqual([]);
  });

  test('tag lists, author pages, search and the not-found page have descriptions of their own', () => {
    for (const locale of locales) {
      const home = meta(pages[locale].get('/')!, 'name', 'description');
      for (const path of ['/docs/tags', '/blog/tags', '/blog/authors', '/search', '/404.html']) {
        const description = meta(pages[locale].get(path)!, 'name', 'description');
        expect(description, `${locale} ${path}`).toBeTruthy();
        expect(description, `${locale} ${path}`).not.toBe(home);
      }
      const authors = [...pages[locale].keys()].filter((path) => /^\/blog\/authors\/[^/]+$/.test(path));
      expect(authors.length).toBeGreaterThan(10);
      const descriptions = new Set(authors.map((path) => meta(pages[locale].get(path)!, 'name', 'description')));
      expect(descriptions.size, `${locale}: one description per author`).toBe(authors.length);
    }
  });
});

test.describe('feeds', () => {
  const titles: Record<Locale, string> = {en: 'Helm blog', es: 'Blog de Helm'};

  for (const locale of locales) {
    test(`the ${locale} RSS and Atom feeds have a title in ${locale} and a rel="self" link`, async ({request}) => {
      const base = `${SITE.url}${localized('/blog', locale)}`;
      const rss = await (await request.get(localized('/blog/rss.xml', locale))).text();
      expect(rss).toContain(`<title>${titles[locale]}</title>`);
      expect(rss).toContain(`<language>${locale}</language>`);
      expect(rss).toMatch(/<rss[^>]*xmlns:atom="http:\/\/www.w3.org\/2005\/Atom"/);
      expect(rss).toContain(`<atom:link href="${base}/rss.xml" rel="self" type="application/rss+xml"/>`);

      const atom = await (await request.get(localized('/blog/atom.xml', locale))).text();
      expect(atom).toContain(`<title>${titles[locale]}</title>`);
      const self = tags(atom, 'link').find((tag) => tag.attrs.rel === 'self');
      expect(self?.attrs.href).toBe(`${base}/atom.xml`);
    });
  }
});

test.describe('robots.txt and sitemaps', () => {
  test('robots.txt names the sitemap of each locale', async ({request}) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const sitemaps = (await response.text()).match(/^Sitemap: .+$/gm);
    expect(sitemaps).toEqual([`Sitemap: ${SITE.url}/sitemap.xml`, `Sitemap: ${SITE.url}/es/sitemap.xml`]);
  });

  for (const locale of locales) {
    test(`every URL of the ${locale} sitemap names its en, es and x-default twins, and each twin exists`, async ({request}) => {
      const xml = await (await request.get(localized('/sitemap.xml', locale))).text();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
      expect(entries.length).toBeGreaterThan(200);
      const otherUrls = new Set(sitemapUrls(await (await request.get(localized('/sitemap.xml', other(locale)))).text()));
      for (const entry of entries) {
        const loc = entry.match(/<loc>([^<]+)<\/loc>/)![1];
        const links = Object.fromEntries(
          [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
        );
        expect(Object.keys(links).sort(), loc).toEqual(['en-us', 'es', 'x-default']);
        expect(links[SPEC_LOCALES.configs[locale].htmlLang], loc).toBe(loc);
        expect(links['x-default'], loc).toBe(links['en-us']);
        expect(otherUrls.has(links[SPEC_LOCALES.configs[other(locale)].htmlLang]), loc).toBe(true);
      }
    });
  }

  test('the lorem-ipsum samples and the search pages are noindex and in no sitemap', async ({request}) => {
    const listed = new Set(
      (await Promise.all(locales.map(async (l) => (await request.get(localized('/sitemap.xml', l))).text()))).flatMap(sitemapUrls),
    );
    for (const locale of locales) {
      for (const path of ['/docs/next/example/lorem-ipsum', '/docs/2/example/lorem-ipsum', '/search']) {
        const page = localized(path, locale);
        const html = await (await request.get(page)).text();
        expect(meta(html, 'name', 'robots'), page).toMatch(/noindex/);
        expect(listed.has(`${SITE.url}${page}`), page).toBe(false);
      }
    }
  });
});

test.describe('not-found page head', () => {
  for (const locale of locales) {
    for (const path of ['/404.html', '/docs/no-such-page', '/docs/2/no-such-page']) {
      const url = localized(path, locale);
      test(`${url} declares no canonical URL, og:url or language alternates`, {tag: '@browser'}, async ({page}) => {
        const response = await page.goto(url);
        // The file itself is served as it is; any other missing path answers 404 with it.
        if (!path.endsWith('404.html')) expect(response?.status()).toBe(404);
        // Both the server's HTML and the head after hydration, which search engines render too.
        const served = await response!.text();
        expect(find(served, 'link', {rel: 'canonical'})).toBeUndefined();
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await expect(page.locator('[data-suggestions-state="loading"]')).toHaveCount(0);
        await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]')).toHaveCount(0);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
      });
    }
  }

  test('an existing page keeps its canonical URL after hydration', {tag: '@browser'}, async ({page}) => {
    await page.goto('/es/docs/intro/install');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE.url}/es/docs/intro/install`);
  });
});

test.describe('docs page footer', () => {
  const cases: [string, string][] = [
    ['/docs/intro/install', 'versioned_docs/version-3/intro/install.md'],
    ['/es/docs/intro/install', 'i18n/es/docusaurus-plugin-content-docs/version-3/intro/install.md'],
    ['/es/docs/2/', 'i18n/es/docusaurus-plugin-content-docs/version-2/intro.md'],
    ['/docs/next/', 'docs/intro.md'],
  ];
  for (const [path, file] of cases) {
    test(`"Edit this page" on ${path} opens ${file}`, async ({request}) => {
      const html = await (await request.get(path)).text();
      const edit = tags(html, 'a').find((a) => a.attrs.class?.includes('theme-edit-this-page'));
      expect(edit?.attrs.href).toBe(`${WEBSITE_REPO.url}/edit/${WEBSITE_REPO.branch}/${file}`);
    });
  }

  const reports: {path: string; title: RegExp; body: string[]; link: string}[] = [
    {
      path: '/docs/intro/install',
      link: 'Report a problem with this page',
      title: /^Docs: problem on ".+"$/,
      body: [`${SITE.url}/docs/intro/install`, 'Docs version:** 3.19.0', 'Language:** English (en)'],
    },
    {
      path: '/es/docs/2/',
      link: 'Informar de un problema con esta página',
      title: /^Documentación: problema en «.+»$/,
      body: [`${SITE.url}/es/docs/2/`, 'Versión de la documentación:** 2.17.0', 'Idioma:** Español (es)'],
    },
  ];
  for (const {path, link, title, body} of reports) {
    test(`"${link}" on ${path} opens a new issue naming the page, version and language`, {tag: '@browser'}, async ({page}) => {
      await page.goto(path);
      const href = await page.getByRole('link', {name: link}).getAttribute('href');
      const url = new URL(href!);
      expect(`${url.origin}${url.pathname}`).toBe(`${WEBSITE_REPO.url}/issues/new`);
      expect(url.searchParams.get('title')).toMatch(title);
      for (const part of body) expect(url.searchParams.get('body')).toContain(part);
    });
  }

  test('the "last updated" date is the git date of the page\'s own file, when git has the history', async ({request}) => {
    test.skip(gitHistory(ROOT) !== 'full', 'a shallow clone shows no dates (handbook/page-metadata.md, "Last updated")');
    for (const [path, file] of cases) {
      const html = await (await request.get(path)).text();
      const shown = find(html, 'time', {itemprop: 'dateModified'})?.attrs.datetime;
      const iso = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {cwd: ROOT, encoding: 'utf8'}).trim();
      expect(shown, path).toBe(new Date(iso).toISOString());
    }
  });
});

import * as cheerio from 'cheerio';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {SPEC_BLOG} from '../contract-spec';
import {blogFacts, localized, type Locale} from '../contract';

const posts = [...blogFacts.posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
const load = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return cheerio.load(await response.text());
};
/** Post routes linked from the titles of a list page, without the locale prefix. */
const listed = ($: cheerio.CheerioAPI) =>
  $('article h2 a')
    .map((_, a) =>
      $(a)
        .attr('href')!
        .replace(/^\/es(?=\/)/, ''),
    )
    .get();

for (const locale of LOCALES.all as readonly Locale[]) {
  test.describe(`blog (${locale})`, () => {
    test(`paginates ${SPEC_BLOG.postsPerPage} posts a page over exactly ${SPEC_BLOG.pages} pages, newest first`, async ({request}) => {
      const pages = Math.ceil(posts.length / SPEC_BLOG.postsPerPage);
      expect(pages).toBe(SPEC_BLOG.pages);
      const seen: string[] = [];
      for (let n = 1; n <= pages; n++) {
        const $ = await load(request, localized(n === 1 ? '/blog' : `/blog/page/${n}`, locale));
        const routes = listed($);
        expect(routes.length).toBe(Math.min(SPEC_BLOG.postsPerPage, posts.length - seen.length));
        seen.push(...routes);
      }
      expect(seen).toEqual(posts.map((p) => p.route));
      const beyond = await request.get(localized(`/blog/page/${pages + 1}`, locale));
      expect(beyond.status()).toBe(404);
    });

    test('the archive lists every post under the heading of its year', async ({request}) => {
      const $ = await load(request, localized('/blog/archive', locale));
      const byYear = new Map<string, string[]>();
      $('h2').each((_, h) => {
        const year = $(h).attr('id') ?? '';
        if (!/^\d{4}$/.test(year)) return;
        byYear.set(
          year,
          $(h)
            .next('ul')
            .find('a')
            .map((_, a) =>
              $(a)
                .attr('href')!
                .replace(/^\/es(?=\/)/, ''),
            )
            .get(),
        );
      });
      const dateOf = new Map(posts.map((p) => [p.route, p.date]));
      const expected = new Map<string, string[]>();
      for (const post of posts) expected.set(post.date.slice(0, 4), [...(expected.get(post.date.slice(0, 4)) ?? []), post.route]);
      // Years newest first, and posts newest first within each year (issue #25: they were oldest first).
      expect([...byYear.keys()]).toEqual([...expected.keys()]);
      for (const [year, routes] of byYear) {
        expect(new Set(routes), year).toEqual(new Set(expected.get(year)));
        const dates = routes.map((r) => dateOf.get(r)!);
        expect(dates, year).toEqual([...dates].sort().reverse());
      }
    });

    test("every author page lists exactly that author's posts", async ({request}) => {
      for (const author of blogFacts.authors) {
        const own = posts.filter((p) => p.authors.includes(author.key)).map((p) => p.route);
        const found: string[] = [];
        for (let n = 1; (n - 1) * SPEC_BLOG.postsPerPage < own.length; n++) {
          const path = `/blog/authors/${author.key}${n === 1 ? '' : `/authors/${n}`}`;
          found.push(...listed(await load(request, localized(path, locale))));
        }
        expect(found, author.key).toEqual(own);
      }
    });

    for (const feed of ['rss.xml', 'atom.xml']) {
      test(`the ${feed} feed is well-formed XML and lists the newest posts`, {tag: '@browser'}, async ({page, request}) => {
        const response = await request.get(localized(`/blog/${feed}`, locale));
        expect(response.status()).toBe(200);
        const xml = await response.text();
        await page.goto(localized('/markdown-page', locale));
        const result = await page.evaluate((text) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          const links = Array.from(doc.querySelectorAll('item > link, entry > link')).map(
            (l) => l.getAttribute('href') ?? l.textContent ?? '',
          );
          return {error: doc.querySelector('parsererror')?.textContent ?? null, links};
        }, xml);
        expect(result.error).toBeNull();
        const prefix = `https://helm.sh${locale === 'en' ? '' : `/${locale}`}`;
        expect(result.links.slice(0, 5)).toEqual(posts.slice(0, 5).map((p) => prefix + p.route));
      });
    }
  });
}

test('every Spanish post shows its reading time in Spanish, with the right plural', async ({request}) => {
  for (const post of posts) {
    const $ = await load(request, localized(post.route, 'es'));
    const header = $('article header').first().text();
    const match = header.match(/(\d+) minutos? de lectura/);
    expect(match, post.slug).not.toBeNull();
    const minutes = Number(match![1]);
    expect(match![0], post.slug).toBe(minutes === 1 ? '1 minuto de lectura' : `${minutes} minutos de lectura`);
    expect(header).not.toMatch(/min read/);
  }
});

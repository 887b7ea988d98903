import type {Page} from '@playwright/test';
import {DOCS_VERSIONS, LOCALES} from '../../src/site-constants';
import {SPEC_DESKTOP_BREAKPOINT} from '../contract-spec';
import {localized} from '../contract';
import {settled} from '../settled';
import {expect, hitLinks, hydrated, input, test} from '../search-fixture';

// Two ways a reader's earlier steps used to lose them their place. Back, after following a link
// from the middle of the longest page (the only one with deferred sections), landed thousands of
// pixels away, with another heading highlighted in the table of contents. And one visit to a
// two-page docs version made it the version searched from every page outside the docs, where
// it found nothing to show.

const LONGEST = '/docs/chart_template_guide/function_list';
/** How far from where the reader left the page Back may land, in CSS pixels. */
const TOLERANCE = 40;

const WIDTHS = [390, 1280] as const;

/** The window's scroll position, once it has held still for half a second. */
async function restingScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still++;
          else [last, still] = [window.scrollY, 0];
          if (still >= 5) resolve(last);
          else setTimeout(tick, 100);
        };
        tick();
      }),
  );
}

const activeTocItem = (page: Page) =>
  page.locator('.theme-doc-toc-desktop .table-of-contents__link--active').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

for (const locale of LOCALES.all) {
  const at = (path: string) => localized(path, locale);

  for (const width of WIDTHS) {
    test(`${at(LONGEST)} at ${width} px: Back after a link from the middle of the page returns to the same place`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(at(LONGEST));
      await hydrated(page);
      await settled(page);

      // The link to another page nearest the middle of the article, brought to the middle of the screen.
      const index = await page.locator('article .markdown a[href]').evaluateAll((links) => {
        const middle = document.documentElement.scrollHeight / 2;
        const here = window.location.pathname;
        let best = -1;
        let distance = Infinity;
        links.forEach((link, i) => {
          const url = new URL((link as HTMLAnchorElement).href);
          if (url.origin !== window.location.origin || url.pathname === here) return;
          const top = link.getBoundingClientRect().top + window.scrollY;
          if (Math.abs(top - middle) < distance) [best, distance] = [i, Math.abs(top - middle)];
        });
        return best;
      });
      expect(index, 'a link to another page in the article').toBeGreaterThanOrEqual(0);
      const link = page.locator('article .markdown a[href]').nth(index);
      await link.evaluate((a) => window.scrollTo(0, a.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2));
      await settled(page);
      const before = await restingScrollY(page);
      expect(before, 'the link is far down the page').toBeGreaterThan(5_000);
      const tocBefore = width > SPEC_DESKTOP_BREAKPOINT ? await activeTocItem(page) : [];
      if (width > SPEC_DESKTOP_BREAKPOINT) expect(tocBefore).toHaveLength(1);
      const h1 = await page.locator('h1').textContent();

      await link.click();
      await expect(page).not.toHaveURL(new RegExp(`${LONGEST}$`));
      await expect(page.locator('h1')).not.toHaveText(h1!);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${LONGEST}$`));
      await expect(page.locator('h1')).toHaveText(h1!);
      await settled(page);
      expect(Math.abs((await restingScrollY(page)) - before), `scrollY, left at ${before}`).toBeLessThanOrEqual(TOLERANCE);
      if (width > SPEC_DESKTOP_BREAKPOINT) await expect.poll(() => activeTocItem(page)).toEqual(tocBefore);
    });
  }

  test(`${at('/')}: after a visit to a two-page docs version, search outside the docs still finds docs`, async ({page}) => {
    const [stub, pages] = Object.entries(DOCS_VERSIONS.versions).find(([name]) => name === '2')!;
    expect(pages.label).toBe('2.17.0');
    // The reader picks 2.17.0 in the version menu, as the dropdown stores it.
    await page.goto(at('/docs/'));
    await hydrated(page);
    await page.locator('.navbar .dropdown:has(a[href*="/docs/next"]) > .navbar__link').first().hover();
    await page
      .locator(`.navbar .dropdown__menu a[href$="/docs/${pages.path}/"], .navbar .dropdown__menu a[href*="/docs/${pages.path}/"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/docs/${pages.path}(/|$)`));
    expect(await page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default'))).toBe(stub);

    for (const path of ['/', '/blog', '/search']) {
      await page.goto(at(path));
      await hydrated(page);
      if (path === '/search') {
        // What the page says to a browser without JavaScript (tests/e2e/reading-modes.spec.ts) is not for this one.
        await expect(page.locator('main').getByText(/JavaScript/)).toBeHidden();
        await page.locator('input[type="search"]').first().fill('helm install');
        await expect(page.locator('article h2 a').first(), `results on ${at(path)}`).toBeVisible();
        const links = await page.locator('article h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        expect(
          links.filter((href) => /\/docs\//.test(href) && !href.includes(`/docs/${pages.path}/`)).length,
          links.join(' '),
        ).toBeGreaterThan(0);
        continue;
      }
      await page.locator('.DocSearch-Button').click();
      await input(page).fill('helm install');
      await expect(hitLinks(page).first(), `hits on ${at(path)}`).toBeVisible();
      const links = await hitLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(links.filter((href) => href.includes(at('/docs/intro/install'))).length, links.join(' ')).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
    }
  });
}

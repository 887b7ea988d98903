import * as cheerio from 'cheerio';
import {expect, test, type Page} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {blogFacts, localized, type Locale} from '../contract';

// Smaller things a reader notices: a diagram in the wrong language, an escaped apostrophe, posts
// out of order, a dark page nobody designed, a missing favicon, a button that melts into its
// background, code buttons a phone cannot reveal.

const LOCALE_LIST = LOCALES.all as readonly Locale[];
const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]').waitFor();

/** Relative luminance and contrast ratio (WCAG 2). */
function contrast(a: number[], b: number[]): number {
  const lum = ([r, g, b]: number[]) => {
    const c = [r, g, b].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const rgb = (css: string) =>
  css
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);

test('blog images: alt text is escaped once, and each diagram is drawn in its post’s language', {tag: '@http'}, async ({request}) => {
  const problems: string[] = [];
  let diagrams = 0;
  for (const locale of LOCALE_LIST) {
    for (const post of blogFacts.posts) {
      const route = localized(post.route, locale);
      const $ = cheerio.load(await (await request.get(route)).text());
      const images: {alt: string; src: string}[] = [];
      $('article img').each((_, img) => void images.push({alt: $(img).attr('alt') ?? '', src: $(img).attr('src') ?? ''}));
      for (const {alt, src} of images) {
        if (/&(#\d+|#x[\da-f]+|[a-z]+);/i.test(alt)) problems.push(`${route}: alt text shows an entity: ${alt.slice(0, 60)}`);
        const inline = src.match(/^data:image\/svg\+xml;base64,(.+)$/)?.[1];
        if (!inline && (!src.endsWith('.svg') || src.includes('/img/authors/'))) continue;
        diagrams++;
        // Small images are inlined in the page; larger ones are copied to the build's assets.
        const svg = inline ? Buffer.from(inline, 'base64').toString('utf8') : await (await request.get(src)).text();
        const lang = svg.match(/<svg[^>]*\sxml:lang="([^"]+)"/)?.[1];
        if (lang !== locale) problems.push(`${route}: its diagram ${inline ? 'inlined' : src} is in ${lang ?? 'an unnamed language'}`);
      }
    }
  }
  expect(problems).toEqual([]);
  // The five diagrams of helm-www's posts, in both locales.
  expect(diagrams).toBe(10);
});

for (const locale of LOCALE_LIST) {
  test(`the archive lists posts newest first, within each year as across years (${locale})`, async ({browser, baseURL}) => {
    const context = await browser.newContext({baseURL, javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(localized('/blog/archive', locale));
    const dateOf = new Map(blogFacts.posts.map((p) => [localized(p.route, locale), p.date]));
    const hrefs = await page.locator('main ul a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const dates = hrefs.map((href) => dateOf.get(href.replace(/\/$/, '')) ?? `unknown ${href}`);
    expect(dates.length).toBe(blogFacts.posts.length);
    expect(dates).toEqual([...dates].sort().reverse());
    await context.close();
  });
}

test.describe('one colour mode: light, whatever the address or storage say', () => {
  for (const how of ['?docusaurus-theme=dark', 'theme=dark stored'] as const) {
    test(`${how}: the page is light, before and after following a link`, async ({page}) => {
      if (how === 'theme=dark stored') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await page.goto(`/docs/intro/install${how.startsWith('?') ? how : ''}`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      // Infima's dark palette would make links 1.6:1 on its near-black background.
      expect(
        await page.locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--ifm-background-color').trim()),
      ).not.toMatch(/^#1b1b1d$/i);
      expect(
        rgb(
          await page
            .locator('.markdown p a')
            .first()
            .evaluate((a) => getComputedStyle(a).color),
        ),
      ).toEqual([26, 43, 168]);
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).not.toHaveURL(/\/intro\/install/);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  }
});

test.describe('one colour mode from the first paint, before any script of the bundle runs', () => {
  for (const how of ['?docusaurus-theme=dark', 'theme=dark stored'] as const) {
    test(`${how}: the server HTML paints light`, async ({page}) => {
      // Without the bundle, only the inline scripts of the HTML decide the first paint.
      await page.route('**/assets/js/**', (route) => route.abort());
      if (how === 'theme=dark stored') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await page.goto(`/docs/intro/install${how.startsWith('?') ? how : ''}`, {waitUntil: 'domcontentloaded'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(
        await page.locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--ifm-background-color').trim()),
      ).not.toMatch(/^#1b1b1d$/i);
      expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();
    });
  }
});

test('/favicon.ico answers with an icon', {tag: '@http'}, async ({request}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  const body = await response.body();
  // An ICO file: reserved 0, type 1, then its image count.
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
});

for (const locale of LOCALE_LIST) {
  test(`home: the primary button stands out from the hero, the install column lines up with the sections below (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(localized('/', locale));
    await hydrated(page);
    const hero = rgb(
      await page
        .locator('main header')
        .first()
        .evaluate((h) => getComputedStyle(h).backgroundColor),
    );
    const button = rgb(await page.locator('main header .button--primary').evaluate((b) => getComputedStyle(b).backgroundColor));
    // WCAG 1.4.11: a control's boundary at 3:1 against what surrounds it.
    expect(contrast(hero, button)).toBeGreaterThanOrEqual(3);
    const lefts = await page.locator('main section h2').evaluateAll((hs) => hs.map((h) => Math.round(h.getBoundingClientRect().left)));
    expect(new Set(lefts).size, `left edges of the sections' headings: ${lefts.join(', ')}`).toBe(1);
  });

  test(`a list of posts titles each post below the page's own title (${locale})`, async ({page}) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({width, height: 800});
      await page.goto(localized('/blog', locale));
      const size = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
      expect(await size('main article header h2')).toBeLessThan(await size('main h1'));
    }
  });

  test(`on a touch screen a code block's buttons are shown and cover no code (${locale})`, async ({browser, baseURL}) => {
    const context = await browser.newContext({baseURL, viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
    const page = await context.newPage();
    await page.goto(localized('/docs/intro/install', locale));
    await hydrated(page);
    const block = page.locator('article .theme-code-block').first();
    await block.scrollIntoViewIfNeeded();
    const copy = block.locator('button').last();
    expect(await copy.evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
    const button = (await copy.boundingBox())!;
    const code = (await block.locator('pre').boundingBox())!;
    expect(button.y + button.height, 'the buttons end above the code').toBeLessThanOrEqual(code.y + 1);
    await context.close();
  });
}

test('the Spanish announcement says what the English one says: Helm 3 support ends', async ({page}) => {
  await page.goto('/es/docs/');
  // Its first link names what ends, as the English "Helm 3 support ends" does: support, not Helm 3.
  await expect(page.locator('div[role="banner"] a').first()).toHaveText(/soporte/i);
});

test('on a docs page the phone menu shows the versions open, in both locales alike', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const states: string[] = [];
  for (const locale of LOCALE_LIST) {
    await page.goto(localized('/docs/intro/install', locale));
    await hydrated(page);
    await page.locator('.navbar__toggle').click();
    const versions = page.locator('.navbar-sidebar .menu__list-item', {has: page.locator('> .menu__link', {hasText: /^Versi(ons|ones)$/})});
    const collapsed = await versions.evaluate((item) => item.classList.contains('menu__list-item--collapsed'));
    states.push(`${locale}: ${collapsed ? 'closed' : 'open'}`);
  }
  expect(states).toEqual(LOCALE_LIST.map((locale) => `${locale}: open`));
});

test('the home page fits a 320 px screen (a 1280 px one at 400 % zoom): its buttons wrap their labels', async ({page}) => {
  await page.setViewportSize({width: 320, height: 700});
  for (const locale of LOCALE_LIST) {
    await page.goto(localized('/', locale));
    await hydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${locale}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    for (const box of await page.locator('main header .button').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(320);
    }
  }
});

test('search hits on a phone end their lines in an ellipsis, never cut mid-letter at the edge', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/intro/install');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  // Queries whose hits have titles or snippets longer than a phone's line.
  for (const query of ['upgrade wait', 'rendered manifests contain a resource that already exists']) {
    await page.locator('.DocSearch-Input').fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // The hits shown may still be the last query's, or a first answer whose text is on its way:
    // read until this query's long line is there (or fail, as then the test would check nothing).
    const read = () =>
      page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').evaluateAll((elements) =>
        elements.map((line) => {
          const text = document.createRange();
          text.selectNodeContents(line);
          const style = getComputedStyle(line);
          return {
            text: line.textContent,
            runsOver:
              text.getBoundingClientRect().right > line.closest('.DocSearch-Hit-content-wrapper')!.getBoundingClientRect().right + 0.5,
            ellipsis:
              style.textOverflow === 'ellipsis' &&
              style.overflowX === 'hidden' &&
              line.getBoundingClientRect().right <= line.closest('.DocSearch-Hit-content-wrapper')!.getBoundingClientRect().right + 0.5,
          };
        }),
      );
    await expect
      .poll(async () => (await read()).some((line) => line.runsOver), {
        message: `"${query}" has a line longer than the phone: the test checks nothing`,
      })
      .toBe(true);
    const lines = await read();
    expect(lines.filter((line) => line.runsOver && !line.ellipsis)).toEqual([]);
  }
});

for (const locale of LOCALE_LIST) {
  test(`every text, buttons and fields included, is set in one of the site's two typefaces (${locale})`, async ({page}) => {
    // A button left to the browser takes its control font (Arial on Linux and Windows): the navbar's
    // search button did, on every page.
    const paths = ['/', '/docs/intro/install', '/blog/helm-enters-the-cncf', '/search', '/no-such-page'];
    const strays: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({width, height: 800});
      for (const path of paths) {
        await page.goto(localized(path, locale));
        await hydrated(page);
        const found = await page.evaluate(() => {
          // The stacks as the browser writes them: through a probe, not the custom properties' raw text.
          const probe = document.createElement('span');
          document.body.append(probe);
          const stacks = ['--ifm-font-family-base', '--ifm-font-family-monospace', '--ifm-heading-font-family'].map((name) => {
            probe.style.fontFamily = `var(${name})`;
            return getComputedStyle(probe).fontFamily;
          });
          probe.remove();
          const out: string[] = [];
          for (const el of Array.from(document.querySelectorAll('body *'))) {
            const text = Array.from(el.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
            if (!text && !el.matches('button, input, select, textarea')) continue;
            if (el.matches('script, style, noscript, template')) continue;
            const family = getComputedStyle(el).fontFamily;
            if (!stacks.includes(family)) out.push(`<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">: ${family}`);
          }
          return out;
        });
        strays.push(...found.map((stray) => `${localized(path, locale)} at ${width} px: ${stray}`));
      }
    }
    expect(strays).toEqual([]);
  });
}

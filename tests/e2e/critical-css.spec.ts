import {expect, test, type Browser} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {localized, type Locale} from '../contract';
import {pageTypes} from '../page-types';

// Each page carries the CSS of its first paint inline (scripts/lib/critical-css.ts); the three
// stylesheets arrive later without blocking it. These tests fail when the inlined CSS is not
// enough: the first screen laid out from it alone must match, box for box and colour for colour,
// the page with all its styles, or the page would move or change when they arrive. They also fail if a stylesheet blocks the paint
// again from the head.

const WIDTHS = [390, 1280];

type Box = [string, number, number, number, number, string];

/** What of an element's look the test compares, beside its box. */
const LOOK = [
  'color',
  'background-color',
  'border-top-width',
  'border-top-color',
  'text-decoration-line',
  'font-weight',
  'font-size',
  'visibility',
];

/** The boxes of the elements on the first screen, without scripts, with or without the stylesheets. */
async function firstScreen(browser: Browser, url: string, width: number, stylesheets: boolean): Promise<Box[]> {
  // No transitions: a focused field's border would be caught halfway.
  const context = await browser.newContext({viewport: {width, height: 800}, javaScriptEnabled: false, reducedMotion: 'reduce'});
  const page = await context.newPage();
  if (!stylesheets) await page.route(/\/assets\/css\/.+\.css$/, (route) => route.abort());
  // The search page's field is autofocused whenever the browser gets to it, focus changes its
  // border: both runs get the page without autofocus.
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, body: (await response.text()).replace(/ autofocus(?=[\s>])/g, '')});
  });
  await page.goto(url);
  const boxes = await page.evaluate(
    (look) =>
      Array.from(document.querySelectorAll('body *'))
        .map((element): Box => {
          const r = element.getBoundingClientRect();
          const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').split(' ')[0]}`;
          const style = getComputedStyle(element);
          const seen = look.map((property) => style.getPropertyValue(property)).join(' ');
          return [name, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height), seen];
        })
        .filter(([, , y, , height]) => y < window.innerHeight && y + height > 0),
    LOOK,
  );
  await context.close();
  return boxes;
}

for (const locale of LOCALES.all as readonly Locale[]) {
  test.describe(`critical CSS (${locale})`, () => {
    for (const {name, path} of pageTypes()) {
      const url = localized(path, locale);
      test(`${name} ${url}: the first screen is laid out before the stylesheets arrive`, async ({browser, request}) => {
        const html = await (await request.get(url)).text();
        // The minified pages leave out </head>: the head is what comes before <body>.
        const head = html.slice(0, html.search(/<body[\s>]/));
        expect(head.length).toBeGreaterThan(0);
        expect(head, 'a stylesheet in the head blocks the first paint').not.toMatch(/<link[^>]*rel="?stylesheet/);
        expect(head).toMatch(/<style>/);
        for (const width of WIDTHS) {
          const inline = await firstScreen(browser, url, width, false);
          const full = await firstScreen(browser, url, width, true);
          expect(inline.length, `${width} px`).toBeGreaterThan(10);
          expect(inline, `${width} px`).toEqual(full);
        }
      });
    }
  });
}

import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type BrowserContext, type Frame, type Page} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {localized, ROOT, type Locale} from '../contract';
import {startFrameProxy} from '../frame-proxy';
import {LAYOUT_WIDTHS, layoutProblems} from '../layout';
import {pageTypes} from '../page-types';
import {scaled} from '../slowdown';
import {COMMAND_TOKEN, COMMAND_TOKEN_MAX} from '../../src/code/tokens';

// Every page of both sitemaps, from a small phone to a laptop: the document never scrolls
// sideways; tables, code and images stay in the article column (never under the sidebar or the
// table of contents) and scroll in their own box when wider; prose wraps; a flag or a command in
// inline code never breaks across lines.
//
// The sweep looks at each page as the server renders it, without JavaScript: that markup and our
// CSS decide the layout, it is what every reader sees first, and it loads in a fifth of the time
// of a hydrated page, so all 2,500 page views fit in CI. Hydration changes little of the layout
// (the mobile sidebar, tab panels, code-block buttons): the third test measures one page of every
// page type hydrated, at the same widths, as a top-level page.
//
// Each page is loaded once into a frame without scripts (sandbox="allow-same-origin") and measured
// at every width by resizing the frame: the page's viewport is the frame, so its media queries and
// layout are those of a window that wide. Every element's box matched a top-level page's, on 33
// pages at the five widths. Resizing a window instead costs the browser and its compositor a new
// surface each time: the English sweep took 217 s of CPU that way, 174 s in the frame. A few tabs
// at a time, in one browser.

const TABS = 4;

/** Flags and commands of at most COMMAND_TOKEN_MAX characters, as src/code/tokens.ts defines them. */
const TOKEN = `(?=^.{1,${COMMAND_TOKEN_MAX}}$)${COMMAND_TOKEN.source}`;

/** Every path of a locale's sitemap; LAYOUT_PAGES=<text> keeps only those containing it. */
function sitemapPaths(locale: string): string[] {
  const file = join(ROOT, 'build', locale === LOCALES.default ? '' : locale, 'sitemap.xml');
  const only = process.env.LAYOUT_PAGES ?? '';
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((p) => p.includes(only));
}

/** Lets React re-render for a new viewport (the sidebar and TOC switch at 996 px) and lay out. */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Given a tab, how to measure a path in it: every failure at every width. */
type Measurer = (page: Page) => Promise<(path: string) => Promise<string[]>>;

/** Measures the paths in a few tabs of one context; returns every failure and the bad page views. */
/**
 * The time limit of a walk with `left` pages to go, from the load measured now: set again after
 * every page, so that a machine that gets busy halfway through gives the rest more time.
 */
function walkLimit(started: number, left: number): number {
  return Date.now() - started + scaled(60_000 + left * 1_000);
}

async function sweep(context: BrowserContext, origin: string, paths: string[], measureIn: Measurer, onPage = (left: number) => void left) {
  // Nothing but the site under test: no waiting on a host that will never answer.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const queue = [...paths];
  const failures: string[] = [];
  await Promise.all(
    Array.from({length: TABS}, async () => {
      const page = await context.newPage();
      const measure = await measureIn(page);
      for (let path = queue.shift(); path; path = queue.shift()) {
        failures.push(...(await measure(path)));
        onPage(queue.length);
      }
      await page.close();
    }),
  );
  const bad = new Set(failures.map((f) => f.slice(0, f.indexOf(' px: '))));
  return {failures, bad: bad.size, views: paths.length * LAYOUT_WIDTHS.length};
}

/** Measures a page in a frame without scripts, resized to every width in turn. */
const inFrame: Measurer = async (page) => {
  // A plain file of the site as the host page, so the frame is same-origin and the tab runs none of the site's code.
  await page.setViewportSize({width: Math.max(...LAYOUT_WIDTHS) + 20, height: 800});
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    document.body.style.margin = '0';
    document.body.innerHTML =
      '<iframe id="measured" sandbox="allow-same-origin" style="display: block; border: 0; width: 320px; height: 800px"></iframe>';
  });
  const frame: Frame = page.frames().find((f) => f !== page.mainFrame())!;
  return async (path) => {
    const response = await frame.goto(path, {waitUntil: 'load'});
    if (response?.status() !== 200) return [`${path}: answered ${response?.status()}`];
    const failures: string[] = [];
    for (const width of LAYOUT_WIDTHS) {
      await page.evaluate((w) => (document.getElementById('measured')!.style.width = `${w}px`), width);
      for (const {problem, element} of await frame.evaluate(layoutProblems, TOKEN))
        failures.push(`${path} at ${width} px: ${problem}: ${element}`);
    }
    return failures;
  };
};

/** Measures a hydrated page in the tab itself, the window resized to every width in turn. */
const inWindow: Measurer = async (page) => {
  return async (path) => {
    const response = await page.goto(path, {waitUntil: 'load'});
    if (response?.status() !== 200) return [`${path}: answered ${response?.status()}`];
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const failures: string[] = [];
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({width, height: 800});
      await settle(page);
      for (const {problem, element} of await page.evaluate(layoutProblems, TOKEN))
        failures.push(`${path} at ${width} px: ${problem}: ${element}`);
    }
    return failures;
  };
};

// Both locales in one worker, so the suite runs a single browser.
test.describe.configure({mode: 'default'});

for (const locale of LOCALES.all) {
  test(`every ${locale} page of the sitemap fits the screen at ${LAYOUT_WIDTHS.join(', ')} px`, async ({browser, baseURL}) => {
    const paths = sitemapPaths(locale);
    const started = Date.now();
    let limit = walkLimit(started, paths.length);
    test.setTimeout(limit);
    const proxy = await startFrameProxy(baseURL!);
    const context = await browser.newContext({baseURL: proxy.origin});
    const {failures, bad, views} = await sweep(context, proxy.origin, paths, inFrame, (left) => {
      const next = walkLimit(started, left);
      if (next > limit) test.setTimeout((limit = next));
    });
    await context.close();
    await proxy.close();
    console.log(`layout ${locale}: ${bad} of ${views} page views with a problem (${Math.round((Date.now() - started) / 1000)} s)`);
    expect(failures, `${bad} of ${views} ${locale} page views overflow or overlap`).toEqual([]);
  });
}

test(`one page of every type, hydrated, fits the screen at ${LAYOUT_WIDTHS.join(', ')} px in both locales`, async ({browser, baseURL}) => {
  test.setTimeout(180_000);
  const types = [...pageTypes().filter((t) => t.name !== 'not-found'), {name: 'command page', path: '/docs/commands/helm_install'}];
  const paths = LOCALES.all.flatMap((locale) => types.map((t) => localized(t.path, locale as Locale)));
  const context = await browser.newContext({baseURL});
  const {failures, bad, views} = await sweep(context, new URL(baseURL!).origin, paths, inWindow);
  await context.close();
  expect(failures, `${bad} of ${views} hydrated page views overflow or overlap`).toEqual([]);
});

test('the frame the sweep measures in lays a page out as a window of that width does', async ({browser, baseURL}) => {
  // Every box of the page, rounded: what layoutProblems reads, and more.
  const boxes = () => [
    `${document.documentElement.clientWidth} ${document.documentElement.scrollWidth} ${window.innerHeight}`,
    ...Array.from(document.body.querySelectorAll('*'), (el) => {
      const r = el.getBoundingClientRect();
      return `${el.tagName} ${Math.round(r.left)} ${Math.round(r.top)} ${Math.round(r.width)} ${Math.round(r.height)}`;
    }),
  ];
  const paths = ['/docs/chart_template_guide/function_list', '/es/docs/commands/helm_upgrade', '/blog', '/es/docs/faq/uninstalling'];
  const proxy = await startFrameProxy(baseURL!);
  const framed = await browser.newContext({baseURL: proxy.origin});
  const windowed = await browser.newContext({baseURL, javaScriptEnabled: false});
  const host = await framed.newPage();
  const measure = await inFrame(host);
  const frame = host.frames().find((f) => f !== host.mainFrame())!;
  const page = await windowed.newPage();
  const differences: string[] = [];
  for (const path of paths) {
    await measure(path); // loads the page into the frame, and leaves it at the widest width
    await page.setViewportSize({width: LAYOUT_WIDTHS[0], height: 800});
    await page.goto(path);
    for (const width of LAYOUT_WIDTHS) {
      await host.evaluate((w) => (document.getElementById('measured')!.style.width = `${w}px`), width);
      await page.setViewportSize({width, height: 800});
      const [inFrameBoxes, inWindowBoxes] = [await frame.evaluate(boxes), await page.evaluate(boxes)];
      expect(inFrameBoxes.length, `${path}: elements in the frame`).toBeGreaterThan(200);
      // The first box that differs, or the first one only one side has.
      const first = inWindowBoxes.findIndex((box, i) => box !== inFrameBoxes[i]);
      const at = first >= 0 ? first : Math.min(inWindowBoxes.length, inFrameBoxes.length);
      if (first >= 0 || inFrameBoxes.length !== inWindowBoxes.length)
        differences.push(`${path} at ${width} px: window "${inWindowBoxes[at]}", frame "${inFrameBoxes[at]}"`);
    }
  }
  await framed.close();
  await windowed.close();
  await proxy.close();
  expect(differences).toEqual([]);
});

test('the layout check names a wide table that runs under the table of contents', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/intro/install');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.locator('.markdown').evaluate((markdown) => {
    const row = Array.from({length: 12}, (_, i) => `<td><code>--a-long-flag-name-${i}</code></td>`).join('');
    markdown.insertAdjacentHTML('afterbegin', `<table id="too-wide" style="display: table; width: 100%"><tr>${row}</tr></table>`);
  });
  const problems = await page.evaluate(layoutProblems, undefined);
  expect(problems.filter((p) => p.element.startsWith('table#too-wide')).map((p) => p.problem)).toEqual([
    expect.stringMatching(/^sticks out of the article column by \d+ px$/),
    'runs under the table of contents',
  ]);
});

test('a table that scrolls sideways can be reached with the keyboard, one that fits adds no tab stop', async ({page}) => {
  await page.setViewportSize({width: 360, height: 800});
  await page.goto('/es/docs/faq/uninstalling');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const table = page.locator('.markdown table').first();
  await expect(table).toHaveAttribute('tabindex', '0');
  expect(await table.evaluate((t) => t.scrollWidth > t.clientWidth)).toBe(true);
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/es/docs/commands/helm');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const narrow = page.locator('.markdown table').first();
  await expect(narrow).not.toHaveAttribute('tabindex');
});

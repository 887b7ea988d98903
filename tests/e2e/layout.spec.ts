import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {localized, ROOT, type Locale} from '../contract';
import {LAYOUT_WIDTHS, layoutProblems} from '../layout';
import {pageTypes} from '../page-types';
import {COMMAND_TOKEN, COMMAND_TOKEN_MAX} from '../../src/code/tokens';

// Every page of both sitemaps, from a small phone to a laptop: the document never scrolls
// sideways; tables, code and images stay in the article column (never under the sidebar or the
// table of contents) and scroll in their own box when wider; prose wraps; a flag or a command in
// inline code never breaks across lines.
//
// The sweep looks at each page as the server renders it, without JavaScript: that markup and our
// CSS decide the layout, it is what every reader sees first, and it loads in a fifth of the time
// of a hydrated page, so all 1,500 page views fit in CI. Hydration changes little of the layout
// (the mobile sidebar, tab panels, code-block buttons): the last test measures one page of every
// page type hydrated, at the same widths. One browser, a few tabs at a time, each page loaded
// once and measured at every width in turn.

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

async function measure(page: Page, path: string, hydrated: boolean): Promise<string[]> {
  const response = await page.goto(path, {waitUntil: 'load'});
  if (response?.status() !== 200) return [`${path}: answered ${response?.status()}`];
  if (hydrated) await page.locator('html[data-has-hydrated="true"]').waitFor();
  const failures: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({width, height: 800});
    if (hydrated) await settle(page);
    for (const {problem, element} of await page.evaluate(layoutProblems, TOKEN))
      failures.push(`${path} at ${width} px: ${problem}: ${element}`);
  }
  return failures;
}

/** Measures the paths in a few tabs of one context; returns every failure and the bad page views. */
async function sweep(context: BrowserContext, paths: string[], hydrated: boolean) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
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
      for (let path = queue.shift(); path; path = queue.shift()) failures.push(...(await measure(page, path, hydrated)));
      await page.close();
    }),
  );
  const bad = new Set(failures.map((f) => f.slice(0, f.indexOf(' px: '))));
  return {failures, bad: bad.size, views: paths.length * LAYOUT_WIDTHS.length};
}

// Both locales in one worker, so the suite runs a single browser.
test.describe.configure({mode: 'default'});

for (const locale of LOCALES.all) {
  test(`every ${locale} page of the sitemap fits the screen at ${LAYOUT_WIDTHS.join(', ')} px`, async ({browser, baseURL}) => {
    const paths = sitemapPaths(locale);
    test.setTimeout(60_000 + paths.length * 1_000);
    const started = Date.now();
    const context = await browser.newContext({baseURL, javaScriptEnabled: false});
    const {failures, bad, views} = await sweep(context, paths, false);
    await context.close();
    console.log(`layout ${locale}: ${bad} of ${views} page views with a problem (${Math.round((Date.now() - started) / 1000)} s)`);
    expect(failures, `${bad} of ${views} ${locale} page views overflow or overlap`).toEqual([]);
  });
}

test(`one page of every type, hydrated, fits the screen at ${LAYOUT_WIDTHS.join(', ')} px in both locales`, async ({browser, baseURL}) => {
  test.setTimeout(180_000);
  const types = [...pageTypes().filter((t) => t.name !== 'not-found'), {name: 'command page', path: '/docs/commands/helm_install'}];
  const paths = LOCALES.all.flatMap((locale) => types.map((t) => localized(t.path, locale as Locale)));
  const context = await browser.newContext({baseURL});
  const {failures, bad, views} = await sweep(context, paths, true);
  await context.close();
  expect(failures, `${bad} of ${views} hydrated page views overflow or overlap`).toEqual([]);
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

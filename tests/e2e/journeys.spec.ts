import {expect, test, type Locator, type Page} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {SPEC_DOCS_VERSIONS} from '../contract-spec';
import {localized, type Locale} from '../contract';
import {focusInSight} from '../keyboard';
import {longestDocsPages, pageTypes} from '../page-types';
import {hitLinks, input} from '../search-fixture';
import {SLOWDOWN} from '../slowdown';

// What a reader does, rather than what a page is: follow a link to a heading or a flag, watch the
// page settle while its stylesheet is late, tab through it, open it on a tablet. Each test
// measures where things land and what moves, over many pages at a phone and a laptop width.
// Anchors of a page are all measured in one browser page, so the suite stays within minutes.
// Search answers from the build's embedded engine (no Algolia credentials): no host but the site's.

const WIDTHS = [390, 1280] as const;
const LOCALE_LIST = LOCALES.all as readonly Locale[];
const FLAG_PAGES = ['/docs/commands/helm_upgrade', '/docs/commands/helm_install', '/docs/commands/helm_template'];
/** How far below the navbar a target may land: the scroll margins of headings (0.5 rem) and flags (1.25 rem). */
const LANDING_SLACK = 32;

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]').waitFor();
/** Thrown when the browser, not the page, stopped: the page answers but is given no frames. */
class NoFramesError extends Error {}

/** Waits for `count` frames; throws NoFramesError if the browser gives the page none for a while. */
const frames = async (page: Page, count = 2) => {
  const got = await page.evaluate(
    ({n, patience}) =>
      new Promise<boolean>((done) => {
        let timer = 0;
        const next = (left: number) => {
          clearTimeout(timer);
          if (!left) return done(true);
          timer = window.setTimeout(() => done(false), patience);
          requestAnimationFrame(() => next(left - 1));
        };
        next(n);
      }),
    {n: count, patience: 5_000 * SLOWDOWN},
  );
  if (!got) throw new NoFramesError(`the browser gave the page no frame for ${(5 * SLOWDOWN).toFixed(1)} s`);
};

/**
 * A reader's click. Playwright clicks once the element has kept its box over two animation frames;
 * once in CI (stop 38) the headless shell gave a hydrated page no frame for five minutes, and the
 * click waited out the test. So the click has a bound, and when it runs out this says why: a page
 * whose script no longer answers, or an element that keeps moving, fails the test (both are the
 * site's); a page that answers but gets no frames throws NoFramesError, for the test to load the
 * page again.
 */
async function readerClick(target: Locator): Promise<void> {
  try {
    await target.click({timeout: 20_000 * SLOWDOWN});
    return;
  } catch (error) {
    if (!(error instanceof Error) || !error.name.includes('Timeout')) throw error;
    const probe = target.evaluate(
      (el) =>
        new Promise<{frames: number; boxes: string[]}>((done) => {
          const boxes: string[] = [];
          const timer = setTimeout(() => done({frames: boxes.length, boxes}), 2_000);
          const next = () =>
            requestAnimationFrame(() => {
              const box = el.getBoundingClientRect();
              boxes.push(`${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`);
              if (boxes.length < 5) return next();
              clearTimeout(timer);
              done({frames: boxes.length, boxes});
            });
          next();
        }),
    );
    const state = await Promise.race([probe, new Promise<'silent'>((done) => setTimeout(() => done('silent'), 10_000))]);
    if (state === 'silent') throw new Error(`the page's script stopped answering: ${error.message}`);
    if (state.frames === 0) throw new NoFramesError(`the browser gave the page no frame for 2 s: ${error.message}`);
    throw new Error(`the element moved in every frame (${state.boxes.join(' → ')}): ${error.message}`);
  }
}

/**
 * Holds the site's stylesheet until `release()`: the page paints from its inlined critical CSS
 * first, as it does for a reader on a slow network.
 */
async function lateStylesheet(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/css\/[^/]+\.css$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Everything a page loads after its HTML has arrived: stylesheet, fonts, hydration. */
async function loaded(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
    await Promise.all(
      links.map((link) => (link.sheet ? undefined : new Promise((done) => link.addEventListener('load', done, {once: true})))),
    );
  });
  await frames(page, 3);
}

type Landing = {id: string; below: number; visible: boolean; atEnd: boolean};

/** Where the element `id` is, measured from the navbar's bottom edge. Runs in the page. */
function landingOf(id: string): Landing {
  const target = document.getElementById(id)!;
  const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
  const box = target.getBoundingClientRect();
  const root = document.documentElement;
  return {
    id,
    below: Math.round(box.top - navbar),
    visible: box.top >= navbar - 1 && box.top < window.innerHeight,
    // At the end of the page the browser cannot scroll further: the target lands lower.
    atEnd: Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1,
  };
}

const landedWell = (l: Landing) => (l.atEnd ? l.visible : l.below >= -1 && l.below <= LANDING_SLACK);
const describeLanding = (l: Landing) => `#${l.id} ${l.below} px below the navbar${l.atEnd ? ' (page end)' : ''}`;

/** Anchors followed in one call into the page: a page that stops answering is noticed within one batch. */
const ANCHOR_BATCH = 20;
const BATCH_PATIENCE_MS = 20_000 * SLOWDOWN;

/**
 * Follows a link to every id in turn, in the page, and returns the ones that land badly. A batch
 * the page does not finish in BATCH_PATIENCE_MS throws NoFramesError: in CI, one call that
 * followed 76 anchors never answered and took the whole test's time with it.
 */
async function everyAnchorLands(page: Page, ids: string[]): Promise<string[]> {
  const misses: string[] = [];
  for (let start = 0; start < ids.length; start += ANCHOR_BATCH) {
    const batch = ids.slice(start, start + ANCHOR_BATCH);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const silent = new Promise<never>((_, fail) => {
      timer = setTimeout(
        () => fail(new NoFramesError(`the page did not follow ${batch.length} anchors from #${batch[0]} in ${BATCH_PATIENCE_MS / 1000} s`)),
        BATCH_PATIENCE_MS,
      );
    });
    const following = followAnchors(page, batch);
    // Once the batch has timed out, the call may still fail, when the test closes the page.
    following.catch(() => undefined);
    try {
      misses.push(...(await Promise.race([following, silent])));
    } finally {
      clearTimeout(timer);
    }
  }
  return misses;
}

async function followAnchors(page: Page, ids: string[]): Promise<string[]> {
  const landings = await page.evaluate(
    async ({ids, landingSource}) => {
      const landing = new Function(`return (${landingSource})`)() as (id: string) => Landing;
      // Two frames let the scroll settle. A page Chromium treats as in the background gets no
      // frames at all, so a timer stands in after 250 ms: the landing is measured either way.
      const frame = () =>
        new Promise<void>((done) => {
          const timer = setTimeout(done, 250);
          requestAnimationFrame(() => {
            clearTimeout(timer);
            done();
          });
        });
      const out: Landing[] = [];
      for (const id of ids) {
        location.hash = '';
        location.hash = id;
        for (let i = 0; i < 2; i++) await frame();
        out.push(landing(id));
      }
      return out;
    },
    {ids, landingSource: landingOf.toString()},
  );
  return landings.filter((l) => !landedWell(l)).map(describeLanding);
}

/** `count` ids spread evenly over the list, first and last included. */
const spread = (ids: string[], count: number) => [
  ...new Set(Array.from({length: Math.min(count, ids.length)}, (_, i) => ids[Math.round((i * (ids.length - 1)) / Math.max(1, count - 1))])),
];
/** On a phone, anchors followed in the page: enough to cover the page, within the time budget. */
const PHONE_SAMPLE = 24;

/**
 * At one width: every anchor of the open page (an even sample on a phone) followed in the page,
 * three entries of its TOC clicked, then one anchor loaded fresh in a tab of its own with the
 * stylesheet late. Returns what landed badly.
 */
async function anchorsLand(page: Page, url: string, width: number): Promise<string[]> {
  await page.setViewportSize({width, height: 800});
  // Let React switch the TOC and sidebar for the width (they change at 996 px) and lay out.
  await frames(page, 3);
  const ids = await page.locator('.markdown :is(h2, h3)[id], .markdown .flag-list__name[id]').evaluateAll((els) => els.map((el) => el.id));
  expect(ids.length, 'anchors on the page').toBeGreaterThan(0);

  // Every anchor on a laptop; an even sample on a phone, where the page is longer still.
  const followed = width < 997 ? spread(ids, PHONE_SAMPLE) : ids;
  const misses = (await everyAnchorLands(page, followed)).map((m) => `followed: ${m}`);

  // The table of contents: beside the article on a laptop, folded above it on a phone. Its entries
  // are read from it, since a page may list fewer levels than it has (toc_max_heading_level).
  await page.evaluate(() => window.scrollTo(0, 0));
  const toc = page.locator(width < 997 ? '.theme-doc-toc-mobile' : '.theme-doc-toc-desktop');
  if (width < 997 && !/Expanded/.test((await toc.getAttribute('class')) ?? '')) await readerClick(toc.locator('button'));
  await toc.locator('a[href^="#"]').first().waitFor();
  const listed = new Set(
    await toc.locator('a[href^="#"]').evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1)))),
  );
  const tocIds = ids.filter((id) => listed.has(id));
  expect(tocIds.length, 'TOC entries that are headings of the page').toBeGreaterThan(0);
  for (const id of spread(tocIds, 3)) {
    await page.evaluate(() => window.scrollTo(0, 0));
    if (width < 997) {
      // Following an entry folds the list again; it opens with an animation.
      const mobile = page.locator('.theme-doc-toc-mobile');
      if (!/Expanded/.test((await mobile.getAttribute('class')) ?? '')) await readerClick(mobile.locator('button'));
      await readerClick(page.locator(`.theme-doc-toc-mobile a[href="#${id}"]`));
    } else {
      await readerClick(page.locator(`.theme-doc-toc-desktop a[href="#${id}"]`));
    }
    // A busy machine may take more than three frames to scroll a page this long: give the entry
    // up to 5 s (times the slowdown) to land; one that never does is still a miss.
    await frames(page, 3);
    let l = await page.evaluate(landingOf, id);
    for (const until = Date.now() + 5_000 * SLOWDOWN; !landedWell(l) && Date.now() < until;) {
      await frames(page, 3);
      l = await page.evaluate(landingOf, id);
    }
    if (!landedWell(l)) misses.push(`TOC ${describeLanding(l)}`);
  }

  // A fresh load of URL#id, the stylesheet late: right after it arrives, and once it has.
  // Last, in a page of its own: a second page can leave the reader's without frames, and
  // the loops above wait on frames.
  const target = ids[Math.floor(ids.length * 0.75)];
  const fresh = await page.context().newPage();
  await fresh.setViewportSize({width, height: 800});
  const release = await lateStylesheet(fresh);
  await fresh.goto(`${url}#${target}`, {waitUntil: 'commit'});
  await fresh.locator(`[id="${target}"]`).waitFor({state: 'attached'});
  // Already there while the stylesheet is late: no view of the page top, then a jump.
  await expect
    .poll(() => fresh.evaluate(landingOf, target).then(landedWell), {message: `${url}#${target} at ${width} px before the stylesheet`})
    .toBe(true);
  if (await fresh.locator(`.flag-list__name[id="${target}"]`).count()) {
    const highlight = await fresh
      .locator('.flag-list__item', {has: fresh.locator(`[id="${target}"]`)})
      .evaluate((item) => getComputedStyle(item).backgroundColor);
    expect(highlight, `the linked flag is highlighted from the first paint at ${width} px`).not.toBe('rgba(0, 0, 0, 0)');
  }
  release();
  await loaded(fresh);
  const landing = await fresh.evaluate(landingOf, target);
  if (!landedWell(landing)) misses.push(`loaded fresh: ${describeLanding(landing)}`);
  await fresh.close();
  await page.bringToFront();
  return misses;
}

test.describe('hash navigation: a link to a heading or a flag lands just below the navbar', () => {
  const pages = [...new Set([...longestDocsPages(10), ...FLAG_PAGES])];
  for (const locale of LOCALE_LIST) {
    for (const path of pages) {
      const url = localized(path, locale);
      // Both widths in one page load: a width's layout, not how the page got to it, decides where
      // an anchor lands. The load with the stylesheet late is made at each width.
      test(`${url} at ${WIDTHS.join(' and ')} px: anchors followed, from the TOC, and loaded with the stylesheet late`, async ({
        context,
      }) => {
        test.setTimeout(180_000 * SLOWDOWN);
        const open = async () => {
          const page = await context.newPage();
          await page.setViewportSize({width: WIDTHS[0], height: 800});
          await page.goto(url);
          await hydrated(page);
          return page;
        };
        let page = await open();
        for (const width of WIDTHS) {
          await test.step(`${width} px`, async () => {
            let misses: string[];
            try {
              misses = await anchorsLand(page, url, width);
            } catch (error) {
              if (!(error instanceof NoFramesError)) throw error;
              // The browser's fault, not the page's: the same checks, once more, in a page loaded again.
              test.info().annotations.push({type: 'page loaded again', description: `${width} px: ${error.message.split('\n')[0]}`});
              await page.close();
              page = await open();
              misses = await anchorsLand(page, url, width);
            }
            expect(misses, `anchors that land badly at ${width} px`).toEqual([]);
          });
        }
      });
    }
  }
});

test.describe('hash navigation: a flag in the Helm 4 change table lands on the flag of its command page', () => {
  const links = [
    {command: 'helm_upgrade', flag: 'flag-atomic'},
    {command: 'helm_list', flag: 'flag-all'},
  ];
  for (const locale of LOCALE_LIST) {
    for (const width of WIDTHS) {
      test(`${localized('/docs/topics/v3_v4_migration', locale)} at ${width} px: clicked in the table, and opened fresh`, async ({
        page,
        browser,
        baseURL,
      }) => {
        await page.setViewportSize({width, height: 800});
        await page.goto(localized('/docs/topics/v3_v4_migration', locale));
        await hydrated(page);
        for (const {command, flag} of links) {
          const href = localized(`/docs/commands/${command}#${flag}`, locale);
          await page.goto(localized('/docs/topics/v3_v4_migration', locale));
          await hydrated(page);
          const link = page.locator(`#change-table ~ div table a[href="${href}"], #change-table ~ table a[href="${href}"]`).first();
          await link.scrollIntoViewIfNeeded();
          await link.click();
          await expect(page).toHaveURL(new RegExp(`${href.replace(/[#/]/g, '\\$&')}$`));
          // The address changes before the command page renders: wait for the flag to exist.
          await page.locator(`[id="${flag}"]`).waitFor();
          await expect.poll(() => page.evaluate(landingOf, flag).then(landedWell), {message: `${href} after a click`}).toBe(true);
          await loaded(page);
          const landing = await page.evaluate(landingOf, flag);
          expect(landedWell(landing), `${href}: ${describeLanding(landing)}`).toBe(true);
          // The flag is the one the table names.
          await expect(page.locator(`[id="${flag}"]`)).toHaveText(`--${flag.slice('flag-'.length)}`);
        }
        // The same link opened in a new tab, with the stylesheet late.
        const fresh = await browser.newPage({baseURL, viewport: {width, height: 800}});
        const release = await lateStylesheet(fresh);
        const href = localized(`/docs/commands/${links[0].command}#${links[0].flag}`, locale);
        await fresh.goto(href, {waitUntil: 'commit'});
        await fresh.locator(`[id="${links[0].flag}"]`).waitFor({state: 'attached'});
        release();
        await loaded(fresh);
        const landing = await fresh.evaluate(landingOf, links[0].flag);
        expect(landedWell(landing), `${href} opened fresh: ${describeLanding(landing)}`).toBe(true);
        await fresh.close();
      });
    }
  }
});

test.describe('hash navigation: a heading picked in the search modal lands just below the navbar', () => {
  const picks = [
    {query: 'semverCompare', path: '/docs/chart_template_guide/function_list', id: 'semvercompare'},
    {query: 'trimSuffix', path: '/docs/chart_template_guide/function_list', id: 'trimsuffix'},
  ];
  for (const locale of LOCALE_LIST) {
    for (const width of WIDTHS) {
      test(`${locale} at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height: 800});
        await page.goto(localized('/docs/', locale));
        await hydrated(page);
        for (const {query, path, id} of picks) {
          await page.locator('.DocSearch-Button').click();
          await input(page).fill(query);
          const hit = hitLinks(page)
            .and(page.locator(`[href="${localized(path, locale)}#${id}"]`))
            .first();
          await hit.click();
          await expect(page).toHaveURL(new RegExp(`#${id}$`));
          await page.locator(`[id="${id}"]`).waitFor();
          await frames(page, 3);
          const l = await page.evaluate(landingOf, id);
          expect(landedWell(l), `${query}: ${describeLanding(l)}`).toBe(true);
        }
      });
    }
  }
});

/** The page type's own "done": 404 suggestions in, search results (or their absence) shown. */
async function pageSettled(page: Page): Promise<void> {
  await page.locator('[data-suggestions-state="loading"]').waitFor({state: 'detached'});
  if (new URL(page.url()).pathname.endsWith('/search')) {
    await page.locator('main article, main p:has-text("No results"), main p:has-text("No se encontraron")').first().waitFor();
  }
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  await frames(page, 2);
}

test.describe('layout shift: nothing moves from the first paint to idle, the stylesheet late', () => {
  const types = pageTypes().map((t) => {
    if (t.name === 'search') return {...t, query: {en: '?q=upgrade', es: '?q=plantilla'}};
    return {...t, query: undefined};
  });
  for (const locale of LOCALE_LIST) {
    for (const width of WIDTHS) {
      test(`every page type, ${locale}, at ${width} px: CLS at most 0.01, the navbar never moves`, async ({browser, baseURL}) => {
        test.setTimeout(120_000 * SLOWDOWN);
        const shifts: string[] = [];
        for (const type of types) {
          const context = await browser.newContext({baseURL, viewport: {width, height: 800}});
          const page = await context.newPage();
          await page.addInitScript(() => {
            const scope = window as unknown as {cls: number; movers: string[]; navbar: number};
            scope.cls = 0;
            scope.movers = [];
            scope.navbar = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources: {node?: Node}[];
              })[]) {
                if (entry.hadRecentInput) continue;
                scope.cls += entry.value;
                for (const source of entry.sources ?? []) {
                  const el = source.node instanceof Element ? source.node : source.node?.parentElement;
                  if (el) scope.movers.push(`${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 2).join('.')}`);
                  // The navbar is on every page: even a small shift of it (the search key hints
                  // appearing on hydration) is one every reader sees.
                  if (el?.closest('.navbar')) scope.navbar += entry.value;
                }
              }
            }).observe({type: 'layout-shift', buffered: true});
          });
          const release = await lateStylesheet(page);
          const url = localized(type.path, locale) + (type.query?.[locale] ?? '');
          await page.goto(url, {waitUntil: 'commit'});
          // The first paint, from the HTML and its inlined CSS alone; then the stylesheet.
          await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
          release();
          await loaded(page);
          await pageSettled(page);
          const {cls, movers, navbar} = await page.evaluate(() => {
            const scope = window as unknown as {cls: number; movers: string[]; navbar: number};
            return {cls: scope.cls, movers: scope.movers, navbar: scope.navbar};
          });
          expect(typeof cls, 'the layout-shift observer ran').toBe('number');
          if (cls > 0.01) shifts.push(`${url}: ${cls.toFixed(4)} (${[...new Set(movers)].slice(0, 4).join(', ')})`);
          if (navbar > 0) shifts.push(`${url}: the navbar shifts (${navbar.toFixed(4)})`);
          await context.close();
        }
        expect(shifts, 'pages that shift').toEqual([]);
      });
    }
  }
});

test.describe('navbar: the brand and every item on one line, nothing clipped, from 997 to 1440 px', () => {
  const widths = [997, 1000, 1010, 1024, 1040, 1060, 1080, 1100, 1120, 1150, 1200, 1280, 1366, 1440];
  for (const locale of LOCALE_LIST) {
    test(`${locale}`, async ({page}) => {
      await page.goto(localized('/docs/intro/install', locale));
      await hydrated(page);
      const problems: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({width, height: 800});
        await frames(page);
        const found = await page.evaluate(() => {
          const out: string[] = [];
          const bar = document.querySelector('.navbar__inner')!.getBoundingClientRect();
          const items = Array.from(
            document.querySelectorAll<HTMLElement>(
              '.navbar__inner > .navbar__items > :is(.navbar__brand, .navbar__item, .navbarSearchContainer, [class*="navbarSearchContainer"])',
            ),
          );
          const tops = new Set<number>();
          for (const el of items) {
            const box = el.getBoundingClientRect();
            if (box.width === 0) continue;
            const name = (el.innerText || el.className).trim().replace(/\s+/g, ' ').slice(0, 30);
            // Each item's own text on one line: an icon or word that wraps doubles its height.
            const lines = new Set(
              Array.from(el.querySelectorAll('*'), (c) => c.getBoundingClientRect())
                .filter((r) => r.height > 0 && r.width > 0)
                .map((r) => Math.round(r.top + r.height / 2)),
            );
            if (lines.size > 1 && box.height > 48) out.push(`"${name}" wraps (${Math.round(box.height)} px tall)`);
            if (el.scrollWidth > el.clientWidth + 1) out.push(`"${name}" is clipped by ${el.scrollWidth - el.clientWidth} px`);
            if (box.left < bar.left - 1 || box.right > bar.right + 1) out.push(`"${name}" sticks out of the navbar`);
            tops.add(Math.round(box.top + box.height / 2));
          }
          if (Math.max(...tops) - Math.min(...tops) > 4) out.push(`items on ${tops.size} lines`);
          const title = document.querySelector<HTMLElement>('.navbar__title');
          if (!title || title.getBoundingClientRect().width === 0) out.push('the brand title is hidden');
          else if (title.scrollWidth > title.clientWidth + 1)
            out.push(`the brand title "${title.innerText}" is cut by ${title.scrollWidth - title.clientWidth} px`);
          return out;
        });
        problems.push(...found.map((p) => `${width} px: ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('keyboard: after the skip link, the next 10 Tab stops are fully visible below the navbar', () => {
  const paths = ['/', '/docs/intro/install', '/docs/commands/helm_upgrade', '/blog', pageTypes().find((t) => t.name === 'blog post')!.path];
  for (const locale of LOCALE_LIST) {
    for (const width of WIDTHS) {
      test(`${locale} at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height: 800});
        const hidden: string[] = [];
        for (const path of paths) {
          const url = localized(path, locale);
          await page.goto(url);
          await hydrated(page);
          await page.keyboard.press('Tab');
          await expect(page.locator(':focus')).toHaveText(/skip|saltar/i);
          await page.keyboard.press('Enter');
          for (let stop = 1; stop <= 10; stop++) {
            await page.keyboard.press('Tab');
            const seen = await focusInSight(page);
            if (!seen.ok) hidden.push(`${url}, stop ${stop}: ${seen.what}`);
          }
        }
        expect(hidden).toEqual([]);
      });
    }
  }
});

test.describe('the server HTML shows what the hydrated page shows first', () => {
  for (const locale of LOCALE_LIST) {
    test(`search heading and version select, TOC of a docs page (${locale})`, async ({browser, baseURL}) => {
      const query = locale === 'es' ? 'plantilla' : 'upgrade';
      const read = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({baseURL, javaScriptEnabled, viewport: {width: 1280, height: 800}});
        const page = await context.newPage();
        await page.goto(`${localized('/search', locale)}?q=${query}`);
        if (javaScriptEnabled) await hydrated(page);
        const heading = await page.locator('main h1').innerText();
        const version = await page.locator('main select').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.label ?? s.value);
        await page.goto(localized('/docs/topics/charts', locale));
        if (javaScriptEnabled) await hydrated(page);
        const toc = await page
          .locator('.theme-doc-toc-desktop a')
          .evaluateAll((links) => links.map((a) => `${a.getAttribute('href')} ${a.textContent}`));
        await context.close();
        return {heading, version, toc};
      };
      const server = await read(false);
      const hydratedState = await read(true);
      // Without ?version= or a stored preference, the latest docs: 3.19.0, not the unreleased ones.
      expect(server.version).toContain(SPEC_DOCS_VERSIONS.versions[SPEC_DOCS_VERSIONS.last].label);
      expect(server).toEqual(hydratedState);
    });
  }
});

test.describe("a long page's table of contents follows the reader", () => {
  for (const locale of LOCALE_LIST) {
    test(`${locale}: the highlighted entry stays in the TOC's view`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto(localized('/docs/chart_template_guide/function_list', locale));
      await hydrated(page);
      const ids = await page.locator('.markdown h3[id]').evaluateAll((els) => els.map((el) => el.id));
      for (const id of [ids[Math.floor(ids.length / 2)], ids[ids.length - 2]]) {
        await page.locator(`[id="${id}"]`).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
        const active = page.locator('.theme-doc-toc-desktop .table-of-contents__link--active');
        await expect(active).toHaveAttribute('href', `#${id}`);
        await expect
          .poll(() =>
            active.evaluate((link) => {
              const box = link.closest('.theme-doc-toc-desktop')!.getBoundingClientRect();
              const entry = link.getBoundingClientRect();
              return entry.top >= box.top && entry.bottom <= box.bottom;
            }),
          )
          .toBe(true);
      }
    });
  }
});

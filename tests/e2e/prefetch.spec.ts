import {expect, test, type Page} from '@playwright/test';
import {DATA_ALLOWANCE} from '../../src/client/data-allowance';
import {settled} from '../settled';

// Prefetching waits for the load event (src/client/idle-prefetch.ts). These tests fail when
// links are prefetched while the page is still loading, when they are not prefetched at all,
// when prefetching runs on a connection that asks to save data, and when it takes a page's
// scripts past the reader's allowance.

/** The prefetch tags once the idle queue has stopped growing. */
async function settledPrefetches(page: Page): Promise<string[]> {
  const prefetched = () => page.locator('link[rel=prefetch]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  let count = -1;
  await expect
    .poll(
      async () => {
        const before = count;
        count = (await prefetched()).length;
        return count === before;
      },
      {intervals: [1000], timeout: 15_000},
    )
    .toBe(true);
  return prefetched();
}

/** KB of scripts the page has fetched, compressed, prefetches included. */
const scriptsKB = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\.js(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + entry.encodedBodySize / 1024, 0),
  );

test('visible links are prefetched once the page has loaded, not while it loads', async ({page}) => {
  // An image that answers only when told holds the load event back after the page has hydrated.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/held-back.svg', async (route) => {
    await released;
    await route.fulfill({contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>'});
  });
  // The page notes whether the load event had fired when the first prefetch link appeared.
  await page.addInitScript(() => {
    const scope = window as unknown as {loaded: boolean; prefetchedBeforeLoad?: boolean};
    scope.loaded = false;
    window.addEventListener('load', () => (scope.loaded = true));
    new MutationObserver((changes, observer) => {
      if (changes.some((c) => Array.from(c.addedNodes).some((n) => n instanceof HTMLLinkElement && n.rel === 'prefetch'))) {
        scope.prefetchedBeforeLoad = !scope.loaded;
        observer.disconnect();
      }
    }).observe(document, {childList: true, subtree: true});
    document.addEventListener('DOMContentLoaded', () => {
      const image = document.createElement('img');
      image.src = '/held-back.svg';
      image.alt = '';
      document.body.append(image);
    });
  });
  await page.goto('/docs/tags', {waitUntil: 'domcontentloaded'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // Hydrated, and the browser has been idle since: a prefetch that did not wait for load would be there.
  await settled(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(await page.locator('link[rel=prefetch]').count()).toBe(0);

  release();
  await expect.poll(() => page.locator('link[rel=prefetch]').count(), {timeout: 10_000}).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as {prefetchedBeforeLoad?: boolean}).prefetchedBeforeLoad)).toBe(false);
});

test('each chunk is prefetched once, and none the page on screen already ran', async ({page}) => {
  // Docs pages share chunks (the docs layout, the sidebar, the version data): Docusaurus's own
  // prefetch added 325 tags on the function list for 27 files, several of them the page's own scripts.
  await page.goto('/', {waitUntil: 'load'});
  await expect.poll(() => page.locator('link[rel=prefetch]').count(), {timeout: 10_000}).toBeGreaterThan(1);
  const hrefs = await settledPrefetches(page);
  expect(hrefs.length).toBe(new Set(hrefs).size);
  const ran = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  );
  expect(ran.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => ran.includes(href))).toEqual([]);
});

// Pages light enough to prefetch something. The local server answers Chromium over plain HTTP,
// where it asks for gzip, not brotli: the allowance counts what the browser really fetched.
for (const path of ['/', '/docs/tags', '/blog/tags', '/blog/archive']) {
  test(`${path}: no page is prefetched once the scripts fetched come within ${DATA_ALLOWANCE.reserveKB} KB of the ${DATA_ALLOWANCE.scriptsKB} KB allowance`, async ({
    page,
  }) => {
    // Each page's prefetch links are added in one go (src/client/idle-prefetch.ts): one
    // MutationObserver callback. It notes the scripts fetched so far, compressed, as the page
    // decides on the next prefetch, before any of the new links has been requested.
    await page.addInitScript(() => {
      const scope = window as unknown as {prefetchPages: {links: number; kbBefore: number}[]};
      scope.prefetchPages = [];
      new MutationObserver((changes) => {
        const links = changes.flatMap((c) => Array.from(c.addedNodes)).filter((n) => n instanceof HTMLLinkElement && n.rel === 'prefetch');
        if (links.length === 0) return;
        const kbBefore = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => /\.js(\?|$)/.test(e.name))
          .reduce((sum, e) => sum + e.encodedBodySize / 1024, 0);
        scope.prefetchPages.push({links: links.length, kbBefore});
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(path, {waitUntil: 'load'});
    await expect.poll(() => page.locator('link[rel=prefetch]').count(), {timeout: 10_000}).toBeGreaterThan(0);
    const hrefs = await settledPrefetches(page);
    const pages = await page.evaluate(() => (window as unknown as {prefetchPages: {links: number; kbBefore: number}[]}).prefetchPages);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.reduce((sum, p) => sum + p.links, 0)).toBe(hrefs.length);
    // Each page, the last included, started while the scripts fetched left the reserve free.
    for (const {kbBefore} of pages) expect(kbBefore).toBeLessThanOrEqual(DATA_ALLOWANCE.scriptsKB - DATA_ALLOWANCE.reserveKB);
    // The page has links enough to reach the allowance: prefetching stopped because of it.
    expect(await scriptsKB(page)).toBeGreaterThan(DATA_ALLOWANCE.scriptsKB - DATA_ALLOWANCE.reserveKB);
  });
}

test('a page whose own scripts come close to the allowance prefetches nothing', async ({page}) => {
  // The Spanish install page, the docs page of scripts/quality-budgets.json: 146.2 KB of its own scripts.
  await page.goto('/es/docs/intro/install', {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  expect(await settledPrefetches(page)).toEqual([]);
  // Its own scripts alone leave less than the reserve.
  expect(await scriptsKB(page)).toBeGreaterThan(DATA_ALLOWANCE.scriptsKB - DATA_ALLOWANCE.reserveKB);
});

test('nothing is prefetched when the connection asks to save data', async ({page}) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
  await page.goto('/', {waitUntil: 'load'});
  // Loaded, idle, and the list of prefetches stable over a second: empty.
  await settled(page);
  expect(await settledPrefetches(page)).toEqual([]);
});

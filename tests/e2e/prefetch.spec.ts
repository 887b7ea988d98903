import {expect, test} from '@playwright/test';

// Prefetching waits for the load event (src/client/idle-prefetch.ts). This test fails when
// links are prefetched while the page is still loading, and when they are not prefetched at all.

test('visible links are prefetched once the page has loaded, not while it loads', async ({page}) => {
  // An image that answers only when told holds the load event back after the page has hydrated.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/held-back.svg', async (route) => {
    await released;
    await route.fulfill({contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>'});
  });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const image = document.createElement('img');
      image.src = '/held-back.svg';
      image.alt = '';
      document.body.append(image);
    }),
  );
  await page.goto('/docs/intro/install', {waitUntil: 'domcontentloaded'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(await page.locator('link[rel=prefetch]').count()).toBe(0);

  release();
  await expect.poll(() => page.locator('link[rel=prefetch]').count(), {timeout: 10_000}).toBeGreaterThan(0);
});

test('each chunk is prefetched once, and none the page on screen already ran', async ({page}) => {
  // The function list links to every page of its section, and all docs pages share chunks (the
  // docs layout, the sidebar, the version data): Docusaurus's own prefetch added 325 tags here for
  // 27 files, several of them the page's own scripts.
  await page.goto('/es/docs/chart_template_guide/function_list', {waitUntil: 'load'});
  const prefetched = () => page.locator('link[rel=prefetch]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  await expect.poll(async () => (await prefetched()).length, {timeout: 10_000}).toBeGreaterThan(5);
  // The queue drains in idle time: wait until it has stopped growing.
  let count = 0;
  await expect
    .poll(async () => {
      const before = count;
      count = (await prefetched()).length;
      return count === before;
    }, {intervals: [500], timeout: 10_000})
    .toBe(true);
  const hrefs = await prefetched();
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

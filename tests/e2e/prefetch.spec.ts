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

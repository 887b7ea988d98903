import {expect, test} from '@playwright/test';
import {settled} from '../settled';

// The longest docs page (the function list, 3,600 elements) loads without shifting, and a link
// to a heading near its end lands on it. Its blocks once skipped their rendering far from the
// viewport (content-visibility), and links to functions landed hundreds of pixels off: no block of
// any docs page may do that again.

const LONGEST = '/es/docs/chart_template_guide/function_list';

test.use({viewport: {width: 412, height: 823}});

test('the longest docs page does not shift while it loads and hydrates', async ({page}) => {
  await page.addInitScript(() => {
    const scope = window as unknown as {shifts: number};
    scope.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) scope.shifts += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(LONGEST, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
});

test('an anchor near the end of the longest docs page lands on its heading', async ({page}) => {
  await page.goto(LONGEST);
  const ids = await page.locator('.markdown h3[id]').evaluateAll((headings) => headings.map((h) => h.id));
  expect(ids.length).toBeGreaterThan(100);
  const target = ids[ids.length - 3];

  await page.goto(`${LONGEST}#${target}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const heading = page.locator(`[id="${target}"]`);
  // Below the sticky navbar, at the top of the screen, and still there once blocks around it render.
  for (const when of ['hydrated', 'settled']) {
    if (when === 'settled') await settled(page);
    const box = (await heading.boundingBox())!;
    expect(box.y, when).toBeGreaterThanOrEqual(0);
    expect(box.y, when).toBeLessThan(200);
  }
  // The text of blocks that are skipped still belongs to the page: find-in-page and screen readers reach it.
  await expect(page.locator('.markdown > p').last()).toHaveText(/\S/);
});

test('no block of a docs page skips its rendering, the longest page included', async ({page}) => {
  const skipping = () =>
    page.locator('.markdown > *').evaluateAll((blocks) => blocks.filter((b) => getComputedStyle(b).contentVisibility !== 'visible').length);
  await page.goto('/es/docs/intro/install');
  expect(await skipping()).toBe(0);
  await page.goto(LONGEST);
  expect(await skipping()).toBe(0);
});

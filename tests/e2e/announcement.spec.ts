import {expect, test} from '@playwright/test';
import {ANNOUNCEMENT_ID, LOCALES} from '../../src/site-constants';
import {localized, type Locale} from '../contract';

// The bar sits above the navbar on every page: on a phone, a second line pushes the page down.
for (const locale of LOCALES.all as readonly Locale[]) {
  test(`the announcement bar is one line at 390 px and links to the end-of-life post and the migration guide in its own locale (${locale})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(localized('/docs/', locale));
    const content = page.locator('div[role="banner"] div[class*="announcementBarContent"]');
    await expect(content).toBeVisible();
    const lines = await content.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);

    // The end-of-life post, then the migration guide, both in the reader's locale.
    const hrefs = await content.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual([localized('/blog/helm-v3-end-of-life', locale), localized('/docs/topics/v3_v4_migration', locale)]);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  });
}

// Docusaurus hides the bar before hydration when the stored dismissal is true, and only clears a
// stale one after hydration: the new announcement shows from the next page the reader opens.
test('a reader who closed an older announcement sees this one from the next page on', async ({page}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.goto('/docs/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(ANNOUNCEMENT_ID);
  await page.goto('/docs/intro/install');
  await expect(page.locator('div[role="banner"]')).toBeVisible();
});

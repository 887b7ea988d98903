import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {localized, type Locale} from '../contract';
import {describeFinding, htmlcsErrors} from '../htmlcs';
import {menuInPlace, open, openPhoneMenu, QUERIES, searchByKeyboard} from '../keyboard';
import {pageTypes} from '../page-types';
import {test as withSearch} from '../search-fixture';

/** axe's violations on the page as it stands, one line each with the first three places. */
async function axeViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

for (const locale of LOCALES.all as readonly Locale[]) {
  test.describe(`accessibility (${locale})`, () => {
    for (const {name, path} of pageTypes()) {
      const url = localized(path, locale);
      test(`${name} ${url} has no axe violations and loads nothing from other hosts`, async ({page, baseURL}) => {
        // axe walks every node: on the longest page that takes most of a minute on 2 busy cores.
        if (name === 'longest docs page') test.slow();
        const foreign: string[] = [];
        page.on('request', (request) => {
          const {origin, protocol} = new URL(request.url());
          if (/^https?:$/.test(protocol) && origin !== baseURL) foreign.push(request.url());
        });
        await page.goto(url);
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(foreign).toEqual([]);
      });
    }
  });
}

// An experimental axe rule, off by default: a control named differently from what it shows cannot
// be reached by saying what you see. The search button shows "Buscar Ctrl K".
for (const locale of LOCALES.all) {
  test(`the navbar search button is named by its visible text (${locale})`, async ({page}) => {
    await page.goto(localized('/docs/', locale));
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('.DocSearch-Button-Keys kbd')).toHaveCount(2);
    const {violations} = await new AxeBuilder({page})
      .include('.DocSearch-Button')
      .withRules(['label-content-name-mismatch', 'button-name'])
      .analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);
  });

  // On a phone the button shows only its icon: it keeps its name, for screen readers and voice.
  test(`the navbar search button keeps its name at phone width (${locale})`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(localized('/docs/', locale));
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const button = page.locator('.navbar .DocSearch-Button');
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(locale === 'es' ? 'Buscar' : 'Search');
    // Out of sight: no wider than a pixel.
    expect((await button.locator('.DocSearch-Button-Placeholder').boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    const {violations} = await new AxeBuilder({page})
      .include('.DocSearch-Button')
      .withRules(['label-content-name-mismatch', 'button-name'])
      .analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);
  });
}

// What opens over the page is drawn after the page's own check: the search modal with hits (from
// the Algolia stand-in of tests/search-fixture.ts) and the phone menu, on the home page (the main
// menu) and on a docs page (the docs sidebar). Both engines read them as a reader meets them,
// opened by keyboard.

for (const locale of LOCALES.all as readonly Locale[]) {
  for (const width of [390, 1280]) {
    const url = localized('/docs/intro/install', locale);
    withSearch(
      `${url} at ${width} px: the open search modal with hits has no axe violations nor HTML_CodeSniffer errors`,
      async ({page, algolia}) => {
        await open(page, url, width);
        await searchByKeyboard(page, QUERIES[locale]);
        expect(algolia.queries.at(-1)!.result.nbHits, 'hits from the stand-in').toBeGreaterThan(0);
        expect(await axeViolations(page)).toEqual([]);
        expect((await htmlcsErrors(page)).map(describeFinding)).toEqual([]);
      },
    );
  }

  for (const path of ['/', '/docs/intro/install']) {
    const url = localized(path, locale);
    test(`${url} at 390 px: the open phone menu has no axe violations nor HTML_CodeSniffer errors`, async ({page}) => {
      await open(page, url, 390);
      await openPhoneMenu(page);
      await menuInPlace(page);
      expect(await axeViolations(page)).toEqual([]);
      expect((await htmlcsErrors(page)).map(describeFinding)).toEqual([]);
    });
  }
}

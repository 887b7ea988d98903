import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {localized, type Locale} from '../contract';
import {pageTypes} from '../page-types';

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
        const {violations} = await new AxeBuilder({page}).analyze();
        const found = violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} at ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(', ')}`,
        );
        expect(found).toEqual([]);
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

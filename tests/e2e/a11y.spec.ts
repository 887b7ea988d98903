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
          (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(found).toEqual([]);
        expect(foreign).toEqual([]);
      });
    }
  });
}

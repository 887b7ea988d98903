import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {DATA_ALLOWANCE} from '../../src/client/data-allowance';
import {LOCALES} from '../../src/site-constants';
import {budgets, builtSize} from '../built-size';
import {localized, ROOT, type Locale} from '../contract';
import {pageTypes} from '../page-types';

// The scripts and styles one page of every page type requests for itself, counted as
// `npm run report:quality` counts them (brotli bytes of the built files), held to the page type's
// budget in scripts/quality-budgets.json and to the reader's allowance. The count is the same on
// every run: prefetches of other pages are left out (the prefetch spec holds those to the
// allowance). Without this, a script that grows passes `npm test` and only the report notices.

const BUILD = join(ROOT, 'build');
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

for (const {name, path} of pageTypes()) {
  for (const locale of LOCALES.all as readonly Locale[]) {
    const url = localized(path, locale);
    test(`${name}, ${url}: startup scripts and styles within the budget`, async ({page}) => {
      const budget = budgets[name];
      expect(budget, `a budget for "${name}" in scripts/quality-budgets.json`).toBeDefined();
      await page.setViewportSize({width: 412, height: 823});
      const bytes = {script: 0, stylesheet: 0};
      const files: string[] = [];
      page.on('request', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const {pathname} = new URL(request.url());
        bytes[type] += builtSize(BUILD, pathname);
        files.push(pathname);
      });
      await page.goto(url);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.waitForLoadState('networkidle');
      const detail = `${url} loaded ${files.join(', ')}`;
      expect(kb(bytes.script), `scripts, KB brotli: ${detail}`).toBeLessThanOrEqual(budget.jsKB);
      if (!budget.overTarget)
        expect(kb(bytes.script), `scripts within the reader's allowance: ${detail}`).toBeLessThanOrEqual(DATA_ALLOWANCE.scriptsKB);
      expect(kb(bytes.stylesheet), `styles, KB brotli: ${detail}`).toBeLessThanOrEqual(budget.cssKB);
    });
  }
}

import {expect, test} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {localized, type Locale} from '../contract';
import {describeFinding, htmlcsErrors} from '../htmlcs';
import {pageTypes} from '../page-types';

// HTML_CodeSniffer (tests/htmlcs.ts), the engine pa11y runs, over one page of every page type in
// both locales, at a phone's and a laptop's width: it reads the markup by other rules than axe
// does (a11y.spec.ts), and a page the two engines pass is passed by more of the tools readers and
// auditors use. What differs between the widths is which navbar and sidebar the page draws.

const WIDTHS = [390, 1280] as const;

for (const locale of LOCALES.all as readonly Locale[]) {
  for (const width of WIDTHS) {
    test.describe(`HTML_CodeSniffer WCAG2AA (${locale}, ${width} px)`, () => {
      test.use({viewport: {width, height: 900}});
      for (const {name, path} of pageTypes()) {
        const url = localized(path, locale);
        test(`${name} ${url} has no errors`, async ({page}) => {
          // Like axe, it walks every node: most of a minute on the longest page on 2 busy cores.
          if (name === 'longest docs page') test.slow();
          await page.goto(url);
          await page.locator('html[data-has-hydrated="true"]').waitFor();
          expect((await htmlcsErrors(page)).map(describeFinding)).toEqual([]);
        });
      }
    });
  }
}

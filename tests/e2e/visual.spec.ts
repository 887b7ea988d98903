import {execFileSync} from 'node:child_process';
import {expect, test, type Page} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {localized, type Locale} from '../contract';
import {pageTypes} from '../page-types';

// What a reader sees on the first screen of every page type, compared with committed baselines
// in tests/e2e/visual.spec.ts-snapshots/. After a deliberate change, look at the new pictures and
// update them with `npm run build && npm run test:visual:update`. After a new blog post,
// `npm run test:visual:posts` redraws only the pictures of the pages that list posts
// (`listsPosts` in tests/page-types.ts): HELM_VISUAL_POSTS=1 limits the suite to those.
// The pictures depend on fonts: .ci/run installs the Debian packages named in FONTS.

const WIDTHS = [
  {name: 'phone', width: 390, height: 844},
  {name: 'desktop', width: 1280, height: 800},
] as const;

/** Font families the site's stacks resolve to on Debian, and the packages that provide them. */
const FONTS = {'DejaVu Sans': 'fonts-dejavu-core', 'Liberation Sans': 'fonts-liberation'} as const;

/** Hydrated, fonts loaded, and whatever the page fills in after load (404 suggestions) settled. */
async function settled(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.locator('[data-suggestions-state="loading"]').waitFor({state: 'detached'});
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

test.describe('visual baselines', () => {
  // The baselines are Debian's fonts drawn by Debian's Chromium: elsewhere they cannot match.
  test.skip(process.platform !== 'linux', 'the baselines are drawn on Debian');

  test.beforeAll(() => {
    const families = execFileSync('fc-list', [':', 'family'], {encoding: 'utf8'});
    const missing = Object.entries(FONTS).filter(([family]) => !families.includes(family));
    expect(
      missing.map(([family, pkg]) => `${family} (apt-get install ${pkg})`),
      'fonts the baselines were drawn with',
    ).toEqual([]);
  });

  for (const locale of LOCALES.all as readonly Locale[]) {
    const onlyPosts = process.env.HELM_VISUAL_POSTS === '1';
    for (const {name, path} of pageTypes().filter((type) => !onlyPosts || type.listsPosts)) {
      for (const size of WIDTHS) {
        const url = localized(path, locale);
        test(`${name} ${url} at ${size.width} px looks like its baseline`, async ({page}) => {
          await page.clock.setFixedTime(new Date('2026-06-15T12:00:00Z'));
          await page.setViewportSize({width: size.width, height: size.height});
          await page.goto(url);
          await settled(page);
          await expect(page).toHaveScreenshot(`${slug(name)}-${locale}-${size.name}.png`, {
            animations: 'disabled',
            caret: 'hide',
            // The last-updated date follows git, and a shallow clone leaves it out.
            mask: [page.locator('.theme-last-updated')],
            scale: 'css',
          });
        });
      }
    }
  }
});

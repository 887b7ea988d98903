import {LOCALES} from '../../src/site-constants';
import {SPEC_LOCALES} from '../contract-spec';
import {localized, type Locale} from '../contract';
import {
  axTree,
  focused,
  focusInSight,
  menuInPlace,
  menuOpen,
  open,
  openPhoneMenu,
  pressUntil,
  property,
  QUERIES,
  searchByKeyboard,
  type AXNode,
} from '../keyboard';
import {expect, hydrated, t, test} from '../search-fixture';

// Keyboard-only journeys, forwards (Tab) and backwards (Shift+Tab), at a phone's and a laptop's
// width in both locales: the phone menu, the search modal (and what a screen reader is told of
// it, from Chromium's accessibility tree), the version and language dropdowns, focus below the
// sticky navbar, and the language switch keeping the #fragment.

const WIDTHS = [390, 1280] as const;
const PHONE = 390;
const LOCALE_LIST = LOCALES.all as readonly Locale[];
const DOCS_PAGE = '/docs/intro/install';
/** A heading of DOCS_PAGE, with the same id in both locales. */
const HEADING_ID = 'from-script';

/** More Tab stops than the phone menu of any page holds. */
const MAX_STOPS = 150;
const DROPDOWN_BUTTON = '.navbar .dropdown > .navbar__link';
const toggleLabel = (locale: Locale) => (locale === 'es' ? 'Mostrar u ocultar la barra de navegación' : 'Toggle navigation bar');

test.describe('the phone menu by keyboard', () => {
  for (const locale of LOCALE_LIST) {
    for (const path of ['/', DOCS_PAGE]) {
      const url = localized(path, locale);
      for (const key of ['Tab', 'Shift+Tab']) {
        test(`${url}, ${locale}: Enter moves focus into the menu, ${key} never stops off screen and leaving closes it`, async ({page}) => {
          await open(page, url, PHONE);
          await openPhoneMenu(page);
          await menuInPlace(page);
          const first = await focused(page, ['.navbar-sidebar']);
          expect(first.inside, `focus after Enter on the menu button: ${first.tag} "${first.text}"`).toBe('.navbar-sidebar');
          const offScreen: string[] = [];
          let stops = 0;
          for (; stops < MAX_STOPS; stops++) {
            await page.keyboard.press(key);
            const stop = await focused(page, ['.navbar-sidebar']);
            if (stop.inside === null) break;
            if (stop.left < 0 || stop.right > PHONE || stop.bottom <= 0 || stop.top >= 800)
              offScreen.push(`${stop.tag} "${stop.text}" at x ${Math.round(stop.left)}, y ${Math.round(stop.top)}`);
          }
          expect(offScreen, 'Tab stops in the open menu outside the screen').toEqual([]);
          expect(stops, 'focus left the menu').toBeLessThan(MAX_STOPS);
          // Focus is on the page behind: the menu no longer covers it.
          await expect(menuOpen(page)).toHaveCount(0);
        });
      }

      test(`${url}, ${locale}: Escape closes the menu and focus goes back to the menu button`, async ({page}) => {
        await open(page, url, PHONE);
        await openPhoneMenu(page);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
        await expect(menuOpen(page)).toHaveCount(0);
        await expect(page.getByRole('button', {name: toggleLabel(locale)})).toBeFocused();
        await expect(page.getByRole('button', {name: toggleLabel(locale)})).toHaveAttribute('aria-expanded', 'false');
      });
    }
  }
});

test.describe('the version and language dropdowns by keyboard', () => {
  for (const locale of LOCALE_LIST) {
    const url = localized(DOCS_PAGE, locale);
    for (const name of ['version', 'language']) {
      test(`${url}: Space opens the ${name} dropdown without scrolling, Escape closes it and focus goes back to its button`, async ({
        page,
      }) => {
        await open(page, url, 1280);
        const nth = name === 'version' ? 0 : 1;
        const dropdown = page.locator('.navbar .dropdown').nth(nth);
        const button = dropdown.locator('> .navbar__link');
        const menu = dropdown.locator('.dropdown__menu');
        await pressUntil(page, 'Tab', {selector: DROPDOWN_BUTTON, nth});
        await expect(button).toBeFocused();
        await page.keyboard.press(' ');
        await expect(menu).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        expect(await page.evaluate(() => window.scrollY), 'Space scrolled the page').toBe(0);
        // Into the menu and back out, both ways.
        await page.keyboard.press('Tab');
        await expect(menu.locator('a').first()).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(button).toBeFocused();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await page.keyboard.press(' ');
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });

      test(`${url}: Escape closes the ${name} dropdown opened by hover, which opens again on the next hover`, async ({page}) => {
        await open(page, url, 1280);
        const dropdown = page.locator('.navbar .dropdown').nth(name === 'version' ? 0 : 1);
        const menu = dropdown.locator('.dropdown__menu');
        await dropdown.hover();
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await page.mouse.move(640, 600);
        await dropdown.hover();
        await expect(menu).toBeVisible();
      });
    }
  }
});

test.describe('the search modal by keyboard and screen reader', () => {
  // As the build answers without Algolia credentials. DocSearch's footer then shows no Algolia
  // logo, the last control its own Tab trap knew of, and Tab ran out of the modal.
  test.use({searchEngine: 'embedded'});

  for (const locale of LOCALE_LIST) {
    for (const width of WIDTHS) {
      const url = localized('/docs/', locale);
      const query = QUERIES[locale];

      test(`${url} at ${width} px: Tab and Shift+Tab go round the open modal and never leave it`, async ({page}) => {
        await open(page, url, width);
        await searchByKeyboard(page, query);
        for (const key of ['Tab', 'Shift+Tab']) {
          const escaped: string[] = [];
          const seen = new Set<string>();
          for (let stop = 1; stop <= 30; stop++) {
            await page.keyboard.press(key);
            const where = await focused(page, ['.DocSearch-Modal']);
            if (where.inside === null) escaped.push(`${key} ${stop}: ${where.tag} "${where.text}"`);
            seen.add(`${where.tag} ${where.text} ${where.top}`);
          }
          expect(escaped, 'focus outside the modal').toEqual([]);
          expect(seen.size, `${key} moves focus`).toBeGreaterThan(2);
        }
      });

      test(`${url} at ${width} px: Enter on a hit moves focus to the heading it names on the new page`, async ({page}) => {
        await open(page, url, width);
        await searchByKeyboard(page, query);
        const href = (await page.locator('.DocSearch-Hit > a[aria-selected="true"]').getAttribute('href'))!;
        await page.keyboard.press('Enter');
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
        const target = new URL(href, page.url());
        await expect(page).toHaveURL(target.href);
        const id = decodeURIComponent(target.hash.slice(1));
        const heading = id ? page.locator(`main [id="${id}"]`) : page.locator('main h1');
        await expect(heading).toBeFocused();
        await expect(page.locator('.DocSearch-Button')).not.toBeFocused();
      });
    }
  }
});

test.describe('the search modal to a screen reader', () => {
  for (const locale of LOCALE_LIST) {
    for (const width of WIDTHS) {
      const url = localized('/docs/', locale);
      const query = QUERIES[locale];

      test(`${url} at ${width} px: a modal dialog named "${t(locale, 'theme.SearchBar.label')}", the page behind inert, groups named, the count announced`, async ({
        page,
        algolia,
      }) => {
        await open(page, url, width);
        await searchByKeyboard(page, query);
        const nbHits = algolia.queries.at(-1)!.result.nbHits;
        // The modal's final state first: the count announced and the page behind inert. The tree
        // is then read until it settles, as the hits and their groups render after the count.
        const count = nbHits === 1 ? /^(One|1) / : new RegExp(`^${nbHits} `);
        await expect(page.locator('[role="dialog"] [role="status"]')).toHaveText(count);
        await expect(page.locator('#__docusaurus')).toHaveAttribute('inert', '');
        const cdp = await page.context().newCDPSession(page);
        await expect(async () => {
          const nodes = await axTree(cdp);
          const byId = new Map(nodes.map((n) => [n.nodeId, n]));
          const dialogs = nodes.filter((n) => !n.ignored && n.role?.value === 'dialog');
          expect(dialogs.map((d) => `${d.name?.value} modal=${property(d, 'modal')}`)).toEqual([
            `${t(locale, 'theme.SearchBar.label')} modal=true`,
          ]);
          const inDialog = (node: AXNode): boolean => {
            for (let n: AXNode | undefined = node; n; n = n.parentId ? byId.get(n.parentId) : undefined) if (n === dialogs[0]) return true;
            return false;
          };
          const outside = nodes.filter((n) => !n.ignored && ['link', 'button', 'heading'].includes(n.role?.value ?? '') && !inDialog(n));
          expect(
            outside.map((n) => `${n.role?.value} "${n.name?.value}"`),
            'controls behind the dialog a screen reader still reaches',
          ).toEqual([]);
          const groups = await page
            .locator('.DocSearch-Hits')
            .evaluateAll((sections) => sections.map((s) => s.querySelector('.DocSearch-Hit-source')!.textContent!.trim()));
          const listboxes = nodes.filter((n) => !n.ignored && n.role?.value === 'listbox').map((n) => n.name?.value);
          expect(groups.length, 'groups of hits').toBeGreaterThan(0);
          expect(listboxes).toEqual(groups);
          const status = nodes.find((n) => !n.ignored && n.role?.value === 'status');
          expect(status && inDialog(status), 'a live status in the dialog').toBe(true);
          expect(property(status!, 'live')).toBe('polite');
        }).toPass({timeout: 10_000});
      });
    }
  }
});

test.describe('Shift+Tab never leaves focus under the sticky navbar', () => {
  for (const locale of LOCALE_LIST) {
    for (const width of WIDTHS) {
      test(`${locale} at ${width} px: 40 stops backwards from the end of a docs page and of a command page`, async ({page}) => {
        const hidden: string[] = [];
        for (const path of [DOCS_PAGE, '/docs/commands/helm_upgrade']) {
          const url = localized(path, locale);
          await open(page, url, width);
          for (let stop = 1; stop <= 40; stop++) {
            await page.keyboard.press('Shift+Tab');
            const seen = await focusInSight(page);
            if (!seen.ok) hidden.push(`${url}, stop ${stop}: ${seen.what}`);
          }
        }
        expect(hidden).toEqual([]);
      });
    }
  }
});

test.describe('switching language keeps the #fragment', () => {
  for (const locale of LOCALE_LIST) {
    const other = LOCALE_LIST.find((l) => l !== locale)!;
    const otherLabel = SPEC_LOCALES.configs[other].label;
    for (const width of WIDTHS) {
      test(`${localized(DOCS_PAGE, locale)}#${HEADING_ID} at ${width} px: the ${otherLabel} link by keyboard opens the same heading`, async ({
        page,
      }) => {
        await open(page, `${localized(DOCS_PAGE, locale)}#${HEADING_ID}`, width);
        // The heading is where sequential focus starts: back from it to the navbar.
        if (width === PHONE) {
          await pressUntil(page, 'Shift+Tab', '.navbar__toggle', MAX_STOPS);
          await page.keyboard.press('Enter');
          await pressUntil(page, 'Tab', '.navbar-sidebar__back');
          await page.keyboard.press('Enter');
          await pressUntil(page, 'Tab', {selector: '.navbar-sidebar [role="button"]', text: locale === 'es' ? 'Idiomas' : 'Languages'});
          await page.keyboard.press(' ');
        } else {
          await pressUntil(page, 'Shift+Tab', {selector: DROPDOWN_BUTTON, nth: 1}, MAX_STOPS);
          await page.keyboard.press('Enter');
        }
        const link = `a[lang="${SPEC_LOCALES.configs[other].htmlLang}"]`;
        await expect(page.locator(`.navbar ${link}`).filter({visible: true})).toHaveCount(1);
        await pressUntil(page, 'Tab', link, 10);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${localized(DOCS_PAGE, other)}#${HEADING_ID}$`));
        await hydrated(page);
        await expect(page.locator(`[id="${HEADING_ID}"]`)).toBeInViewport();
      });
    }
  }
});

import type {Browser, CDPSession, Locator, Page} from '@playwright/test';
import {LOCALES, SITE} from '../../src/site-constants';
import {localized} from '../contract';
import {axTree, property, type AXNode} from '../keyboard';
import {pdfText, squeeze} from '../pdf-text';
import {settled} from '../settled';
import {SLOWDOWN} from '../slowdown';
import {expect, hitLinks, hydrated, input, test} from '../search-fixture';

// The site read in the ways a mouse and a default screen do not test: a Windows contrast theme
// (forced colours, dark palette), a browser without JavaScript, paper, and a screen reader's list
// of headings. Each test asks what that reader gets, as the review of issue 45 did: pixels of a
// screenshot, the text of the printed PDF, Chromium's accessibility tree.

const INSTALL = '/docs/intro/install';
/** A Chart Template Guide page with Try it, and the editor's names (src/components/TryIt/strings.ts). */
const TRY_PAGE = '/docs/chart_template_guide/values_files';
const TRY_IT = {en: 'Try it', es: 'Pruébalo'};
const TRY_EDITOR = {en: 'Try this example', es: 'Prueba este ejemplo'};
const TRY_CONTENTS = {en: 'Contents of', es: 'Contenido de'};
const WIDTHS = [390, 1280] as const;

/** Forced colours with the dark palette, as a Windows contrast theme sets them, through the DevTools protocol. */
async function forceColours(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setEmulatedMedia', {
    features: [
      {name: 'forced-colors', value: 'active'},
      {name: 'prefers-color-scheme', value: 'dark'},
    ],
  });
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  return cdp;
}

/** The page at `url` in forced colours, hydrated. */
async function openForced(page: Page, url: string): Promise<void> {
  await forceColours(page);
  await page.goto(url);
  await hydrated(page);
}

type Rgb = [number, number, number];
type Pixels = {width: number; height: number; rgb: Rgb[]};

/**
 * What a system colour looks like on the page in the palette in force: Chromium's dark palette
 * has a translucent Highlight, painted over Canvas.
 */
const systemColour = (page: Page, name: string): Promise<Rgb> =>
  page.evaluate((colour) => {
    const channels = (css: string) => css.match(/[\d.]+/g)!.map(Number);
    const probe = document.createElement('span');
    probe.style.cssText = `color: ${colour}; background-color: Canvas; forced-color-adjust: none`;
    document.body.append(probe);
    const [r, g, b, alpha = 1] = channels(getComputedStyle(probe).color);
    const canvas = channels(getComputedStyle(probe).backgroundColor);
    probe.remove();
    return [r, g, b].map((c, i) => Math.round(alpha * c + (1 - alpha) * canvas[i])) as Rgb;
  }, name);

/** The pixels of a screenshot, decoded by the browser in a blank page of its own. */
async function pixelsOf(browser: Browser, png: Buffer): Promise<Pixels> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      const rgb: [number, number, number][] = [];
      for (let i = 0; i < data.length; i += 4) rgb.push([data[i], data[i + 1], data[i + 2]]);
      return {width: image.width, height: image.height, rgb};
    }, png.toString('base64'));
  } finally {
    await page.close();
  }
}

/** A screenshot of the element and `margin` pixels around it (where an outline draws). */
async function around(page: Page, element: Locator, margin: number): Promise<Buffer> {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  return page.screenshot({clip: {x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin}});
}

/**
 * A strip of 3 pixels along an element's top (from `offset` pixels above or below it) or left side
 * (the first 150 pixels of it), with the element scrolled to 200 pixels below the window's top,
 * clear of the sticky navbar, as an element taller than the window has no whole box on the screen.
 */
async function strip(page: Page, browser: Browser, element: Locator, offset: number, side: 'top' | 'left' = 'top'): Promise<Pixels> {
  await element.evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().top - 200));
  await settled(page);
  const box = (await element.boundingBox())!;
  const clip =
    side === 'top'
      ? {x: box.x, y: box.y + offset, width: box.width, height: 3}
      : {x: box.x + offset, y: box.y + 4, width: 3, height: Math.min(box.height - 8, 150)};
  return pixelsOf(browser, await page.screenshot({clip}));
}

const luminance = ([r, g, b]: Rgb) => {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};
/** The highest contrast ratio between two pixels of the image: about 1 when it is one colour. */
function contrastWithin({rgb}: Pixels): number {
  const values = rgb.map(luminance);
  return (Math.max(...values) + 0.05) / (Math.min(...values) + 0.05);
}
const near = (a: Rgb, b: Rgb) => Math.max(...a.map((c, i) => Math.abs(c - b[i]))) <= 24;
const countOf = ({rgb}: Pixels, colour: Rgb) => rgb.filter((pixel) => near(pixel, colour)).length;
const differing = (a: Pixels, b: Pixels) => a.rgb.filter((pixel, i) => !near(pixel, b.rgb[i])).length;

/**
 * The chosen one of a set of controls (the selected tab, the open file) stands out in forced
 * colours: more than a row of Highlight pixels round it, and a tenth of that or less round another.
 */
async function standsOut(
  page: Page,
  browser: Browser,
  highlight: Rgb,
  {chosen, other, margin, what}: {chosen: Locator; other: Locator; margin: number; what: string},
): Promise<void> {
  const chosenPixels = await pixelsOf(browser, await around(page, chosen, margin));
  const otherPixels = await pixelsOf(browser, await around(page, other, margin));
  expect(countOf(chosenPixels, highlight), `Highlight pixels of the chosen ${what}`).toBeGreaterThan(chosenPixels.width);
  expect(countOf(otherPixels, highlight), `Highlight pixels of another ${what}`).toBeLessThan(countOf(chosenPixels, highlight) / 10);
}

/** The headings of the page in document order, with their levels, from Chromium's accessibility tree. */
async function headingsOf(page: Page): Promise<{level: number; name: string}[]> {
  const nodes = await axTree(await page.context().newCDPSession(page));
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const headings: {level: number; name: string}[] = [];
  const visit = (node: AXNode | undefined) => {
    if (!node) return;
    if (!node.ignored && node.role?.value === 'heading') {
      const level = Number(property(node, 'level'));
      headings.push({level, name: node.name?.value ?? ''});
    }
    for (const child of node.childIds ?? []) visit(byId.get(child));
  };
  visit(nodes.find((node) => !node.parentId));
  return headings;
}

for (const locale of LOCALES.all) {
  const at = (path: string) => localized(path, locale);

  for (const width of WIDTHS) {
    test.describe(`${at('/')} at ${width} px`, () => {
      test.use({viewport: {width, height: 900}});

      test('forced colours: the words that match keep their contrast in every hit, and the selected hit stands out', async ({
        page,
        browser,
      }) => {
        await openForced(page, at(INSTALL));
        await page.locator('.DocSearch-Button').click();
        await input(page).fill('helm');
        await expect(hitLinks(page).nth(2)).toBeVisible();
        // Off the list: a pointer over a hit would select it.
        await page.mouse.move(0, 0);
        await settled(page);
        const highlight = await systemColour(page, 'Highlight');

        const selected = page.locator('.DocSearch-Hit:has(> a[aria-selected="true"])');
        const other = page.locator('.DocSearch-Hit:has(> a[aria-selected="false"])').first();
        await expect(selected).toHaveCount(1);
        // DocSearch may render the list once more as the last answer arrives: measure a settled list.
        await expect(async () => {
          for (const [name, hit] of [
            ['selected', selected],
            ['other', other],
          ] as const) {
            const mark = hit.locator('mark').filter({visible: true}).first();
            await expect(mark, `a matched word in the ${name} hit`).toBeVisible();
            const contrast = contrastWithin(await pixelsOf(browser, await mark.screenshot({timeout: 2_000})));
            expect(contrast, `contrast of the matched word in the ${name} hit`).toBeGreaterThanOrEqual(4.5);
          }
        }).toPass({timeout: 20_000 * SLOWDOWN});
        const selectedPixels = await pixelsOf(browser, await around(page, selected, 4));
        const otherPixels = await pixelsOf(browser, await around(page, other, 4));
        expect(countOf(selectedPixels, highlight), 'Highlight pixels of the selected hit').toBeGreaterThan(
          2 * (selectedPixels.width + selectedPixels.height),
        );
        expect(countOf(otherPixels, highlight), 'Highlight pixels of another hit').toBeLessThan(countOf(selectedPixels, highlight) / 10);
      });

      // On a phone the modal fills the screen; on a wider one the page shows around it, and the
      // shadow that set it apart is dropped with the other shadows.
      if (width > 996)
        test('forced colours: the open search modal has an edge against the page behind it', async ({page, browser}) => {
          await openForced(page, at(INSTALL));
          await page.locator('.DocSearch-Button').click();
          const modal = page.locator('.DocSearch-Modal');
          await expect(modal).toBeVisible();
          await settled(page);
          const text = await systemColour(page, 'CanvasText');
          const box = (await modal.boundingBox())!;
          // Its left side, one column either way: a line the height of the modal, where text would leave gaps.
          const edge = await pixelsOf(
            browser,
            await page.screenshot({clip: {x: Math.round(box.x) - 1, y: box.y, width: 2, height: box.height}}),
          );
          expect(countOf(edge, text), 'CanvasText pixels along the left side of the modal').toBeGreaterThan(0.9 * box.height);
        });

      test('forced colours: the navbar search button shows its keyboard focus', async ({page, browser}) => {
        await openForced(page, at(INSTALL));
        await settled(page);
        const button = page.locator('.DocSearch-Button');
        await page.mouse.move(0, 500);
        const unfocused = await pixelsOf(browser, await around(page, button, 6));
        // Keyboard focus: Tab from the element before the button.
        await page.keyboard.press('Shift');
        await button.focus();
        expect(await button.evaluate((b) => b.matches(':focus-visible'))).toBe(true);
        await settled(page);
        const focused = await pixelsOf(browser, await around(page, button, 6));
        const box = (await button.boundingBox())!;
        expect(differing(unfocused, focused), 'pixels that change when the button takes focus').toBeGreaterThan(
          2 * (box.width + box.height),
        );
      });

      test('forced colours: the selected tab stands out from the others', async ({page, browser}) => {
        await openForced(page, at(INSTALL));
        await settled(page);
        const highlight = await systemColour(page, 'Highlight');
        const list = page.locator('[role="tablist"]').first();
        const selected = list.locator('[role="tab"][aria-selected="true"]');
        const other = list.locator('[role="tab"][aria-selected="false"]').first();
        await standsOut(page, browser, highlight, {chosen: selected, other, margin: 3, what: 'tab'});
      });

      test("forced colours: Try it's editor shows its focus, the open file and a failed render", async ({page, browser}) => {
        await openForced(page, at(TRY_PAGE));
        const highlight = await systemColour(page, 'Highlight');
        const block = page.locator('[data-block]').first();
        await block.scrollIntoViewIfNeeded();
        await settled(page);
        const button = block.getByRole('button', {name: TRY_IT[locale], exact: true});
        await expect(button).toBeEnabled();
        await button.focus();
        await page.keyboard.press('Enter');
        const editor = block.getByRole('region', {name: TRY_EDITOR[locale]});
        await expect(editor).toBeFocused();
        expect(await editor.evaluate((e) => e.matches(':focus-visible'))).toBe(true);
        const output = editor.locator('pre[data-result]');
        await expect(output).toHaveAttribute('data-result', 'ok', {timeout: 60_000 * SLOWDOWN});
        await settled(page);
        // The focus ring: an outline of Highlight round the editor, two pixels out, seen along its top edge.
        const top = await strip(page, browser, editor, -4);
        expect(countOf(top, highlight), 'Highlight pixels above the focused editor').toBeGreaterThan(1.5 * top.width);
        // The open file, among the chart's files: a Highlight border the others do not have.
        const open = editor.locator('button[aria-current="true"]');
        const other = editor.locator('li button:not([aria-current])').first();
        await standsOut(page, browser, highlight, {chosen: open, other, margin: 1, what: 'file'});
        // A render that fails: the output's leading edge, red on a default screen, in Highlight.
        const file = editor.getByRole('textbox', {name: new RegExp(`^${TRY_CONTENTS[locale]} `)});
        await file.fill('{{ fail "forced colours" }}');
        await expect(output).toHaveAttribute('data-result', 'error', {timeout: 60_000 * SLOWDOWN});
        await settled(page);
        const edge = await strip(page, browser, output, 0, 'left');
        expect(countOf(edge, highlight), "Highlight pixels along the failed output's edge").toBeGreaterThan(0.9 * edge.rgb.length);
      });
    });
  }

  test.describe(`${at('/')} without JavaScript`, () => {
    test.use({javaScriptEnabled: false});

    test('at 390 px the navbar still leads to the docs, the blog and the other language', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(at('/blog'));
      const nav = page.locator('nav.navbar');
      for (const href of [at('/docs/'), at('/blog')]) {
        const link = nav.locator(`a[href="${href}"]`).first();
        await expect(link, href).toBeVisible();
        const box = (await link.boundingBox())!;
        expect(box.x + box.width, `${href} within the screen`).toBeLessThanOrEqual(390);
      }
      await nav
        .locator(`a[href="${at('/docs/')}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${at('/docs/')}$`));
      // The language menu opens on focus, as a keyboard reaches it.
      const other = nav.locator(`a[lang][href="${locale === 'en' ? '/es/docs/' : '/docs/'}"]`);
      await nav.locator('.dropdown:has(a[lang]) > .navbar__link').focus();
      await expect(other).toBeVisible();
    });

    test('every tab panel of the install page can be read, under the name of its choice', async ({page}) => {
      await page.goto(at(INSTALL));
      const groups = page.locator('.tabs-container');
      expect(await groups.count()).toBeGreaterThan(3);
      const panels = page.locator('[role="tabpanel"]');
      expect(await panels.count()).toBe(18);
      for (const panel of await panels.all()) await expect(panel).toBeVisible();
      for (const group of await groups.all()) {
        const labels = await group.locator(':scope > [role="tablist"] > [role="tab"]').allTextContents();
        const shown = await group.innerText();
        for (const label of labels) expect(shown, `the name of "${label}" shows`).toContain(label);
      }
    });

    test('the search page says what search needs', async ({page}) => {
      await page.goto(at('/search'));
      await expect(page.locator('main').getByText(/JavaScript/)).toBeVisible();
    });
  });

  test.describe(`${at(INSTALL)} printed`, () => {
    test('every tab prints its commands, and every link its target; screen-only buttons do not print', async ({page}) => {
      await page.goto(at(INSTALL));
      await hydrated(page);
      await settled(page);
      // The lines of each panel's first code block. Chromium paints a scrolling block after the
      // text around it, so the PDF holds each line whole but not always in the page's order.
      const commands = await page
        .locator('[role="tabpanel"]')
        .evaluateAll((panels) =>
          panels.flatMap((panel) => Array.from(panel.querySelector('pre code')?.children ?? [], (line) => line.textContent!.trim())),
        );
      expect(commands.filter(Boolean).length).toBeGreaterThanOrEqual(30);
      const targets = await page
        .locator('article .markdown a[href]:not(.hash-link)')
        .evaluateAll((links) =>
          links.filter((a) => !a.closest('pre') && !a.getAttribute('href')!.startsWith('#')).map((a) => (a as HTMLAnchorElement).href),
        );
      expect(targets.length).toBeGreaterThan(5);

      const printed = squeeze(pdfText(await page.pdf({format: 'A4'})));
      for (const command of commands.filter(Boolean)) expect(printed, `printed: ${command}`).toContain(squeeze(command));
      for (const target of targets) {
        const shown = target.startsWith(new URL(page.url()).origin) ? SITE.url + new URL(target).pathname + new URL(target).hash : target;
        expect(printed, `printed link target: ${shown}`).toContain(squeeze(shown));
      }

      await page.emulateMedia({media: 'print'});
      const buttons = await page
        .locator('button, [role="tab"]')
        .evaluateAll((elements) => elements.filter((e) => e.getClientRects().length > 0).map((e) => e.outerHTML.slice(0, 120)));
      expect(buttons, 'buttons in print').toEqual([]);
    });
  });

  // On a phone the sidebar's list is in the navbar's menu, after the page in the tree.
  for (const path of ['/blog', '/blog/page/2']) {
    test(`${at(path)}: a screen reader meets the page's h1 first`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 900});
      await page.goto(at(path));
      await hydrated(page);
      const headings = await headingsOf(page);
      expect(headings.length).toBeGreaterThan(1);
      expect(headings[0], JSON.stringify(headings.slice(0, 3))).toMatchObject({level: 1});
      // No level is skipped on the way down.
      headings.forEach((heading, i) => i && expect(heading.level, heading.name).toBeLessThanOrEqual(headings[i - 1].level + 1));
    });
  }
}

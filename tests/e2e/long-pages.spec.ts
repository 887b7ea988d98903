import {expect, test, type Page} from '@playwright/test';
import {SECTION_CLASS} from '../../src/components/DeferredSection/names';
import {copyButtonCopiesItsCode} from '../copy-button';
import {settled} from '../settled';

// The longest docs page (the function list, 3,600 elements) loads without shifting, and a link
// to a heading near its end lands on it. Its blocks once skipped their rendering far from the
// viewport (content-visibility), and links to functions landed hundreds of pixels off: no block of
// any docs page may do that again. Its later sections load their code only when the reader comes
// near them (src/components/DeferredSection): until then they are the server's markup, and then
// the same markup rendered by React, with working buttons.

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
  // Below the sticky navbar, at the top of the screen, and still there once blocks around it render.
  // Measured in one task of the page: its section may put a rendered copy of the heading in place
  // of the server's at any moment (src/components/DeferredSection).
  for (const when of ['hydrated', 'settled']) {
    if (when === 'settled') await settled(page);
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, target);
    expect(top, when).toBeGreaterThanOrEqual(0);
    expect(top, when).toBeLessThan(200);
  }
  // The text of sections whose code has not loaded still belongs to the page: find-in-page and
  // screen readers reach it.
  await expect(page.locator('.markdown p').last()).toHaveText(/\S/);
});

test('no block of a docs page skips its rendering, the longest page included', async ({page}) => {
  // Read once the page has hydrated and in one task: theme-classic's Tabs replace their container
  // right after hydrating (keyed on useIsBrowser), and a detached block has no computed style.
  const skipping = async () => {
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await settled(page);
    return page.evaluate(
      (selector) =>
        Array.from(document.querySelectorAll(selector))
          .filter((block) => getComputedStyle(block).contentVisibility !== 'visible')
          .map((block) => `${block.tagName.toLowerCase()}.${block.className}`),
      `.markdown > *, .markdown > .${SECTION_CLASS} > *`,
    );
  };
  await page.goto('/es/docs/intro/install');
  expect(await skipping()).toEqual([]);
  await page.goto(LONGEST);
  expect(await skipping()).toEqual([]);
});

/** Each deferred section's markup (what may differ between server and browser left out) and where its blocks are. */
const sectionsNow = (page: Page) =>
  page.locator(`.${SECTION_CLASS}`).evaluateAll((sections) =>
    sections.map((section) => {
      const copy = section.cloneNode(true) as Element;
      // A block that scrolls sideways gains its word-wrap button once measured in the browser.
      copy.querySelectorAll('button:has([class*="wordWrapButtonIcon"])').forEach((button) => button.remove());
      // A "Try it" button is disabled in the server's markup (it does nothing without JavaScript)
      // and enabled once React renders it (src/components/TryIt).
      copy.querySelectorAll('[data-block] > button[aria-expanded]').forEach((button) => button.removeAttribute('disabled'));
      const markup = copy.innerHTML
        .replace(/ style="[^"]*"/g, '') // the same colours, written as the server or the browser writes them
        .replace(/ id="«[^»]*»"/g, '') // React's generated ids (useId) differ between server and browser
        .replace(/<!-- -->/g, ''); // the server's separators between adjacent texts
      const blocks = Array.from(section.querySelectorAll('h2, h3, p, li, pre'), (block) => {
        const box = block.getBoundingClientRect();
        return `${Math.round(box.top + window.scrollY)}+${Math.round(box.height)}`;
      });
      return {markup, blocks: blocks.join(' ')};
    }),
  );

/** Marks the sections on screen, so that a test can tell when React has put a rendered one in a section's place. */
const markSections = (page: Page) =>
  page
    .locator(`.${SECTION_CLASS}`)
    .evaluateAll((sections) => sections.forEach((s) => ((s as unknown as {fromServer: boolean}).fromServer = true)));
const sectionsFromServer = (page: Page) =>
  page
    .locator(`.${SECTION_CLASS}`)
    .evaluateAll((sections) => sections.filter((s) => (s as unknown as {fromServer?: boolean}).fromServer).length);

test("the longest page's later sections keep the server's markup, then render the same markup in place as the reader scrolls", async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(LONGEST);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await markSections(page);
  const served = await sectionsNow(page);
  expect(served.length, 'deferred sections').toBeGreaterThan(2);
  // Every heading of the table of contents is on the page, the later sections' included.
  const tocIds = await page
    .locator('.theme-doc-toc-desktop a[href^="#"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
  expect(tocIds.length).toBeGreaterThan(100);
  const missing = await page.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), tocIds);
  expect(missing).toEqual([]);
  // Far from the viewport, a section is still the server's markup.
  expect(await sectionsFromServer(page)).toBe(served.length);

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  await expect.poll(() => sectionsFromServer(page), {message: 'sections still from the server after scrolling past them'}).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await sectionsNow(page)).toEqual(served);
});

test("a deferred section's copy button copies its code once the reader has come near it", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(LONGEST);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await markSections(page);
  const section = page.locator(`.${SECTION_CLASS}`).last();
  const block = section.locator('.theme-code-block').last();
  await block.scrollIntoViewIfNeeded();
  await expect.poll(() => section.evaluate((s) => Boolean((s as unknown as {fromServer?: boolean}).fromServer))).toBe(false);
  await copyButtonCopiesItsCode(page, block, /copi/i);
});

test('a client-side navigation to the longest page renders all of it at once', async ({page}) => {
  const fresh = await page.context().newPage();
  await fresh.goto(LONGEST);
  const headings = await fresh.locator('.markdown :is(h2, h3)[id]').count();
  await fresh.close();

  await page.goto('/es/docs/chart_template_guide/functions_and_pipelines');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // What the DOM holds when React first puts the longest page in: recorded before it is painted.
  await page.evaluate((selector) => {
    const scope = window as unknown as {firstRender?: object};
    new MutationObserver((_, observer) => {
      if (!document.getElementById('how-to-read')) return;
      observer.disconnect();
      const sections = Array.from(document.querySelectorAll(selector));
      scope.firstRender = {
        sections: sections.length,
        empty: sections.filter((s) => s.children.length === 0).length,
        headings: document.querySelectorAll('.markdown :is(h2, h3)[id]').length,
      };
    }).observe(document.body, {childList: true, subtree: true});
  }, `.${SECTION_CLASS}`);
  await page.locator(`article a[href="${LONGEST}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${LONGEST}$`));
  const rendered = (await (await page.waitForFunction(() => (window as unknown as {firstRender?: object}).firstRender)).jsonValue()) as {
    sections: number;
    empty: number;
    headings: number;
  };
  expect(rendered.sections).toBeGreaterThan(2);
  expect(rendered).toEqual({sections: rendered.sections, empty: 0, headings});
});

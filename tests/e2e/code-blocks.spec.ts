import {expect, test, type Page} from '@playwright/test';
import {copyButtonCopiesItsCode} from '../copy-button';

// Code blocks hydrate from the server's markup (src/theme/CodeBlock/Content/String.tsx). These
// tests fail when a block loses its highlighting on either path: hydrated from the server's HTML,
// or rendered in the browser after a client-side navigation.

const tokensPerBlock = (page: Page) =>
  page.locator('article pre code').evaluateAll((codes) => codes.map((code) => code.querySelectorAll('.token').length));

for (const prefix of ['', '/es']) {
  test(`${prefix || '/'}: code blocks stay highlighted after hydration and after client-side navigation`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    await page.goto(`${prefix}/docs/intro/install`);
    const served = await tokensPerBlock(page);
    expect(served.length).toBeGreaterThan(5);
    expect(served.every((count) => count > 0)).toBe(true);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(await tokensPerBlock(page)).toEqual(served);
    await expect(page.locator('article pre code').first()).toContainText('helm-v3.19.0-linux-amd64.tar.gz');

    // A page reached by a link is rendered in the browser, not read from the server's HTML.
    await page.locator(`article a[href="${prefix}/docs/intro/quickstart"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/docs/intro/quickstart$`));
    await expect(page.locator('article pre code').first()).toBeVisible();
    const rendered = await tokensPerBlock(page);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.every((count) => count > 0)).toBe(true);
    await expect(page.locator('article pre code .token.function').first()).toHaveCSS('color', 'rgb(212, 45, 61)');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${prefix}/docs/intro/install$`));
    expect(await tokensPerBlock(page)).toEqual(served);
    expect(errors).toEqual([]);
  });
}

test('the copy button copies the code of a hydrated block', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/intro/install');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const block = page.locator('article .theme-code-block').first();
  await copyButtonCopiesItsCode(page, block, /copy/i);
});

// Whether a block scrolls sideways is measured once the browser has laid it out
// (src/theme/CodeBlock/Content/word-wrap.ts). This test fails when a block that scrolls offers no
// word-wrap button, when the button does not wrap it, or when a block that fits offers one.
test('a code block wider than a phone offers word wrap, and one that fits does not', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  // macOS shows a one-line block (brew install helm) among the wide ones. Blocks in tabs that are
  // not selected are hidden and have no width to measure.
  await page.goto('/docs/intro/install?os=macos');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const blocks = page.locator('article .theme-code-block:visible');
  const scrolls = await blocks.evaluateAll((all) =>
    all.map((block) => {
      const pre = block.querySelector('pre')!;
      return pre.scrollWidth > pre.clientWidth;
    }),
  );
  const wide = scrolls.indexOf(true);
  const narrow = scrolls.indexOf(false);
  expect(wide).toBeGreaterThanOrEqual(0);
  expect(narrow).toBeGreaterThanOrEqual(0);

  const wrapButton = (index: number) => blocks.nth(index).getByRole('button', {name: 'Toggle word wrap'});
  await blocks.nth(narrow).scrollIntoViewIfNeeded();
  await expect(blocks.nth(narrow).locator('button').first()).toBeAttached();
  await expect(wrapButton(narrow)).toHaveCount(0);

  await blocks.nth(wide).scrollIntoViewIfNeeded();
  await expect(wrapButton(wide)).toHaveCount(1);
  await wrapButton(wide).click();
  await expect
    .poll(() =>
      blocks
        .nth(wide)
        .locator('pre')
        .evaluate((pre) => pre.scrollWidth > pre.clientWidth),
    )
    .toBe(false);
  await expect(blocks.nth(wide).locator('code')).toHaveCSS('white-space', 'pre-wrap');
});

import {expect, test, type Page} from '@playwright/test';
import {SPEC_DESKTOP_BREAKPOINT, SPEC_DOCS_VERSIONS} from '../contract-spec';

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]').waitFor();

test.describe('not-found page', () => {
  test('an unknown English path answers 404 with the English not-found page', async ({page}) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });

  test('an unknown Spanish path answers 404 with the Spanish not-found page', async ({page}) => {
    const response = await page.goto('/es/no/existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Página no encontrada');
  });
});

test.describe('.html and /index.html suffixes reach the same page', () => {
  for (const [suffixed, bare] of [
    ['/es/markdown-page.html', '/es/markdown-page'],
    ['/es/docs/2/index.html', '/es/docs/2'],
    ['/docs/index.html', '/docs/'],
  ]) {
    test(`${suffixed} shows ${bare}`, async ({page}) => {
      await page.goto(bare);
      const title = await page.getByRole('heading', {level: 1}).textContent();
      const response = await page.goto(suffixed);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title ?? '');
    });
  }
});

test('the version dropdown navigates and stores the preferred version', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/es/docs/');
  await hydrated(page);
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: SPEC_DOCS_VERSIONS.versions['3'].label});
  await dropdown.hover();
  await dropdown.getByRole('link', {name: SPEC_DOCS_VERSIONS.versions['2'].label}).click();
  await expect(page).toHaveURL(/\/es\/docs\/2\/?$/);
  const stored = await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));
  expect(stored).toBe('2');
});

test('the locale dropdown switches language on the same page', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/markdown-page');
  await hydrated(page);
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: 'English'});
  await dropdown.hover();
  await dropdown.getByRole('link', {name: 'Español'}).click();
  await expect(page).toHaveURL(/\/es\/markdown-page$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Sobre este sitio');
});

test.describe(`below ${SPEC_DESKTOP_BREAKPOINT} px`, () => {
  test.use({viewport: {width: SPEC_DESKTOP_BREAKPOINT - 196, height: 900}});

  test('the hamburger opens the side menu with the navbar links', async ({page}) => {
    await page.goto('/es/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Mostrar u ocultar la barra de navegación'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Documentación'})).toBeVisible();
  });

  test('on a docs page the docs sidebar replaces the menu, with a back button', async ({page}) => {
    await page.goto('/es/docs/2');
    await hydrated(page);
    await page.getByRole('button', {name: 'Mostrar u ocultar la barra de navegación'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Helm 2.17.0'})).toBeVisible();
    const back = sidebar.getByRole('button', {name: '← Volver al menú principal'});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Documentación'})).toBeVisible();
  });
});

test.describe('version banners link to the latest version', () => {
  for (const [path, text] of [
    ['/es/docs/2', 'que ya no se mantiene activamente'],
    ['/es/docs/next', 'documentación sin publicar'],
  ]) {
    test(path, async ({page}) => {
      await page.goto(path);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toContainText(text);
      await banner.getByRole('link', {name: 'última versión'}).click();
      await expect(page).toHaveURL(/\/es\/docs\/?$/);
    });
  }
});

/**
 * Every IntersectionObserver the page holds, counted in Chromium's heap after a full collection.
 * An observer that watches an element is kept by it; a disconnected one is collected.
 */
async function liveObservers(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const group = 'observer-count';
    const {result: prototype} = await cdp.send('Runtime.evaluate', {expression: 'IntersectionObserver.prototype', objectGroup: group});
    const {objects} = await cdp.send('Runtime.queryObjects', {prototypeObjectId: prototype.objectId!, objectGroup: group});
    const {result} = await cdp.send('Runtime.callFunctionOn', {
      objectId: objects.objectId,
      functionDeclaration: 'function () { return this.length; }',
      returnByValue: true,
    });
    // The array holds every observer it lists: released, or the next count would find them all again.
    await cdp.send('Runtime.releaseObjectGroup', {objectGroup: group});
    return result.value as number;
  } finally {
    await cdp.detach();
  }
}

// Docusaurus 3.7.0's <Link> made a new observer each time it rendered and left the last one
// watching (src/plugins/link-observers): on this page, 30 anchors followed left about 100 more
// (143 → 244 at 1280 px, 172 → 286 at 390 px), and every frame checked them all.
test.describe('following anchors and pages leaves no IntersectionObserver behind', () => {
  for (const {path, width} of [
    {path: '/docs/faq/errors/releases', width: 1280},
    {path: '/es/docs/faq/errors/releases', width: 390},
  ]) {
    test(`${path} at ${width} px: 30 anchors, a page and Back`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(path);
      await hydrated(page);
      const before = await liveObservers(page);
      expect(before, 'observers of the links not yet in view').toBeGreaterThan(0);

      const ids = await page.locator('.markdown :is(h2, h3)[id]').evaluateAll((els) => els.map((el) => el.id));
      expect(ids.length, 'headings to link to').toBeGreaterThanOrEqual(30);
      await page.evaluate(async (ids) => {
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        for (const id of ids.slice(0, 30)) {
          location.hash = id;
          await frame();
          await frame();
        }
      }, ids);
      const followed = await liveObservers(page);
      expect(followed, `observers after 30 anchors followed (${before} on arrival)`).toBeLessThanOrEqual(before + 10);

      // A client-side navigation to another page of the docs, then Back to this one.
      const heading = page.getByRole('heading', {level: 1});
      const title = await heading.textContent();
      const link = page.locator(`.markdown a[href^="${path.replace(/faq\/errors\/releases$/, '')}"]:not([href*="#"])`).first();
      await link.click();
      await expect(heading).not.toHaveText(title ?? '');
      await page.goBack();
      await expect(heading).toHaveText(title ?? '');
      await expect(page.locator('.markdown [id]').first()).toBeAttached();

      const after = await liveObservers(page);
      expect(after, `observers after another page and Back (${before} on arrival)`).toBeLessThanOrEqual(before + 10);
    });
  }
});

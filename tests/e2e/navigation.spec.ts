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

/**
 * The not-found page suggests the closest existing pages of the visitor's locale and docs version,
 * and a search for the missing path's words (issue 16, §7). It fetches its page index only itself.
 */
import {expect, test, type Page} from '@playwright/test';
import {NOT_FOUND} from '../../src/site-constants';

const suggestions = (page: Page) => page.locator('[data-suggestions-state] li a');

async function openMissing(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.locator('[data-suggestions-state]')).not.toHaveAttribute('data-suggestions-state', 'loading');
}

test('a mistyped English docs path suggests the page meant, first', async ({page}) => {
  await openMissing(page, '/docs/intro/instal');
  await expect(page.locator('[data-suggestions-state]')).toHaveAttribute('data-suggestions-state', 'ready');
  await expect(page.getByRole('heading', {name: 'Pages with a similar address'})).toBeVisible();
  await expect(suggestions(page).first()).toHaveAttribute('href', '/docs/intro/install');
  const count = await suggestions(page).count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(NOT_FOUND.suggestions);
  for (const href of await suggestions(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/docs\/(?!2\/|next\/)/);
  }
});

test('a missing Spanish Helm 2 path suggests Spanish Helm 2 pages and searches its words in Helm 2', async ({page}) => {
  await openMissing(page, '/es/docs/2/foo');
  await expect(page.getByRole('heading', {name: 'Páginas con una dirección parecida'})).toBeVisible();
  const hrefs = await suggestions(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/es\/docs\/2\//);
  const search = page.getByRole('link', {name: 'Buscar «foo» en el sitio'});
  await expect(search).toHaveAttribute('href', '/es/search?q=foo&version=2');
});

test('a mistyped Spanish command page suggests the command, and the links lead to pages that exist', async ({page, request}) => {
  await openMissing(page, '/es/docs/commands/helm_instal');
  await expect(suggestions(page).first()).toHaveAttribute('href', '/es/docs/commands/helm_install');
  for (const href of await suggestions(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect((await request.get(href!)).status(), href!).toBe(200);
  }
});

test("off the docs, the search link carries the path's words and no version", async ({page}) => {
  await openMissing(page, '/blog/helm-4-release');
  await expect(suggestions(page).first()).toHaveAttribute('href', '/blog/helm-4-released');
  await expect(page.getByRole('link', {name: 'Search the site for “helm 4 release”'})).toHaveAttribute('href', '/search?q=helm+4+release');
});

test('a path like no page suggests nothing, says so, and still offers the search', async ({page}) => {
  await openMissing(page, '/es/no/existe');
  await expect(page.locator('[data-suggestions-state]')).toHaveAttribute('data-suggestions-state', 'ready');
  await expect(suggestions(page)).toHaveCount(0);
  await expect(page.getByText('Ninguna página tiene una dirección parecida a esta.')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Buscar «no existe» en el sitio'})).toHaveAttribute('href', '/es/search?q=no+existe');
});

test('the list is marked loading until the index arrives, and the index loads only on the not-found page', async ({page}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(`**/${NOT_FOUND.indexFile}`, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });

  await page.goto('/es/docs/intro/install');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  expect(requested).toEqual([]);

  await page.goto('/es/docs/intro/instal');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.locator('[data-suggestions-state="loading"]')).toHaveCount(1);
  await expect(page.locator('[data-suggestions-state="loading"]')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.locator('[data-suggestions-state="loading"]')).toHaveCount(0);
  await expect(page.locator('[data-suggestions-state]')).toHaveAttribute('data-suggestions-state', 'ready');
  expect(requested).toEqual([`/es/${NOT_FOUND.indexFile}`]);
});

test('without the index, the page still offers the search', async ({page}) => {
  await page.route(`**/${NOT_FOUND.indexFile}`, (route) => route.fulfill({status: 500, body: ''}));
  await openMissing(page, '/docs/intro/instal');
  await expect(page.locator('[data-suggestions-state]')).toHaveAttribute('data-suggestions-state', 'failed');
  await expect(suggestions(page)).toHaveCount(0);
  await expect(page.getByRole('link', {name: 'Search the site for “intro instal”'})).toBeVisible();
});

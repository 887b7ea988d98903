import {expect, test, type Page} from '@playwright/test';
import {localized} from '../contract';
import {SPEC_DOCS_VERSIONS, SPEC_LOCALES, specText} from '../contract-spec';

// What the spec promises when things go wrong (§4, §8): a page chunk that fails to load, a page
// that throws while rendering, storage that is not there, a browser without JavaScript.

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]').waitFor();
const DESKTOP = {width: 1280, height: 800};

test.use({viewport: DESKTOP});

test('a page chunk that fails to load during navigation reloads the page', async ({page}) => {
  let failing = false;
  const aborted: string[] = [];
  await page.route('**/assets/js/*.js', (route) => {
    if (!failing) return route.continue();
    aborted.push(route.request().url());
    return route.abort();
  });
  // The full reload is a new document request: from then on, chunks load again.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false;
  });

  await page.goto('/es/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
  failing = true;
  await page.locator('.navbar').getByRole('link', {name: 'Documentación', exact: true}).click();

  await expect(page).toHaveURL(/\/es\/docs\/$/);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(aborted.length, 'the navigation needed a chunk that was aborted').toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBeUndefined();
});

// The fallback's words are the spec's (§2 Layout, §8), in Spanish on the Spanish site.
const BLOG_TITLE = {en: 'Helm blog', es: 'Blog de Helm'};
for (const locale of SPEC_LOCALES.all) {
  const at = (path: string) => localized(path, locale);
  test(`a page that throws while rendering shows the crash fallback, and '${specText(locale, 'theme.ErrorPageContent.tryAgain')}' renders it (${locale})`, async ({
    page,
  }) => {
    // A blog post's reading time picks its plural form while rendering: make that throw on demand.
    await page.addInitScript(() => {
      const state = ((window as unknown as {plurals: {broken: boolean}}).plurals = {broken: false});
      const select = Intl.PluralRules.prototype.select;
      Intl.PluralRules.prototype.select = function (this: Intl.PluralRules, count: number) {
        if (state.broken) throw new Error('Plural rules are broken');
        return select.call(this, count);
      };
    });
    await page.goto(at('/docs/'));
    await hydrated(page);
    // CI once saw the fallback's button vanish before it could be clicked. Should it happen again,
    // say what the page did: a document load (Docusaurus reloads when a route chunk fails) or errors.
    const documents: string[] = [];
    const messages: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && documents.push(frame.url()));
    page.on('pageerror', (error) => messages.push(error.message));
    page.on('console', (message) => message.type() !== 'log' && messages.push(`${message.type()}: ${message.text()}`));
    await page.evaluate(() => ((window as unknown as {plurals: {broken: boolean}}).plurals.broken = true));
    await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();

    await expect(page.getByRole('heading', {level: 1})).toHaveText(specText(locale, 'theme.ErrorPageContent.title'));
    await expect(page.getByText('Plural rules are broken')).toBeVisible();
    await expect(page.locator('.navbar')).toBeVisible();

    await page.evaluate(() => ((window as unknown as {plurals: {broken: boolean}}).plurals.broken = false));
    const tryAgain = page.getByRole('button', {name: specText(locale, 'theme.ErrorPageContent.tryAgain')});
    await tryAgain.click({timeout: 15_000}).catch((error: Error) => {
      throw new Error(
        `${error.message}\ndocuments loaded since ${at('/docs/')}: ${JSON.stringify(documents)}\npage messages: ${JSON.stringify(messages)}`,
      );
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText(BLOG_TITLE[locale]);
    await expect(page.locator('article').first()).toBeVisible();
  });
}

// The browser refuses storage: merely reading window.localStorage throws (cookies blocked), or
// every Storage method does (some privacy modes). The announcement bar, the version dropdown and
// the tabs remember choices in storage; the site must work without it.
const REFUSALS = {
  'reading localStorage throws': () => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  },
  'every Storage method throws': () => {
    const fail = () => {
      throw new DOMException('storage disabled', 'SecurityError');
    };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
    Storage.prototype.removeItem = fail;
  },
};

for (const [how, refuse] of Object.entries(REFUSALS)) {
  test(`the site works when the browser refuses storage: ${how}`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(refuse);
    await page.goto('/es/docs/');
    await hydrated(page);

    const announcement = page.locator('div[role="banner"]');
    await expect(announcement).toBeVisible();
    await announcement.getByRole('button').click();
    await expect(announcement).toBeHidden();

    const versions = page.locator('.navbar__item.dropdown').filter({hasText: SPEC_DOCS_VERSIONS.versions['3'].label});
    await versions.hover();
    await versions.getByRole('link', {name: SPEC_DOCS_VERSIONS.versions['2'].label}).click();
    await expect(page).toHaveURL(/\/es\/docs\/2\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Helm 2.17.0');
    expect(errors).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const path of ['/es/docs/intro/install', '/es/blog', '/es/']) {
    test(`${path} shows its content, navigation links and footer`, async ({page}) => {
      await page.goto(path);
      const main = page.locator('main');
      await expect(main.getByRole('heading', {level: 1})).toBeVisible();
      expect((await main.innerText()).length, 'text of <main>').toBeGreaterThan(300);

      const navbar = page.locator('nav.navbar');
      await expect(navbar.getByRole('link', {name: 'Documentación', exact: true})).toHaveAttribute('href', '/es/docs/');
      await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/es/blog');

      const footer = page.locator('footer.footer');
      await expect(footer).toBeVisible();
      expect(await footer.getByRole('link').count()).toBeGreaterThanOrEqual(16);
      await expect(footer.getByRole('link', {name: 'Introducción a los charts'})).toHaveAttribute('href', '/es/docs/topics/charts/');
    });
  }

  test('a docs page lists its sidebar, and its code blocks read as code', async ({page}) => {
    await page.goto('/es/docs/intro/install');
    const sidebar = page.getByRole('navigation', {name: 'Barra lateral de la documentación'});
    expect(await sidebar.getByRole('link').count()).toBeGreaterThan(5);
    await expect(page.locator('main pre code').first()).toContainText('helm');
  });
});

import {mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test, type BrowserContext, type Locator, type Page} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {SPEC_DOCS_VERSIONS, specText} from '../contract-spec';
import {localized, type Locale} from '../contract';
import {BUILD, freePort, NGINX_MISSING, startNginx, startServeMjs, type HostName} from '../nginx-server';
import {PAGES_MISSING, startPages} from '../pages-server';
import {hitLinks, hydrated, input, t} from '../search-fixture';
import {SKEW_PAGE, SKEW_WORD, skewBuild} from '../skew-build';
import {SLOWDOWN} from '../slowdown';

// A deploy never breaks an open tab (issue 47). Tabs opened on build A, one of which has used
// search, its modal and the Helm 4 checker; then build B (tests/skew-build.ts: one page changed and
// every hashed script renamed, build A's files gone) made live on the same origin, as each host
// deploys: serve.mjs and nginx keep running while their folder is swapped (a symlink replaced
// at once), Cloudflare's engine is started again on the new folder, as Pages makes a new
// deployment. Then, without reloading by hand, the reader searches (and finds what only B says),
// opens search and the checker in tabs whose code for them is gone, follows a link, switches the
// docs version and the language. No tab shows an error screen or throws.

const GUIDE = '/docs/topics/v3_v4_migration';
const READING = '/docs/intro/install';
const OPEN_CHECKER = {en: 'Open the readiness checker', es: 'Abrir el comprobador'};
const SAMPLE = {en: 'Try an example', es: 'Probar con un ejemplo'};
const LANGUAGE = {en: ['English', 'Español'], es: ['Español', 'English']} as const;

// A control that never appears (a crashed page) fails its case instead of waiting out the test.
test.use({actionTimeout: 10_000 * SLOWDOWN});

type Live = {origin: string; deploy: () => Promise<void>; stop: () => Promise<void>};

/** Build A served by `host`, with a `deploy` that makes build B live on the same origin. */
async function serve(host: HostName, a: string, b: string): Promise<Live> {
  if (host === 'pages') {
    const port = await freePort();
    let pages = await startPages(a, port);
    return {
      // The browser resolves no other name than localhost (playwright.config.ts).
      origin: `http://localhost:${port}`,
      deploy: async () => {
        await pages.stop();
        pages = await startPages(b, port);
      },
      stop: () => pages.stop(),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'helm-skew-'));
  const live = join(dir, 'live');
  symlinkSync(a, live);
  const server = host === 'nginx' ? await startNginx(live) : await startServeMjs(live);
  return {
    origin: server.origin,
    deploy: async () => {
      symlinkSync(b, `${live}.next`);
      renameSync(`${live}.next`, live);
    },
    stop: async () => {
      await server.stop();
      rmSync(dir, {recursive: true, force: true});
    },
  };
}

/** The runtime script a build's home page loads: the one name every other chunk's name comes from. */
const runtimeOf = (build: string, locale: Locale) =>
  readFileSync(join(build, locale === LOCALES.default ? '' : locale, 'index.html'), 'utf8').match(
    /src="([^"]*runtime~main\.[0-9a-f]+\.js)"/,
  )![1];
const runtimeIn = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.scripts, (s) => s)
      .map((s) => new URL(s.src || location.href).pathname)
      .find((p) => p.includes('runtime~main')),
  );

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(input(page)).toBeFocused();
}

/**
 * Hovers a navbar dropdown and follows its link named `name`. A page that is still loading its
 * chunks can render again and close a menu a hover has just opened: the hover is tried again, for
 * as long as the link does not take a click.
 */
async function openAndFollow(dropdown: Locator, name: string): Promise<void> {
  await expect(async () => {
    await dropdown.hover();
    await dropdown.getByRole('link', {name}).click({timeout: 2_000 * SLOWDOWN});
  }).toPass({timeout: 20_000 * SLOWDOWN});
}

const HOSTS: [HostName, string, string | undefined][] = [
  ['serve.mjs', 'scripts/serve.mjs', undefined],
  ['nginx', 'nginx with deploy/nginx.conf', NGINX_MISSING],
  ['pages', "Cloudflare's Pages engine (wrangler pages dev)", PAGES_MISSING],
];

for (const [host, name, missing] of HOSTS) {
  test.describe(`${name} across a deploy`, () => {
    test.skip(!!missing, missing);
    for (const locale of LOCALES.all as readonly Locale[]) {
      const at = (path: string) => localized(path, locale);
      test(`tabs open on the last build search it, open search and the checker, navigate and switch version and language (${locale})`, async ({
        browser,
      }) => {
        test.setTimeout(240_000 * SLOWDOWN);
        const b = await skewBuild(BUILD);
        const live = await serve(host, BUILD, b);
        const contexts: BrowserContext[] = [];
        try {
          const errors: string[] = [];
          // Each tab a reader of its own: no tab finds another's scripts in the browser's cache.
          const open = async (path: string) => {
            const context = await browser.newContext({baseURL: live.origin, viewport: {width: 1280, height: 800}});
            contexts.push(context);
            const page = await context.newPage();
            page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
            await page.goto(at(path));
            await hydrated(page);
            return page;
          };

          // Build A: a tab that has used search, its modal and the checker, and three that have not.
          const used = await open(GUIDE);
          await openSearch(used);
          await input(used).fill('helm');
          await expect(hitLinks(used).first()).toBeVisible();
          await used.keyboard.press('Escape');
          await expect(input(used)).toBeHidden();
          await used.getByRole('button', {name: OPEN_CHECKER[locale]}).click();
          await used.getByRole('button', {name: SAMPLE[locale]}).click();
          await expect(used.locator('ol li[data-kind]')).toHaveCount(6);
          const searching = await open(GUIDE);
          const checking = await open(GUIDE);
          const reading = await open(READING);
          const runtimeA = runtimeOf(BUILD, locale);
          expect(await runtimeIn(reading)).toBe(runtimeA);

          await live.deploy();
          const runtimeB = runtimeOf(b, locale);
          expect(runtimeB).not.toBe(runtimeA);
          expect((await reading.request.get(runtimeA)).status(), "build A's runtime is gone").toBe(404);

          // Each case on its own, so that one broken case does not hide the others.
          const failed: string[] = [];
          const check = async (name: string, body: () => Promise<void>) => {
            try {
              await test.step(name, body);
            } catch (error) {
              // The message, and the locator a timed-out action was waiting for.
              const lines = (error as Error).message.split('\n');
              const waiting = lines.find((l) => /waiting for /.test(l))?.trim();
              failed.push(`${name}: ${lines[0]}${waiting ? ` (${waiting})` : ''}`);
            }
          };

          await check('search in the tab that used it finds what only the new build says, without an error screen', async () => {
            await openSearch(used);
            await input(used).fill(SKEW_WORD);
            await expect(hitLinks(used).first()).toHaveAttribute('href', new RegExp(`${at(SKEW_PAGE)}(#|$)`));
            await expect(used.getByText(t(locale, 'theme.SearchModal.errorScreen.titleText'))).toHaveCount(0);
            await used.keyboard.press('Escape');
          });

          await check('search opened where its code was never loaded moves the page to the new build and opens', async () => {
            await openSearch(searching);
            await input(searching).fill('helm');
            await expect(hitLinks(searching).first()).toBeVisible();
            expect(await runtimeIn(searching)).toBe(runtimeB);
          });

          await check('the checker opened where its chunk was never loaded does the same, not the crash screen', async () => {
            await checking.getByRole('button', {name: OPEN_CHECKER[locale]}).click();
            await checking.getByRole('button', {name: SAMPLE[locale]}).click();
            await expect(checking.locator('ol li[data-kind]')).toHaveCount(6);
            await expect(checking.getByText(specText(locale, 'theme.ErrorPageContent.title'))).toHaveCount(0);
            expect(await runtimeIn(checking)).toBe(runtimeB);
          });

          await check('a link to the next page, the docs version and the language lead to the new build', async () => {
            const next = reading.locator('.pagination-nav__link--next');
            const nextPath = new URL((await next.getAttribute('href'))!, live.origin).pathname;
            await next.click();
            await expect(reading).toHaveURL((url) => url.pathname === nextPath);
            // The address changes at once; the route's chunks of build A are gone, so the page then
            // reloads onto build B (Docusaurus's PendingNavigation). Until it has, the old document
            // still looks hydrated, and a menu opened on it closes with the reload.
            await expect
              .poll(() => runtimeIn(reading).catch(() => undefined), {
                message: 'the page reloaded onto build B',
                timeout: 30_000 * SLOWDOWN,
              })
              .toBe(runtimeB);
            await hydrated(reading);
            await expect(reading.getByRole('heading', {level: 1})).toBeVisible();
            const version = reading.locator('.navbar__item.dropdown').filter({hasText: SPEC_DOCS_VERSIONS.versions['3'].label});
            await openAndFollow(version, SPEC_DOCS_VERSIONS.versions['2'].label);
            await expect(reading).toHaveURL(new RegExp(`${at('/docs/2')}(/|$)`));
            await expect(reading.getByRole('heading', {level: 1})).toBeVisible();
            await hydrated(reading);
            const [here, there] = LANGUAGE[locale];
            const language = reading.locator('.navbar__item.dropdown').filter({hasText: here});
            await openAndFollow(language, there);
            await expect(reading.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'es' : /^en\b/);
            await hydrated(reading);
            expect(await runtimeIn(reading)).toBe(runtimeOf(b, locale === 'en' ? 'es' : 'en'));
          });

          expect({failed, uncaught: errors}).toEqual({failed: [], uncaught: []});
        } finally {
          for (const context of contexts) await context.close();
          await live.stop();
        }
      });
    }
  });
}

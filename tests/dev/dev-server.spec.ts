// `npm start` (scripts/start.ts, `docusaurus start`) in each locale, in a copy of the site, as a
// maintainer runs it: its "running at" line comes once the address serves pages, and every page
// type of tests/page-types.ts loads there with no console error, no uncaught error and no failed
// request of the site's own, and Try it renders with the template engine. Run by `npm run test:dev` (playwright.dev.config.ts).
import {spawn} from 'node:child_process';
import {get} from 'node:http';
import {expect, test, type Page} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {localized, type Locale} from '../contract';
import {pageTypes} from '../page-types';
import {copySite, track} from '../site-copy';
import {scaled} from '../slowdown';

const TRY = {en: 'Try it', es: 'Pruébalo'};
const BASE_PORT = Number(process.env.DEV_TEST_PORT ?? 3200);

/**
 * The status of a GET of `url`, the error's code, or `no answer in <n> ms`. The development server
 * holds a request until its bundle is done: a minute or more after Docusaurus's own "running"
 * line, a fraction of a second once the bundle is there. The bound is not scaled with the load:
 * what it tells apart is ten times as far apart on any machine.
 */
const status = (url: string, within = 10_000) =>
  new Promise<number | string>((done) => {
    const request = get(url, (response) => {
      response.resume();
      done(response.statusCode ?? 0);
    });
    request.setTimeout(within, () => {
      request.destroy();
      done(`no answer in ${within} ms`);
    });
    request.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });

/** What went wrong on a page while it loaded and hydrated: console errors, uncaught errors, failed requests to the server. */
async function problemsOn(page: Page, url: string, origin: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    // The not-found page answers 404 by design; every other answer of the server must be a success.
    if (response.url().startsWith(origin) && response.status() >= 400 && response.url() !== `${origin}${url}`)
      problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin)) problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  await page.goto(`${origin}${url}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.locator('h1').first()).toBeVisible();
  // Anything the page does once hydrated (prefetching, deferred sections) has a moment to fail.
  await page.waitForLoadState('networkidle');
  return problems;
}

for (const [i, locale] of (LOCALES.all as readonly Locale[]).entries()) {
  test.describe(`npm start --locale ${locale}`, () => {
    const port = BASE_PORT + i;
    const origin = `http://localhost:${port}`;
    let site: ReturnType<typeof copySite>;
    let output = '';
    let servedWhenRunning: number | string = 'the running line never came';
    let stop = () => {};

    test.beforeAll(async () => {
      // A bundle of the whole site, twice as slow under load.
      test.setTimeout(scaled(300_000));
      site = copySite(`dev-${locale}`);
      const child = spawn('npm', ['start', '--', '--locale', locale, '--port', String(port), '--host', 'localhost'], {
        cwd: site.dir,
        detached: true,
        env: {...process.env, FORCE_COLOR: '0', BROWSER: 'none'},
      });
      const untrack = track(child.pid!);
      stop = () => {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          // already gone
        }
        untrack();
      };
      await new Promise<void>((ready, failed) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString('utf8');
          if (/Docusaurus website is running at: /.test(output)) {
            child.stdout.off('data', read);
            // The line says the address serves pages: at once, not after a wait.
            void status(`${origin}${localized('/', locale)}`).then((answer) => {
              servedWhenRunning = answer;
              // The figures of handbook/build.md: how long the first bundle took.
              console.log(`npm start --locale ${locale}: ${/Docusaurus website is running at: .*/.exec(output)?.[0]}`);
              ready();
            });
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        child.on('exit', (code) => failed(new Error(`npm start exited with ${code}:\n${output.slice(-3000)}`)));
      });
    });

    test.afterAll(() => {
      stop();
      site?.remove();
    });

    test('says it is running only once its address serves the home page', () => {
      expect(servedWhenRunning, output.slice(-2000)).toBe(200);
      expect(output).toMatch(/\(the bundle took \d+ s, \d+ s since npm start\)/);
    });

    test('Try it renders with the template engine, served by the development server', async ({page}) => {
      test.setTimeout(scaled(120_000));
      await page.goto(`${origin}${localized('/docs/chart_template_guide/values_files', locale)}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const block = page.locator('[data-block]').first();
      await block.scrollIntoViewIfNeeded();
      await block.getByRole('button', {name: TRY[locale], exact: true}).click();
      await expect(block.locator('pre[data-result]')).toHaveAttribute('data-result', 'ok', {timeout: scaled(60_000)});
    });

    for (const {name, path} of pageTypes()) {
      const url = localized(path, locale);
      test(`${name} ${url} loads with no console error`, async ({page}) => {
        expect(await problemsOn(page, url, origin)).toEqual([]);
      });
    }
  });
}

import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test, type Page} from '@playwright/test';
import {AFTER_NAVBAR} from '../../src/plugins/navbar-whole';
import {localized, type Locale} from '../contract';

// A page that arrives in pieces: the network stalls with the navbar half sent, as it does on a
// slow phone connection. A browser may paint what it has parsed, and the navbar's right-hand items
// are right-aligned, so each item parsed after such a paint would push the earlier ones left.
// `<link rel=expect blocking=render>` (src/plugins/navbar-whole) holds the first paint until the
// whole navbar is parsed. The stall is deterministic here: a small server in front of the site
// sends the HTML up to the middle of the navbar's right-hand items, waits, then sends the rest.
// The same page with the link taken out is measured too, so the test shows it can see the shift.

const EXPECT_LINK = new RegExp(`<link rel="?expect"? href="?#${AFTER_NAVBAR}"?[^>]*>`);

type Stalled = {origin: string; sent: Promise<void>; release: () => void; close: () => Promise<void>};

/**
 * Serves the site from `baseURL`, except that `path`'s HTML stops after the first of the navbar's
 * right-hand items until `release()`; `sent` resolves when that first part is out.
 * `withExpect: false` takes the render-blocking link out first.
 */
async function stallInsideNavbar(baseURL: string, path: string, withExpect: boolean): Promise<Stalled> {
  let sent!: () => void;
  let release!: () => void;
  const firstPart = new Promise<void>((done) => (sent = done));
  const released = new Promise<void>((done) => (release = done));
  const server: Server = createServer(async (request, response) => {
    const address = new URL(request.url ?? '/', baseURL);
    const upstream = await fetch(address, {headers: {'accept-encoding': 'identity'}});
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    if (address.pathname !== path) {
      response.writeHead(upstream.status, {'content-type': type});
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    let html = await upstream.text();
    if (!withExpect) html = html.replace(EXPECT_LINK, '');
    const right = html.indexOf('navbar__items--right"');
    const second = html.indexOf('<div class="navbar__item', html.indexOf('<div class="navbar__item', right) + 1);
    response.writeHead(200, {'content-type': type});
    response.write(html.slice(0, right < 0 || second < 0 ? html.length : second));
    sent();
    await released;
    response.end(right < 0 || second < 0 ? '' : html.slice(second));
  });
  await new Promise<void>((done) => server.listen(0, done));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    sent: firstPart,
    release,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Records the first paint and every layout shift that moves something in the navbar. */
async function watchNavbar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as {navbarShifts: string[]; painted: boolean};
    scope.navbarShifts = [];
    scope.painted = false;
    type Shift = PerformanceEntry & {
      sources: {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        for (const source of entry.sources) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (!element?.closest('.navbar')) continue;
          const what = element.textContent?.trim().slice(0, 20) || element.className;
          scope.navbarShifts.push(`${what}: x ${Math.round(source.previousRect.x)} → ${Math.round(source.currentRect.x)}`);
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
    new PerformanceObserver(() => (scope.painted = true)).observe({type: 'paint', buffered: true});
  });
}

const painted = (page: Page) => page.evaluate(() => (window as unknown as {painted: boolean}).painted);

async function finish(page: Page, stalled: Stalled): Promise<string[]> {
  stalled.release();
  await page.waitForLoadState('load');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as {navbarShifts: string[]}).navbarShifts);
}

const PAGES = ['/docs/intro/install', '/blog'];

for (const locale of ['en', 'es'] as Locale[]) {
  for (const path of PAGES) {
    const url = localized(path, locale);
    test(`${url} at 1280 px, the HTML stalled inside the navbar: no paint until the navbar is whole, nothing in it moves`, async ({
      browser,
      baseURL,
    }) => {
      const withLink = await stallInsideNavbar(baseURL!, url, true);
      const withoutLink = await stallInsideNavbar(baseURL!, url, false);
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      try {
        // The control: without the link, the browser paints half a navbar, and its items move.
        const control = await context.newPage();
        await watchNavbar(control);
        await control.goto(`${withoutLink.origin}${url}`, {waitUntil: 'commit'});
        await withoutLink.sent;
        const stalledAt = Date.now();
        await expect.poll(() => painted(control), {message: 'without the link, a paint during the stall'}).toBe(true);
        // How long this machine takes to paint a half-read page: the wait for the negative below.
        const paintTook = Date.now() - stalledAt;
        expect((await finish(control, withoutLink)).length, 'without the link, navbar items move').toBeGreaterThan(0);

        const page = await context.newPage();
        await watchNavbar(page);
        await page.goto(`${withLink.origin}${url}`, {waitUntil: 'commit'});
        await withLink.sent;
        await page.waitForTimeout(3 * paintTook + 500);
        expect(await painted(page), 'with the link, no paint until the navbar is whole').toBe(false);
        expect(await finish(page, withLink), 'navbar items that moved').toEqual([]);
        expect(await painted(page), 'painted once the navbar is whole').toBe(true);
      } finally {
        withLink.release();
        withoutLink.release();
        await context.close();
        await withLink.close();
        await withoutLink.close();
      }
    });
  }
}

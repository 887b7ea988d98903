/**
 * The steps the keyboard and screen-reader tests share (keyboard.spec.ts, reading-modes.spec.ts,
 * a11y.spec.ts, journeys.spec.ts): open a page at a width, press a key until focus reaches a
 * control, open the phone menu or the search modal by keyboard as a reader does, see what has
 * focus and whether the sticky navbar covers it, and read Chromium's accessibility tree.
 */
import type {CDPSession, Page} from '@playwright/test';
import type {Locale} from './contract';
import {expect, hitLinks, hydrated, input} from './search-fixture';

/** A query with hits on many pages, in each locale. */
export const QUERIES: Record<Locale, string> = {en: 'template', es: 'plantilla'};

export type Focused = {inside: string | null; text: string; left: number; right: number; top: number; bottom: number; tag: string};

/** What has focus: its box, its text, and which of `containers` (selectors) holds it. */
export const focused = (page: Page, containers: string[] = []) =>
  page.evaluate((selectors): Focused => {
    const el = document.activeElement as HTMLElement;
    const box = el.getBoundingClientRect();
    return {
      inside: selectors.find((s) => el.closest(s)) ?? null,
      text: (el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 40),
      left: box.left,
      right: box.right,
      top: box.top,
      bottom: box.bottom,
      tag: el.tagName.toLowerCase(),
    };
  }, containers);

export type Target = {selector: string; nth?: number; text?: string};

/**
 * Presses `key` until focus is on `target` (the `nth` match of its selector, or one showing
 * `text`), checking before each press; fails after `max` presses.
 */
export async function pressUntil(page: Page, key: string, target: Target | string, max = 40): Promise<void> {
  const want = typeof target === 'string' ? {selector: target} : target;
  for (let i = 0; ; i++) {
    const there = await page.evaluate(({selector, nth, text}) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el?.matches(selector)) return false;
      if (nth !== undefined && document.querySelectorAll(selector)[nth] !== el) return false;
      return text === undefined || el.innerText.trim() === text;
    }, want);
    if (there) return;
    if (i === max) throw new Error(`${key} ${max} times never reached ${JSON.stringify(want)}`);
    await page.keyboard.press(key);
  }
}

/** The page at `path`, `width` px wide, hydrated. */
export async function open(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({width, height: 800});
  await page.goto(path);
  await hydrated(page);
}

export const menuOpen = (page: Page) => page.locator('.navbar-sidebar--show');

/** Tab to the phone menu's button and open it with Enter. */
export async function openPhoneMenu(page: Page): Promise<void> {
  await pressUntil(page, 'Tab', '.navbar__toggle');
  await page.keyboard.press('Enter');
  await expect(menuOpen(page)).toHaveCount(1);
}

/** The menu has slid in: boxes measured from now on are where they stay. */
export const menuInPlace = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.querySelector('.navbar-sidebar')!.getBoundingClientRect().left)).toBe(0);

/** Tab to the navbar's search button, open the modal with Enter and type `query` until hits show. */
export async function searchByKeyboard(page: Page, query: string): Promise<void> {
  await pressUntil(page, 'Tab', '.DocSearch-Button');
  await page.keyboard.press('Enter');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type(query);
  await expect(hitLinks(page).first()).toBeVisible();
}

/**
 * Whether the sticky navbar leaves the focused element in sight: below the navbar and above the
 * bottom of the window, or, for a stop taller than the space below the navbar (a long table that
 * scrolls), filling it. Focus in the navbar is always in sight.
 */
export const focusInSight = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const box = el.getBoundingClientRect();
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
    const fits = box.height <= window.innerHeight - navbar;
    const ok =
      !!el.closest('.navbar') ||
      (fits
        ? box.top >= navbar - 1 && box.bottom <= window.innerHeight + 1
        : box.top <= navbar + 1 && box.bottom >= window.innerHeight - 1);
    return {
      ok,
      what: `${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" top ${Math.round(box.top)}, navbar ends ${Math.round(navbar)}`,
    };
  });

/** A node of Chromium's accessibility tree, as the DevTools protocol gives it. */
export type AXNode = {
  nodeId: string;
  ignored: boolean;
  role?: {value: string};
  name?: {value: string};
  properties?: {name: string; value: {value: unknown}}[];
  childIds?: string[];
  parentId?: string;
};

export const axTree = async (cdp: CDPSession) => ((await cdp.send('Accessibility.getFullAXTree')) as {nodes: AXNode[]}).nodes;
export const property = (node: AXNode, name: string) => node.properties?.find((p) => p.name === name)?.value.value;

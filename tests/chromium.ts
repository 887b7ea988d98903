import {existsSync} from 'node:fs';

/**
 * How we start Chromium, for the tests, the search benchmark and the quality report. Playwright
 * cannot download its own browsers on our machines: we use Debian's, and Playwright's own
 * elsewhere. CHROMIUM_PATH, when set, is used for everything.
 *
 * - The tests run Chromium's headless shell (Debian's package chromium-headless-shell, built from
 *   the same Chromium source and version as the browser). It is the browser Playwright itself
 *   runs for headless tests: the same Blink and V8, without the desktop browser around them. Here
 *   a new browser context with a hydrated docs page cost 1.6 s of CPU in it, against 2.2 s in the
 *   full browser; every test opens a context.
 * - The quality report and the search benchmark run the full browser, as a reader's Chrome is,
 *   so their figures compare with the ones measured before.
 *
 * Either falls back to the other, then to Playwright's own browser. The flags keep a headless run
 * off the network, and off the omnibox popup: the full Chromium 156 (Debian's 156.0.8078.108)
 * starts one more renderer for every browser context, for the address bar's suggestion popup
 * (chrome://omnibox-popup.top-chrome/), which a headless window never shows. With it, a test's new
 * context cost 1.4 s of CPU for a blank page instead of 0.9 s, and 4.6 s for a hydrated docs page
 * instead of 2.0 s (all processes counted); it also competed with the page Lighthouse measures.
 */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const firstOf = (...paths: (string | undefined)[]) => paths.find((path) => path && existsSync(path));

/** The full browser: the quality report's and the search benchmark's. */
export const chromiumExecutable = firstOf(process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL);
/** The headless shell: the tests'. */
export const headlessExecutable = firstOf(process.env.CHROMIUM_PATH, DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM);
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium merges this list with the one Playwright passes.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

import {existsSync} from 'node:fs';

/**
 * How we start Chromium, for the tests and the quality report alike. Playwright cannot download
 * its own browser on our machines: use Debian's Chromium when it is there (or CHROMIUM_PATH), and
 * Playwright's own browser elsewhere. The flags keep a headless run off the network, and off the
 * omnibox popup: Chromium 156 (Debian's 156.0.8078.108) starts one more renderer for every
 * browser context, for the address bar's suggestion popup (chrome://omnibox-popup.top-chrome/),
 * which a headless window never shows. With it, a test's new context cost 1.4 s of CPU for a blank
 * page instead of 0.9 s, and 4.6 s for a hydrated docs page instead of 2.0 s (all processes
 * counted); it also competed with the page Lighthouse measures.
 */
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumExecutable = existsSync(systemChromium) ? systemChromium : undefined;
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium merges this list with the one Playwright passes.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

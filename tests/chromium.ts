import {existsSync} from 'node:fs';

/**
 * How we start Chromium, for the tests and the quality report alike. Playwright cannot download
 * its own browser on our machines: use Debian's Chromium when it is there (or CHROMIUM_PATH), and
 * Playwright's own browser elsewhere. The flags keep a headless run off the network.
 */
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumExecutable = existsSync(systemChromium) ? systemChromium : undefined;
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

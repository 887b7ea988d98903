import {defineConfig} from '@playwright/test';
import {chromiumArgs, headlessExecutable} from './tests/chromium';
import {SLOWDOWN} from './tests/slowdown';
import {TEST_PORT as port} from './tests/test-port';
import {HTTP_TIER, NO_BROWSER} from './tests/tiers';

// On CI's two cores the browser tier keeps the two workers it always had: Chromium is what uses
// the CPU. The HTTP tier waits on sockets far more than it computes, so it gets four more, beside it.
const BROWSER_WORKERS = process.env.CI ? 2 : undefined;
const HTTP_WORKERS = process.env.CI ? 4 : undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? BROWSER_WORKERS! + HTTP_WORKERS! : undefined,
  // Like 'list', but a test.fail() that fails reads as expected (tests/reporter.ts).
  reporter: [['./tests/reporter.ts']],
  // Proportional to the machine's load (tests/slowdown.ts): a busy machine slows the tests, it does not fail them.
  timeout: 60_000 * SLOWDOWN,
  expect: {timeout: 5_000 * SLOWDOWN},
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: headlessExecutable,
      args: [
        ...chromiumArgs,
        // No test reaches the network: other hosts do not resolve (requests the tests answer
        // themselves, as tests/search-fixture.ts does for Algolia, never get that far).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
      ],
    },
  },
  // Two tiers, run side by side (tests/tiers.ts); `--project http` or `--project browser` runs one.
  projects: [
    {name: 'http', grep: HTTP_TIER, workers: HTTP_WORKERS, use: {launchOptions: {executablePath: NO_BROWSER}}},
    {name: 'browser', grepInvert: HTTP_TIER, workers: BROWSER_WORKERS},
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://localhost:${port}/`,
    // A server already on the port is reused only if it serves this checkout's build (tests/global-setup.ts).
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

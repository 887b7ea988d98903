import {defineConfig} from '@playwright/test';
import {chromiumArgs, headlessExecutable} from './tests/chromium';
import {SLOWDOWN} from './tests/slowdown';
import {TEST_PORT as port} from './tests/test-port';
import {HTTP_TIER, NO_BROWSER} from './tests/tiers';

// CI's two cores run the e2e tests with two workers, both tiers side by side in them. Four more
// for the HTTP tier (E2E_HTTP_WORKERS=4) made the same 968 tests take 430 s instead of 335 s on the
// shared two-core machine (load 24-37): it is bound by the CPU there, not by its sockets. Set it to
// try a machine with cores to spare: the HTTP tier gets that many workers beside the browser's two.
const HTTP_WORKERS = Number(process.env.E2E_HTTP_WORKERS) || undefined;
const BROWSER_WORKERS = HTTP_WORKERS && 2;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 + (HTTP_WORKERS ?? 0) : undefined,
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
  // The visual baselines keep the names they had before the tiers: Playwright's default path adds
  // the project's name (`home-en-phone-browser-linux.png`), which would leave every baseline unread.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
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

import {defineConfig} from '@playwright/test';
import {chromiumArgs, headlessExecutable} from './tests/chromium';
import {SLOWDOWN} from './tests/slowdown';
import {TEST_PORT as port} from './tests/test-port';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
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
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://localhost:${port}/`,
    // A server already on the port is reused only if it serves this checkout's build (tests/global-setup.ts).
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from './tests/chromium';

const port = Number(process.env.TEST_PORT ?? 3100);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumExecutable,
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
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

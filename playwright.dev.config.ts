// Playwright config of `npm run test:dev`: the development server (`npm start`, scripts/start.ts)
// in both locales, which tests/dev/dev-server.spec.ts starts itself, in a copy of the site, on
// DEV_TEST_PORT and the port after it (3300 and 3301 by default). One worker: each server bundles
// the whole site, about a minute of both cores on a quiet machine.
import {defineConfig} from '@playwright/test';
import {chromiumArgs, headlessExecutable} from './tests/chromium';
import {SLOWDOWN} from './tests/slowdown';

export default defineConfig({
  testDir: 'tests/dev',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['./tests/reporter.ts']],
  timeout: 60_000 * SLOWDOWN,
  expect: {timeout: 10_000 * SLOWDOWN},
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: headlessExecutable,
      args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'],
    },
  },
});

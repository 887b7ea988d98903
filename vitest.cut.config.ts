import {defineConfig} from 'vitest/config';
import {scaled} from './tests/slowdown';

// `npm run test:cut`: the docs version cut, run and built in a copy of the site, and builds that
// fail or are stopped in another copy (tests/cut/). One file at a time: each builds the site, which
// takes a core and a half and about 1.3 GB, so two at once would be no faster on a 2-core machine.
// Vitest's default timeouts, too, scale with the machine's slowdown (tests/slowdown.ts): at a load
// of 25 on 2 cores, starting tsx alone took more than the default 5 s.
export default defineConfig({
  test: {
    include: ['tests/cut/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: scaled(5_000),
    hookTimeout: scaled(10_000),
    globalSetup: ['tests/cut/global-setup.ts'],
  },
});

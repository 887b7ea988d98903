import {defineConfig} from 'vitest/config';

// `npm run test:cut`: the docs version cut, run and built in a copy of the site, and builds that
// fail or are stopped in another copy (tests/cut/). One file at a time: each builds the site, which
// takes a core and a half and about 1.3 GB, so two at once would be no faster on a 2-core machine.
export default defineConfig({
  test: {
    include: ['tests/cut/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    globalSetup: ['tests/cut/global-setup.ts'],
  },
});

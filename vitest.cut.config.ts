import {defineConfig} from 'vitest/config';

// `npm run test:cut`: the docs version cut, run and built in a copy of the site (about a minute).
export default defineConfig({
  test: {
    include: ['tests/cut/**/*.test.ts'],
    environment: 'node',
  },
});

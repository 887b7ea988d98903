import {defineConfig} from 'vitest/config';

// `npm run test:cluster`: the local control plane's start and its faults (scripts/lib/cluster.ts),
// with the tools test:examples built. Each case starts real processes: they run one at a time.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});

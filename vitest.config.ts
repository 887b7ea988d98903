import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    // Docusaurus's webpack alias: its router module re-exports react-router-dom.
    alias: {'@docusaurus/router': 'react-router-dom'},
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});

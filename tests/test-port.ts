/**
 * The port Playwright serves the build on: TEST_PORT, 3100 by default. Give each checkout on a
 * shared machine its own; tests/global-setup.ts stops a run whose port another build answers.
 */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 3100);

/**
 * The two tiers of the e2e tests, as the projects of playwright.config.ts. The HTTP tier asks the
 * servers (scripts/serve.mjs, nginx, Cloudflare's engine) and reads the build, and opens no page:
 * it may run with workers of its own (E2E_HTTP_WORKERS in playwright.config.ts) where cores are to
 * spare. The browser tier is every other test: what a reader sees, in Chromium.
 *
 * A test is in the HTTP tier when its spec file is listed here and it is not tagged `@browser`, or
 * when it is tagged `@http` in another file. Every test is in exactly one tier: the browser
 * project takes what the HTTP project leaves (playwright.config.ts).
 */

/** Spec files (under tests/e2e) whose tests open no page, but those tagged `@browser`. */
export const HTTP_SPECS = [
  'blog.spec.ts',
  'build-folders.spec.ts',
  'build-guards.spec.ts',
  'hostile-urls.spec.ts',
  'http-semantics.spec.ts',
  'legacy-urls.spec.ts',
  'links.spec.ts',
  'markdown-twins.spec.ts',
  'meta.spec.ts',
  'nginx.spec.ts',
  'routes.spec.ts',
  'search-records.spec.ts',
  'search-relevance.spec.ts',
  'serving.spec.ts',
  'standalone-locale.spec.ts',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The HTTP tier, as patterns for a project's `grep`: Playwright matches them against
 * "<project> <file> <describe titles> <test title> <tags>", separated by spaces.
 */
export const HTTP_TIER: RegExp[] = [new RegExp(`^\\S+ (?:${HTTP_SPECS.map(escape).join('|')}) (?!.*@browser\\b)`), /@http\b/];

/**
 * The HTTP tier starts no browser: a test of it that asks for a page, a context or a browser fails
 * to launch this path, which says where such a test belongs.
 */
export const NO_BROWSER = '/the-http-tier-opens-no-page/tag-the-test-@browser';

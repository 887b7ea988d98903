// tests/tiers.ts: which e2e tests the HTTP tier takes, from the string Playwright matches a
// project's grep against ("<project> <file> <describe titles> <test title> <tags>").
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../contract';
import {HTTP_SPECS, HTTP_TIER} from '../tiers';

const inHttpTier = (title: string) => HTTP_TIER.some((pattern) => pattern.test(title));

describe('the e2e tiers', () => {
  it('list spec files that exist', () => {
    for (const file of HTTP_SPECS) expect(existsSync(join(ROOT, 'tests/e2e', file)), file).toBe(true);
  });

  it('take the tests of a listed file, but those tagged @browser', () => {
    expect(inHttpTier('http routes.spec.ts route contract (en) / answers 200')).toBe(true);
    expect(inHttpTier('browser nginx.spec.ts deploy/nginx.conf serving the build pages run under the policy @browser')).toBe(false);
  });

  it('take a test tagged @http in another file, and no other test of it', () => {
    expect(inHttpTier('http reader-details.spec.ts /favicon.ico answers with an icon @http')).toBe(true);
    expect(inHttpTier('browser reader-details.spec.ts the home page fits a 320 px screen')).toBe(false);
  });

  it('match the file name whole, not a file that ends like a listed one', () => {
    expect(inHttpTier('browser old-routes.spec.ts a test')).toBe(false);
  });
});

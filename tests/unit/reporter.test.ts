// tests/reporter.ts, the e2e tests' reporter: a test.fail() that fails reads as expected, not as a
// failure; one that passes, and a plain failure, read as failures, with the error.
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../contract';

describe('the e2e reporter', () => {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'tests/unit/fixtures/reporter/playwright.config.ts'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, CI: '', FORCE_COLOR: '0'},
    },
  );
  const lines = run.stdout.split('\n');
  const line = (title: string) => lines.find((l) => l.endsWith(title) || l.includes(`${title} (`)) ?? '';

  it('prints an expected failure with a tick and the reason', () => {
    expect(line('fails as its mark says')).toMatch(
      /^ {2}✓ \d\/4 .*fails as its mark says \(\d+ ms\) fails as expected: a known bug of the fixture$/,
    );
  });

  it('prints a marked test that passes, and a failure, as failures', () => {
    expect(line('passes despite its mark')).toMatch(
      /^ {2}✘ .* passed, but is marked test\.fail\(\) \(a bug since fixed\): remove the mark$/,
    );
    expect(line('› fails')).toMatch(/^ {2}✘ /);
    expect(run.stdout).toContain('Expected: "expected"');
  });

  it('counts each kind and fails the run', () => {
    expect(run.stdout).toMatch(/\n1 passed, 1 failed as expected \(test\.fail\), 2 failed: failed\n/);
    expect(run.status).toBe(1);
  });
});

// tests/reporter.ts, the e2e tests' reporter: a test.fail() that fails reads as expected, not as a
// failure; one that passes, and a plain failure, read as failures, with the error. The run closes
// with each spec file's tests and time, by tier.
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../contract';
import {SUMMARY_ERROR_LINES, specTable} from '../reporter';

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

  it('names each failure again at the end, with the first lines of its error', () => {
    const summary = run.stdout.slice(run.stdout.lastIndexOf(': failed\n'));
    const failure = summary.split('\n').findIndex((l) => /^ {2}✘ .*› fails$/.test(l));
    expect(failure).toBeGreaterThan(0);
    const after = summary.split('\n').slice(failure + 1, failure + 1 + SUMMARY_ERROR_LINES);
    expect(after.every((l) => l.startsWith('      '))).toBe(true);
    expect(after.join('\n')).toContain('Expected: "expected"');
  });

  it('closes the run with the time table', () => {
    expect(run.stdout).toMatch(/\nTime by spec file, slowest first, in \d+\.\d s:\n {2}tier +spec +tests +summed +wall\n/);
    expect(run.stdout).toMatch(/\n {2}\(no project\) +1 spec +4 +\d+\.\d s +\d+\.\d s\n {2} +marks\.spec\.ts +4 /);
  });
});

describe('the time table', () => {
  const table = specTable([
    {tier: 'http', file: 'fast.spec.ts', tests: 3, summed: 1_500, start: 1_000, end: 2_000},
    {tier: 'browser', file: 'one.spec.ts', tests: 2, summed: 4_000, start: 0, end: 3_000},
    {tier: 'http', file: 'slow.spec.ts', tests: 1, summed: 9_000, start: 0, end: 9_000},
  ]);
  const rows = table.split('\n').map((row) => row.trim().split(/ {2,}/));

  it('gives each tier its files, slowest first, under its totals: tests, time summed, wall', () => {
    expect(rows).toEqual([
      ['tier', 'spec', 'tests', 'summed', 'wall'],
      ['http', '2 specs', '4', '10.5 s', '9.0 s'],
      ['slow.spec.ts', '1', '9.0 s', '9.0 s'],
      ['fast.spec.ts', '3', '1.5 s', '1.0 s'],
      ['browser', '1 spec', '2', '4.0 s', '3.0 s'],
      ['one.spec.ts', '2', '4.0 s', '3.0 s'],
    ]);
  });
});

/**
 * The Playwright reporter of `npm run test:e2e`: one line a test, as the built-in `list` reporter
 * prints them, except that a test marked `test.fail()` that fails reads as what it is, expected
 * (`✓ … fails as expected: <why>`), where `list` prints a ✘ like a failure's. A test so marked that
 * passes is an unexpected result and reads as a failure. The closing summary counts each kind, and
 * a table gives each spec file's tests and time, by tier (project), so CI's log says where the time goes.
 * Each failure is named again at the very end with the first lines of its error, since a log that
 * is read from its tail (CI's) may no longer hold the line where the test failed.
 */
import {relative} from 'node:path';
import type {FullConfig, FullResult, Reporter, Suite, TestCase, TestError, TestResult} from '@playwright/test/reporter';

/** What a finished test is, for its line and the summary. */
export function kindOf(
  test: Pick<TestCase, 'expectedStatus'>,
  result: Pick<TestResult, 'status'>,
): 'passed' | 'expected failure' | 'skipped' | 'failed' {
  if (result.status === 'skipped') return 'skipped';
  if (result.status === test.expectedStatus) return result.status === 'passed' ? 'passed' : 'expected failure';
  return 'failed';
}

const MARKS = {passed: '✓', 'expected failure': '✓', skipped: '-', failed: '✘'} as const;

/** Why a test is expected to fail: the description of its `fail` annotation. */
const failReason = (test: TestCase) => test.annotations.find((a) => a.type === 'fail')?.description ?? 'marked test.fail()';

/** An error with the code around it; in colour only on a terminal (a log file gets plain text). */
function errorText(error: TestError): string {
  const text = [error.stack ?? error.message ?? String(error.value), error.snippet].filter(Boolean).join('\n');
  return process.stdout.isTTY ? text : text.replace(/\x1b\[[0-9;]*m/g, '');
}

/** One spec file's share of a run: its tests, their times summed, and from its first start to its last end. */
export type SpecTime = {tier: string; file: string; tests: number; summed: number; start: number; end: number};

/** The lines of a failure the summary repeats: enough for the message and where it was thrown. */
export const SUMMARY_ERROR_LINES = 6;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The closing table: a row a spec file, slowest first, under a total row for each tier (project).
 * "summed" adds up its tests' times (hooks included), what the file costs the workers; "wall" runs
 * from its first test's start to its last test's end, what it costs the run when it runs beside others.
 */
export function specTable(specs: readonly SpecTime[]): string {
  const rows: string[][] = [['tier', 'spec', 'tests', 'summed', 'wall']];
  for (const tier of [...new Set(specs.map((s) => s.tier))]) {
    const own = specs.filter((s) => s.tier === tier).sort((a, b) => b.summed - a.summed);
    const sum = (key: 'tests' | 'summed') => own.reduce((n, s) => n + s[key], 0);
    const wall = Math.max(...own.map((s) => s.end)) - Math.min(...own.map((s) => s.start));
    rows.push([
      tier || '(no project)',
      `${own.length} spec${own.length === 1 ? '' : 's'}`,
      String(sum('tests')),
      seconds(sum('summed')),
      seconds(wall),
    ]);
    for (const s of own) rows.push(['', s.file, String(s.tests), seconds(s.summed), seconds(s.end - s.start)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => `  ${row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')}`).join('\n');
}

export default class ExpectedFailuresReporter implements Reporter {
  private count = 0;
  private total = 0;
  private rootDir = '';
  private readonly kinds = new Map<string, TestCase[]>();
  private readonly specs = new Map<string, SpecTime>();
  private readonly errors = new Map<TestCase, string>();

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.total = suite.allTests().length;
    this.rootDir = config.rootDir;
    console.log(`Running ${this.total} tests using ${config.workers} workers\n`);
  }

  onStdOut(chunk: string | Buffer): void {
    process.stdout.write(chunk);
  }

  onStdErr(chunk: string | Buffer): void {
    process.stderr.write(chunk);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const kind = kindOf(test, result);
    this.time(test, result);
    this.kinds.set(kind, [...(this.kinds.get(kind) ?? []), test]);
    const title = test.titlePath().filter(Boolean).join(' › ');
    const why =
      kind === 'expected failure'
        ? ` fails as expected: ${failReason(test)}`
        : kind === 'failed' && test.expectedStatus === 'failed'
          ? ` passed, but is marked test.fail() (${failReason(test)}): remove the mark`
          : '';
    const time = kind === 'skipped' ? '' : ` (${result.duration} ms)`;
    console.log(`  ${MARKS[kind]} ${++this.count}/${this.total} ${title}${time}${why}`);
    if (kind !== 'failed') return;
    for (const error of result.errors) console.log(errorText(error).replace(/^/gm, '      '));
    const first = result.errors
      .map(errorText)
      .join('\n')
      .split('\n')
      .filter((l) => l.trim());
    this.errors.set(test, first.slice(0, SUMMARY_ERROR_LINES).join('\n'));
  }

  /** Adds a finished test to its spec file's row. */
  private time(test: TestCase, result: TestResult): void {
    const tier = test.parent.project()?.name ?? '';
    const file = relative(this.rootDir, test.location.file);
    const key = `${tier}\0${file}`;
    const start = result.startTime.getTime();
    const spec = this.specs.get(key) ?? {tier, file, tests: 0, summed: 0, start, end: start};
    spec.tests += 1;
    spec.summed += result.duration;
    spec.start = Math.min(spec.start, start);
    spec.end = Math.max(spec.end, start + result.duration);
    this.specs.set(key, spec);
  }

  onError(error: TestError): void {
    console.error(errorText(error));
  }

  onEnd(result: FullResult): void {
    const counts = (['passed', 'expected failure', 'skipped', 'failed'] as const)
      .map((kind) => [kind, this.kinds.get(kind)?.length ?? 0] as const)
      .filter(([, n]) => n)
      .map(([kind, n]) => `${n} ${kind === 'expected failure' ? 'failed as expected (test.fail)' : kind}`);
    if (this.specs.size)
      console.log(`\nTime by spec file, slowest first, in ${seconds(result.duration)}:\n${specTable([...this.specs.values()])}`);
    console.log(`\n${counts.join(', ') || 'no tests'}: ${result.status}`);
    for (const test of this.kinds.get('failed') ?? []) {
      console.log(`  ✘ ${test.titlePath().filter(Boolean).join(' › ')}`);
      const error = this.errors.get(test);
      if (error) console.log(error.replace(/^/gm, '      '));
    }
  }
}

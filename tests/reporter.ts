/**
 * The Playwright reporter of `npm run test:e2e`: one line a test, as the built-in `list` reporter
 * prints them, except that a test marked `test.fail()` that fails reads as what it is, expected
 * (`✓ … fails as expected: <why>`), where `list` prints a ✘ like a failure's. A test so marked that
 * passes is an unexpected result and reads as a failure. The closing summary counts each kind.
 */
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

export default class ExpectedFailuresReporter implements Reporter {
  private count = 0;
  private total = 0;
  private readonly kinds = new Map<string, TestCase[]>();

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.total = suite.allTests().length;
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
    if (kind === 'failed') for (const error of result.errors) console.log(errorText(error).replace(/^/gm, '      '));
  }

  onError(error: TestError): void {
    console.error(errorText(error));
  }

  onEnd(result: FullResult): void {
    const counts = (['passed', 'expected failure', 'skipped', 'failed'] as const)
      .map((kind) => [kind, this.kinds.get(kind)?.length ?? 0] as const)
      .filter(([, n]) => n)
      .map(([kind, n]) => `${n} ${kind === 'expected failure' ? 'failed as expected (test.fail)' : kind}`);
    console.log(`\n${counts.join(', ') || 'no tests'}: ${result.status}`);
    for (const test of this.kinds.get('failed') ?? []) console.log(`  ✘ ${test.titlePath().filter(Boolean).join(' › ')}`);
  }
}

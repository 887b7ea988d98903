// usage: npm test   (tsx scripts/test-all.ts)
//
// Runs every test stage in order, as one `&&` chain used to, but a failing stage no longer hides
// the ones after it: each stage's result and time is printed when it ends, the stages that do not
// depend on a failed one still run, and a table of all of them closes the run. A stage that needs
// a failed or skipped one is skipped, not run against what an earlier build left: the e2e tests
// need both builds, the search benchmark the full one; the other stages read only the sources (and
// the tools of `npm run tools`). Ctrl-C (or SIGTERM) stops the run at the current stage.
// Exit status: 0 when every stage passed, 1 otherwise, 130/143 when stopped by a signal.
import {type ChildProcess, spawn} from 'node:child_process';
import {resolve} from 'node:path';

export type Stage = {
  /** The npm script and its arguments, as `npm run` takes them. */
  readonly run: readonly string[];
  /** Stages whose output this one uses: it is skipped when one of them did not pass. */
  readonly needs?: readonly string[];
};

/** The stages, in the order they run; named by their npm script and arguments. */
export const STAGES: readonly Stage[] = [
  {run: ['lint']},
  {run: ['typecheck']},
  {run: ['lint:terms']},
  {run: ['gen:routes', '--', '--check']},
  {run: ['gen:helm4', '--', '--check']},
  {run: ['gen:errors', '--', '--check']},
  {run: ['test:unit']},
  {run: ['test:examples']},
  // After test:examples, which builds the Helm binary it runs the guide with.
  {run: ['gen:tryit', '--', '--check']},
  {run: ['test:cluster']},
  {run: ['test:cut']},
  {run: ['build']},
  {run: ['build:standalone-es']},
  {run: ['test:e2e'], needs: ['build', 'build:standalone-es']},
  {run: ['bench:search', '--', '--runs', '3'], needs: ['build']},
];

export const stageName = (stage: Stage): string => stage.run.filter((arg) => arg !== '--').join(' ');

export type Outcome = 'passed' | 'failed' | 'skipped';
type Row = {name: string; outcome: Outcome; seconds?: number; note?: string};

/** Why a stage cannot run after the outcomes so far, or undefined when it can. */
export function blockedBy(stage: Stage, outcomes: ReadonlyMap<string, Outcome>): string | undefined {
  const missing = (stage.needs ?? []).filter((need) => outcomes.has(need) && outcomes.get(need) !== 'passed');
  return missing.length ? `needs ${missing.join(', ')}` : undefined;
}

/** The closing table: one row a stage, its result, its time and why it was skipped. */
export function summary(rows: readonly Row[]): string {
  const width = Math.max(...rows.map((row) => row.name.length));
  return rows
    .map((row) => {
      const time = row.seconds === undefined ? '' : `${row.seconds.toFixed(1)} s`;
      return `  ${row.name.padEnd(width)}  ${row.outcome.padEnd(7)}  ${time.padStart(8)}${row.note ? `  ${row.note}` : ''}`;
    })
    .join('\n');
}

const SIGNAL_STATUS: Record<string, number> = {SIGINT: 130, SIGTERM: 143};
let stopped: NodeJS.Signals | undefined;
let current: ChildProcess | undefined;

/** Runs `stages` with `npm run` in `cwd`, printing with `log`; the exit status and the rows. */
export async function runStages(
  stages: readonly Stage[],
  {cwd, log = console.log}: {cwd: string; log?: (line: string) => void},
): Promise<{status: number; rows: Row[]}> {
  const outcomes = new Map<string, Outcome>();
  const rows: Row[] = [];
  for (const [i, stage] of stages.entries()) {
    const name = stageName(stage);
    const step = `[test] ${i + 1}/${stages.length} ${name}`;
    const blocked = stopped ? `not run: stopped by ${stopped}` : blockedBy(stage, outcomes);
    if (blocked) {
      outcomes.set(stage.run[0], 'skipped');
      rows.push({name, outcome: 'skipped', note: blocked});
      log(`${step}: skipped (${blocked})`);
      continue;
    }
    log(step);
    const started = Date.now();
    const {code, signal} = await new Promise<{code: number | null; signal: NodeJS.Signals | null}>((done) => {
      const child = spawn('npm', ['run', ...stage.run], {cwd, stdio: 'inherit'});
      current = child;
      child.on('error', () => done({code: 1, signal: null}));
      child.on('exit', (exitCode, exitSignal) => done({code: exitCode, signal: exitSignal}));
    });
    const seconds = (Date.now() - started) / 1000;
    const outcome: Outcome = code === 0 ? 'passed' : 'failed';
    outcomes.set(stage.run[0], outcome);
    const note = code === 0 ? undefined : stopped || signal ? `stopped by ${stopped ?? signal}` : `exit ${code}`;
    rows.push({name, outcome, seconds, note});
    log(`${step}: ${outcome} in ${seconds.toFixed(1)} s${note ? ` (${note})` : ''}`);
  }
  const passed = rows.filter((row) => row.outcome === 'passed').length;
  log(`\n[test] ${passed} of ${rows.length} stages passed:\n${summary(rows)}`);
  return {status: stopped ? SIGNAL_STATUS[stopped] : passed === rows.length ? 0 : 1, rows};
}

function main(): Promise<number> | number {
  if (process.argv.length > 2) {
    console.error(`usage: npm test   (no arguments); its stages: ${STAGES.map(stageName).join(', ')}`);
    return 2;
  }
  // Ctrl-C reaches the stage as well; SIGTERM (a CI timeout) may reach this process only, so it is
  // passed on. Either way the stage ends, the rest is not run, and the table says so.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopped ??= signal;
      current?.kill(signal);
    });
  return runStages(STAGES, {cwd: resolve(__dirname, '..')}).then((run) => run.status);
}

if (require.main === module) void Promise.resolve(main()).then((status) => process.exit(status));

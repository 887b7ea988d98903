// usage: npm test   (tsx scripts/test-all.ts)
//
// Runs every test stage, as one `&&` chain used to, but a failing stage no longer hides the ones
// after it: each stage's result and time is printed when it ends, the stages that do not depend on
// a failed one still run, and a table of all of them closes the run. A stage that needs a failed or
// skipped one is skipped, not run against what an earlier build left: the e2e tests need both
// builds, the search benchmark the full one; the other stages read only the sources (and the tools
// of `npm run tools`, the first stage). Ctrl-C (or SIGTERM) stops the run at the current stages.
//
// Two lanes. The stages that drive a local cluster (test:examples, test:cluster) wait on it most of
// the time: measured on the 2-core machine, test:examples used 375 s of CPU in 503 s and
// test:cluster 111 s in 153 s, three quarters of one core. They run in a second lane, one after the
// other, beside the main lane's checks and builds; their output is printed whole when each ends.
// The e2e tests need both cores and start once both lanes are done (`alone`).
// Exit status: 0 when every stage passed, 1 otherwise, 130/143 when stopped by a signal.
import {type ChildProcess, spawn} from 'node:child_process';
import {resolve} from 'node:path';

export type Stage = {
  /** The npm script and its arguments, as `npm run` takes them. */
  readonly run: readonly string[];
  /** Stages whose output this one uses: it waits for them, and is skipped when one did not pass. */
  readonly needs?: readonly string[];
  /** Runs in the second lane, beside the main one, its output kept until it ends. */
  readonly beside?: boolean;
  /** Starts once every stage listed before it has ended, in both lanes. */
  readonly alone?: boolean;
};

/** The stages, in the order they start; named by their npm script and arguments. */
export const STAGES: readonly Stage[] = [
  // The Go tools, built once per machine into a cache outside the checkout: before the lanes part,
  // so that two stages never build the same tool at once.
  {run: ['tools']},
  {run: ['test:examples'], needs: ['tools'], beside: true},
  {run: ['gen:tryit', '--', '--check'], needs: ['tools'], beside: true},
  {run: ['test:cluster'], needs: ['tools'], beside: true},
  {run: ['lint']},
  {run: ['typecheck']},
  {run: ['lint:terms']},
  {run: ['gen:routes', '--', '--check']},
  {run: ['gen:helm4', '--', '--check']},
  {run: ['gen:errors', '--', '--check']},
  {run: ['test:unit']},
  {run: ['test:cut']},
  {run: ['build']},
  {run: ['build:standalone-es']},
  {run: ['test:e2e'], needs: ['build', 'build:standalone-es'], alone: true},
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
const running = new Set<ChildProcess>();

/** Runs one npm script; with `keep`, its output is collected and returned instead of shown. */
function npmRun(
  run: readonly string[],
  cwd: string,
  keep: boolean,
): Promise<{code: number | null; signal: NodeJS.Signals | null; output: string}> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', ...run], {cwd, stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    running.add(child);
    const end = (code: number | null, signal: NodeJS.Signals | null) => {
      running.delete(child);
      done({code, signal, output: Buffer.concat(chunks).toString('utf8')});
    };
    child.on('error', () => end(1, null));
    child.on('close', end);
  });
}

/** Runs `stages` with `npm run` in `cwd`, printing with `log`; the exit status and the rows. */
export async function runStages(
  stages: readonly Stage[],
  {cwd, log = console.log}: {cwd: string; log?: (line: string) => void},
): Promise<{status: number; rows: Row[]}> {
  const outcomes = new Map<string, Outcome>();
  const ended = new Map<string, Promise<void>>();
  const rows: Row[] = [];
  let beside: Promise<void> = Promise.resolve();

  const runOne = async (stage: Stage, i: number): Promise<void> => {
    const name = stageName(stage);
    await Promise.all((stage.needs ?? []).map((need) => ended.get(need)));
    const step = `[test] ${i + 1}/${stages.length} ${name}`;
    const blocked = stopped ? `not run: stopped by ${stopped}` : blockedBy(stage, outcomes);
    if (blocked) {
      outcomes.set(stage.run[0], 'skipped');
      rows[i] = {name, outcome: 'skipped', note: blocked};
      log(`${step}: skipped (${blocked})`);
      return;
    }
    log(stage.beside ? `${step}: started in the second lane (its output follows when it ends)` : step);
    const started = Date.now();
    const {code, signal, output} = await npmRun(stage.run, cwd, !!stage.beside);
    const seconds = (Date.now() - started) / 1000;
    const outcome: Outcome = code === 0 ? 'passed' : 'failed';
    outcomes.set(stage.run[0], outcome);
    const note = code === 0 ? undefined : stopped || signal ? `stopped by ${stopped ?? signal}` : `exit ${code}`;
    rows[i] = {name, outcome, seconds, note};
    if (stage.beside) log(`\n${step}: its output, from the second lane\n${output.replace(/\n$/, '')}`);
    log(`${step}: ${outcome} in ${seconds.toFixed(1)} s${note ? ` (${note})` : ''}`);
  };

  for (const [i, stage] of stages.entries()) {
    if (stage.alone) await Promise.all([...ended.values()]);
    let end: Promise<void>;
    if (stage.beside) {
      end = beside = beside.then(() => runOne(stage, i));
    } else {
      end = runOne(stage, i);
      await end;
    }
    ended.set(stage.run[0], end);
  }
  await Promise.all([...ended.values()]);
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
      for (const child of running) child.kill(signal);
    });
  return runStages(STAGES, {cwd: resolve(__dirname, '..')}).then((run) => run.status);
}

if (require.main === module) void Promise.resolve(main()).then((status) => process.exit(status));

/**
 * A throwaway copy of the site for tests that run a command which rewrites files (the version
 * cut, write-translations, builds that fail): the files git knows (tracked, and new ones it does
 * not ignore) as they are in the working tree, with node_modules linked, not copied.
 *
 * A copy is about 50 MB in the temporary folder, and is removed whatever the outcome: by the test's
 * `remove()`, when the test process exits or is stopped (SIGINT, SIGTERM), and by the run's
 * global teardown (`removeRunCopies`, vitest.cut.config.ts) should a test process die without a
 * word. The commands run in a copy (`runIn`, `track`) are each in a process group of their own,
 * which is ended first: a build left running would write into the copy again after its removal.
 */
import {spawn, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {ROOT} from './contract';

/** Names the copies of one test run, so that its global teardown finds them: set by that teardown's setup. */
export const RUN_VARIABLE = 'HELM_SITE_COPY_RUN';

const copies = new Set<string>();
const groups = new Set<number>();

/** Ends a command's process group, if any process of it is left. */
function endGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  groups.delete(pid);
}

function removeAll(): void {
  for (const pid of groups) endGroup(pid);
  for (const dir of copies) rmSync(dir, {recursive: true, force: true, maxRetries: 3});
  copies.clear();
}

let listening = false;

/** From the first copy on: the process removes its copies however it ends, short of SIGKILL. */
function removeOnExit(): void {
  if (listening) return;
  listening = true;
  process.on('exit', removeAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // Then the signal again, to whatever else listens or, if nothing does, to its default action:
    // a Vitest worker reports process.exit() as an error to a runner that may be gone already.
    process.once(signal, () => {
      removeAll();
      process.kill(process.pid, signal);
    });
  }
  // A test process that Vitest runs (a fork with a channel to the runner) and whose runner has
  // gone, SIGTERM'd say, would run its builds to the end with no one to report to.
  if (process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

/** A command started in a copy (in a process group of its own, `detached`), ended with the copy. */
export function track(pid: number): () => void {
  groups.add(pid);
  return () => groups.delete(pid);
}

/** Removes what this run's copies left in the temporary folder; for a global teardown. */
export function removeRunCopies(run: string): void {
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith('helm-site-') && name.includes(`-${run}-`)) rmSync(join(tmpdir(), name), {recursive: true, force: true});
  }
}

export function copySite(prefix: string): {dir: string; remove: () => void} {
  const run = process.env[RUN_VARIABLE];
  const dir = mkdtempSync(join(tmpdir(), `helm-site-${prefix}-${run ? `${run}-` : ''}`));
  copies.add(dir);
  removeOnExit();
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: ROOT, encoding: 'utf8'});
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of new Set(listed.stdout.split('\0').filter(Boolean))) {
    if (!existsSync(join(ROOT, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    cpSync(join(ROOT, file), join(dir, file));
  }
  // Each package linked on its own, so that caches the tools keep in node_modules/.cache stay
  // in the copy and never mix with the checkout's.
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name !== '.cache') symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  }
  return {
    dir,
    remove: () => {
      for (const pid of groups) endGroup(pid);
      rmSync(dir, {recursive: true, force: true, maxRetries: 3});
      copies.delete(dir);
    },
  };
}

/** Every file below a folder of the copy, path → content, to compare before and after a command. */
export function snapshot(dir: string, sub: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel), {withFileTypes: true})) {
      const path = join(rel, name.name);
      if (name.isDirectory()) walk(path);
      else out.set(path, readFileSync(join(dir, path), 'utf8'));
    }
  };
  walk(sub);
  return out;
}

export type Result = {status: number | null; stdout: string; stderr: string};

/**
 * Runs a command in a folder and collects its output. Asynchronous on purpose: a Vitest worker
 * blocked in spawnSync for a minute cannot report to Vitest, which then fails the run.
 */
export function runIn(dir: string, command: string, args: string[]): Promise<Result> {
  return new Promise((done, failed) => {
    const child = spawn(command, args, {cwd: dir, detached: true});
    const untrack = child.pid ? track(child.pid) : () => {};
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', failed);
    child.on('close', (status) => {
      untrack();
      done({status, stdout, stderr});
    });
  });
}

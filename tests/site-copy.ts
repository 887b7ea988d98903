/**
 * A throwaway copy of the site for tests that run a command which rewrites files (the version
 * cut, write-translations): the files git knows (tracked, and new ones it does not ignore) as they
 * are in the working tree, with node_modules linked, not copied.
 */
import {spawn, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {ROOT} from './contract';

export function copySite(prefix: string): {dir: string; remove: () => void} {
  const dir = mkdtempSync(join(tmpdir(), `helm-site-${prefix}-`));
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
  return {dir, remove: () => rmSync(dir, {recursive: true, force: true})};
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
    const child = spawn(command, args, {cwd: dir});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', failed);
    child.on('close', (status) => done({status, stdout, stderr}));
  });
}

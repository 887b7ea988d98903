/**
 * Runs the Helm 3.19.0 binary of the tools cache (scripts/lib/tools.ts) as `helm template` on a
 * chart given as files, the way the WebAssembly build is asked: the values files as
 * values-1.yaml, values-2.yaml…, in a folder of their own, with an empty HOME.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {binary, TOOLS} from '../../scripts/lib/tools';

export const HELM = binary(TOOLS.helm3);

export type Request = {
  files: Record<string, Buffer | string>;
  values?: string[];
  set?: string[];
  releaseName?: string;
  namespace?: string;
  showOnly?: string[];
};

/** What the binary answered: ok with its stdout, or its stderr; `timedOut` once killed after `limitMs`. */
export type Answer = {ok: true; output: string} | {ok: false; error: string; timedOut?: boolean};

export function helmTemplate(req: Request, limitMs = 600_000): Promise<Answer> {
  const dir = mkdtempSync(join(tmpdir(), 'wasm-helm-'));
  for (const [path, content] of Object.entries(req.files)) {
    mkdirSync(dirname(join(dir, 'chart', path)), {recursive: true});
    writeFileSync(join(dir, 'chart', path), content);
  }
  mkdirSync(join(dir, 'chart'), {recursive: true});
  mkdirSync(join(dir, 'home'));
  const args = ['template', ...(req.releaseName ? [req.releaseName] : []), './chart'];
  (req.values ?? []).forEach((content, i) => {
    writeFileSync(join(dir, `values-${i + 1}.yaml`), content);
    args.push('-f', `values-${i + 1}.yaml`);
  });
  for (const s of req.set ?? []) args.push('--set', s);
  if (req.namespace) args.push('--namespace', req.namespace);
  for (const s of req.showOnly ?? []) args.push('--show-only', s);
  const child = spawn(HELM, args, {cwd: dir, env: {PATH: process.env.PATH, HOME: join(dir, 'home')}});
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (b: Buffer) => out.push(b));
  child.stderr.on('data', (b: Buffer) => err.push(b));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, limitMs);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      rmSync(dir, {recursive: true, force: true});
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8');
      resolve(code === 0 ? {ok: true, output: stdout} : {ok: false, error: stderr, ...(timedOut ? {timedOut} : {})});
    });
  });
}

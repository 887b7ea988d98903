/**
 * Runs Helm offline in a throwaway home: `HOME` and Helm's XDG folders point into one temporary
 * directory, no kubeconfig exists, and a few processes run at once (CI has two cores).
 */
import {execFile, spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';

export type Run = {code: number; stdout: string; stderr: string};

/** A block that waits longer than any `--wait` of the docs (5 minutes) has hung. */
const BLOCK_LIMIT_MS = 330_000;

/**
 * Runs a block's script in bash, in a process group of its own, with nothing on stdin (a
 * `--password-stdin` reads what the block pipes to it). The group is killed when the script ends,
 * so a server a block leaves running goes with it, and when it passes the time limit, however
 * many processes it started.
 */
export function runBash(script: string, opts: {cwd: string; env: NodeJS.ProcessEnv}): Promise<Run> {
  return new Promise((done) => {
    let timedOut = false;
    const child = spawn('bash', ['--norc', '--noprofile', '-eo', 'pipefail', '-c', script], {...opts, detached: true});
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    const killGroup = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // the group is gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, BLOCK_LIMIT_MS);
    // 'exit', not 'close': a process the block left running may hold the pipes open.
    child.on('exit', (code) => {
      clearTimeout(timer);
      killGroup();
      // Give the pipes a moment to deliver what was written before the exit.
      setTimeout(() => {
        const stderr = Buffer.concat(err).toString('utf8');
        done({
          code: code ?? 1,
          stdout: Buffer.concat(out).toString('utf8'),
          stderr: timedOut ? `${stderr}\n(the block was stopped after ${BLOCK_LIMIT_MS / 1000} s)` : stderr,
        });
      }, 20);
    });
    child.stdin.end();
  });
}

export class Sandbox {
  readonly root = mkdtempSync(join(tmpdir(), 'helm-examples-'));
  readonly home = join(this.root, 'home');
  readonly env: NodeJS.ProcessEnv;
  private running = 0;
  private waiting: (() => void)[] = [];
  private dirs = 0;

  constructor(private readonly parallel = 4) {
    this.env = this.envFor(this.home);
  }

  /** Helm's environment with its home in `home` (each page gets its own, so pages run side by side). */
  envFor(home: string): NodeJS.ProcessEnv {
    mkdirSync(home, {recursive: true});
    return {
      PATH: process.env.PATH,
      HOME: home,
      HELM_CACHE_HOME: join(home, '.cache/helm'),
      HELM_CONFIG_HOME: join(home, '.config/helm'),
      HELM_DATA_HOME: join(home, '.local/share/helm'),
      KUBECONFIG: join(home, '.kube/config'),
      // Nothing may reach the network: a proxy that does not exist catches any attempt.
      HTTPS_PROXY: 'http://127.0.0.1:9',
      HTTP_PROXY: 'http://127.0.0.1:9',
      NO_PROXY: '',
      LANG: 'C',
    };
  }

  /** A fresh folder under the sandbox. */
  dir(name: string): string {
    const d = join(this.root, `${++this.dirs}-${name.replace(/[^\w.-]+/g, '_')}`);
    mkdirSync(d, {recursive: true});
    return d;
  }

  /** Writes files (paths relative to `dir`). */
  write(dir: string, files: Record<string, string>): void {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(resolve(dir, path)), {recursive: true});
      writeFileSync(resolve(dir, path), text);
    }
  }

  async run(helm: string, args: string[], cwd: string, env = this.env): Promise<Run> {
    if (this.running >= this.parallel) await new Promise<void>((go) => this.waiting.push(go));
    this.running++;
    try {
      return await new Promise<Run>((done) =>
        execFile(helm, args, {cwd, env, maxBuffer: 64 << 20}, (err, stdout, stderr) =>
          done({code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr}),
        ),
      );
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  dispose(): void {
    rmSync(this.root, {recursive: true, force: true});
  }
}

/** The files of a minimal chart named `name`, plus `files`. */
export function scratchChart(name: string, files: Record<string, string> = {}): Record<string, string> {
  return {'Chart.yaml': `apiVersion: v2\nname: ${name}\nversion: 0.1.0\n`, ...files};
}

/** The rendered text of each `include`d example, from a chart whose out.yaml prints them in base64. */
export function decodeOutputs(stdout: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [, id, b64] of stdout.matchAll(/^(ex-\d+): "([A-Za-z0-9+/=]*)"$/gm)) {
    out.set(id, Buffer.from(b64, 'base64').toString('utf8'));
  }
  return out;
}

/**
 * A chart that renders each example as a named template and prints it base64-encoded, so that
 * output which is not YAML (a PEM block, a bare list) survives Helm's manifest parsing.
 */
export function exampleTemplates(examples: {id: string; template: string}[], trim = true): Record<string, string> {
  const [open, close] = trim ? ['{{- define "%" -}}\n', '\n{{- end -}}\n'] : ['{{ define "%" }}', '{{ end }}\n'];
  const defines = examples.map((e) => `${open.replace('%', e.id)}${e.template}${close}`).join('');
  const out = examples.map((e) => `${e.id}: {{ include "${e.id}" $ | b64enc | quote }}`).join('\n');
  return {'templates/_examples.tpl': defines, 'templates/out.yaml': `${out}\n`};
}

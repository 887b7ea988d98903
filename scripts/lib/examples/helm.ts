/**
 * Runs Helm offline in a throwaway home: `HOME` and Helm's XDG folders point into one temporary
 * directory, no kubeconfig exists, and a few processes run at once (CI has two cores).
 */
import {execFile, spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {delimiter, dirname, join, resolve} from 'node:path';
import {binary, TOOLS} from '../tools';
import type {Shell} from './markdown';

export type Run = {code: number; stdout: string; stderr: string};

/**
 * Judges a block's run by the exit status the page gives it (`exit="1"`, 0 when it gives none):
 * the run as a success when the status is that one, with the output to compare as usual, or the
 * problem to report.
 */
export function judgeStatus(ran: Run, exit?: number): {run: Run; problem?: string} {
  if (exit === undefined || exit === 0) return {run: ran};
  if (ran.code === exit) return {run: {...ran, code: 0}};
  return {
    run: {...ran, code: ran.code || 1},
    problem: `the block should exit with status ${exit}, it exits with ${ran.code}${ran.stderr.trim() ? `: ${ran.stderr.trim()}` : ''}`,
  };
}

/** A block that waits longer than any `--wait` of the docs (5 minutes) has hung. */
const BLOCK_LIMIT_MS = 330_000;

/**
 * How each shell runs a block: stopping at the first failing command where the shell can, and
 * reading none of the machine's startup files. A reader's zsh has its completion system loaded
 * (`compinit` in `~/.zshrc`, which the completion pages say it needs); fish has no errexit, so a
 * fish block's status is its last command's.
 */
const SHELL_ARGS: Record<Shell, (script: string) => string[]> = {
  bash: (script) => ['--norc', '--noprofile', '-eo', 'pipefail', '-c', script],
  zsh: (script) => ['-f', '-e', '-o', 'pipefail', '-c', `autoload -U compinit && compinit -u -D\n${script}`],
  fish: (script) => ['--no-config', '-c', script],
};

const onPath = (tool: string, path = process.env.PATH ?? '') => path.split(delimiter).some((dir) => dir && existsSync(join(dir, tool)));

/** The Run of a block whose shell is not installed: it fails, saying which package to install. */
function missingShell(shell: Shell): Run {
  return {code: 127, stdout: '', stderr: `the block runs in ${shell}, which is not installed here (Debian's package ${shell})`};
}

/** Kills a process group, if it is still there. */
function killGroup(pid: number | undefined): void {
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {
    // the group is gone
  }
}

/** Process groups of servers still running: killed when the harness exits, however it exits. */
const servers = new Set<number>();
process.once('exit', () => servers.forEach(killGroup));

type ScriptOpts = {cwd: string; env: NodeJS.ProcessEnv; shell?: Shell};

/**
 * Runs a block's script in bash (or the shell its fence names), in a process group of its own, with
 * nothing on stdin (a `--password-stdin` reads what the block pipes to it). The group is killed when
 * the script ends, so a server a block leaves running goes with it, and when it passes the time
 * limit, however many processes it started.
 */
export function runBash(script: string, opts: ScriptOpts): Promise<Run> {
  const shell = opts.shell ?? 'bash';
  if (!onPath(shell, opts.env.PATH)) return Promise.resolve(missingShell(shell));
  return new Promise((done) => {
    let timedOut = false;
    const child = spawn(shell, SHELL_ARGS[shell](script), {cwd: opts.cwd, env: opts.env, detached: true});
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, BLOCK_LIMIT_MS);
    // 'exit', not 'close': a process the block left running may hold the pipes open.
    child.on('exit', (code) => {
      clearTimeout(timer);
      killGroup(child.pid);
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

/**
 * Stops the GnuPG agent that a block's `gpg` started in its HOME: the agent leaves the block's
 * process group (it daemonizes), so it would outlive the run.
 */
export function stopGpgAgent(env: NodeJS.ProcessEnv): void {
  const home = env.GNUPGHOME ?? join(env.HOME ?? '', '.gnupg');
  if (existsSync(home)) spawnSync('gpgconf', ['--homedir', home, '--kill', 'all'], {env, stdio: 'ignore'});
}

/** How long a server block may take to open its port. */
const SERVER_START_MS = 20_000;

/** Ports held by a running server block: a page that wants one waits for the page holding it. */
const heldPorts = new Map<number, Promise<void>>();

const holdPort = (port: number): Promise<() => void> => holdPorts([port]);

/**
 * The loopback ports a block's code or its shown output names (`localhost:8080`, `127.0.0.1:6443`):
 * held while the block runs, so that a server another locale's page started there cannot answer
 * in place of the nothing the block expects (Kubernetes' fallback to localhost:8080).
 */
export const loopbackPorts = (text: string): number[] =>
  [...new Set([...text.matchAll(/\b(?:localhost|127\.0\.0\.1):(\d{2,5})\b/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);

/**
 * Holds all the ports at once, once none is held, until the returned release: a block never holds
 * one port while it waits for another, so two blocks cannot wait on each other.
 */
export async function holdPorts(ports: number[]): Promise<() => void> {
  for (let busy = ports.find((p) => heldPorts.has(p)); busy !== undefined; busy = ports.find((p) => heldPorts.has(p)))
    await heldPorts.get(busy);
  const releases = ports.map((port) => {
    let release!: () => void;
    heldPorts.set(
      port,
      new Promise<void>((r) => {
        release = () => {
          heldPorts.delete(port);
          r();
        };
      }),
    );
    return release;
  });
  return () => releases.forEach((release) => release());
}

const portAnswers = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({host: '127.0.0.1', port});
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

export type Server = {
  /** Kills the server's process group and frees its port; returns what it printed. */
  stop: () => Run;
  /** The port it answers on, once a page holds it (`background="8080"`). */
  port?: number;
};

/**
 * Starts a block that serves until it is stopped (`python3 -m http.server 8080`), in a process group
 * of its own, and waits until 127.0.0.1:`port` accepts connections. Resolves to the server, or to
 * the Run of a block that ended, or never opened the port, within SERVER_START_MS.
 */
export async function startServer(script: string, opts: ScriptOpts, port: number): Promise<Server | Run> {
  const shell = opts.shell ?? 'bash';
  if (!onPath(shell, opts.env.PATH)) return missingShell(shell);
  const release = await holdPort(port);
  const child = spawn(shell, SHELL_ARGS[shell](script), {cwd: opts.cwd, env: opts.env, detached: true});
  servers.add(child.pid!);
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => out.push(d));
  child.stderr.on('data', (d: Buffer) => err.push(d));
  child.stdin.end();
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code ?? 1));
  const printed = (code: number, note = ''): Run => ({
    code,
    stdout: Buffer.concat(out).toString('utf8'),
    stderr: `${Buffer.concat(err).toString('utf8')}${note}`,
  });
  const stop = (): Run => {
    killGroup(child.pid);
    servers.delete(child.pid!);
    release();
    return printed(0);
  };
  const deadline = Date.now() + SERVER_START_MS;
  for (;;) {
    if (exited !== undefined) {
      stop();
      return printed(exited || 1, `\n(the server ended before 127.0.0.1:${port} answered)`);
    }
    if (await portAnswers(port)) return {stop};
    if (Date.now() > deadline) {
      stop();
      return printed(1, `\n(127.0.0.1:${port} did not answer within ${SERVER_START_MS / 1000} s)`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
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
      // yq 4 (built by tools.ts) before the machine's, which may be Debian's Python yq.
      PATH: `${dirname(binary(TOOLS.yq))}${delimiter}${process.env.PATH}`,
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

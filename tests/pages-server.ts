/**
 * Serves the build with Cloudflare's own Pages engine (`wrangler pages dev`, which runs workerd and
 * applies build/_redirects and build/_headers as Pages does), offline, on a free loopback port, for
 * the host specs. Nothing leaves the machine: metrics are off, wrangler's update check asks a closed
 * loopback port for the registry, Miniflare does not fetch `Request.cf` under NODE_ENV=test, and the
 * compatibility date is the installed runtime's, so no newer one is looked up.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ROOT} from './contract';
import {freePort} from './free-port';

const WRANGLER = join(ROOT, 'node_modules/.bin/wrangler');
/** The newest date workerd 1.20250718 (wrangler 3.114.17) supports. */
const COMPATIBILITY_DATE = '2025-07-18';

export const PAGES_MISSING = existsSync(WRANGLER) ? undefined : 'no wrangler in node_modules: run `npm ci`';

export type Pages = {origin: string; port: number; stop: () => Promise<void>};

export async function startPages(build: string, port: number): Promise<Pages> {
  if (!existsSync(join(build, 'index.html'))) throw new Error('run `npm run build` first');
  const home = mkdtempSync(join(tmpdir(), 'helm-pages-'));
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const inspector = await freePort();
  const child: ChildProcess = spawn(
    WRANGLER,
    [
      'pages',
      'dev',
      build,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--inspector-port',
      String(inspector),
      '--log-level',
      'warn',
    ],
    {
      cwd: home,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        HOME: home,
        TMPDIR: home,
        NODE_ENV: 'test',
        WRANGLER_SEND_METRICS: 'false',
        // Read by wrangler's update check (the `rc` package's npm_ prefix): a closed port, at once.
        npm_registry: 'http://127.0.0.1:9/',
        CI: '1',
      },
    },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      // wrangler runs workerd as its child: end the process group this spawn created.
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(home, {recursive: true, force: true});
  };
  // Up to 60 s for workerd to start on a loaded machine.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${origin}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return {origin, port, stop};
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`wrangler pages dev did not answer on ${origin}: ${output.slice(-2000)}`);
}

// usage: tsx scripts/serve-bench.ts [--seconds 5] [--connections 10]
//
// How fast each host serves the build, measured side by side in one run: scripts/serve.mjs and
// nginx with deploy/nginx.conf (skipped, with the reason, where nginx cannot run). Two loads, each
// for `--seconds` over `--connections` keep-alive connections with `Accept-Encoding: br`: one docs
// page over and over, and 200 distinct sitemap URLs in turn. Prints requests a second and the p99
// latency; it fails only when there is no build or a request fails, never on timing. Cloudflare's
// engine (wrangler pages dev) is not timed: it runs the Pages runtime behind a local proxy and
// Node's inspector, so its figures would say nothing about Pages. The load average is printed
// beside the figures, which move with it. Exit status: 0, or 1 without a build or on a failed request.
import {type ChildProcess, spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {Agent, request} from 'node:http';
import {loadavg} from 'node:os';
import {join, resolve} from 'node:path';
import {freePort, NGINX_MISSING, startNginx} from '../tests/nginx-server';

const ROOT = resolve(__dirname, '..');
const BUILD = join(ROOT, 'build');
const PAGE = '/docs/intro/install';
const DISTINCT = 200;

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const SECONDS = option('seconds', 5);
const CONNECTIONS = option('connections', 10);

type Result = {requests: number; rps: number; p99: number; errors: number};

function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({host: '127.0.0.1', port, path, agent, headers: {'accept-encoding': 'br', host: 'localhost'}}, (res) => {
      res.on('data', () => {});
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${path}`)));
    req.on('error', fail);
    req.end();
  });
}

/** `CONNECTIONS` loops, each one request at a time, for `SECONDS`; latencies of every request. */
async function load(port: number, paths: string[]): Promise<Result> {
  const agent = new Agent({keepAlive: true, maxSockets: CONNECTIONS});
  // One round unmeasured: files read once, connections open.
  await Promise.all(paths.slice(0, CONNECTIONS).map((p) => get(agent, port, p)));
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({length: CONNECTIONS}, async () => {
      while (performance.now() < end) {
        const path = paths[next++ % paths.length];
        const t = performance.now();
        const status = await get(agent, port, path);
        latencies.push(performance.now() - t);
        if (status !== 200) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {requests: latencies.length, rps: latencies.length / elapsed, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, errors};
}

async function startServe(): Promise<{port: number; stop: () => Promise<void>}> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs'), '--port', String(port)], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
    )
      return {port, stop};
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('scripts/serve.mjs did not answer');
}

/** The first `DISTINCT` URLs of the English sitemap, as paths. */
function sitemapPaths(): string[] {
  const xml = readFileSync(join(BUILD, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]).slice(0, DISTINCT);
}

async function main(): Promise<number> {
  if (!existsSync(join(BUILD, 'index.html'))) {
    console.error('serve-bench: no build: run `npm run build` first');
    return 1;
  }
  const paths = sitemapPaths();
  const loads = {[`one page (${PAGE})`]: [PAGE], [`${paths.length} distinct URLs`]: paths};
  const hosts: {name: string; start: () => Promise<{port: number; stop: () => Promise<void>}>}[] = [{name: 'serve.mjs', start: startServe}];
  if (NGINX_MISSING) console.log(`nginx: skipped, ${NGINX_MISSING}`);
  else hosts.push({name: 'nginx', start: startNginx});

  console.log(
    `serve-bench: ${SECONDS} s a load, ${CONNECTIONS} connections, Accept-Encoding: br, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  let failed = false;
  for (const [label, list] of Object.entries(loads)) {
    for (const host of hosts) {
      const server = await host.start();
      try {
        const r = await load(server.port, list);
        console.log(
          `${label.padEnd(24)} ${host.name.padEnd(10)} ${Math.round(r.rps).toString().padStart(6)} req/s  p99 ${r.p99.toFixed(1).padStart(6)} ms  (${r.requests} requests, ${r.errors} not 200)`,
        );
        if (r.errors) failed = true;
      } finally {
        await server.stop();
      }
    }
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

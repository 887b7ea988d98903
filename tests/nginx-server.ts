/**
 * Serves the build with nginx and deploy/nginx.conf on a free loopback port, for the specs that
 * check a host (nginx.spec.ts, hostile-urls.spec.ts, legacy-urls.spec.ts, serving.spec.ts,
 * http-semantics.spec.ts), and runs a spec on each host. The configuration is the committed file
 * with only `listen` and `root` changed, and the include of the build's Content-Security-Policy
 * (deploy/nginx.conf takes it from its root) pointed at the same root.
 */
import {type ChildProcess, spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {test} from '@playwright/test';
import {ROOT} from './contract';
import {TEST_PORT} from './test-port';
import {freePort} from './free-port';
import {PAGES_MISSING, startPages, type Pages} from './pages-server';

export const BUILD = join(ROOT, 'build');
export const NGINX_CONF = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
export const NGINX = [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(
  (p): p is string => !!p && existsSync(p),
);

/** `nginx -V` (on stderr) names the configuration and module paths this nginx was built with. */
const built = NGINX ? spawnSync(NGINX, ['-V'], {encoding: 'utf8'}).stderr : '';
const confDir = dirname(built.match(/--conf-path=(\S+)/)?.[1] ?? '/etc/nginx/nginx.conf');
const BROTLI_MODULE = join(built.match(/--modules-path=(\S+)/)?.[1] ?? '/usr/lib/nginx/modules', 'ngx_http_brotli_static_module.so');

/** Why the nginx tests cannot run here, or undefined. */
export const NGINX_MISSING = !NGINX
  ? 'no nginx binary (apt-get install nginx libnginx-mod-http-brotli-static; .ci/run installs them)'
  : !existsSync(BROTLI_MODULE)
    ? `no brotli_static module at ${BROTLI_MODULE} (apt-get install libnginx-mod-http-brotli-static)`
    : undefined;

export {freePort};

export type Nginx = {origin: string; port: number; stop: () => Promise<void>};

/** nginx with deploy/nginx.conf, serving `root` (the build by default) as the site's root. */
export async function startNginx(root = BUILD): Promise<Nginx> {
  if (!existsSync(root)) throw new Error(`no build in ${root}: run \`npm run build\` first`);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const prefix = mkdtempSync(join(tmpdir(), 'helm-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const deployed = NGINX_CONF.match(/^\s*root (\S+);$/m)?.[1] ?? '';
  const site = NGINX_CONF.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root \S+;$/m, `$1root ${root};`)
    .replaceAll(`include ${deployed}/`, `include ${root}/`);
  if (/listen 80;|root \/srv|include \/srv/.test(site))
    throw new Error('deploy/nginx.conf must keep `listen 80;`, one `root …;` line and include files of the build from that root');
  writeFileSync(join(prefix, 'helm.conf'), site);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      `load_module ${BROTLI_MODULE};`,
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  include ${join(confDir, 'mime.types')};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t};`),
      `  include ${prefix}/helm.conf;`,
      '}',
    ].join('\n'),
  );
  let stderr = '';
  const nginx: ChildProcess = spawn(NGINX!, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr?.on('data', (chunk) => (stderr += chunk));
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, {recursive: true, force: true});
  };
  for (let i = 0; i < 50; i++) {
    if (nginx.exitCode !== null) break;
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      return {origin, port, stop};
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on ${origin}: ${stderr}`);
}

/**
 * Requests a host spec keeps in flight at once, on every host. Cloudflare's local engine is the
 * one that sets it: bursts of 200 requests for missing pages got a few 500s and 20-second stalls
 * from it, and about 300 open connections that had each fetched a missing page stalled every new
 * request until they closed (wrangler 3.114.17; the 500s are workers-sdk issue 5552, open). At 8,
 * the host specs have never seen it falter. serve.mjs and nginx gave no error at 1,000 connections
 * (issue 47's load test).
 */
export const HOST_CONCURRENCY = 8;

export type Served = {origin: string; port: number; stop: () => Promise<void>};

/** scripts/serve.mjs on `dir`, on a free port, once it answers `readyPath`; for specs that serve a build of their own. */
export async function startServeMjs(dir: string, readyPath = '/'): Promise<Served> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--dir', dir], {
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  };
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (
      await fetch(origin + readyPath).then(
        (r) => r.ok,
        () => false,
      )
    )
      return {origin, port, stop};
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`scripts/serve.mjs --dir ${dir} did not answer on ${origin}${readyPath}`);
}

/** The port of scripts/serve.mjs, Playwright's web server. */
export const SERVE_PORT = TEST_PORT;

export type HostName = 'serve.mjs' | 'nginx' | 'pages';
export type Host = {name: HostName; origin: () => string; port: () => number};
export const ALL_HOSTS: HostName[] = ['serve.mjs', 'nginx', 'pages'];

/**
 * Declares `body` once per host: scripts/serve.mjs (Playwright's web server on SERVE_PORT), nginx
 * with deploy/nginx.conf, and Cloudflare's Pages engine with the build's _redirects and _headers
 * (each started for its group, skipped with the reason where it cannot run).
 */
export function forEachHost(body: (host: Host) => void, hosts: HostName[] = ALL_HOSTS): void {
  if (hosts.includes('serve.mjs')) {
    test.describe('scripts/serve.mjs', () => {
      body({name: 'serve.mjs', origin: () => `http://localhost:${SERVE_PORT}`, port: () => SERVE_PORT});
    });
  }
  if (hosts.includes('nginx')) {
    test.describe('nginx with deploy/nginx.conf', () => {
      test.describe.configure({mode: 'default'});
      test.skip(!!NGINX_MISSING, NGINX_MISSING);
      let nginx: Nginx | undefined;
      test.beforeAll(async () => {
        nginx = await startNginx();
      });
      test.afterAll(async () => {
        await nginx?.stop();
      });
      body({name: 'nginx', origin: () => nginx!.origin, port: () => nginx!.port});
    });
  }
  if (hosts.includes('pages')) {
    test.describe("Cloudflare's Pages engine (wrangler pages dev)", () => {
      test.describe.configure({mode: 'default'});
      test.skip(!!PAGES_MISSING, PAGES_MISSING);
      let pages: Pages | undefined;
      test.beforeAll(async () => {
        test.setTimeout(90_000);
        pages = await startPages(BUILD, await freePort());
      });
      test.afterAll(async () => {
        await pages?.stop();
      });
      body({name: 'pages', origin: () => pages!.origin, port: () => pages!.port});
    });
  }
}

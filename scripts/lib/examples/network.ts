/**
 * The network the docs' commands reach, served on this machine: the chart repositories they add
 * (`https://charts.example.com`, `https://helm.github.io/examples`…), the OCI registries they push
 * to and pull from (`oci://ghcr.io/…`, `oci://registry.acme.example/…`), and `localhost:5000`, the
 * unauthenticated registry `docker run registry` would give. The registries are the CNCF
 * distribution registry, built from its module (scripts/lib/tools.ts); the repositories are
 * folders of packaged charts with the index `helm repo index` writes, served over HTTPS.
 *
 * The commands run as written, URLs and all: Helm, curl and git send them to an HTTP proxy on
 * loopback (`HTTPS_PROXY`), which answers for the hosts of `tests/examples/network/*.yaml` with a
 * certificate signed by a CA made for the run (`SSL_CERT_FILE` for Go, `CURL_CA_BUNDLE`,
 * `GIT_SSL_CAINFO`), and refuses every other host, so nothing leaves the machine and a command
 * that would reach an unknown host fails as it would offline.
 */
import {execFile, execFileSync, spawn} from 'node:child_process';
import {closeSync, createReadStream, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {createServer as createHttpServer, request as httpRequest, type IncomingMessage, type ServerResponse} from 'node:http';
import {createServer as createHttpsServer} from 'node:https';
import {createSecureContext} from 'node:tls';
import {connect, type AddressInfo} from 'node:net';
import {join, normalize, resolve} from 'node:path';
import {parse} from 'yaml';
import {ensureTool, TOOLS} from '../tools';
import {freePort} from '../cluster';

const ROOT = resolve(__dirname, '../../..');
/** One file a group of pages: their repositories and registries are merged. */
export const NETWORK_DIR = resolve(ROOT, 'tests/examples/network');
/** The test-only signing key that the provenance page's commands use too (no passphrase). */
const SIGNING_KEYRING = resolve(ROOT, 'tests/examples/fixtures/provenance/home/helm-keys/secring.gpg');

export type ChartSpec = {
  name: string;
  version: string;
  appVersion?: string;
  description?: string;
  type?: string;
  files?: Record<string, string>;
  /** Signed with the test key of this user ID (a provenance file beside the archive), as `helm package --sign --key` does. */
  signedBy?: string;
};
type NetworkSpec = {
  /** Chart repositories by URL (`https://host/path`), each with its charts. */
  repositories: Record<string, ChartSpec[]>;
  /** OCI registries by host: users and passwords (htpasswd), and the charts pushed there before the run, by repository path. */
  registries: Record<string, {users?: Record<string, string>; charts?: Record<string, ChartSpec[]>}>;
  /** Charts pushed to the unauthenticated `localhost:5000` before the run, by repository path. */
  localRegistry?: Record<string, ChartSpec[]>;
  /** Environment variables the pages' commands read (a registry password, a token). */
  env?: Record<string, string>;
  /**
   * Hosts whose certificate comes from a CA of their own, which the run's trust store does not
   * hold, as a company's internal CA: that CA's certificate is at `$HELM_EXAMPLES_PRIVATE_CA`.
   */
  privateCa?: string[];
};

export type Network = {env: Record<string, string>; close: () => Promise<void>; pids: number[]};

/**
 * Two files may list the same chart of the same repository: it is served once, and the two
 * entries must agree.
 */
function mergeCharts(into: ChartSpec[] = [], add: ChartSpec[], where: string): ChartSpec[] {
  const out = [...into];
  for (const chart of add) {
    const same = out.find((c) => c.name === chart.name && c.version === chart.version);
    if (!same) out.push(chart);
    else if (JSON.stringify(same) !== JSON.stringify(chart))
      throw new Error(`${where}: ${chart.name} ${chart.version} is listed twice in tests/examples/network/, differently`);
  }
  return out;
}

export function readNetworkSpec(): NetworkSpec {
  const spec: NetworkSpec = {repositories: {}, registries: {}, localRegistry: {}, env: {}, privateCa: []};
  for (const file of readdirSync(NETWORK_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const part = (parse(readFileSync(join(NETWORK_DIR, file), 'utf8')) ?? {}) as Partial<NetworkSpec>;
    for (const [url, charts] of Object.entries(part.repositories ?? {}))
      spec.repositories[url] = mergeCharts(spec.repositories[url], charts, `${file}: ${url}`);
    for (const [host, r] of Object.entries(part.registries ?? {})) {
      const into = (spec.registries[host] ??= {});
      into.users = {...into.users, ...r.users};
      for (const [path, charts] of Object.entries(r.charts ?? {}))
        (into.charts ??= {})[path] = mergeCharts(into.charts?.[path], charts, `${file}: ${host}/${path}`);
    }
    for (const [path, charts] of Object.entries(part.localRegistry ?? {}))
      spec.localRegistry![path] = mergeCharts(spec.localRegistry![path], charts, `${file}: localhost:5000/${path}`);
    Object.assign(spec.env!, part.env);
    spec.privateCa!.push(...(part.privateCa ?? []));
  }
  return spec;
}

/** Writes a small chart made from `helm create`, with the name, version and descriptions given. */
function makeChart(helm: string, dir: string, spec: ChartSpec, env: NodeJS.ProcessEnv): string {
  mkdirSync(dir, {recursive: true});
  execFileSync(helm, ['create', spec.name], {cwd: dir, env});
  const chartYaml = [
    'apiVersion: v2',
    `name: ${spec.name}`,
    `description: ${JSON.stringify(spec.description ?? `A Helm chart for ${spec.name}`)}`,
    `type: ${spec.type ?? 'application'}`,
    `version: ${spec.version}`,
    `appVersion: ${JSON.stringify(spec.appVersion ?? '1.0.0')}`,
    '',
  ].join('\n');
  writeFileSync(join(dir, spec.name, 'Chart.yaml'), chartYaml);
  for (const [file, text] of Object.entries(spec.files ?? {})) {
    mkdirSync(join(dir, spec.name, file, '..'), {recursive: true});
    writeFileSync(join(dir, spec.name, file), text);
  }
  const sign = spec.signedBy ? ['--sign', '--key', spec.signedBy, '--keyring', SIGNING_KEYRING] : [];
  const out = execFileSync(helm, ['package', spec.name, '-d', join(dir, 'out'), ...sign], {cwd: dir, env, encoding: 'utf8'});
  return out.trim().split(/\s+/).pop()!;
}

function startProcess(name: string, bin: string, args: string[], logs: string, env: NodeJS.ProcessEnv = process.env): number {
  const fd = openSync(join(logs, `${name}.log`), 'a');
  const child = spawn(bin, args, {detached: true, stdio: ['ignore', fd, fd], env});
  closeSync(fd);
  child.unref();
  return child.pid!;
}

async function waitHttp(url: string, what: string, log: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within 30 s; its log is ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function registryConfig(dir: string, port: number, htpasswd?: string): string {
  return [
    'version: 0.1',
    'log: {level: warn}',
    `storage: {filesystem: {rootdirectory: ${JSON.stringify(join(dir, 'data'))}}, delete: {enabled: true}}`,
    `http: {addr: "127.0.0.1:${port}"}`,
    ...(htpasswd ? [`auth: {htpasswd: {realm: "Registry", path: ${JSON.stringify(htpasswd)}}}`] : []),
    '',
  ].join('\n');
}

/**
 * Starts the registries, writes the repositories and starts the proxy. `helm` packages and pushes
 * the charts the spec lists; `dir` holds everything and is removed by the caller.
 */
export async function startNetwork(helm: string, dir: string, helmEnv: NodeJS.ProcessEnv): Promise<Network> {
  const spec = readNetworkSpec();
  const registryBin = ensureTool(TOOLS.registry);
  const logs = join(dir, 'logs');
  mkdirSync(logs, {recursive: true});
  const pids: number[] = [];

  // A CA for the run, and one certificate for every host the spec serves.
  const hosts = [...new Set([...Object.keys(spec.repositories).map((u) => new URL(u).hostname), ...Object.keys(spec.registries)])];
  const tls = join(dir, 'tls');
  mkdirSync(tls, {recursive: true});
  const ssl = (args: string[]) => execFileSync('openssl', args, {cwd: tls, stdio: ['ignore', 'ignore', 'pipe']});
  ssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '2',
    '-subj',
    '/CN=helm-website examples CA',
  ]);
  ssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'host.key', '-out', 'host.csr', '-subj', '/CN=examples']);
  writeFileSync(join(tls, 'san.ext'), `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}\n`);
  ssl([
    'x509',
    '-req',
    '-in',
    'host.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'host.crt',
    '-days',
    '2',
    '-extfile',
    'san.ext',
  ]);

  // The hosts of `privateCa`: a second CA, and a certificate from it that the server picks by name (SNI).
  const privateHosts = new Set(spec.privateCa);
  if (privateHosts.size) {
    ssl([
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'private-ca.key',
      '-out',
      'private-ca.crt',
      '-days',
      '2',
      '-subj',
      '/CN=Internal CA',
    ]);
    ssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'private.key', '-out', 'private.csr', '-subj', '/CN=internal']);
    writeFileSync(join(tls, 'private.ext'), `subjectAltName=${[...privateHosts].map((h) => `DNS:${h}`).join(',')}\n`);
    ssl([
      'x509',
      '-req',
      '-in',
      'private.csr',
      '-CA',
      'private-ca.crt',
      '-CAkey',
      'private-ca.key',
      '-CAcreateserial',
      '-out',
      'private.crt',
      '-days',
      '2',
      '-extfile',
      'private.ext',
    ]);
  }
  const privateContext = privateHosts.size
    ? createSecureContext({key: readFileSync(join(tls, 'private.key')), cert: readFileSync(join(tls, 'private.crt'))})
    : undefined;

  // localhost:5000 is what the pages name: it must be free.
  const plainPort = 5000;
  const plainDir = join(dir, 'registry-local');
  mkdirSync(plainDir, {recursive: true});
  writeFileSync(join(plainDir, 'config.yml'), registryConfig(plainDir, plainPort));
  pids.push(startProcess('registry-local', join(registryBin, 'registry'), ['serve', join(plainDir, 'config.yml')], logs));
  await waitHttp(`http://127.0.0.1:${plainPort}/v2/`, 'the registry on localhost:5000', join(logs, 'registry-local.log'));

  // The hosted registries share one server with htpasswd users: each host's path is its own.
  const authPort = await freePort();
  const authDir = join(dir, 'registry-hosted');
  mkdirSync(authDir, {recursive: true});
  const users = Object.assign({}, ...Object.values(spec.registries).map((r) => r.users ?? {})) as Record<string, string>;
  const htpasswd = join(authDir, 'htpasswd');
  writeFileSync(htpasswd, '');
  for (const [user, password] of Object.entries(users)) {
    const line = execFileSync('htpasswd', ['-nbB', user, password], {encoding: 'utf8'}).trim();
    writeFileSync(htpasswd, `${readFileSync(htpasswd, 'utf8')}${line}\n`);
  }
  writeFileSync(join(authDir, 'config.yml'), registryConfig(authDir, authPort, htpasswd));
  pids.push(startProcess('registry-hosted', join(registryBin, 'registry'), ['serve', join(authDir, 'config.yml')], logs));
  await waitHttp(`http://127.0.0.1:${authPort}/v2/`, 'the hosted registries', join(logs, 'registry-hosted.log'));

  // Chart repositories: packaged charts and their index, in a folder per URL.
  const repoRoot = join(dir, 'repositories');
  const build = join(dir, 'charts');
  for (const [url, charts] of Object.entries(spec.repositories)) {
    const u = new URL(url);
    const folder = join(repoRoot, u.hostname, u.pathname);
    mkdirSync(folder, {recursive: true});
    for (const chart of charts) {
      const tgz = makeChart(
        helm,
        join(build, `${u.hostname}${u.pathname}`.replace(/\W+/g, '_'), `${chart.name}-${chart.version}`),
        chart,
        helmEnv,
      );
      execFileSync('cp', [tgz, ...(chart.signedBy ? [`${tgz}.prov`] : []), folder]);
    }
    execFileSync(helm, ['repo', 'index', folder, '--url', url.replace(/\/$/, '')], {env: helmEnv});
  }

  // The proxy: CONNECT to a known host reaches the HTTPS server below; anything else is refused.
  const known = new Set(hosts);
  const repoHosts = new Set(Object.keys(spec.repositories).map((u) => new URL(u).hostname));
  const serveFile = (req: IncomingMessage, res: ServerResponse, host: string) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'https://x').pathname));
    const file = join(repoRoot, host, path);
    if (!file.startsWith(join(repoRoot, host)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, {'content-type': 'text/plain'}).end('404 page not found\n');
      return;
    }
    res.writeHead(200, {
      'content-type': file.endsWith('.yaml') ? 'application/x-yaml' : 'application/gzip',
      'content-length': statSync(file).size,
    });
    createReadStream(file).pipe(res);
  };
  const forward = (req: IncomingMessage, res: ServerResponse, host: string) => {
    const upstream = httpRequest(
      {host: '127.0.0.1', port: authPort, method: req.method, path: req.url, headers: {...req.headers, host, 'x-forwarded-proto': 'https'}},
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    if (repoHosts.has(host)) serveFile(req, res, host);
    else if (host in spec.registries) forward(req, res, host);
    else res.writeHead(502, {'content-type': 'text/plain'}).end(`no such host here: ${host}\n`);
  };
  const https = createHttpsServer(
    {
      key: readFileSync(join(tls, 'host.key')),
      cert: readFileSync(join(tls, 'host.crt')),
      SNICallback: (name, done) => done(null, privateHosts.has(name) ? privateContext : undefined),
    },
    handle,
  );
  await new Promise<void>((r) => https.listen(0, '127.0.0.1', r));
  const httpsPort = (https.address() as AddressInfo).port;
  const proxy = createHttpServer((req, res) => {
    // A plain http:// request through the proxy carries its whole URL.
    const url = new URL(req.url ?? '/', 'http://invalid');
    if (!known.has(url.hostname)) return res.writeHead(502).end(`no such host here: ${url.hostname}\n`);
    req.url = `${url.pathname}${url.search}`;
    req.headers.host = url.hostname;
    handle(req, res);
  });
  proxy.on('connect', (req: IncomingMessage, socket, head) => {
    const host = (req.url ?? '').replace(/:\d+$/, '');
    if (!known.has(host)) {
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    const tunnel = connect(httpsPort, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      tunnel.write(head);
      tunnel.pipe(socket);
      socket.pipe(tunnel);
    });
    tunnel.on('error', () => socket.destroy());
    socket.on('error', () => tunnel.destroy());
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const env: Record<string, string> = {
    HTTPS_PROXY: proxyUrl,
    HTTP_PROXY: proxyUrl,
    https_proxy: proxyUrl,
    http_proxy: proxyUrl,
    // The cluster and localhost:5000 are reached directly.
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
    SSL_CERT_FILE: join(tls, 'ca.crt'),
    CURL_CA_BUNDLE: join(tls, 'ca.crt'),
    GIT_SSL_CAINFO: join(tls, 'ca.crt'),
    ...(privateHosts.size ? {HELM_EXAMPLES_PRIVATE_CA: join(tls, 'private-ca.crt')} : {}),
    ...spec.env,
  };

  // Charts that the pages pull before pushing any, pushed now, by a Helm that is not waited for
  // synchronously: the proxy it goes through runs in this process.
  const pushEnv = {...helmEnv, ...env};
  const helmRun = (args: string[], input = '') =>
    new Promise<{code: number; stderr: string}>((done) => {
      const child = execFile(helm, args, {env: pushEnv, timeout: 60_000}, (err, _out, stderr) => done({code: err ? 1 : 0, stderr}));
      child.stdin?.end(input);
    });
  const push = async (tgz: string, target: string, extra: string[]) => {
    const run = await helmRun(['push', tgz, target, ...extra]);
    if (run.code !== 0) throw new Error(`helm push ${tgz} ${target} failed: ${run.stderr.trim()}`);
  };
  for (const [path, charts] of Object.entries(spec.localRegistry ?? {}))
    for (const chart of charts)
      await push(
        makeChart(helm, join(build, 'local', path, chart.name, chart.version), chart, helmEnv),
        `oci://localhost:${plainPort}/${path}`,
        ['--plain-http'],
      );
  for (const [host, registry] of Object.entries(spec.registries)) {
    if (!registry.charts) continue;
    const [user, password] = Object.entries(registry.users ?? {})[0] ?? [];
    const config = join(dir, `push-${host}.json`);
    if (user) {
      const login = await helmRun(
        ['registry', 'login', host, '--username', user, '--password-stdin', '--registry-config', config],
        password,
      );
      if (login.code !== 0) throw new Error(`helm registry login ${host} failed: ${login.stderr.trim()}`);
    }
    for (const [path, charts] of Object.entries(registry.charts))
      for (const chart of charts)
        await push(makeChart(helm, join(build, host, path, chart.name, chart.version), chart, helmEnv), `oci://${host}/${path}`, [
          '--registry-config',
          config,
        ]);
  }

  return {
    env,
    pids,
    close: async () => {
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      await Promise.all([new Promise((r) => https.close(r)), new Promise((r) => proxy.close(r))]);
    },
  };
}

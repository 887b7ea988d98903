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
import {createHash} from 'node:crypto';
import {
  chmodSync,
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {createServer as createHttpServer, request as httpRequest, type IncomingMessage, type ServerResponse} from 'node:http';
import {createServer as createHttpsServer} from 'node:https';
import {createSecureContext} from 'node:tls';
import {connect, type AddressInfo} from 'node:net';
import {dirname, join, normalize, resolve} from 'node:path';
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
/**
 * A Git repository as `helm plugin install <URL>` clones it: one commit a release, in the order
 * listed, each tagged with its name; the last one is the head of the default branch. `files` are in
 * every commit, under the release's own files (its plugin.yaml).
 */
export type GitRepositorySpec = {files?: Record<string, string>; tags: Record<string, Record<string, string>>};
/** A chart as Artifact Hub lists it. */
export type HubPackage = {
  name: string;
  repo: {name: string; url: string};
  version: string;
  appVersion: string;
  description: string;
  keywords?: string[];
};
type NetworkSpec = {
  /** Chart repositories by URL (`https://host/path`), each with its charts. */
  repositories: Record<string, ChartSpec[]>;
  /** Git repositories by URL (`https://github.com/owner/name`), served over Git's dumb HTTP protocol. */
  gitRepositories?: Record<string, GitRepositorySpec>;
  /** OCI registries by host: users and passwords (htpasswd), and the charts pushed there before the run, by repository path. */
  registries: Record<string, {users?: Record<string, string>; charts?: Record<string, ChartSpec[]>}>;
  /** Charts pushed to the unauthenticated `localhost:5000` before the run, by repository path. */
  localRegistry?: Record<string, ChartSpec[]>;
  /**
   * Helm's own downloads: `archives` (get.helm.sh) serves the release archive of the Helm the
   * examples run, with its checksum files; `scripts` serves the install scripts of Helm's source.
   */
  helmRelease?: {archives: string; scripts: string};
  /** Artifact Hub's search, at the endpoint `helm search hub` asks by default, with the charts it finds. */
  artifactHub?: {endpoint: string; packages: HubPackage[]};
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
  const spec: NetworkSpec = {repositories: {}, gitRepositories: {}, registries: {}, localRegistry: {}, env: {}, privateCa: []};
  for (const file of readdirSync(NETWORK_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const part = (parse(readFileSync(join(NETWORK_DIR, file), 'utf8')) ?? {}) as Partial<NetworkSpec>;
    for (const [url, charts] of Object.entries(part.repositories ?? {}))
      spec.repositories[url] = mergeCharts(spec.repositories[url], charts, `${file}: ${url}`);
    for (const [url, repo] of Object.entries(part.gitRepositories ?? {})) {
      const same = spec.gitRepositories![url];
      if (same && JSON.stringify(same) !== JSON.stringify(repo))
        throw new Error(`${file}: the Git repository ${url} is listed twice in tests/examples/network/, differently`);
      spec.gitRepositories![url] = repo;
    }
    for (const [host, r] of Object.entries(part.registries ?? {})) {
      const into = (spec.registries[host] ??= {});
      into.users = {...into.users, ...r.users};
      for (const [path, charts] of Object.entries(r.charts ?? {}))
        (into.charts ??= {})[path] = mergeCharts(into.charts?.[path], charts, `${file}: ${host}/${path}`);
    }
    for (const [path, charts] of Object.entries(part.localRegistry ?? {}))
      spec.localRegistry![path] = mergeCharts(spec.localRegistry![path], charts, `${file}: localhost:5000/${path}`);
    if (part.helmRelease) {
      if (spec.helmRelease && JSON.stringify(spec.helmRelease) !== JSON.stringify(part.helmRelease))
        throw new Error(`${file}: helmRelease is given twice in tests/examples/network/, differently`);
      spec.helmRelease = part.helmRelease;
    }
    if (part.artifactHub) {
      if (spec.artifactHub && spec.artifactHub.endpoint !== part.artifactHub.endpoint)
        throw new Error(`${file}: artifactHub has another endpoint than in another file of tests/examples/network/`);
      spec.artifactHub = {
        endpoint: part.artifactHub.endpoint,
        packages: [...(spec.artifactHub?.packages ?? []), ...part.artifactHub.packages],
      };
    }
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

const GIT_ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'helm-website examples',
  GIT_AUTHOR_EMAIL: 'examples@helm-website.invalid',
  GIT_COMMITTER_NAME: 'helm-website examples',
  GIT_COMMITTER_EMAIL: 'examples@helm-website.invalid',
  GIT_AUTHOR_DATE: '2025-09-11T12:00:00Z',
  GIT_COMMITTER_DATE: '2025-09-11T12:00:00Z',
};

/**
 * Makes the bare repository `bare` from a spec, through a working copy in `work`: a commit and a
 * tag per release, and the files that Git's dumb HTTP protocol reads (`info/refs`,
 * `objects/info/packs`), which `git update-server-info` writes. A file that starts with `#!` is
 * executable, as a plugin's script must be.
 */
export function buildGitRepository(spec: GitRepositorySpec, bare: string, work: string): void {
  const git = (args: string[], cwd = work) =>
    execFileSync('git', args, {cwd, env: {...process.env, ...GIT_ENV}, stdio: ['ignore', 'ignore', 'pipe']});
  mkdirSync(work, {recursive: true});
  git(['init', '-q', '-b', 'main']);
  for (const [tag, files] of Object.entries(spec.tags)) {
    for (const [path, text] of Object.entries({...spec.files, ...files})) {
      const file = join(work, path);
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, text);
      chmodSync(file, text.startsWith('#!') ? 0o755 : 0o644);
    }
    git(['add', '-A']);
    git(['commit', '-q', '-m', `Release ${tag}`]);
    git(['tag', tag]);
  }
  mkdirSync(dirname(bare), {recursive: true});
  git(['clone', '-q', '--bare', work, bare], dirname(work));
  git(['update-server-info'], bare);
}

/** The platform part of a release archive's name, as Helm's release build names it. */
function platform(): string {
  const os = {linux: 'linux', darwin: 'darwin'}[process.platform as string];
  const arch = {x64: 'amd64', arm64: 'arm64'}[process.arch as string];
  if (!os || !arch) throw new Error(`no Helm release archive is made here for ${process.platform}/${process.arch}`);
  return `${os}-${arch}`;
}

/**
 * Writes into `folder` what get.helm.sh serves for one release, made from the Helm binary the
 * examples run: `helm-<version>-<os>-<arch>.tar.gz` holding `<os>-<arch>/helm` with the LICENSE
 * and README.md of Helm's source (`source`, its module folder), as the release archives do;
 * `.sha256sum` beside it (`<sum>  <archive>`, for `sha256sum --check`) and `.sha256` (the sum
 * alone, which get-helm-3 compares). Returns the archive's name.
 */
export function writeHelmRelease(helm: string, version: string, source: string, folder: string): string {
  const dist = platform();
  const name = `helm-${version}-${dist}.tar.gz`;
  const staging = join(folder, '.staging');
  mkdirSync(join(staging, dist), {recursive: true});
  execFileSync('cp', [join(source, 'LICENSE'), join(source, 'README.md'), join(staging, dist)]);
  execFileSync('install', ['-m', '0755', helm, join(staging, dist, 'helm')]);
  execFileSync('tar', ['-czf', join(folder, name), '-C', staging, '--owner=0', '--group=0', dist]);
  rmSync(staging, {recursive: true, force: true});
  const sum = createHash('sha256')
    .update(readFileSync(join(folder, name)))
    .digest('hex');
  writeFileSync(join(folder, `${name}.sha256sum`), `${sum}  ${name}\n`);
  writeFileSync(join(folder, `${name}.sha256`), sum);
  return name;
}

/** The folder of a module in Go's module cache, such as Helm's source at the version the examples run. */
export function moduleSource(module: string, version: string): string {
  const cache = execFileSync('go', ['env', 'GOMODCACHE'], {encoding: 'utf8'}).trim();
  const dir = join(cache, `${module.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`)}@${version}`);
  if (!existsSync(dir)) throw new Error(`${module}@${version} is not in the Go module cache (${cache}); npm run tools puts it there`);
  return dir;
}

/** The path of the Monocular search API, which Artifact Hub answers and `helm search hub` asks. */
export const HUB_SEARCH_PATH = '/api/chartsvc/v1/charts/search';

/**
 * Artifact Hub's answer to a search, in the shape of the Monocular API that Helm 3.19 reads
 * (internal/monocular): every chart whose name, description, keywords or repository name holds
 * every word of the query, ignoring case, in the order listed.
 */
export function hubSearch(packages: HubPackage[], query: string): {data: unknown[]} {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = packages.filter((p) => {
    const text = [p.name, p.description, p.repo.name, ...(p.keywords ?? [])].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
  return {
    data: found.map((p) => ({
      id: `${p.repo.name}/${p.name}`,
      artifactHub: {packageUrl: `https://artifacthub.io/packages/helm/${p.repo.name}/${p.name}`},
      type: 'chart',
      attributes: {name: p.name, repo: p.repo, description: p.description, keywords: p.keywords ?? []},
      links: {self: `/v1/charts/${p.repo.name}/${p.name}`},
      relationships: {latestChartVersion: {data: {version: p.version, app_version: p.appVersion}}},
    })),
  };
}

const isGitRepository = (dir: string) => existsSync(join(dir, 'HEAD')) && existsSync(join(dir, 'objects'));

/**
 * Answers GET and HEAD from `<root>/<host>/<path>`: chart repositories (index and archives),
 * downloads, and bare Git repositories, whose files Git's dumb HTTP protocol fetches one by one. A
 * repository's own URL answers with a page, as a forge does: `helm plugin install` sends it a HEAD
 * first, and takes it for Git because it is not an archive.
 */
export function serveFolder(root: string): (req: IncomingMessage, res: ServerResponse, host: string) => void {
  return (req, res, host) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'https://x').pathname));
    const file = join(root, host, path);
    if (!file.startsWith(join(root, host)) || !existsSync(file)) {
      res.writeHead(404, {'content-type': 'text/plain'}).end('404 page not found\n');
      return;
    }
    if (statSync(file).isDirectory()) {
      if (isGitRepository(file)) res.writeHead(200, {'content-type': 'text/html; charset=utf-8'}).end(`<title>${path}</title>\n`);
      else res.writeHead(404, {'content-type': 'text/plain'}).end('404 page not found\n');
      return;
    }
    const type = /\.ya?ml$/.test(file)
      ? 'application/x-yaml'
      : /\.(tgz|tar\.gz)$/.test(file)
        ? 'application/gzip'
        : /\/info\/refs$|\.(sha256(sum)?|txt|sh)$|\/[\w.-]*latest-version$/.test(file)
          ? 'text/plain; charset=utf-8'
          : 'application/octet-stream';
    res.writeHead(200, {'content-type': type, 'content-length': statSync(file).size});
    createReadStream(file).pipe(res);
  };
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
  const served = [
    ...Object.keys(spec.repositories),
    ...Object.keys(spec.gitRepositories ?? {}),
    ...(spec.helmRelease ? [spec.helmRelease.archives, spec.helmRelease.scripts] : []),
  ];
  const hubHost = spec.artifactHub ? new URL(spec.artifactHub.endpoint).hostname : undefined;
  if (hubHost) served.push(spec.artifactHub!.endpoint);
  const hosts = [...new Set([...served.map((u) => new URL(u).hostname), ...Object.keys(spec.registries)])];
  const tls = join(dir, 'tls');
  mkdirSync(tls, {recursive: true});
  const ssl = (args: string[]) => execFileSync('openssl', args, {cwd: tls, stdio: ['ignore', 'ignore', 'pipe']});
  /** A CA (`<name>-ca.crt`) and a certificate it signs for `names` (`<name>.crt`, `<name>.key`), valid two days. */
  const authority = (name: string, caSubject: string, names: string[]) => {
    ssl([
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      `${name}-ca.key`,
      '-out',
      `${name}-ca.crt`,
      '-days',
      '2',
      '-subj',
      caSubject,
    ]);
    ssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${name}`]);
    writeFileSync(join(tls, `${name}.ext`), `subjectAltName=${names.map((h) => `DNS:${h}`).join(',')}\n`);
    ssl([
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      `${name}-ca.crt`,
      '-CAkey',
      `${name}-ca.key`,
      '-CAcreateserial',
      '-out',
      `${name}.crt`,
      '-days',
      '2',
      '-extfile',
      `${name}.ext`,
    ]);
  };
  authority('host', '/CN=helm-website examples CA', hosts);
  // The hosts of `privateCa`: a second CA, and a certificate from it that the server picks by name (SNI).
  const privateHosts = new Set(spec.privateCa);
  if (privateHosts.size) authority('private', '/CN=Internal CA', [...privateHosts]);
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

  // Git repositories: bare, in the folder of their URL.
  for (const [url, repo] of Object.entries(spec.gitRepositories ?? {})) {
    const u = new URL(url);
    buildGitRepository(
      repo,
      join(repoRoot, u.hostname, u.pathname),
      join(dir, 'git-work', `${u.hostname}${u.pathname}`.replace(/\W+/g, '_')),
    );
  }

  // Helm's downloads: the release archive of the Helm that runs the examples, and the install
  // script of its source, read from the module cache at run time (it is Helm's, not ours to commit).
  if (spec.helmRelease) {
    const folder = (url: string) => join(repoRoot, new URL(url).hostname, new URL(url).pathname);
    const source = moduleSource(TOOLS.helm3.module, TOOLS.helm3.version);
    mkdirSync(folder(spec.helmRelease.archives), {recursive: true});
    writeHelmRelease(helm, TOOLS.helm3.version, source, folder(spec.helmRelease.archives));
    mkdirSync(folder(spec.helmRelease.scripts), {recursive: true});
    execFileSync('cp', [join(source, 'scripts/get-helm-3'), folder(spec.helmRelease.scripts)]);
  }

  // The proxy: CONNECT to a known host reaches the HTTPS server below; anything else is refused.
  const known = new Set(hosts);
  const repoHosts = new Set(served.map((u) => new URL(u).hostname));
  const serveFile = serveFolder(repoRoot);
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
  const answerHub = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'https://x');
    if (url.pathname !== HUB_SEARCH_PATH) return res.writeHead(404, {'content-type': 'text/plain'}).end('404 page not found\n');
    res
      .writeHead(200, {'content-type': 'application/json'})
      .end(JSON.stringify(hubSearch(spec.artifactHub!.packages, url.searchParams.get('q') ?? '')));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    if (host === hubHost) answerHub(req, res);
    else if (repoHosts.has(host)) serveFile(req, res, host);
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
    SSL_CERT_FILE: join(tls, 'host-ca.crt'),
    CURL_CA_BUNDLE: join(tls, 'host-ca.crt'),
    GIT_SSL_CAINFO: join(tls, 'host-ca.crt'),
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

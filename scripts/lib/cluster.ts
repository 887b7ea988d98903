/**
 * A local Kubernetes control plane for the examples, without Docker: etcd, kube-apiserver,
 * kube-controller-manager and kube-scheduler as processes, and kwok, which plays the kubelet of a
 * fake node so that Pods are scheduled, become Ready and, for Jobs and test Pods, Succeed. That is
 * what `helm install --wait`, hooks and `helm test` wait for. Everything lives in one folder
 * (`$HELM_CLUSTER_DIR`, by default `<tmp>/helm-website-cluster-<checkout hash>`): the apiserver's self-signed
 * certificate, a static admin token, the service-account keys, the kubeconfig, each component's log
 * and `state.json`, which names the processes so that a cluster left by an interrupted run is found
 * and stopped by the next `up`. Ports are picked free. A component that exits, or a cluster not
 * ready within `HELM_CLUSTER_TIMEOUT` seconds (120), stops the start with the component's name
 * and the path of its log.
 */
import {spawn, spawnSync} from 'node:child_process';
import {createHash, generateKeyPairSync, randomBytes} from 'node:crypto';
import {closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {request} from 'node:https';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {binary, ensureTool, TOOLS} from './tools';

/** One folder per checkout, so that two checkouts' clusters never stop each other. */
export const CLUSTER_DIR =
  process.env.HELM_CLUSTER_DIR ??
  join(tmpdir(), `helm-website-cluster-${createHash('sha1').update(resolve(__dirname, '../..')).digest('hex').slice(0, 8)}`);
const TIMEOUT_S = Number(process.env.HELM_CLUSTER_TIMEOUT ?? 120);

export type Cluster = {
  dir: string;
  kubeconfig: string;
  server: string;
  /** The folder holding kubectl, for the PATH of the examples. */
  bin: string;
  pids: Record<string, number>;
};

type State = Cluster & {started: string};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => done(port));
    });
  });
}

/** True while a process with this number exists. */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** True when `pid` is still one of the processes started for `dir`, not a reused number. */
function ours(pid: number, dir: string): boolean {
  try {
    return alive(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir);
  } catch {
    return false;
  }
}

async function stopPids(pids: number[], dir: string): Promise<void> {
  const live = pids.filter((p) => ours(p, dir));
  for (const p of live) process.kill(p, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (live.some((p) => ours(p, dir)) && Date.now() < deadline) await sleep(100);
  for (const p of live) if (ours(p, dir)) process.kill(p, 'SIGKILL');
}

function readState(dir = CLUSTER_DIR): State | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as State;
  } catch {
    return undefined;
  }
}

/** Stops the cluster in `dir`, if any, and removes the folder. Returns the processes it stopped. */
export async function down(dir = CLUSTER_DIR): Promise<number[]> {
  const state = readState(dir);
  const pids = Object.values(state?.pids ?? {}).reverse();
  const live = pids.filter((p) => ours(p, dir));
  await stopPids(pids, dir);
  rmSync(dir, {recursive: true, force: true});
  return live;
}

/** The running cluster described by `dir`, when every one of its processes is alive. */
export function current(dir = CLUSTER_DIR): Cluster | undefined {
  const state = readState(dir);
  return state && Object.values(state.pids).every((p) => ours(p, dir)) ? state : undefined;
}

function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The end of a component's log, and, where a Go program crashed, the lines that say why: a Go
 * panic prints its message first and a stack after it, so the last lines alone are only stack.
 */
function tail(file: string, lines = 12): string {
  const text = readLog(file).trimEnd();
  if (!text) return '(no log)';
  const all = text.split('\n');
  const crash = all.findIndex((line) => /^(panic: |fatal error: )/.test(line));
  if (crash < 0 || crash >= all.length - lines) return all.slice(-lines).join('\n');
  return [...all.slice(Math.max(0, crash - 2), crash + 6), '…', ...all.slice(-lines)].join('\n');
}

class ComponentError extends Error {
  /** A component that crashed at start-up or lost its port to another process: worth one more try. */
  transient = false;
}

/** The error of a cluster that did not start; `transient` as its component's. */
class StartError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

/**
 * What a component's log says when its start failed for a reason of the moment, not of its
 * arguments: a port that another process took between `freePort` and the component's bind (any
 * outgoing connection on the machine may draw the same ephemeral port), or a Go panic or fatal
 * error, as kwok 0.8.0 once printed at start-up on a busy machine (CI, 4 December 2026).
 */
const TRANSIENT = /address already in use|^panic: |^fatal error: /m;

type UpOptions = {
  dir?: string;
  log?: (line: string) => void;
  /** Arguments added to a component's, by name; a function gets the try, 1 or 2 (the tests' faults). */
  extraArgs?: Record<string, string[]> | ((attempt: number) => Record<string, string[]>);
  timeoutS?: number;
};

/**
 * Starts a cluster in `dir` (stopping one left there before) and waits until its node is Ready
 * and the default namespace has its service account. A start that failed for a reason of the
 * moment (TRANSIENT) is tried once more, on new ports, and says so in the log; any other failure
 * stops at once.
 */
export async function up(opts: UpOptions = {}): Promise<Cluster> {
  const log = opts.log ?? console.log;
  try {
    return await startOnce(opts, 1);
  } catch (e) {
    if (!(e instanceof StartError && e.transient)) throw e;
    log(`${e.message}\nStarting the local cluster once more, on new ports`);
    return startOnce(opts, 2);
  }
}

async function startOnce(opts: UpOptions, attempt: number): Promise<Cluster> {
  const dir = opts.dir ?? CLUSTER_DIR;
  const log = opts.log ?? console.log;
  const extraArgs = typeof opts.extraArgs === 'function' ? opts.extraArgs(attempt) : (opts.extraArgs ?? {});
  const started = performance.now();
  const left = await down(dir);
  if (left.length) log(`Stopped a cluster left in ${dir} by an earlier run (processes ${left.join(', ')})`);
  mkdirSync(join(dir, 'logs'), {recursive: true});
  const kube = ensureTool(TOOLS.kubernetes, log);
  const etcdBin = ensureTool(TOOLS.etcd, log);
  const kwokBin = ensureTool(TOOLS.kwok, log);
  const timeoutS = opts.timeoutS ?? TIMEOUT_S;
  const deadline = Date.now() + timeoutS * 1000;
  const [etcdPort, peerPort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const token = randomBytes(24).toString('hex');
  writeFileSync(join(dir, 'tokens.csv'), `${token},admin,admin,system:masters\n`, {mode: 0o600});
  const {privateKey, publicKey} = generateKeyPairSync('rsa', {modulusLength: 2048});
  writeFileSync(join(dir, 'sa.key'), privateKey.export({type: 'pkcs8', format: 'pem'}), {mode: 0o600});
  writeFileSync(join(dir, 'sa.pub'), publicKey.export({type: 'spki', format: 'pem'}));
  const server = `https://127.0.0.1:${apiPort}`;
  const kubeconfig = join(dir, 'kubeconfig');
  const ca = join(dir, 'certs/apiserver.crt');
  const pids: Record<string, number> = {};
  const children = new Map<string, {exited?: number | string}>();
  const save = () =>
    writeFileSync(
      join(dir, 'state.json'),
      `${JSON.stringify({dir, kubeconfig, server, bin: kube, pids, started: new Date().toISOString()}, null, 2)}\n`,
    );

  const start = (name: string, bin: string, args: string[]) => {
    const file = join(dir, 'logs', `${name}.log`);
    const fd = openSync(file, 'a');
    const child = spawn(bin, [...args, ...(extraArgs[name] ?? [])], {detached: true, stdio: ['ignore', fd, fd], cwd: dir});
    closeSync(fd);
    const status: {exited?: number | string} = {};
    child.on('exit', (code, signal) => (status.exited = code ?? signal ?? 'unknown'));
    child.unref();
    children.set(name, status);
    pids[name] = child.pid!;
    save();
  };
  const failed = (name: string, why: string) => {
    const file = join(dir, 'logs', `${name}.log`);
    const error = new ComponentError(`${name} ${why}; its log is ${file}:\n${tail(file)}`);
    error.transient = children.get(name)?.exited !== undefined && TRANSIENT.test(readLog(file));
    return error;
  };
  /** Polls `ready` until it holds, failing when a component has exited or the time is up. */
  const waitFor = async (name: string, ready: () => Promise<boolean>) => {
    for (;;) {
      for (const [n, s] of children) if (s.exited !== undefined) throw failed(n, `exited (${s.exited}) while the cluster was starting`);
      if (await ready().catch(() => false)) return;
      if (Date.now() > deadline) throw failed(name, `was not ready within ${timeoutS} s`);
      await sleep(200);
    }
  };
  const get = (path: string, withCa: boolean) =>
    new Promise<{status: number; body: string}>((done, fail) => {
      const req = request(
        `${server}${path}`,
        {headers: {authorization: `Bearer ${token}`}, ...(withCa ? {ca: readFileSync(ca)} : {rejectUnauthorized: false}), timeout: 2000},
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => done({status: res.statusCode ?? 0, body}));
        },
      );
      req.on('error', fail);
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.end();
    });
  const kubectl = (args: string[], input?: string) =>
    spawnSync(join(kube, 'kubectl'), ['--kubeconfig', kubeconfig, ...args], {encoding: 'utf8', input, timeout: 20_000});

  try {
    start('etcd', join(etcdBin, 'etcd'), [
      '--name=helm-website',
      `--data-dir=${join(dir, 'etcd')}`,
      `--listen-client-urls=http://127.0.0.1:${etcdPort}`,
      `--advertise-client-urls=http://127.0.0.1:${etcdPort}`,
      `--listen-peer-urls=http://127.0.0.1:${peerPort}`,
      `--initial-advertise-peer-urls=http://127.0.0.1:${peerPort}`,
      `--initial-cluster=helm-website=http://127.0.0.1:${peerPort}`,
      // The data lives as long as one test run: no fsync.
      '--unsafe-no-fsync',
      '--log-level=warn',
    ]);
    await waitFor('etcd', async () => {
      const res = await fetch(`http://127.0.0.1:${etcdPort}/health`);
      return res.ok && /"health":"true"/.test(await res.text());
    });
    start('kube-apiserver', join(kube, 'kube-apiserver'), [
      `--etcd-servers=http://127.0.0.1:${etcdPort}`,
      '--bind-address=127.0.0.1',
      '--advertise-address=127.0.0.1',
      `--secure-port=${apiPort}`,
      `--cert-dir=${join(dir, 'certs')}`,
      `--token-auth-file=${join(dir, 'tokens.csv')}`,
      '--authorization-mode=RBAC',
      '--service-account-issuer=https://kubernetes.default.svc.cluster.local',
      `--service-account-key-file=${join(dir, 'sa.pub')}`,
      `--service-account-signing-key-file=${join(dir, 'sa.key')}`,
      '--service-cluster-ip-range=10.96.0.0/16',
      '--allow-privileged=true',
      '--v=0',
    ]);
    await waitFor('kube-apiserver', async () => (await get('/readyz', false)).status === 200);
    writeFileSync(
      kubeconfig,
      [
        'apiVersion: v1',
        'kind: Config',
        'clusters:',
        '- name: local',
        '  cluster:',
        `    server: ${server}`,
        `    certificate-authority: ${ca}`,
        'users:',
        '- name: admin',
        '  user:',
        `    token: ${token}`,
        'contexts:',
        '- name: local',
        '  context:',
        '    cluster: local',
        '    user: admin',
        '    namespace: default',
        'current-context: local',
        '',
      ].join('\n'),
      {mode: 0o600},
    );
    await waitFor('kube-apiserver', async () => (await get('/readyz', true)).status === 200);
    start('kube-controller-manager', join(kube, 'kube-controller-manager'), [
      `--kubeconfig=${kubeconfig}`,
      `--authentication-kubeconfig=${kubeconfig}`,
      `--authorization-kubeconfig=${kubeconfig}`,
      '--leader-elect=false',
      '--secure-port=0',
      `--service-account-private-key-file=${join(dir, 'sa.key')}`,
      `--root-ca-file=${ca}`,
      '--use-service-account-credentials=false',
      '--cluster-cidr=10.244.0.0/16',
      // Namespaces and Jobs go quickly: the examples delete and wait for them.
      '--concurrent-namespace-syncs=4',
    ]);
    start('kube-scheduler', join(kube, 'kube-scheduler'), [
      `--kubeconfig=${kubeconfig}`,
      `--authentication-kubeconfig=${kubeconfig}`,
      `--authorization-kubeconfig=${kubeconfig}`,
      '--leader-elect=false',
      '--secure-port=0',
    ]);
    writeFileSync(join(dir, 'kwok.yaml'), kwokStages());
    start('kwok', join(kwokBin, 'kwok'), [
      `--kubeconfig=${kubeconfig}`,
      `--config=${join(dir, 'kwok.yaml')}`,
      '--manage-all-nodes=true',
      '--cidr=10.244.0.0/16',
      '--node-ip=10.0.0.10',
      '--server-address=127.0.0.1:0',
    ]);
    const node = kubectl(['apply', '-f', '-'], NODE);
    if (node.status !== 0) throw failed('kube-apiserver', `refused the node: ${node.stderr.trim()}`);
    await waitFor('kwok', async () =>
      /True/.test(kubectl(['get', 'node', 'kwok-node-0', '-o', 'jsonpath={.status.conditions[?(@.type=="Ready")].status}']).stdout),
    );
    await waitFor('kube-controller-manager', async () => kubectl(['get', 'serviceaccount', 'default', '-n', 'default']).status === 0);
  } catch (e) {
    await down(dir).catch(() => undefined);
    // The logs are gone with the folder: keep the message, which quotes them.
    if (e instanceof ComponentError) throw new StartError(`The local cluster did not start: ${e.message}`, e.transient);
    throw e;
  }
  log(
    `Local cluster ready in ${((performance.now() - started) / 1000).toFixed(1)} s at ${server} (Kubernetes ${TOOLS.kubernetes.version}, kubeconfig ${kubeconfig})`,
  );
  return {dir, kubeconfig, server, bin: kube, pids};
}

/** One node, played by kwok: large enough for every example's requests. */
const NODE = `apiVersion: v1
kind: Node
metadata:
  name: kwok-node-0
  annotations:
    node.alpha.kubernetes.io/ttl: "0"
    kwok.x-k8s.io/node: fake
  labels:
    kubernetes.io/hostname: kwok-node-0
    kubernetes.io/os: linux
    kubernetes.io/arch: amd64
    type: kwok
status:
  allocatable: {cpu: "64", memory: 256Gi, pods: "500"}
  capacity: {cpu: "64", memory: 256Gi, pods: "500"}
`;

/** The folder of kwok's stage files, in Go's module cache (downloaded again if the cache was cleaned). */
export function kwokStagesDir(): string {
  if (process.env.HELM_KWOK_STAGES) return process.env.HELM_KWOK_STAGES;
  const download = spawnSync('go', ['mod', 'download', '-json', `${TOOLS.kwok.module}@${TOOLS.kwok.version}`], {
    encoding: 'utf8',
    cwd: tmpdir(),
  });
  return join((JSON.parse(download.stdout || '{}') as {Dir?: string}).Dir ?? '', 'kustomize/stage');
}

/** kwok's own stages, as kwokctl gives them to it: node start and heartbeat, pod ready, complete, delete. */
function kwokStages(): string {
  const root = kwokStagesDir();
  const files = [
    'node/fast/node-initialize.yaml',
    'node/heartbeat/node-heartbeat.yaml',
    'pod/fast/pod-ready.yaml',
    'pod/fast/pod-complete.yaml',
    'pod/fast/pod-delete.yaml',
  ];
  const missing = files.filter((f) => !existsSync(join(root, f)));
  if (missing.length) throw new Error(`kwok's stages are not in the module cache (${root}): ${missing.join(', ')}`);
  return [...files.map((f) => readFileSync(join(root, f), 'utf8').trim()), BARE_POD_COMPLETE].join('\n---\n') + '\n';
}

/**
 * kwok completes only the Pods of Jobs. A bare Pod that must run once (restartPolicy Never or
 * OnFailure), as `helm test` Pods and Pod hooks are, succeeds here too.
 */
const BARE_POD_COMPLETE = `apiVersion: kwok.x-k8s.io/v1alpha1
kind: Stage
metadata:
  name: bare-pod-complete
spec:
  resourceRef: {apiGroup: v1, kind: Pod}
  selector:
    matchExpressions:
      - {key: .metadata.deletionTimestamp, operator: DoesNotExist}
      - {key: .metadata.ownerReferences, operator: DoesNotExist}
      - {key: .status.phase, operator: In, values: [Running]}
      - {key: .spec.restartPolicy, operator: In, values: [Never, OnFailure]}
  next:
    statusTemplate: |
      {{ $now := Now }}
      containerStatuses:
      {{ range .spec.containers }}
      - image: {{ .image | Quote }}
        name: {{ .name | Quote }}
        ready: false
        restartCount: 0
        started: false
        state:
          terminated: {exitCode: 0, reason: Completed, startedAt: {{ $now | Quote }}, finishedAt: {{ $now | Quote }}}
      {{ end }}
      phase: Succeeded`;

export {binary};

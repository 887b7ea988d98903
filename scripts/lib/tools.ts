/**
 * The real programs the examples run against, built from their Go modules: Helm 3.19.0 (the
 * version the docs name), the newest Helm 4 the module proxy serves, a Kubernetes control plane
 * (etcd, kube-apiserver, kube-controller-manager, kube-scheduler, kubectl), kwok for nodes, the
 * CNCF distribution registry, and yq 4 for the pages' post-renderers and pipelines. Each is built once into a cache outside the repository, keyed
 * by name and version (`$HELM_TOOLS_CACHE`, by default `~/.cache/helm-website/tools`), and the
 * version it reports is checked after the build and on every use; a second run builds nothing.
 *
 * A tool is built from a throwaway module in the cache that requires the tool's module at its
 * version and imports its commands, so the tool's own go.mod decides every dependency version, as
 * `go install pkg@version` would. That form also builds modules whose go.mod has `replace` lines
 * (Kubernetes, etcd), which `go install` refuses: Kubernetes' staging modules are pinned to the
 * release's own `v0.x` tags, as its release builds use.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {homedir} from 'node:os';
import {join, resolve} from 'node:path';

const ROOT = resolve(__dirname, '../..');
export const FACTS_319 = JSON.parse(readFileSync(resolve(ROOT, 'facts/helm-3.19-cli.json'), 'utf8')).source as {commit: string};

export const KUBE_VERSION = 'v1.34.4';
const [kubeMajor, kubeMinor] = KUBE_VERSION.slice(1).split('.');

export type Tool = {
  name: string;
  /** The module the commands come from, and its version. */
  module: string;
  version: string;
  /** Commands, as package paths inside the module; each becomes a binary of its last element's name. */
  commands: string[];
  /** `-X` settings the project's own release build passes, so the binary reports what a release does. */
  ldflags: string[];
  /** `replace` lines for the throwaway module. */
  replace?: string[];
  /** A command (binary and arguments) whose output must contain `expect`. */
  check: {binary: string; args: string[]; expect: string};
};

/** Kubernetes' staging modules, pinned to the release's `v0.x.y` tags. */
const KUBE_STAGING = [
  'api',
  'apiextensions-apiserver',
  'apimachinery',
  'apiserver',
  'cli-runtime',
  'client-go',
  'cloud-provider',
  'cluster-bootstrap',
  'code-generator',
  'component-base',
  'component-helpers',
  'controller-manager',
  'cri-api',
  'cri-client',
  'csi-translation-lib',
  'dynamic-resource-allocation',
  'endpointslice',
  'externaljwt',
  'kms',
  'kube-aggregator',
  'kube-controller-manager',
  'kube-proxy',
  'kube-scheduler',
  'kubectl',
  'kubelet',
  'metrics',
  'mount-utils',
  'pod-security-admission',
  'sample-apiserver',
  'sample-cli-plugin',
  'sample-controller',
];

/** Helm's Makefile: the version, the commit, and the Kubernetes version `helm template` assumes. */
export function helmLdflags(major: 'v3' | 'v4', version: string, commit: string, k8sMinor?: string): string[] {
  const pkg = `helm.sh/helm/${major}`;
  const flags = [
    `${pkg}/internal/version.version=${version}`,
    `${pkg}/internal/version.metadata=`,
    `${pkg}/internal/version.gitTreeState=clean`,
  ];
  if (commit) flags.push(`${pkg}/internal/version.gitCommit=${commit}`);
  if (k8sMinor)
    for (const p of ['pkg/lint/rules', 'pkg/chartutil'])
      flags.push(`${pkg}/${p}.k8sVersionMajor=1`, `${pkg}/${p}.k8sVersionMinor=${k8sMinor}`);
  return flags;
}

export const HELM_3_VERSION = 'v3.19.0';
/** The newest Helm 4 release the Go module proxy served when this was last checked (`npm run tools -- --newest`). */
export const HELM_4_VERSION = 'v4.3.2';

export const TOOLS = {
  helm3: {
    name: 'helm',
    module: 'helm.sh/helm/v3',
    version: HELM_3_VERSION,
    commands: ['cmd/helm'],
    // Helm 3.19.0's go.mod requires k8s.io/client-go v0.34.0: its Makefile gives `helm template` 1.34.
    ldflags: helmLdflags('v3', HELM_3_VERSION, FACTS_319.commit, '34'),
    check: {binary: 'helm', args: ['version', '--template', '{{ .Version }}'], expect: HELM_3_VERSION},
  },
  helm4: {
    name: 'helm',
    module: 'helm.sh/helm/v4',
    version: HELM_4_VERSION,
    commands: ['cmd/helm'],
    // The proxy serves no commit for a Helm 4 tag; Helm 4 reads its Kubernetes version from client-go.
    ldflags: helmLdflags('v4', HELM_4_VERSION, ''),
    check: {binary: 'helm', args: ['version', '--template', '{{ .Version }}'], expect: HELM_4_VERSION},
  },
  kubernetes: {
    name: 'kubernetes',
    module: 'k8s.io/kubernetes',
    // Inside Helm 3.19's skew (1.31–1.34) and Helm 4.3's (1.34–1.37).
    version: KUBE_VERSION,
    commands: ['cmd/kube-apiserver', 'cmd/kube-controller-manager', 'cmd/kube-scheduler', 'cmd/kubectl'],
    ldflags: ['k8s.io/component-base/version', 'k8s.io/client-go/pkg/version'].flatMap((p) => [
      `${p}.gitVersion=${KUBE_VERSION}`,
      `${p}.gitMajor=${kubeMajor}`,
      `${p}.gitMinor=${kubeMinor}`,
      `${p}.gitTreeState=clean`,
    ]),
    replace: KUBE_STAGING.map((m) => `k8s.io/${m} => k8s.io/${m} v0.${kubeMinor}.${KUBE_VERSION.split('.')[2]}`),
    check: {binary: 'kube-apiserver', args: ['--version'], expect: `Kubernetes ${KUBE_VERSION}`},
  },
  etcd: {
    name: 'etcd',
    module: 'go.etcd.io/etcd/server/v3',
    version: 'v3.6.16',
    commands: ['.'],
    ldflags: [],
    check: {binary: 'etcd', args: ['--version'], expect: 'etcd Version: 3.6.16'},
  },
  kwok: {
    name: 'kwok',
    module: 'sigs.k8s.io/kwok',
    version: 'v0.8.0',
    commands: ['cmd/kwok'],
    ldflags: [],
    check: {binary: 'kwok', args: ['--version'], expect: '0.8.0'},
  },
  registry: {
    name: 'registry',
    module: 'github.com/distribution/distribution/v3',
    version: 'v3.1.2',
    commands: ['cmd/registry'],
    ldflags: ['github.com/distribution/distribution/v3/version.version=v3.1.2'],
    check: {binary: 'registry', args: ['--version'], expect: 'v3.1.2'},
  },
  // The YAML processor the pages use (mikefarah's yq 4, not Debian's Python yq, a jq wrapper with
  // other syntax and output): first on the PATH of every block.
  yq: {
    name: 'yq',
    module: 'github.com/mikefarah/yq/v4',
    version: 'v4.54.3',
    commands: ['.'],
    ldflags: [],
    check: {binary: 'yq', args: ['--version'], expect: 'version v4.54.3'},
  },
} satisfies Record<string, Tool>;
export type ToolName = keyof typeof TOOLS;

export const CACHE = process.env.HELM_TOOLS_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'helm-website/tools');

/** Where a tool's binaries are, built or not. */
export const toolDir = (tool: Tool) => join(CACHE, `${tool.module.replace(/[^\w.-]+/g, '_')}@${tool.version}`);

/** A binary's path, built or not. */
export const binary = (tool: Tool, name = tool.check.binary) => join(toolDir(tool), 'bin', name);

function checkVersion(tool: Tool, dir: string): void {
  const run = spawnSync(join(dir, 'bin', tool.check.binary), tool.check.args, {encoding: 'utf8'});
  const out = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  if (!out.includes(tool.check.expect))
    throw new Error(
      `${tool.module}@${tool.version}: \`${tool.check.binary} ${tool.check.args.join(' ')}\` printed ${JSON.stringify(out.trim())}, expected ${tool.check.expect}`,
    );
}

/**
 * Builds `tool` unless the cache holds it, and returns the folder of its binaries. The build goes to
 * a temporary folder beside the cache entry and is renamed into place whole, so an interrupted
 * build leaves nothing that looks finished.
 */
export function ensureTool(tool: Tool, log: (line: string) => void = console.log): string {
  const dir = toolDir(tool);
  if (existsSync(join(dir, 'bin', tool.check.binary))) {
    checkVersion(tool, dir);
    return join(dir, 'bin');
  }
  const started = performance.now();
  log(`Building ${tool.module}@${tool.version} (${tool.commands.join(', ')}) into ${dir}`);
  const work = `${dir}.${process.pid}.part`;
  rmSync(work, {recursive: true, force: true});
  mkdirSync(join(work, 'src'), {recursive: true});
  const goMod = [`module helm-website.local/tools`, '', 'go 1.26', '', `require ${tool.module} ${tool.version}`, '']
    .concat((tool.replace ?? []).map((r) => `replace ${r}`))
    .join('\n');
  writeFileSync(join(work, 'src/go.mod'), `${goMod}\n`);
  const pkgs = tool.commands.map((c) => (c === '.' ? tool.module : `${tool.module}/${c}`));
  writeFileSync(
    join(work, 'src/tools.go'),
    `//go:build tools\n\npackage tools\n\nimport (\n${pkgs.map((p) => `\t_ "${p}"\n`).join('')})\n`,
  );
  const go = (args: string[]) =>
    execFileSync('go', args, {
      cwd: join(work, 'src'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {...process.env, GOFLAGS: '-mod=mod'},
    });
  go(['mod', 'tidy']);
  mkdirSync(join(work, 'bin'));
  // One command is named after the tool (etcd's module would name it after its last element, v3).
  const out = pkgs.length === 1 ? join(work, 'bin', tool.check.binary) : `${join(work, 'bin')}/`;
  go(['build', '-trimpath', '-ldflags', ['-s', '-w', ...tool.ldflags.map((f) => `-X ${f}`)].join(' '), '-o', out, ...pkgs]);
  checkVersion(tool, work);
  rmSync(join(work, 'src'), {recursive: true, force: true});
  rmSync(dir, {recursive: true, force: true});
  renameSync(work, dir);
  log(`Built ${tool.module}@${tool.version} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return join(dir, 'bin');
}

/** Builds every tool (the first run on a machine: about 25 minutes on 2 cores) and returns their folders. */
export function ensureTools(log?: (line: string) => void): Record<ToolName, string> {
  return Object.fromEntries((Object.keys(TOOLS) as ToolName[]).map((name) => [name, ensureTool(TOOLS[name], log)])) as Record<
    ToolName,
    string
  >;
}

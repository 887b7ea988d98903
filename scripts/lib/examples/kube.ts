/**
 * A locale's cluster as the pages use it: each page's environment gets its own copy of the
 * kubeconfig (`$HOME/.kube/config`, namespace `default`, as a reader's new cluster has, plus a
 * second context, `staging`, for the same cluster and user, which the pages name to show
 * `--kube-context` and `HELM_KUBECONTEXT` at work), kubectl on
 * the PATH, and the network of network.ts. After a page, `reset` puts the cluster back as it was
 * when it started: releases uninstalled, and every object the page made deleted.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse, stringify} from 'yaml';
import type {Cluster} from '../cluster';
import type {Sandbox} from './helm';

export type LocaleCluster = {
  cluster: Cluster;
  envFor: (home: string) => NodeJS.ProcessEnv;
  /** Cleans the cluster; returns what could not be cleaned, or '' when all went. */
  reset: () => Promise<string>;
};

/** Kinds a page may leave behind, with the objects of a new cluster to keep. */
const NAMESPACED =
  'deployments,statefulsets,daemonsets,replicasets,jobs,cronjobs,pods,services,configmaps,secrets,serviceaccounts,persistentvolumeclaims,roles,rolebindings,ingresses,poddisruptionbudgets,horizontalpodautoscalers,networkpolicies';
const CLUSTER_SCOPED =
  'namespaces,clusterroles,clusterrolebindings,customresourcedefinitions,priorityclasses,storageclasses,persistentvolumes';

type Run = {code: number; stdout: string; stderr: string};

type Kubeconfig = {contexts: {name: string; context: Record<string, string>}[]; 'current-context': string};

/** The context the pages call `staging`: the current context's cluster and user, under that name. */
export const STAGING = 'staging';

/** A kubeconfig with a `staging` context beside its current one, on the same cluster and user. */
export function withStaging(kubeconfig: string): string {
  const config = parse(kubeconfig) as Kubeconfig;
  const current = config.contexts.find((c) => c.name === config['current-context']);
  if (!current) throw new Error(`the kubeconfig has no context ${config['current-context']}`);
  config.contexts = [...config.contexts.filter((c) => c.name !== STAGING), {name: STAGING, context: {...current.context}}];
  return stringify(config);
}

export async function localeCluster(
  cluster: Cluster,
  sandbox: Sandbox,
  network: Record<string, string>,
  helm: string,
): Promise<LocaleCluster> {
  const env = {...process.env, KUBECONFIG: cluster.kubeconfig, ...network};
  const run = (bin: string, args: string[]) =>
    new Promise<Run>((done) =>
      execFile(bin, args, {env, maxBuffer: 64 << 20, timeout: 180_000}, (err, stdout, stderr) =>
        done({code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr}),
      ),
    );
  const kubectl = (args: string[]) => run(join(cluster.bin, 'kubectl'), args);
  const names = async (kinds: string, namespace?: string) => {
    const r = await kubectl(['get', kinds, ...(namespace ? ['-n', namespace] : []), '-o', 'name']);
    return new Set(r.stdout.split('\n').filter(Boolean));
  };
  // What a new cluster holds: kept by every reset.
  const keepCluster = await names(CLUSTER_SCOPED);
  const keepDefault = await names(NAMESPACED, 'default');
  return {
    cluster,
    envFor: (home: string) => {
      const e = sandbox.envFor(home);
      mkdirSync(join(home, '.kube'), {recursive: true});
      writeFileSync(join(home, '.kube/config'), withStaging(readFileSync(cluster.kubeconfig, 'utf8')), {mode: 0o600});
      return {...e, ...network, KUBECONFIG: join(home, '.kube/config'), PATH: `${cluster.bin}:${e.PATH}`};
    },
    reset: async () => {
      const problems: string[] = [];
      const list = await run(helm, ['list', '--all-namespaces', '--all', '-o', 'json']);
      const releases = list.code === 0 ? (JSON.parse(list.stdout || '[]') as {name: string; namespace: string}[]) : [];
      await Promise.all(
        releases.map(async (r) => {
          const u = await run(helm, ['uninstall', r.name, '-n', r.namespace, '--no-hooks']);
          if (u.code !== 0) problems.push(`helm uninstall ${r.name}: ${u.stderr.trim()}`);
        }),
      );
      const extra = [...(await names(CLUSTER_SCOPED))].filter((n) => !keepCluster.has(n));
      const extraDefault = [...(await names(NAMESPACED, 'default'))].filter((n) => !keepDefault.has(n));
      if (extraDefault.length) {
        const d = await kubectl(['delete', '-n', 'default', '--wait=true', '--timeout=60s', '--ignore-not-found', ...extraDefault]);
        if (d.code !== 0) problems.push(d.stderr.trim());
      }
      if (extra.length) {
        const d = await kubectl(['delete', '--wait=true', '--timeout=90s', '--ignore-not-found', ...extra]);
        if (d.code !== 0) problems.push(d.stderr.trim());
      }
      return problems.join('; ');
    },
  };
}

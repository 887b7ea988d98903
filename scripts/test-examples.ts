// usage: tsx scripts/test-examples.ts [--only <page prefix>|commands] [--locale en|es]
//
// Runs the docs' examples as readers run them, in both locales: with Helm 3.19.0 (and, for the
// blocks of the Helm 4 migration guide whose fence says helm="4", the newest Helm 4), built from
// their Go modules (scripts/lib/tools.ts); against a real Kubernetes control plane, one per locale
// (scripts/lib/cluster.ts); and against chart repositories and OCI registries served on this
// machine under the names the pages use (scripts/lib/examples/network.ts). It runs the function
// list, the chart, template and values blocks, the command blocks of the guide, the introduction,
// the how-tos, the FAQ, the best practices and the topics, the command pages' examples, and every
// flag of the command pages against `helm <command> --help`. A block that still cannot run here
// carries a `norun="<category>: <why>"` tag on the fence, counted in the report, which ends with
// `command blocks: E of T executed (P %)`. Exit status 1, with each failure naming page, locale
// and block. `--only intro/quickstart` runs only the pages whose id starts so (`--only commands`:
// the command pages' examples), for work on a few pages; the coverage targets then do not apply.
//
// Once the tools are built, the run goes on in a network namespace of its own (`unshare --net`,
// as root): nothing can leave the machine, and the ports the pages name (localhost:5000) are free
// whatever else runs here, so several checkouts can run their examples at once.
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {down, kwokStagesDir, up, type Cluster} from './lib/cluster';
import {ensureTool, TOOLS} from './lib/tools';
import {Sandbox} from './lib/examples/helm';
import {localeCluster} from './lib/examples/kube';
import {LOCALES} from './lib/examples/markdown';
import {startNetwork, type Network} from './lib/examples/network';
import {COMMAND_TARGET, Report, TARGET_SHARE} from './lib/examples/report';
import {checkFunctionList} from './lib/examples/function-list';
import {checkCommandFlags} from './lib/examples/command-flags';
import {checkTagParity, runPages} from './lib/examples/run-pages';
import {checkCommandExamples} from './lib/examples/command-examples';
import {CLUSTER_DIR} from './lib/cluster';

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const ONLY = arg('--only');
/** `--locale en` runs one locale, for work on a page. */
const RUN_LOCALES = LOCALES.filter((l) => !arg('--locale') || arg('--locale') === l);

/** Builds what is missing, then runs this script again inside a new network namespace. */
function isolated(): number | undefined {
  if (process.env.HELM_EXAMPLES_NETNS) return undefined;
  for (const tool of Object.values(TOOLS)) ensureTool(tool);
  if (spawnSync('unshare', ['--net', 'true']).status !== 0) {
    console.warn('unshare --net is not available (it needs root): the examples run in this network namespace');
    return undefined;
  }
  const env = {...process.env, HELM_EXAMPLES_NETNS: '1', HELM_KWOK_STAGES: kwokStagesDir()};
  const inner = [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const run = spawnSync('unshare', ['--net', '--', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', ...inner], {stdio: 'inherit', env});
  if (run.signal) console.error(`The examples' run was stopped by ${run.signal}`);
  return run.status ?? 1;
}

async function main(): Promise<number> {
  const outer = isolated();
  if (outer !== undefined) return outer;
  const started = performance.now();
  const sandbox = new Sandbox();
  const report = new Report();
  const clusters: Cluster[] = [];
  let network: Network | undefined;
  const stop = async () => {
    await network?.close();
    await Promise.all(LOCALES.map((l) => down(`${CLUSTER_DIR}-${l}`)));
  };
  // Ctrl-C stops the clusters too; the next run would find and stop them anyway.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the local clusters`);
      stop().finally(() => process.exit(130));
    });
  try {
    const helm = join(ensureTool(TOOLS.helm3), 'helm');
    const helm4 = join(ensureTool(TOOLS.helm4), 'helm');
    console.log(`Helm binaries: ${helm} (${TOOLS.helm3.version}), ${helm4} (${TOOLS.helm4.version}), built from their Go modules`);
    checkTagParity(report);
    const booted = performance.now();
    // One cluster per locale, so the two locales run side by side without sharing releases.
    clusters.push(...(await Promise.all(RUN_LOCALES.map((l) => up({dir: `${CLUSTER_DIR}-${l}`})))));
    network = await startNetwork(helm, sandbox.dir('network'), sandbox.env);
    console.log(`Clusters and network ready in ${((performance.now() - booted) / 1000).toFixed(1)} s`);
    const perLocale = await Promise.all(clusters.map((c) => localeCluster(c, sandbox, network!.env, helm)));
    await Promise.all([
      ...(ONLY
        ? []
        : [...LOCALES.map((locale) => checkFunctionList(sandbox, helm, locale, report)), checkCommandFlags(sandbox, helm, report)]),
      ...RUN_LOCALES.map(async (locale, i) => {
        if (ONLY !== 'commands') await runPages(sandbox, helm, locale, report, perLocale[i], helm4, ONLY);
        // The command pages' examples show the same code in both locales: run once, on English's cluster.
        if (locale === 'en' && (!ONLY || ONLY === 'commands')) await checkCommandExamples(sandbox, helm, report, perLocale[i]);
      }),
    ]);
  } finally {
    await stop();
    // EXAMPLES_KEEP=1 keeps the working folders to look at.
    if (process.env.EXAMPLES_KEEP) console.log(`Working folders kept in ${sandbox.root}`);
    else sandbox.dispose();
  }
  console.log(report.print());
  const {share} = report.coverage();
  if (share < TARGET_SHARE && !ONLY)
    report.failures.push(
      `coverage: ${(share * 100).toFixed(1)} % of template, values and chart blocks executed, under ${TARGET_SHARE * 100} %`,
    );
  const commands = report.commandCoverage();
  if (commands.share < COMMAND_TARGET && !ONLY)
    report.failures.push(`coverage: ${(commands.share * 100).toFixed(1)} % of command blocks executed, under ${COMMAND_TARGET * 100} %`);
  console.log(`test:examples took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (report.failures.length) {
    console.error(`\n${report.failures.length} example(s) failed:`);
    for (const f of report.failures) console.error(`  ✗ ${f}`);
  } else console.log('All examples pass.');
  // The last line, for CI and reviewers.
  console.log(`command blocks: ${commands.executed} of ${commands.total} executed (${(commands.share * 100).toFixed(1)} %)`);
  return report.failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

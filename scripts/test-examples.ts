// usage: tsx scripts/test-examples.ts
//
// Runs the docs' examples with real Helm binaries, offline, in both locales: the function list,
// the chart, template and values blocks of the chart template guide, the best practices and the
// topics, the offline commands (create, show, package, dependency, repo index, verify, plugins),
// and every flag of the command pages against `helm <command> --help`. Blocks that need a cluster
// or the network carry a `norun="<category>: <why>"` tag on the fence, counted in the report.
// A tsx script rather than vitest: one pool of Helm processes serves every page, and the report
// is printed as one table. Exit status 1, with each failure naming page, locale and block.
import {helmBinary, HELM_3, HELM_4} from './lib/helm-binaries';
import {Sandbox} from './lib/examples/helm';
import {LOCALES} from './lib/examples/markdown';
import {Report, TARGET_SHARE} from './lib/examples/report';
import {checkFunctionList} from './lib/examples/function-list';
import {checkCommandFlags} from './lib/examples/command-flags';
import {checkTagParity, runPages} from './lib/examples/run-pages';
import {checkCommandExamples} from './lib/examples/command-examples';

async function main(): Promise<number> {
  const started = performance.now();
  const sandbox = new Sandbox();
  const report = new Report();
  try {
    // Both binaries unpack and report their version; the Helm 3.19 docs run on Helm 3, the
    // blocks of the Helm 4 migration guide whose fence says helm="4" on Helm 4.
    const [helm, helm4] = await Promise.all([helmBinary(HELM_3, sandbox.env), helmBinary(HELM_4, sandbox.env)]);
    console.log(`Helm binaries: ${helm} (${HELM_3.version}), ${helm4} (${HELM_4.version})`);
    checkTagParity(report);
    await Promise.all([
      ...LOCALES.map((locale) => checkFunctionList(sandbox, helm, locale, report)),
      checkCommandFlags(sandbox, helm, report),
      checkCommandExamples(sandbox, helm, report),
      ...LOCALES.map((locale) => runPages(sandbox, helm, locale, report, helm4)),
    ]);
  } finally {
    // EXAMPLES_KEEP=1 keeps the working folders to look at.
    if (process.env.EXAMPLES_KEEP) console.log(`Working folders kept in ${sandbox.root}`);
    else sandbox.dispose();
  }
  console.log(report.print());
  const {share} = report.coverage();
  if (share < TARGET_SHARE)
    report.failures.push(
      `coverage: ${(share * 100).toFixed(1)} % of template, values and chart blocks executed, under ${TARGET_SHARE * 100} %`,
    );
  console.log(`test:examples took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (report.failures.length) {
    console.error(`\n${report.failures.length} example(s) failed:`);
    for (const f of report.failures) console.error(`  ✗ ${f}`);
    return 1;
  }
  console.log('All examples pass.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

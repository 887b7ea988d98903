// usage: npm run build   (tsx scripts/build.ts [--locale <locale>])
//
// Builds the site into build/: each locale in its own process (scripts/build-locale.mjs), the
// default locale first (its build empties build/), then the others into build/<locale>. One
// process per locale keeps the peak memory to one locale's. Docusaurus keeps about one and a half
// of our two cores busy while it bundles, and one while it renders the pages; the rest of the work
// (scripts/finish-locale.ts) fills the other core:
// once a locale's client bundle is on disk (src/plugins/build-speed says so over the IPC channel),
// its finishing step starts and makes the brotli and gzip copies of its scripts and styles while
// the pages render; once its `docusaurus build` is done, the rest (critical CSS, search shards,
// Markdown twins, the other copies), at a lower priority while the next locale builds.
// First it checks the Markdown sources (scripts/lib/source-checks.ts) and stops with one line a
// problem. handbook/build-cost.md has the figures.
import {type ChildProcess, spawn} from 'node:child_process';
import {setPriority} from 'node:os';
import {join, resolve} from 'node:path';
import {ASSETS_WRITTEN, PAGES_WRITTEN} from '../src/plugins/build-speed';
import {DOCS_VERSIONS, LOCALES} from '../src/site-constants';
import {pruneCache} from './lib/build-cache';
import {sourceProblems} from './lib/source-checks';

const ROOT = resolve(__dirname, '..');
const args = process.argv.slice(2);
const only = args.includes('--locale') ? args[args.indexOf('--locale') + 1] : undefined;
const locales = only ? [only] : [...LOCALES.all];

function run(
  command: string,
  commandArgs: string[],
  {nice = 0, ipc = false, onMessage}: {nice?: number; ipc?: boolean; onMessage?: (message: unknown) => void} = {},
): {child: ChildProcess; done: Promise<void>} {
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
    // The search shards are written by the finishing step (src/plugins/search-shards).
    env: {...process.env, HELM_SEARCH_SHARDS: 'finish'},
  });
  if (onMessage) child.on('message', onMessage);
  // A lower priority: the next locale's build comes first, the finishing work takes what is left.
  if (nice && child.pid) setPriority(child.pid, nice);
  const done = new Promise<void>((ok, fail) => {
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      code === 0 ? ok() : fail(new Error(`${command} ${commandArgs.join(' ')} exited with ${code ?? signal}`)),
    );
  });
  return {child, done};
}

async function main(): Promise<void> {
  const started = Date.now();
  // Problems Docusaurus would let through, or report in a long stack trace (scripts/lib/source-checks.ts).
  const problems = sourceProblems(ROOT, Object.keys(DOCS_VERSIONS.versions));
  if (problems.length) {
    console.error(`[build] ${problems.length} problem(s) in the sources:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  const finishing: Promise<void>[] = [];
  // tsx as a loader in this process: its command line would start a second Node.js for each step.
  const finish = (locale: string, withChannel: boolean) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/finish-locale.ts', locale], {nice: 10, ipc: withChannel});
  for (const locale of locales) {
    let early: ReturnType<typeof finish> | undefined;
    await run(process.execPath, [join(ROOT, 'scripts/build-locale.mjs'), locale], {
      ipc: true,
      onMessage: (message) => {
        if ((message as {type?: string})?.type === ASSETS_WRITTEN) early ??= finish(locale, true);
      },
    }).done;
    if (early) early.child.send({type: PAGES_WRITTEN});
    finishing.push((early ?? finish(locale, false)).done);
  }
  await Promise.all(finishing);
  // The finishing steps' cache keeps what builds of the last few days used (scripts/lib/build-cache.ts).
  pruneCache();
  console.log(`[build] ${locales.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

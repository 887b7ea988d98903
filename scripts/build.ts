// usage: npm run build   (tsx scripts/build.ts [--locale <locale>])
//
// Builds the site for build/: each locale in its own process (scripts/build-locale.mjs), the
// default locale first (its build empties the folder), then the others into <folder>/<locale>. One
// process per locale keeps the peak memory to one locale's. Docusaurus keeps about one and a half
// of our two cores busy while it bundles, and one while it renders the pages; the rest of the work
// (scripts/finish-locale.ts) fills the other core:
// once a locale's client bundle is on disk (src/plugins/build-speed says so over the IPC channel),
// its finishing step starts and makes the brotli and gzip copies of its scripts and styles while
// the pages render; once its `docusaurus build` is done, the rest (critical CSS, search shards,
// Markdown twins, the other copies), at a lower priority while the next locale builds.
// First it checks the sources (scripts/lib/source-checks.ts: the Markdown, versions.json, tags,
// authors, the command data) and stops with one line a problem; `docusaurus build` runs the same
// checks itself (src/plugins/source-checks). handbook/build-cost.md has the figures.
//
// Everything is written into a staging folder beside build/ (scripts/lib/atomic-output.ts), which
// replaces build/ (with --locale and a locale other than the default: build/<locale>) only once
// every locale and its finishing step have succeeded and the Content-Security-Policy of the hosts
// holds the hashes of every inline script of the pages (scripts/lib/csp.ts); then, and only then,
// it prints "[SUCCESS]".
// A failure, or Ctrl-C (SIGINT) or SIGTERM at any point, stops the other steps, removes the staging
// folder and leaves build/ as the last complete build wrote it, and says so in one line.
import {type ChildProcess, spawn} from 'node:child_process';
import {setPriority} from 'node:os';
import {join, relative, resolve} from 'node:path';
import {ASSETS_WRITTEN, PAGES_WRITTEN} from '../src/plugins/build-speed';
import {LOCALES} from '../src/site-constants';
import {discard, outputFor, prepare, replace} from './lib/atomic-output';
import {pruneCache} from './lib/build-cache';
import {finishHostHeaders, htmlFiles} from './lib/csp';
import {buildLoadedProblems, buildProblems, problemReport} from './lib/source-checks';

const ROOT = resolve(__dirname, '..');
const args = process.argv.slice(2);
const only = args.includes('--locale') ? args[args.indexOf('--locale') + 1] : undefined;
const locales = only ? [only] : [...LOCALES.all];
const BUILD = join(ROOT, 'build');
// One locale other than the default is built beside the others and replaces its own folder.
const sub = only && only !== LOCALES.default ? only : '';
const output = {...outputFor(join(BUILD, sub)), staging: outputFor(BUILD).staging};
const running = new Set<ChildProcess>();

function run(
  command: string,
  commandArgs: string[],
  {nice = 0, ipc = false, onMessage}: {nice?: number; ipc?: boolean; onMessage?: (message: unknown) => void} = {},
): {child: ChildProcess; done: Promise<void>} {
  const child: ChildProcess = spawn(command, commandArgs, {
    cwd: ROOT,
    stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
    // The search shards are written by the finishing step (src/plugins/search-shards).
    env: {...process.env, HELM_SEARCH_SHARDS: 'finish'},
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
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
  const problems = buildProblems(ROOT);
  if (!problems.length) problems.push(...(await buildLoadedProblems(ROOT)));
  if (problems.length) {
    console.error(problemReport(problems));
    return stop('the sources have problems', 1);
  }
  prepare(output);
  const staging = output.staging;
  const finishing: Promise<void>[] = [];
  // tsx as a loader in this process: its command line would start a second Node.js for each step.
  const finish = (locale: string, withChannel: boolean) => {
    const step = run(process.execPath, ['--import', 'tsx', 'scripts/finish-locale.ts', locale, staging], {nice: 10, ipc: withChannel});
    // A finishing step that fails stops the build at once, even while the next locale builds.
    step.done.catch(failed);
    return step;
  };
  for (const locale of locales) {
    let early: ReturnType<typeof finish> | undefined;
    await run(process.execPath, [join(ROOT, 'scripts/build-locale.mjs'), locale, staging], {
      ipc: true,
      onMessage: (message) => {
        if ((message as {type?: string})?.type === ASSETS_WRITTEN) early ??= finish(locale, true);
      },
    }).done;
    if (early) early.child.send({type: PAGES_WRITTEN});
    finishing.push((early ?? finish(locale, false)).done);
  }
  await Promise.all(finishing);
  // The Content-Security-Policy allows the inline scripts of every page the hosts will serve
  // (scripts/lib/csp.ts). A whole build is hashed before it replaces build/; one other locale,
  // once it has replaced its folder, with the pages of the locales it joins.
  if (!sub) console.log(await finishHostHeaders(staging, htmlFiles(staging)));
  replace(output, join(staging, sub));
  if (sub) console.log(await finishHostHeaders(BUILD, htmlFiles(BUILD)));
  // The finishing steps' cache keeps what builds of the last few days used (scripts/lib/build-cache.ts).
  pruneCache();
  const shown = relative(process.cwd(), output.target) || '.';
  console.log(`[SUCCESS] Generated static files in "${shown}": ${locales.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

let stopping = false;

/**
 * Ends the build without touching build/: stops the other steps, waits until they have exited (a
 * step still writing would put files back into the staging folder), then removes the staging folder.
 */
async function stop(why: string, status: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    const exited = [...running].map((child) => new Promise((done) => child.once('exit', done)));
    for (const child of running) child.kill('SIGTERM');
    await Promise.race([Promise.all(exited), new Promise((done) => setTimeout(done, 5000))]);
    for (const child of running) child.kill('SIGKILL');
    console.error(discard(output, why));
    process.exit(status);
  }
  return new Promise<never>(() => {});
}

const SIGNAL_STATUS: Record<string, number> = {SIGINT: 130, SIGTERM: 143};

function failed(error: unknown): void {
  if (stopping) return;
  const message = error instanceof Error ? error.message : '';
  // Ctrl-C reached a step before this process: the build was stopped, not broken.
  const signal = message.match(/ exited with (SIG\w+)$/)?.[1];
  if (signal && signal in SIGNAL_STATUS) return void stop(`stopped by ${signal}`, SIGNAL_STATUS[signal]);
  console.error(message.includes(' exited with ') ? `[build] ${message}` : error);
  void stop('the build failed', 1);
}

// Ctrl-C reaches every process of the terminal's group; SIGTERM (a CI timeout) may reach this one only.
for (const signal of Object.keys(SIGNAL_STATUS)) process.on(signal, () => void stop(`stopped by ${signal}`, SIGNAL_STATUS[signal]));

main().catch(failed);

// usage: npm run build   (tsx scripts/build.ts [--locale <locale>])
//
// Builds the site into build/: each locale in its own process (scripts/build-locale.mjs), the
// default locale first (its build empties build/), then the others into build/<locale>. Once a
// locale is built, its pages get their critical CSS inlined and its text files a brotli and a gzip
// copy (scripts/finish-locale.ts), in the background at a lower priority while the next locale
// builds: Docusaurus keeps about one and a half of our two cores busy, and the finishing work
// uses the rest. One process per locale also keeps the peak memory to one locale's. First it
// checks the Markdown sources (scripts/lib/source-checks.ts) and stops with one line a problem.
import {type ChildProcess, spawn} from 'node:child_process';
import {setPriority} from 'node:os';
import {join, resolve} from 'node:path';
import {DOCS_VERSIONS, LOCALES} from '../src/site-constants';
import {pruneCache} from './lib/build-cache';
import {sourceProblems} from './lib/source-checks';

const ROOT = resolve(__dirname, '..');
const args = process.argv.slice(2);
const only = args.includes('--locale') ? args[args.indexOf('--locale') + 1] : undefined;
const locales = only ? [only] : [...LOCALES.all];

function run(command: string, commandArgs: string[], {nice = false} = {}): {child: ChildProcess; done: Promise<void>} {
  const child = spawn(command, commandArgs, {cwd: ROOT, stdio: 'inherit'});
  // A lower priority: the next locale's build comes first, the finishing work takes what is left.
  if (nice && child.pid) setPriority(child.pid, 10);
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
  const tsx = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  const finishing: Promise<void>[] = [];
  for (const locale of locales) {
    await run(process.execPath, [join(ROOT, 'scripts/build-locale.mjs'), locale]).done;
    finishing.push(run(process.execPath, [tsx, 'scripts/finish-locale.ts', locale], {nice: true}).done);
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

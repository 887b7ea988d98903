/**
 * `docusaurus build`, run from Docusaurus's own command line (`npx docusaurus build --locale es`,
 * `npm run build:standalone-es`), replaces its output folder only when the whole build, finishing
 * step included, has succeeded; a failed or interrupted build leaves the previous output as it was
 * (scripts/lib/atomic-output.ts). `npm run build` stages its output itself (scripts/build.ts).
 *
 * Docusaurus computes the output folder from `--out-dir` before it loads the plugins, then hands
 * every step the one context object the plugins are constructed with: the bundler's output path
 * and its clean-up, the pages, every plugin's postBuild and the broken-link check all read
 * `outDir` from the site props it builds from that context afterwards. So this plugin's
 * constructor points `context.outDir` at the staging folder, for each locale the command builds;
 * a postBuild step would come too late, after Docusaurus has emptied and filled the folder.
 *
 * The output is complete when Docusaurus has nothing left to do (`beforeExit`: a failure exits
 * with status 1 before that), and, for a standalone locale, once its finishing step has run on
 * the staging folder. Docusaurus prints `[SUCCESS] Generated static files` when its own part is
 * done: that line is held back and printed, with the output folder's name, after the swap.
 */
import type {ChildProcess} from 'node:child_process';
import {createRequire} from 'node:module';
import {join, relative, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {discard, type Output, outputFor, prepare, replace} from '../../../scripts/lib/atomic-output';

/** Runs the finishing step on a staged locale; src/plugins/standalone-locale's `finishStandaloneLocale`. */
export type Finisher = (outDir: string, locale: string) => {child: ChildProcess; done: Promise<boolean>};

type Logger = {success: (message: unknown, ...values: unknown[]) => void; interpolate: (...args: unknown[]) => string};

type State = {output: Output; locale: string; complete: boolean; signal?: NodeJS.Signals; child?: ChildProcess};

// Docusaurus loads the config, and with it this module, afresh for each locale: the run's state
// lives on the process.
const STATE = Symbol.for('helm-atomic-output');
const stateOf = () => (process as unknown as {[STATE]?: State})[STATE];

/** The `--out-dir` of a command line, as Docusaurus's CLI reads it, or undefined. */
export function outDirArgument(argv: readonly string[]): string | undefined {
  let found: string | undefined;
  argv.forEach((arg, i) => {
    if (arg === '--out-dir' && i + 1 < argv.length) found = argv[i + 1];
    else if (arg.startsWith('--out-dir=')) found = arg.slice('--out-dir='.length);
  });
  return found;
}

/**
 * The logger Docusaurus's build prints with. The config is loaded through jiti without Node.js's
 * module cache, so an import here could be a second copy; Node.js's own require, from
 * Docusaurus's build command, returns the one the build uses.
 */
function docusaurusLogger(): Logger {
  const fromHere = createRequire(__filename);
  const fromBuild = createRequire(fromHere.resolve('@docusaurus/core/lib/commands/build/buildLocale.js'));
  return fromBuild('@docusaurus/logger').default as Logger;
}

function start(context: LoadContext, finish: Finisher | undefined): State {
  const output = outputFor(resolve(context.siteDir, outDirArgument(process.argv) ?? 'build'));
  prepare(output);
  const state: State = {output, locale: context.i18n.currentLocale, complete: false};
  (process as unknown as {[STATE]?: State})[STATE] = state;

  const logger = docusaurusLogger();
  const success = logger.success;
  logger.success = (message, ...values) => {
    const text = values.length ? logger.interpolate(message, ...values) : String(message);
    if (!text.startsWith('Generated static files')) success(message, ...values);
  };

  // Docusaurus's own listeners end the process on these signals; this one runs first and notes why.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.prependListener(signal, () => (state.signal ??= signal));

  process.once('beforeExit', async () => {
    if (process.exitCode) return;
    if (finish) {
      const step = finish(output.staging, state.locale);
      state.child = step.child;
      if (!(await step.done)) {
        process.exitCode = 1;
        return;
      }
    }
    replace(output);
    state.complete = true;
    // The strings and values of the tagged template Docusaurus prints the line with.
    success(['Generated static files in path=', '.'], relative(process.cwd(), output.target) || '.');
  });

  process.on('exit', () => {
    if (state.complete) return;
    // This process ends now, without waiting: the step must write nothing more into the staging folder.
    state.child?.kill('SIGKILL');
    console.error(discard(output, state.signal ? `stopped by ${state.signal}` : 'the build failed'));
    if (state.signal) process.exitCode = 128 + (state.signal === 'SIGINT' ? 2 : 15);
    else process.exitCode ||= 1;
  });
  return state;
}

/** The plugin, for a `docusaurus build` command line; `finish` runs the finishing step of a standalone locale. */
export default function atomicOutput(context: LoadContext, finish?: Finisher): Plugin {
  const state = stateOf() ?? start(context, finish);
  // This locale's folder inside the output (`es/` in a build of every locale), staged.
  context.outDir = join(state.output.staging, relative(state.output.target, context.outDir));
  return {name: 'helm-atomic-output'};
}

/**
 * `docusaurus build` (`npx docusaurus build --locale es`, `npm run build:standalone-es`) stops on
 * what `npm run build` stops on, with the same lines: the checks of scripts/lib/source-checks.ts,
 * which `npm run build` runs itself before it starts Docusaurus.
 *
 * They run in the plugin's constructor, the earliest point Docusaurus gives a plugin: the docs
 * plugin reads versions.json in its own constructor, and every plugin's loadContent runs at the
 * same time as the others, so a hook would come after Docusaurus's own, longer, reports. The
 * config lists this plugin first, and only for `docusaurus build`. The sidebars and the MDX
 * pages' syntax are checked next, in the promise the constructor returns: Docusaurus waits for every constructor
 * before it loads any content, so that report, too, comes before any of its own.
 */
import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {discard, outputFor} from '../../../scripts/lib/atomic-output';
import {buildLoadedProblems, buildProblems, problemReport} from '../../../scripts/lib/source-checks';
import {outDirArgument} from '../atomic-output';

// Docusaurus loads the config, and with it this module, afresh for each locale: once a process is enough.
const CHECKED = Symbol.for('helm-source-checks');

export default async function sourceChecks(context: LoadContext): Promise<Plugin> {
  const state = process as unknown as {[CHECKED]?: boolean};
  if (!state[CHECKED]) {
    state[CHECKED] = true;
    const stop = (problems: string[]) => {
      console.error(problemReport(problems));
      // Nothing is staged yet (src/plugins/atomic-output comes later): this says the output is untouched.
      console.error(discard(outputFor(resolve(context.siteDir, outDirArgument(process.argv) ?? 'build')), 'the sources have problems'));
      process.exit(1);
    };
    // Before the first await: the docs plugin's constructor, which reads versions.json, runs after this part.
    const problems = buildProblems(context.siteDir);
    if (problems.length) stop(problems);
    const loaded = await buildLoadedProblems(context.siteDir);
    if (loaded.length) stop(loaded);
  }
  return {name: 'helm-source-checks'};
}

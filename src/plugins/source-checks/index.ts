/**
 * `docusaurus build` (`npx docusaurus build --locale es`, `npm run build:standalone-es`) stops on
 * what `npm run build` stops on, with the same lines: the checks of scripts/lib/source-checks.ts,
 * which `npm run build` runs itself before it starts Docusaurus.
 *
 * They run in the plugin's constructor, the earliest point Docusaurus gives a plugin: the docs
 * plugin reads versions.json in its own constructor, and every plugin's loadContent runs at the
 * same time as the others, so a hook would come after Docusaurus's own, longer, reports. The
 * config lists this plugin first, and only for `docusaurus build`.
 */
import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {discard, outputFor} from '../../../scripts/lib/atomic-output';
import {buildProblems, problemReport} from '../../../scripts/lib/source-checks';
import {outDirArgument} from '../atomic-output';

// Docusaurus loads the config, and with it this module, afresh for each locale: once a process is enough.
const CHECKED = Symbol.for('helm-source-checks');

export default function sourceChecks(context: LoadContext): Plugin {
  const state = process as unknown as {[CHECKED]?: boolean};
  if (!state[CHECKED]) {
    state[CHECKED] = true;
    const problems = buildProblems(context.siteDir);
    if (problems.length) {
      console.error(problemReport(problems));
      // Nothing is staged yet (src/plugins/atomic-output comes later): this says the output is untouched.
      console.error(discard(outputFor(resolve(context.siteDir, outDirArgument(process.argv) ?? 'build')), 'the sources have problems'));
      process.exit(1);
    }
  }
  return {name: 'helm-source-checks'};
}

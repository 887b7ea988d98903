/**
 * The examples of the command pages, from their one source (src/data/commands): each example
 * without a `norun` reason runs in bash in a fresh folder that holds `helm create orders` (the chart
 * the examples work on) and, when the example has one, its setup file, in the shell it names
 * (`shell: 'zsh'`), ending with the exit status it names (`exit`, 0 when absent); its shown output
 * is compared. The English and Spanish pages show the same code and output, so each run counts for
 * both locales.
 */
import {appendFileSync, existsSync} from 'node:fs';
import {delimiter, dirname, join} from 'node:path';
import {commands} from '../../../src/data/commands';
import {judgeStatus, runBash, stopGpgAgent, type Sandbox} from './helm';
import {LOCALES, NORUN_CATEGORIES, type NorunCategory, type Shell} from './markdown';
import type {Report} from './report';
import type {LocaleCluster} from './kube';
import {changesCluster, normalize} from './pages';

/** The chart most command examples work on. */
const CHART = 'orders';

const onPath = (tool: string, path = '') => path.split(delimiter).some((dir) => dir && existsSync(join(dir, tool)));

// Masked as the pages' shown output is (dates, folders, cluster IPs, table padding); the release
// binaries were built with the Go of their day, ours with this machine's.
const masked = (s: string) => normalize(s).replace(/GoVersion:"go[\d.]+"/g, 'GoVersion:"<go>"');

export async function checkCommandExamples(sandbox: Sandbox, helm: string, report: Report, cluster: LocaleCluster): Promise<void> {
  const runs: {run: () => Promise<void>; script: string}[] = [];
  for (const command of commands) {
    const page = `commands/${command.path.replace(/ /g, '_')}.md`;
    for (const example of command.examples) {
      const where = `example "${example.id}"`;
      if (example.norun !== undefined) {
        const m = /^(\w+):\s*(\S.*)$/.exec(example.norun);
        if (!m || !(m[1] in NORUN_CATEGORIES)) {
          report.fail(page, 'en', where, `the norun reason "${example.norun}" needs a known category and a reason`);
          continue;
        }
        for (const locale of LOCALES) report.tagged(page, locale, 'command', m[1] as NorunCategory, m[2]);
        continue;
      }
      if (example.lang === 'powershell') {
        for (const locale of LOCALES) report.tagged(page, locale, 'command', 'platform', 'PowerShell runs on Windows');
        continue;
      }
      runs.push({
        script: `${example.given ?? ''}\n${example.code}`,
        run: async () => {
          const home = sandbox.dir(`home-${command.path}-${example.id}`);
          const env = cluster.envFor(home);
          const cwd = sandbox.dir(`${command.path}-${example.id}`);
          await sandbox.run(helm, ['create', CHART], cwd, env);
          // A YAML setup is an excerpt of the chart's Chart.yaml (its dependencies): added to it.
          if (example.setup?.lang === 'yaml') appendFileSync(join(cwd, CHART, 'Chart.yaml'), `${example.setup.code}\n`);
          const missing = ['yq', 'jq'].filter((tool) => new RegExp(`\\b${tool}\\b`).test(example.code) && !onPath(tool, env.PATH));
          if (missing.length) {
            for (const locale of LOCALES)
              report.tagged(page, locale, 'command', 'platform', `needs ${missing.join(' and ')}, not installed here`);
            return;
          }
          const bash = (script: string, shell?: Shell) =>
            runBash(script, {cwd, env: {...env, PATH: `${dirname(helm)}:${env.PATH}`}, shell});
          if (example.given) {
            const given = await bash(example.given);
            if (given.code !== 0) {
              stopGpgAgent(env);
              for (const locale of LOCALES) report.fail(page, locale, where, `its given state could not be made: ${given.stderr.trim()}`);
              return;
            }
          }
          const ran = await bash(example.code, example.shell);
          stopGpgAgent(env);
          const {run, problem} = judgeStatus(ran, example.exit);
          for (const locale of LOCALES) {
            if (problem) report.fail(page, locale, where, problem);
            else if (run.code !== 0) report.fail(page, locale, where, `the command fails: ${run.stderr.trim()}`);
            else if (example.output !== undefined && !masked(run.stdout + run.stderr).includes(masked(example.output))) {
              report.fail(page, locale, where, `the page shows:\n${example.output}\n--- Helm prints:\n${(run.stdout + run.stderr).trim()}`);
            } else report.executed(page, locale, 'command');
          }
        },
      });
    }
  }
  // One after the other, each from a clean cluster: examples install the same release names.
  for (const {run, script} of runs) {
    await run();
    if (!changesCluster(script)) continue;
    const left = await cluster.reset();
    if (left) report.fail('commands', 'en', 'cluster', `the cluster could not be cleaned after an example: ${left}`);
  }
}

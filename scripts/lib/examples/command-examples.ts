/**
 * The examples of the command pages, from their one source (src/data/commands): each example
 * without a `norun` reason runs in bash in a fresh folder that holds `helm create orders` (the chart
 * the examples work on) and, when the example has one, its setup file; its shown output is
 * compared. The English and Spanish pages show the same code and output, so each run counts for
 * both locales.
 */
import {execFile} from 'node:child_process';
import {appendFileSync, existsSync, readFileSync} from 'node:fs';
import {delimiter, dirname, join, resolve} from 'node:path';
import {commands} from '../../../src/data/commands';
import {HELM_VERSION} from './differences';
import type {Run, Sandbox} from './helm';
import {LOCALES, NORUN_CATEGORIES, type NorunCategory} from './markdown';
import type {Report} from './report';

/** The chart most command examples work on. */
const CHART = 'orders';

const onPath = (tool: string) => (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, tool)));

/** v3.19.0 and its commit, as facts/helm-3.19-cli.json gives them (`helm version` prints v3.19.0+g<7 hex>). */
const FACTS = JSON.parse(readFileSync(resolve(__dirname, '../../../facts/helm-3.19-cli.json'), 'utf8')).source as {commit?: string};
const VERSION_319 = 'v3.19.0';
const SHORT_319 = `${VERSION_319}+g${(FACTS.commit ?? '').slice(0, 7)}`;

/**
 * `helm version` examples show 3.19.0; the binary is 3.18.0. Checked against 3.19.0 instead: the
 * shown version must be 3.19.0 with its commit, and the binary must print the same shape.
 */
async function checkVersionExample(code: string, output: string | undefined, run: () => Promise<Run>): Promise<string | undefined> {
  const shown = [...(code + (output ?? '')).matchAll(/v\d+\.\d+\.\d+(?:\+g[0-9a-f]{7})?/g)].map((m) => m[0]);
  const wrong = shown.filter((v) => v !== VERSION_319 && v !== SHORT_319);
  if (wrong.length) return `shows ${wrong.join(', ')}; Helm 3.19.0 prints ${VERSION_319} (${SHORT_319} with --short)`;
  const got = await run();
  if (!/^v3\.18\.0\+g[0-9a-f]{7}$/m.test(got.stdout) && !/v3\.18\.0/.test(got.stdout + got.stderr))
    return `the 3.18.0 binary printed ${got.stdout.trim()}`;
  return undefined;
}

const masked = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim()
    .replace(/(?<![\w.])(?:\/[\w.@-]+)+\/(?=[\w.-]+)/g, '<dir>/');

export async function checkCommandExamples(sandbox: Sandbox, helm: string, report: Report): Promise<void> {
  const runs: Promise<void>[] = [];
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
      runs.push(
        (async () => {
          const home = sandbox.dir(`home-${command.path}-${example.id}`);
          const env = sandbox.envFor(home);
          const cwd = sandbox.dir(`${command.path}-${example.id}`);
          await sandbox.run(helm, ['create', CHART], cwd, env);
          // A YAML setup is an excerpt of the chart's Chart.yaml (its dependencies): added to it.
          if (example.setup?.lang === 'yaml') appendFileSync(join(cwd, CHART, 'Chart.yaml'), `${example.setup.code}\n`);
          const missing = ['yq', 'jq'].filter((tool) => new RegExp(`\\b${tool}\\b`).test(example.code) && !onPath(tool));
          if (missing.length) {
            for (const locale of LOCALES)
              report.tagged(page, locale, 'command', 'platform', `needs ${missing.join(' and ')}, not installed here`);
            return;
          }
          const bash = (script: string) =>
            new Promise<Run>((done) =>
              execFile(
                'bash',
                ['--norc', '--noprofile', '-eo', 'pipefail', '-c', script],
                {cwd, env: {...env, PATH: `${dirname(helm)}:${env.PATH}`}},
                (err, stdout, stderr) => done({code: err ? 1 : 0, stdout, stderr}),
              ),
            );
          if (/\bhelm version\b/.test(example.code)) {
            const wrong = await checkVersionExample(example.code, example.output, () => bash('helm version --short'));
            for (const locale of LOCALES) {
              if (wrong) report.fail(page, locale, where, wrong);
              else {
                report.executed(page, locale, 'command');
                report.differs(HELM_VERSION, `${page} (${locale}) ${where}`);
              }
            }
            return;
          }
          const run = await bash(example.code);
          for (const locale of LOCALES) {
            if (run.code !== 0) report.fail(page, locale, where, `the command fails: ${run.stderr.trim()}`);
            else if (example.output !== undefined && !masked(run.stdout + run.stderr).includes(masked(example.output))) {
              report.fail(page, locale, where, `the page shows:\n${example.output}\n--- Helm prints:\n${(run.stdout + run.stderr).trim()}`);
            } else report.executed(page, locale, 'command');
          }
        })(),
      );
    }
  }
  await Promise.all(runs);
}

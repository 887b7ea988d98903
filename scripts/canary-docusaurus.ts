// usage: npm run canary:docusaurus -- <version> [--ref <git ref>] [--keep-install | --keep-copy] [--steps <step,...>]
//
// What a Docusaurus upgrade would break, without upgrading: copies this checkout's git-tracked files
// (the working tree as it is; with --ref, that commit's tree) into a scratch folder outside the
// checkout, `~/.cache/helm-website/canary/<version>` (`$HELM_CANARY_DIR` moves it), sets every
// `@docusaurus/*` dependency there to <version>, installs, and runs each step below in turn, past
// failures: the typecheck, Docusaurus's own loading of the config, the project's build
// (`npm run build`, both locales: the host specs and the security-policy test read `/es/` pages) and
// the Playwright specs that catch what an upgrade breaks. Then it prints one line a step (outcome,
// time, the first error lines), writes the same table to <scratch>/canary-report.md, and exits 0
// if every step passed, 1 otherwise. handbook/upgrading.md has what it said for the versions tried.
//
// Nothing runs in this checkout: its node_modules/ and build/ are left as they are. The install is
// kept between runs of the same version while package.json and package-lock.json are unchanged
// (with --keep-install, even when they changed). --keep-copy runs the steps on the scratch copy as
// it is, with its install: to try fixes by hand there and count what an upgrade needs. Network
// to the npm registry is needed for the install; this is a maintainer's tool, not a test.
// `TEST_PORT` (3100 by default, tests/test-port.ts) is the port the specs serve the build on.
import {type SpawnOptions, spawn, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {homedir} from 'node:os';
import {dirname, join, relative, resolve} from 'node:path';

const ROOT = resolve(__dirname, '..');

/** The specs that catch what an upgrade breaks: the reaches into Docusaurus, the hosts and their policy, the ejected components. */
const SPECS = ['build-guards', 'serving', 'nginx', 'http-semantics', 'code-blocks', 'tabs', 'copy-buttons'] as const;

type Outcome = 'pass' | 'FAIL' | 'skipped';
type Result = {step: string; outcome: Outcome; seconds: number; detail: string[]};

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const version = args.find((a, i) => !a.startsWith('--') && !['--ref', '--steps'].includes(args[i - 1] ?? ''));
const ref = option('--ref');
const keepCopy = args.includes('--keep-copy');
const keepInstall = keepCopy || args.includes('--keep-install');
const onlySteps = option('--steps')?.split(',');
if (!version || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
  console.error(
    'usage: npm run canary:docusaurus -- <version, e.g. 3.8.1> [--ref <git ref>] [--keep-install | --keep-copy] [--steps <step,...>]',
  );
  process.exit(2);
}

const cacheHome = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
const SCRATCH = resolve(
  process.env.HELM_CANARY_DIR ?? join(cacheHome, 'helm-website/canary'),
  version + (ref ? `@${ref.replace(/[^\w.-]/g, '_')}` : ''),
);
// The copy must never be this checkout, or inside it: the steps below write node_modules/ and build/.
if (!relative(ROOT, SCRATCH).startsWith('..')) {
  console.error(`[canary] the scratch folder ${SCRATCH} is inside this checkout (${ROOT}); set HELM_CANARY_DIR elsewhere`);
  process.exit(2);
}

// `npm run` gives this process the checkout's npm settings (npm_config_local_prefix, npm_package_*)
// and its node_modules/.bin first on PATH: passed on, they would point npm and npx in the scratch
// copy back at this checkout.
const ENV = Object.fromEntries(
  Object.entries(process.env)
    .filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD')
    .map(([name, value]) => [
      name,
      name === 'PATH'
        ? value
            ?.split(':')
            .filter((dir) => !resolve(dir).startsWith(ROOT))
            .join(':')
        : value,
    ]),
);

/** Runs a command in the scratch copy; its output goes to the log and, the last lines, to the result. */
function run(command: string, commandArgs: string[], log: string, options: SpawnOptions = {}): Promise<{code: number; output: string}> {
  return new Promise((done) => {
    const child = spawn(command, commandArgs, {cwd: SCRATCH, ...options, env: {...ENV, ...options.env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `  ${log} | `));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', (error) => done({code: 127, output: String(error)}));
    child.on('exit', (code, signal) => {
      writeFileSync(join(SCRATCH, `.canary-${log}.log`), output);
      done({code: code ?? (signal ? 128 : 1), output});
    });
  });
}

/** The lines of a failed step's output worth reading first: errors, not progress. */
function firstErrors(output: string, count = 3): string[] {
  const lines = output
    .split('\n')
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').trim())
    .filter(Boolean);
  const errors = lines.filter((line) => /error|failed|cannot|not found|✘|TS\d{4}/i.test(line) && !/^npm (warn|notice)/.test(line));
  return (errors.length ? errors : lines.slice(-count))
    .slice(0, count)
    .map((line) => (line.length > 220 ? `${line.slice(0, 217)}...` : line));
}

/** Copies the tracked files (the working tree's, or --ref's) into the scratch folder; a kept node_modules/ stays. */
function copyCheckout(): void {
  mkdirSync(SCRATCH, {recursive: true});
  for (const name of readdirSync(SCRATCH)) if (name !== 'node_modules') rmSync(join(SCRATCH, name), {recursive: true, force: true});
  if (ref) {
    const archive = spawnSync('git', ['archive', '--format=tar', ref], {cwd: ROOT, maxBuffer: 1 << 30});
    if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr.toString().trim()}`);
    const untar = spawnSync('tar', ['-x', '-C', SCRATCH], {input: archive.stdout});
    if (untar.status !== 0) throw new Error(`tar: ${untar.stderr.toString().trim()}`);
    return;
  }
  const files = spawnSync('git', ['ls-files', '-z', '--cached'], {cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28})
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of files) {
    // A tracked file deleted in the working tree is left out, as a commit of the tree would leave it.
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(SCRATCH, file)), {recursive: true});
    copyFileSync(join(ROOT, file), join(SCRATCH, file));
  }
}

/** Sets every @docusaurus/* dependency to the version; returns how many it set. */
function pinDocusaurus(): number {
  const file = join(SCRATCH, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
  let count = 0;
  for (const field of ['dependencies', 'devDependencies', 'overrides']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (name.startsWith('@docusaurus/')) {
        pkg[field]![name] = version!;
        count++;
      }
    }
  }
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  return count;
}

const installStamp = () =>
  createHash('sha256')
    .update(readFileSync(join(SCRATCH, 'package.json')))
    .update(readFileSync(join(SCRATCH, 'package-lock.json')))
    .digest('hex');

/** The installed version of a package in the scratch copy, or undefined. */
const installed = (name: string) => {
  const file = join(SCRATCH, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version : undefined;
};

/** Docusaurus's own loading and validation of docusaurus.config.ts, as `docusaurus build` starts with it. */
const CONFIG_LOAD = `
const {loadSiteConfig} = require('@docusaurus/core/lib/server/config.js');
loadSiteConfig({siteDir: process.cwd()}).then(
  ({siteConfig}) => console.log('config loaded: ' + siteConfig.title + ', ' + siteConfig.i18n.locales.join(', ')),
  (error) => { console.error(error); process.exit(1); },
);`;

type Playwright = {suites?: Suite[]; errors?: {message?: string}[]};
type Suite = {title: string; specs?: Spec[]; suites?: Suite[]};
type Spec = {title: string; tests: {status: string; results: {error?: {message?: string}}[]}[]};

/** Counts and the first failures of a Playwright JSON report. */
function readReport(file: string): {passed: number; failed: number; skipped: number; failures: string[]} {
  const counts = {passed: 0, failed: 0, skipped: 0, failures: [] as string[]};
  if (!existsSync(file)) return counts;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Playwright;
  const walk = (suite: Suite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status === 'skipped') counts.skipped++;
        else if (t.status === 'expected' || t.status === 'flaky') counts.passed++;
        else {
          counts.failed++;
          const message = t.results.find((r) => r.error)?.error?.message ?? t.status;
          const lines = message
            .replace(/\x1b\[[0-9;]*m/g, '')
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean);
          // An `expect(…).toEqual` says what differs below its first line: the first line received.
          const received = lines.find((line) => /^\+ {2,}\S/.test(line));
          const first = [lines[0] ?? '', received].filter(Boolean).join(' ');
          counts.failures.push(`${[...path, spec.title].filter(Boolean).join(' › ')}: ${first.slice(0, 300)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title.endsWith('.spec.ts') ? '' : child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) counts.failures.push((error.message ?? '').split('\n')[0]);
  return counts;
}

type Step = {name: string; run: () => Promise<{ok: boolean; detail: string[]}>};

const steps: Step[] = [
  {
    name: 'copy',
    run: async () => {
      if (keepCopy && existsSync(join(SCRATCH, 'package.json'))) return {ok: true, detail: [`kept ${SCRATCH} as it is (--keep-copy)`]};
      copyCheckout();
      const pinned = pinDocusaurus();
      return {ok: pinned > 0, detail: [`${ref ?? 'working tree'} → ${SCRATCH}, ${pinned} @docusaurus/* dependencies set to ${version}`]};
    },
  },
  {
    name: 'install',
    run: async () => {
      const stampFile = join(SCRATCH, 'node_modules/.canary-install');
      const stamp = installStamp();
      const kept =
        existsSync(stampFile) && (keepInstall || readFileSync(stampFile, 'utf8') === stamp) && installed('@docusaurus/core') === version;
      if (!kept) {
        // `npm install`, not `npm ci`: the lockfile names 3.7.0, and the upgrade is what it would record.
        const {code, output} = await run('npm', ['install', '--no-audit', '--no-fund'], 'install');
        if (code !== 0) return {ok: false, detail: firstErrors(output)};
        writeFileSync(stampFile, stamp);
      }
      const versions = [
        ...new Set(readdirSync(join(SCRATCH, 'node_modules/@docusaurus')).map((name) => `${installed(`@docusaurus/${name}`)}`)),
      ];
      const ok = versions.length === 1 && versions[0] === version;
      return {ok, detail: [`${kept ? 'kept the install' : 'installed'}: @docusaurus/* at ${versions.join(', ')}`]};
    },
  },
  {
    name: 'typecheck',
    run: async () => {
      const {code, output} = await run('npx', ['tsc', '--noEmit', '-p', '.'], 'typecheck');
      const errors = output.match(/error TS\d+/g)?.length ?? 0;
      return {ok: code === 0, detail: code === 0 ? [] : [`${errors} errors`, ...firstErrors(output)]};
    },
  },
  {
    name: 'config',
    run: async () => {
      const {code, output} = await run(process.execPath, ['--import', 'tsx', '-e', CONFIG_LOAD], 'config');
      return {ok: code === 0, detail: code === 0 ? firstErrors(output, 1).slice(-1) : firstErrors(output)};
    },
  },
  {
    name: 'build',
    run: async () => {
      const {code, output} = await run('npm', ['run', 'build'], 'build');
      const done = output.match(/\[SUCCESS\][^\n]*/)?.[0];
      return {ok: code === 0 && !!done, detail: code === 0 ? [done ?? 'no [SUCCESS] line'] : firstErrors(output, 4)};
    },
  },
  ...SPECS.map((spec): Step => ({
    name: spec,
    run: async () => {
      if (!existsSync(join(SCRATCH, 'build/index.html'))) return {ok: false, detail: ['no build to test']};
      const report = join(SCRATCH, `.canary-${spec}.json`);
      rmSync(report, {force: true});
      const {output} = await run('npx', ['playwright', 'test', `tests/e2e/${spec}.spec.ts`, '--reporter=line,json'], spec, {
        env: {PLAYWRIGHT_JSON_OUTPUT_NAME: report},
      });
      const counts = readReport(report);
      const ok = counts.failed === 0 && counts.failures.length === 0 && counts.passed > 0;
      const summary = `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
      return {ok, detail: [summary, ...(counts.passed + counts.failed === 0 ? firstErrors(output) : counts.failures.slice(0, 4))]};
    },
  })),
];

function table(results: Result[]): string {
  const rows = results.map((r) => [r.step, r.outcome, `${r.seconds.toFixed(0)} s`, r.detail.join(' ⏎ ')]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length), ['step', 'outcome', 'time'][i].length));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell.replace(/\|/g, '\\|'))).join(' | ')} |`;
  return [
    line(['step', 'outcome', 'time', 'first error lines']),
    line(widths.map((w) => '-'.repeat(w)).concat('---')),
    ...rows.map(line),
  ].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const results: Result[] = [];
  for (const step of steps) {
    if (onlySteps && !['copy', 'install', ...onlySteps].includes(step.name)) continue;
    // Without a copy or an install, no other step means anything.
    if (results.some((r) => ['copy', 'install'].includes(r.step) && r.outcome === 'FAIL')) {
      results.push({step: step.name, outcome: 'skipped', seconds: 0, detail: ['the copy or the install failed']});
      continue;
    }
    const stepStarted = Date.now();
    console.log(`[canary] ${step.name}…`);
    const {ok, detail} = await step.run().catch((error: unknown) => ({ok: false, detail: [String(error)]}));
    results.push({step: step.name, outcome: ok ? 'pass' : 'FAIL', seconds: (Date.now() - stepStarted) / 1000, detail});
    console.log(`[canary] ${step.name}: ${ok ? 'pass' : 'FAIL'} ${detail[0] ?? ''}`);
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const failed = results.filter((r) => r.outcome !== 'pass');
  const heading = `Docusaurus ${version} (${ref ?? 'working tree'}), ${new Date().toISOString().slice(0, 16)} UTC, ${minutes} min: ${failed.length ? `${failed.length} of ${results.length} steps did not pass` : 'every step passed'}`;
  const report = `${heading}\n\n${table(results)}\n`;
  writeFileSync(join(SCRATCH, 'canary-report.md'), report);
  console.log(`\n${report}\nlogs: ${SCRATCH}/.canary-<step>.log; the table: ${SCRATCH}/canary-report.md`);
  process.exit(failed.length ? 1 : 0);
}

void main();

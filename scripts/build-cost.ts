// usage: npm run bench:build [-- --scenarios en,en+es,en+es+fr,en+es+docs×2] [--warm] [--out reports/build-cost.json] [--logs]
//
// How the build grows with the number of locales and the pages per locale. Each scenario builds a
// copy of the site in a temporary folder (node_modules linked, not copied):
//   en           English only (`docusaurus build --locale en`)
//   en+es        today's build
//   en+es+fr     a third locale, `fr`, made of copies of the Spanish pages and strings
//   en+es+docs×2 the 3.19 docs duplicated once in both locales, under /docs/copy/
// For each it runs the build as `npm run build` does (scripts/build.ts: a process per locale, the
// finishing steps of one locale while the next builds), reads its wall time and peak memory (GNU
// time's maximum resident set size: the biggest single process; and the highest sum of all its
// processes at once, sampled by scripts/lib/tree-memory.mjs) and CPU time (user + system, of
// every process), and counts the HTML pages. It then prints the cost of a locale and of a page,
// and projects the build of 11 locales. Every build starts with an empty build cache
// (scripts/lib/build-cache.ts), as a fresh clone does; with --warm, each scenario is built a second
// time with the cache of the first, as a rebuild of unchanged sources (or a CI run that keeps
// node_modules/.cache) is. Run it on a quiet machine: wall time moves with the load
// (printed beside each scenario), CPU time much less, so compare two commits by both, measured
// back to back. --logs keeps each build's output beside --out (build-cost-<scenario>-<cold|warm>.log),
// to see what the build cache gave.
import {spawn, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {availableParallelism, loadavg, tmpdir, totalmem} from 'node:os';
import {dirname, join, resolve} from 'node:path';

const ROOT = resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const scenarios = option('scenarios', 'en,en+es,en+es+fr,en+es+docs×2').split(',');
const out = resolve(ROOT, option('out', 'reports/build-cost.json'));

/** What the site is built from; everything else (build output, caches, tests) stays behind. */
const SOURCES = [
  'blog',
  'docs',
  'facts',
  'i18n',
  'src',
  'static',
  'versioned_docs',
  'versioned_sidebars',
  'scripts',
  'deploy',
  'terms',
  'authors.yml',
  'tags.yml',
  'docusaurus.config.ts',
  'sidebars.ts',
  'versions.json',
  'package.json',
  'tsconfig.json',
  'babel.config.js',
];

type Step = {seconds: number; peakMB: number; treePeakMB: number; cpuSeconds: number};
type Result = {scenario: string; cache: 'cold' | 'warm'; locales: number; pages: number; total: Step; loadAverage: number};
const warm = args.includes('--warm');

/**
 * Runs a command under GNU time: wall seconds, peak resident memory of the biggest process, CPU
 * seconds of all; and, sampled by scripts/lib/tree-memory.mjs, the peak of all its processes together.
 */
function timed(cwd: string, command: string[], env: NodeJS.ProcessEnv = {}, log?: string): Step {
  const stats = join(cwd, '.time');
  const treeMemory = join(cwd, '.tree-memory');
  const sampler = spawn(process.execPath, [join(ROOT, 'scripts/lib/tree-memory.mjs'), String(process.pid), treeMemory], {stdio: 'ignore'});
  const run = spawnSync('/usr/bin/time', ['-f', '%e %M %U %S', '-o', stats, ...command], {
    cwd,
    env: {...process.env, ...env},
    stdio: ['ignore', log ? openSync(log, 'w') : 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  sampler.kill('SIGTERM');
  if (run.status !== 0) throw new Error(`${command.join(' ')} failed in ${cwd}:\n${run.stderr.slice(-3000)}`);
  const [seconds, kb, user, system] = readFileSync(stats, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  const treePeakMB = existsSync(treeMemory) ? Number(readFileSync(treeMemory, 'utf8')) : 0;
  return {seconds, peakMB: Math.round(kb / 1024), treePeakMB, cpuSeconds: Number((user + system).toFixed(1))};
}

function countHtml(dir: string): number {
  return readdirSync(dir, {withFileTypes: true}).reduce(
    (n, entry) => n + (entry.isDirectory() ? countHtml(join(dir, entry.name)) : entry.name.endsWith('.html') ? 1 : 0),
    0,
  );
}

/** A copy of the site, changed for the scenario. */
function prepare(scenario: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'helm-build-cost-'));
  for (const source of SOURCES) if (existsSync(join(ROOT, source))) cpSync(join(ROOT, source), join(dir, source), {recursive: true});
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  // A copy has no git history: without it the docs carry no "last updated" date, as in a shallow CI clone.
  if (scenario.includes('+fr')) {
    cpSync(join(dir, 'i18n/es'), join(dir, 'i18n/fr'), {recursive: true});
    const constants = join(dir, 'src/site-constants.ts');
    writeFileSync(
      constants,
      readFileSync(constants, 'utf8')
        .replace("all: ['en', 'es']", "all: ['en', 'es', 'fr']")
        .replace(/(\n\s*es: \{label: 'Español'[^\n]*)/, "$1\n    fr: {label: 'Français', htmlLang: 'fr', direction: 'ltr', path: 'fr'},"),
    );
    // The config's per-locale texts have English and Spanish: the copy speaks Spanish.
    const config = join(dir, 'docusaurus.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replaceAll('}[locale];', "}[locale === 'fr' ? 'es' : locale];"));
  }
  if (scenario.includes('docs×2')) {
    for (const docs of ['versioned_docs/version-3', 'i18n/es/docusaurus-plugin-content-docs/version-3']) {
      const copy = join(dir, docs, 'copy');
      cpSync(join(ROOT, docs), copy, {recursive: true});
      // Slugs and the tags file are the originals' own.
      const walk = (d: string): void => {
        for (const entry of readdirSync(d, {withFileTypes: true})) {
          const path = join(d, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (/\.mdx?$/.test(entry.name)) writeFileSync(path, readFileSync(path, 'utf8').replace(/^slug:.*\n/m, ''));
          else if (entry.name === 'tags.yml') rmSync(path);
        }
      };
      walk(copy);
    }
  }
  return dir;
}

/** The cold build of a scenario, and with --warm the same build again with the first one's cache. */
function measure(scenario: string): Result[] {
  const dir = prepare(scenario);
  try {
    const locales = scenario.split('+').filter((part) => /^[a-z]{2}$/.test(part));
    const localeArgs = locales.length === 1 ? ['--locale', locales[0]] : [];
    // The copy's own cache: node_modules is the checkout's, and so would its cache be.
    const env = {HELM_BUILD_CACHE: join(dir, '.build-cache')};
    const results: Result[] = [];
    for (const cache of warm ? (['cold', 'warm'] as const) : (['cold'] as const)) {
      if (cache === 'warm') process.stderr.write(`${scenario}: building again (load average ${loadavg()[0].toFixed(2)})\n`);
      const loadAverage = Number(loadavg()[0].toFixed(1));
      const log = args.includes('--logs') ? join(dirname(out), `build-cost-${scenario.replace(/\W+/g, '-')}-${cache}.log`) : undefined;
      if (log) mkdirSync(dirname(log), {recursive: true});
      const total = timed(dir, [process.execPath, '--import', 'tsx', 'scripts/build.ts', ...localeArgs], env, log);
      const pages = countHtml(join(dir, 'build'));
      results.push({scenario, cache, locales: locales.length, pages, total, loadAverage});
    }
    return results;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

function main(): void {
  const results: Result[] = [];
  for (const scenario of scenarios) {
    process.stderr.write(`${scenario}: building (load average ${loadavg()[0].toFixed(2)})\n`);
    results.push(...measure(scenario));
  }
  console.log(
    '| scenario | build cache | pages | wall time | CPU time | peak memory, biggest process | peak memory, all processes | load average at start |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results)
    console.log(
      `| ${r.scenario} | ${r.cache} | ${r.pages} | ${r.total.seconds} s | ${r.total.cpuSeconds} s | ${r.total.peakMB} MB | ${r.total.treePeakMB} MB | ${r.loadAverage} |`,
    );

  // The projection is of cold builds, a fresh clone's.
  const find = (name: string) => results.find((r) => r.scenario === name && r.cache === 'cold');
  const two = find('en+es');
  const three = find('en+es+fr');
  const doubled = find('en+es+docs×2');
  const projection: Record<string, number> = {};
  if (two && three) {
    const perLocale = {
      seconds: three.total.seconds - two.total.seconds,
      peakMB: three.total.peakMB - two.total.peakMB,
      pages: three.pages - two.pages,
    };
    const eleven = {seconds: two.total.seconds + 9 * perLocale.seconds, peakMB: two.total.peakMB + Math.max(0, 9 * perLocale.peakMB)};
    Object.assign(projection, {
      perLocaleSeconds: perLocale.seconds,
      perLocaleMB: perLocale.peakMB,
      elevenLocalesSeconds: eleven.seconds,
      elevenLocalesPeakMB: eleven.peakMB,
    });
    console.log(`\nA locale of ${perLocale.pages} pages adds ${perLocale.seconds.toFixed(1)} s and ${perLocale.peakMB} MB of peak memory.`);
    console.log(
      `11 locales, built as today (a process per locale, one after the other): about ${Math.round(eleven.seconds)} s and ${(eleven.peakMB / 1024).toFixed(2)} GB at peak` +
        ` (this machine: ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB).`,
    );
  }
  if (two && doubled) {
    const added = doubled.pages - two.pages;
    const perPage = {
      ms: ((doubled.total.seconds - two.total.seconds) * 1000) / added,
      kb: ((doubled.total.peakMB - two.total.peakMB) * 1024) / added,
    };
    Object.assign(projection, {perPageMs: perPage.ms, perPageKB: perPage.kb});
    console.log(`A page adds ${perPage.ms.toFixed(0)} ms and ${perPage.kb.toFixed(0)} KB of peak memory (${added} pages added).`);
  }
  mkdirSync(dirname(out), {recursive: true});
  writeFileSync(
    out,
    JSON.stringify(
      {date: new Date().toISOString(), cores: availableParallelism(), memoryGB: Math.round(totalmem() / 2 ** 30), results, projection},
      null,
      2,
    ),
  );
  console.log(`Wrote ${out}`);
}

main();

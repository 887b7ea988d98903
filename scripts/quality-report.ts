// usage: npm run report:quality [-- --dir build] [--out reports/quality.json] [--runs 3] [--only <page type>]
//                                [--locales en,es] [--bytes-only] [--baseline <another build>]
//
// Serves the production build (`npm run build` first) with compression through scripts/serve.mjs,
// then runs Lighthouse (mobile emulation) and axe-core in Chromium on one page of every page type
// in every locale (tests/page-types.ts), prints three tables and writes the figures as JSON.
// --bytes-only counts the bytes alone (a minute, no Lighthouse, no axe). --baseline serves another
// build (an earlier commit's) beside this one and runs the simulated Lighthouse on the same page of
// both, alternately, run by run, then prints the two side by side: on a shared or slow machine the
// scores move more from run to run than a change moves them, and only builds measured together
// can be compared (handbook/performance.md).
// Lighthouse runs --runs times a page with simulated throttling, and --runs times with devtools
// throttling (the network and CPU really slowed: slow 4G, 4x CPU), which measures the first paint
// as a phone on that network sees it; simulated throttling estimates it from a fast load and
// counts the route chunks as dependencies of the paint. The median run counts, as Lighthouse
// advises on a noisy machine; the load average is recorded beside each page.
// Targets: performance ≥ 98 (simulated); first contentful paint ≤ 1.1 s (devtools, median);
// accessibility, best practices and SEO 100; no axe violation, experimental rules included; no
// request to another host while the page loads; the scripts and styles a page loads (brotli bytes
// of the files, read from the build) within its budget in scripts/quality-budgets.json, and
// scripts within 150 KB. Bytes are counted two ways: at startup (what the page requests as
// scripts and stylesheets until the network is idle), which the budget holds, and as Lighthouse
// and a reader's data plan count them (every script and stylesheet fetched until the network has
// been idle for IDLE_MS, prefetches of other pages included); the larger stays within 150 KB. The not-found page answers 404 on purpose: SEO's status-code audit and
// the console error of its own 404 response do not count against it; the search page is noindex
// on purpose, and SEO's is-crawlable audit does not count against it.
// Exit status: 0 when every page meets every target, 1 otherwise or on any failure.
import {type ChildProcess, spawn} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {loadavg} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type {Result} from 'lighthouse';
import {chromium} from 'playwright-core';
import {BUDGETS_FILE, budgets, builtSize} from '../tests/built-size';
import {chromiumArgs, chromiumExecutable} from '../tests/chromium';
import {DATA_ALLOWANCE} from '../src/client/data-allowance';
import {LOCALES} from '../src/site-constants';
import {localized, type Locale} from '../tests/contract';
import {pageTypes} from '../tests/page-types';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const ROOT = resolve(__dirname, '..');
const dir = resolve(ROOT, option('dir', 'build'));
const out = resolve(ROOT, option('out', 'reports/quality.json'));
const runs = Number(option('runs', '3'));
const bytesOnly = args.includes('--bytes-only');
const locales = option('locales', LOCALES.all.join(',')).split(',') as Locale[];
const baselineDir = option('baseline', '') && resolve(ROOT, option('baseline', ''));

const TARGET = {performance: 98, accessibility: 100, 'best-practices': 100, seo: 100};
const CATEGORIES = Object.keys(TARGET) as (keyof typeof TARGET)[];
/** First contentful paint under devtools throttling, median of the runs. */
const FCP_TARGET_SECONDS = 1.1;
/** Scripts a page loads, brotli, whatever its budget says: the reader's allowance, which idle prefetching keeps to. */
const JS_TARGET_KB = DATA_ALLOWANCE.scriptsKB;
/**
 * How long the network must stay quiet before the reader's count stops: longer than an idle
 * prefetch slice waits for the browser (src/client/idle-prefetch.ts) and than Lighthouse's own
 * quiet windows (network and CPU quiet for 1 s, then 1 s more).
 */
const IDLE_MS = 3000;
/** axe's experimental rules, which its default run leaves out. */
const EXPERIMENTAL_RULES = Object.fromEntries(axe.getRules(['experimental']).map((rule) => [rule.ruleId, {enabled: true}]));

/** KB of scripts and styles, read from the build's brotli copies. */
type Bytes = {jsKB: number; cssKB: number};

type Row = {
  page: string;
  locale: Locale;
  url: string;
  scores: Record<keyof typeof TARGET, number>;
  performanceRuns: number[];
  axeViolations: string[];
  thirdPartyRequests: string[];
  /**
   * What the page loads, in KB: the brotli copies of its files in the build (the files themselves
   * where there are none). `startup`: the scripts and stylesheets the page requests for itself;
   * `reader`: every script and stylesheet fetched until the network is quiet, prefetches included,
   * as Lighthouse and a reader's data plan count them; `prefetched`: the files only the reader's
   * count has, by path. The budgets hold the larger count.
   */
  bytes: {startup: Bytes; reader: Bytes; htmlKB: number; prefetched: string[]};
  /** Lighthouse's own figure for the scripts (transfer sizes, headers included), for comparison. */
  lighthouseScriptKB: number;
  /** Devtools-throttled runs: first contentful paint and LCP of the median run, and every run's FCP. */
  devtools: {fcpSeconds: number; lcpSeconds: number; fcpRuns: number[]; performance: number};
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
  missed: string[];
  /** Lighthouse's measure of this machine's speed, and the load around it: the scores depend on both. */
  benchmarkIndex: number;
  loadAverage: number;
  /** Total blocking time of every simulated run, ms. */
  tbtRunsMs: number[];
  /** With --baseline: the other build's simulated runs of the same page, taken alternately with this build's. */
  baseline?: {performanceRuns: number[]; performance: number; tbtMs: number; lcpSeconds: number};
};

async function startServer(port: number, origin: string, root = dir): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--dir', root], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 50; i++) {
    if (server.exitCode !== null) throw new Error('scripts/serve.mjs exited: run `npm run build` first');
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`scripts/serve.mjs did not answer on ${origin}`);
}

type NetworkRequest = {url: string};
const networkRequests = (lhr: Result) => (lhr.audits['network-requests'].details as {items?: NetworkRequest[]}).items ?? [];

/** Whether best practices lose points only for the console error of the page's own 404 status. */
function onlyOwn404(lhr: Result, url: string, failedAudits: string[]): boolean {
  type ConsoleError = {source: string; description: string; sourceLocation?: {url?: string}};
  const errors = (lhr.audits['errors-in-console'].details as {items?: ConsoleError[]}).items ?? [];
  return (
    failedAudits.filter((a) => a.startsWith('best-practices/')).join() === 'best-practices/errors-in-console' &&
    errors.every((e) => e.source === 'network' && e.sourceLocation?.url === url && /status of 404/.test(e.description))
  );
}

/**
 * The targets a page's bytes miss. Its budget holds what the page itself loads (the startup
 * count): the same bytes on every run, so growth fails the report. The larger of the two counts,
 * prefetches of other pages included, is held to the reader's allowance, JS_TARGET_KB: idle
 * prefetching stops short of it, and which pages it reaches first varies from run to run.
 */
function missedBytes(name: string, bytes: Row['bytes']): string[] {
  const missed: string[] = [];
  const js = Math.max(bytes.startup.jsKB, bytes.reader.jsKB);
  const budget = budgets[name];
  if (!budget) missed.push(`no budget in ${BUDGETS_FILE}`);
  else {
    if (bytes.startup.jsKB > budget.jsKB) missed.push(`scripts at startup ${bytes.startup.jsKB} KB > budget ${budget.jsKB} KB`);
    const css = Math.max(bytes.startup.cssKB, bytes.reader.cssKB);
    if (css > budget.cssKB) missed.push(`styles ${css} KB > budget ${budget.cssKB} KB`);
  }
  if (js > JS_TARGET_KB && !budget?.overTarget) missed.push(`scripts with prefetches ${js} KB > ${JS_TARGET_KB} KB`);
  return missed;
}

/** A row of the bytes alone (--bytes-only). */
function bytesRow(name: string, locale: Locale, url: string, bytes: Row['bytes']): Row {
  return {
    page: name,
    locale,
    url: new URL(url).pathname,
    bytes,
    missed: missedBytes(name, bytes),
    failedAudits: [],
    axeViolations: [],
    thirdPartyRequests: [],
  } as unknown as Row;
}

/** The median of `values` (the upper one of an even count). */
function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** The baseline build's runs of a page, each figure the median of its runs. */
function baselineSummary(lhrs: Result[]): NonNullable<Row['baseline']> {
  const performanceRuns = lhrs.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100));
  return {
    performanceRuns,
    performance: median(performanceRuns),
    tbtMs: median(lhrs.map((lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0))),
    lcpSeconds: median(lhrs.map((lhr) => Number(((lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000).toFixed(2)))),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const {port: free} = probe.address() as {port: number};
      probe.close(() => resolve(free));
    });
    probe.on('error', reject);
  });
}

async function main(): Promise<void> {
  // Lighthouse is ESM only; this script runs as CommonJS like the rest of the TypeScript here.
  const {default: lighthouse} = await import('lighthouse');
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const foreign = (url: string) => /^https?:/.test(url) && new URL(url).origin !== origin;
  const server = await startServer(port, origin);
  const baselineOrigin = baselineDir ? `http://localhost:${await freePort()}` : undefined;
  const baselineServer = baselineOrigin
    ? await startServer(Number(new URL(baselineOrigin).port), baselineOrigin, baselineDir).catch((error: unknown) => {
        server.kill();
        throw error;
      })
    : undefined;
  const stopServers = () => [server, baselineServer].forEach((s) => s?.kill());
  const debuggingPort = await freePort();
  // A browser that does not start must not leave the servers behind (they hold the terminal's pipe).
  const browser = await chromium
    .launch({executablePath: chromiumExecutable, args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`]})
    .catch((error: unknown) => {
      stopServers();
      throw error;
    });
  const rows: Row[] = [];
  mkdirSync(dirname(out), {recursive: true});
  try {
    for (const [{name, path}, locale] of pageTypes()
      .filter((p) => p.name.includes(option('only', '')))
      .flatMap((p) => locales.map((l) => [p, l] as const))) {
      const url = origin + localized(path, locale);
      process.stderr.write(`${name}: ${url}\n`);

      // axe at Lighthouse's mobile viewport; the Playwright test covers the desktop one.
      const context = await browser.newContext({viewport: {width: 412, height: 823}});
      const page = await context.newPage();
      const requested: string[] = [];
      const startup = {script: 0, stylesheet: 0, document: 0};
      const reader = {script: 0, stylesheet: 0};
      const prefetched: string[] = [];
      let lastRequest = Date.now();
      page.on('request', (request) => {
        lastRequest = Date.now();
        requested.push(request.url());
        const {origin: from, pathname} = new URL(request.url());
        if (from !== origin) return;
        const size = builtSize(dir, pathname);
        const type = request.resourceType();
        // Prefetches (type "other") are for the next page: not in the startup count, in the reader's.
        if (type in startup) startup[type as keyof typeof startup] += size;
        const kind = pathname.endsWith('.js') ? 'script' : pathname.endsWith('.css') ? 'stylesheet' : undefined;
        if (kind) reader[kind] += size;
        if (kind && !(type in startup)) prefetched.push(pathname);
      });
      await page.goto(url);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.waitForLoadState('networkidle');
      // Idle prefetching runs after the load event, in idle slices: wait until it has stopped.
      while (Date.now() - lastRequest < IDLE_MS) await page.waitForTimeout(250);
      const violations = bytesOnly ? [] : (await new AxeBuilder({page}).options({rules: EXPERIMENTAL_RULES}).analyze()).violations;
      await context.close();
      const kb = (n: number) => Number((n / 1024).toFixed(1));
      const bytes = {
        startup: {jsKB: kb(startup.script), cssKB: kb(startup.stylesheet)},
        reader: {jsKB: kb(reader.script), cssKB: kb(reader.stylesheet)},
        htmlKB: kb(startup.document),
        prefetched,
      };
      if (bytesOnly) {
        rows.push(bytesRow(name, locale, url, bytes));
        continue;
      }

      const devtoolsResults = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          url,
          {port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ignoreStatusCode: true},
          {extends: 'lighthouse:default', settings: {throttlingMethod: 'devtools'}},
        );
        if (!result || result.lhr.runtimeError)
          throw new Error(`Lighthouse (devtools) on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
        devtoolsResults.push(result.lhr);
      }
      const fcp = (lhr: Result) => (lhr.audits['first-contentful-paint'].numericValue ?? 0) / 1000;
      const byFcp = [...devtoolsResults].sort((a, b) => fcp(a) - fcp(b));
      const medianDevtools = byFcp[Math.floor(byFcp.length / 2)];
      const devtools = {
        fcpSeconds: Number(fcp(medianDevtools).toFixed(2)),
        lcpSeconds: Number(((medianDevtools.audits['largest-contentful-paint'].numericValue ?? 0) / 1000).toFixed(2)),
        fcpRuns: devtoolsResults.map((lhr) => Number(fcp(lhr).toFixed(2))),
        performance: Math.round((medianDevtools.categories.performance.score ?? 0) * 100),
      };

      const simulated = (target: string) =>
        lighthouse(target, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          ignoreStatusCode: true, // measure the not-found page despite its 404
        }).then((result) => {
          if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
          if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${target}: ${result.lhr.runtimeError.message}`);
          return {...result, loadAverage: loadavg()[0]};
        });
      const results = [];
      const baselineResults = [];
      for (let run = 0; run < runs; run++) {
        // With a baseline, the two builds take turns going first.
        if (baselineOrigin && run % 2 === 1) baselineResults.push(await simulated(baselineOrigin + localized(path, locale)));
        results.push(await simulated(url));
        if (baselineOrigin && run % 2 === 0) baselineResults.push(await simulated(baselineOrigin + localized(path, locale)));
      }
      const performanceRuns = results.map((r) => Math.round((r.lhr.categories.performance.score ?? 0) * 100));
      const medianRun = [...results].sort((a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0))[
        Math.floor(results.length / 2)
      ];
      const {lhr} = medianRun;
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])) as Row['scores'];
      const failedAudits = CATEGORIES.flatMap((c) =>
        lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1).map((ref) => `${c}/${ref.id}`),
      );
      const resources = (lhr.audits['resource-summary'].details as {items?: {resourceType: string; transferSize: number}[]}).items ?? [];
      const row: Row = {
        page: name,
        locale,
        url: localized(path, locale),
        scores,
        axeViolations: violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes)`),
        thirdPartyRequests: [
          ...new Set([...requested, ...results.flatMap((r) => networkRequests(r.lhr).map((request) => request.url))].filter(foreign)),
        ],
        bytes,
        lighthouseScriptKB: kb(resources.find((r) => r.resourceType === 'script')?.transferSize ?? 0),
        devtools,
        lcpSeconds: Number(((lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000).toFixed(2)),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        failedAudits,
        missed: [],
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        loadAverage: Number(medianRun.loadAverage.toFixed(2)),
        performanceRuns,
        tbtRunsMs: results.map((r) => Math.round(r.lhr.audits['total-blocking-time'].numericValue ?? 0)),
        ...(baselineResults.length ? {baseline: baselineSummary(baselineResults.map((r) => r.lhr))} : {}),
      };
      writeFileSync(join(dirname(out), `lighthouse-${locale}-${name.replace(/\W+/g, '-')}.json`), medianRun.report as string);
      for (const c of CATEGORIES) {
        if (name === 'not-found' && (c === 'seo' || (c === 'best-practices' && onlyOwn404(lhr, url, failedAudits)))) continue;
        // The search page asks search engines not to index it (a results page of our own): SEO's
        // is-crawlable audit, and only that one, may fail there.
        if (name === 'search' && c === 'seo' && failedAudits.filter((a) => a.startsWith('seo/')).join() === 'seo/is-crawlable') continue;
        if (scores[c] < TARGET[c]) row.missed.push(`${c} ${scores[c]} < ${TARGET[c]}`);
      }
      if (row.axeViolations.length) row.missed.push(`${row.axeViolations.length} axe violations`);
      if (devtools.fcpSeconds > FCP_TARGET_SECONDS)
        row.missed.push(`first paint ${devtools.fcpSeconds} s > ${FCP_TARGET_SECONDS} s (devtools)`);
      row.missed.push(...missedBytes(name, bytes));
      if (row.thirdPartyRequests.length) row.missed.push(`${row.thirdPartyRequests.length} third-party requests`);
      rows.push(row);
    }
  } finally {
    await browser.close();
    stopServers();
  }

  // Bytes are in the third table, from the build's files: one figure per page, not Lighthouse's transfer sizes too.
  const spread = (values: number[]) => (values.length > 1 ? ` (${Math.min(...values)}–${Math.max(...values)})` : '');
  const measured = rows.filter((r) => r.scores);
  if (measured.length) {
    const header = ['page', 'url', 'perf', 'a11y', 'bp', 'seo', 'axe', '3rd-party', 'LCP s', 'TBT ms', 'CLS'];
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- |').join('')}`);
    for (const r of measured) {
      const cells = [
        r.page,
        r.url,
        `${r.scores.performance}${spread(r.performanceRuns)}`,
        r.scores.accessibility,
        r.scores['best-practices'],
        r.scores.seo,
        r.axeViolations.length,
        r.thirdPartyRequests.length,
        r.lcpSeconds,
        r.tbtMs,
        r.cls,
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }

    // Devtools throttling.
    const header2 = ['page', 'url', 'FCP s (devtools)', 'LCP s (devtools)', 'perf (devtools)'];
    console.log(`\n| ${header2.join(' | ')} |\n|${header2.map(() => ' --- |').join('')}`);
    for (const r of measured) {
      console.log(
        `| ${[r.page, r.url, `${r.devtools.fcpSeconds}${spread(r.devtools.fcpRuns)}`, r.devtools.lcpSeconds, r.devtools.performance].join(' | ')} |`,
      );
    }
    console.log('');

    // Against the baseline build, measured alternately with this one.
    if (baselineDir) {
      console.log(`Simulated runs, this build (${dir}) and the baseline (${baselineDir}), taken alternately:\n`);
      const header4 = [
        'page',
        'url',
        'perf runs',
        'perf runs (baseline)',
        'perf median',
        'perf median (baseline)',
        'TBT ms, median',
        'TBT ms, median (baseline)',
      ];
      console.log(`| ${header4.join(' | ')} |\n|${header4.map(() => ' --- |').join('')}`);
      for (const r of measured.filter((row) => row.baseline)) {
        const b = r.baseline!;
        const cells = [
          r.page,
          r.url,
          r.performanceRuns.join(', '),
          b.performanceRuns.join(', '),
          median(r.performanceRuns),
          b.performance,
          r.tbtMs,
          b.tbtMs,
        ];
        console.log(`| ${cells.join(' | ')} |`);
      }
      console.log('');
    }
  }

  // The bytes each page loads, both ways, against its budget.
  const header3 = [
    'page',
    'url',
    'JS KB startup',
    'JS KB reader',
    'JS budget (startup)',
    'CSS KB startup',
    'CSS KB reader',
    'CSS budget',
    'HTML KB',
    ...(measured.length ? ['Lighthouse JS KB'] : []),
  ];
  console.log(`| ${header3.join(' | ')} |\n|${header3.map(() => ' --- |').join('')}`);
  for (const r of rows) {
    const b = budgets[r.page];
    const cells = [
      r.page,
      r.url,
      r.bytes.startup.jsKB,
      r.bytes.reader.jsKB,
      b?.jsKB ?? '-',
      r.bytes.startup.cssKB,
      r.bytes.reader.cssKB,
      b?.cssKB ?? '-',
      r.bytes.htmlKB,
      ...(measured.length ? [r.lighthouseScriptKB] : []),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  for (const r of rows.filter((row) => row.missed.length || row.failedAudits.length)) {
    console.log(`\n${r.page} (${r.url}): ${[...r.missed, ...r.failedAudits, ...r.axeViolations, ...r.thirdPartyRequests].join('; ')}`);
  }

  const {version: lighthouseVersion} = JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8'));
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouseVersion,
        targets: {...TARGET, fcpSeconds: FCP_TARGET_SECONDS, jsKB: JS_TARGET_KB},
        budgets,
        pages: rows,
      },
      null,
      2,
    ),
  );
  const bench = measured.map((r) => r.benchmarkIndex);
  if (measured.length)
    console.log(
      `\nBenchmark index ${Math.min(...bench)}–${Math.max(...bench)}, load average up to ${Math.max(...measured.map((r) => r.loadAverage))} on this machine`,
    );
  console.log(`Wrote ${out} and one Lighthouse report per page beside it`);
  const missed = rows.filter((r) => r.missed.length);
  if (missed.length) {
    console.error(`${missed.length} of ${rows.length} pages miss a target`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

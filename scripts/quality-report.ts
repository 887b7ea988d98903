// usage: npm run report:quality [-- --dir build] [--out reports/quality.json] [--runs 3] [--only <page type>]
//
// Serves the production build (`npm run build` first) with compression through scripts/serve.mjs,
// then runs Lighthouse (mobile emulation) and axe-core in Chromium on one page of every page type
// in /es/ (tests/page-types.ts), prints a table and writes the figures as JSON.
// Lighthouse runs --runs times a page and the median run by performance counts, as Lighthouse
// advises on a noisy machine; the load average is recorded beside each page.
// Targets: performance ≥ 95, accessibility, best practices and SEO 100, no axe violation, no
// request to another host while the page loads. The not-found page answers 404 on purpose: SEO's
// status-code audit and the console error of its own 404 response do not count against it.
// Exit status: 0 when every page meets every target, 1 otherwise or on any failure.
import {type ChildProcess, spawn} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {loadavg} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Result} from 'lighthouse';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumExecutable} from '../tests/chromium';
import {localized} from '../tests/contract';
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

const TARGET = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};
const CATEGORIES = Object.keys(TARGET) as (keyof typeof TARGET)[];

type Row = {
  page: string;
  url: string;
  scores: Record<keyof typeof TARGET, number>;
  performanceRuns: number[];
  axeViolations: string[];
  thirdPartyRequests: string[];
  jsKB: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
  missed: string[];
  /** Lighthouse's measure of this machine's speed, and the load around it: the scores depend on both. */
  benchmarkIndex: number;
  loadAverage: number;
};

async function startServer(port: number, origin: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--dir', dir], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 50; i++) {
    if (server.exitCode !== null) throw new Error('scripts/serve.mjs exited: run `npm run build` first');
    if (await fetch(origin).then(() => true, () => false)) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`scripts/serve.mjs did not answer on ${origin}`);
}

type NetworkRequest = {url: string; resourceType?: string; transferSize?: number};
const networkRequests = (lhr: Result) =>
  (lhr.audits['network-requests'].details as {items?: NetworkRequest[]}).items ?? [];

/** Whether best practices lose points only for the console error of the page's own 404 status. */
function onlyOwn404(lhr: Result, url: string, failedAudits: string[]): boolean {
  type ConsoleError = {source: string; description: string; sourceLocation?: {url?: string}};
  const errors = (lhr.audits['errors-in-console'].details as {items?: ConsoleError[]}).items ?? [];
  return (
    failedAudits.filter((a) => a.startsWith('best-practices/')).join() === 'best-practices/errors-in-console' &&
    errors.every((e) => e.source === 'network' && e.sourceLocation?.url === url && /status of 404/.test(e.description))
  );
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
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: [
      ...chromiumArgs,
      `--remote-debugging-port=${debuggingPort}`,
    ],
  });
  const rows: Row[] = [];
  mkdirSync(dirname(out), {recursive: true});
  try {
    for (const {name, path} of pageTypes().filter((p) => p.name.includes(option('only', '')))) {
      const url = origin + localized(path, 'es');
      process.stderr.write(`${name}: ${url}\n`);

      // axe at Lighthouse's mobile viewport; the Playwright test covers the desktop one.
      const context = await browser.newContext({viewport: {width: 412, height: 823}});
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(url);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.waitForLoadState('networkidle');
      const {violations} = await new AxeBuilder({page}).analyze();
      await context.close();

      const results = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          ignoreStatusCode: true, // measure the not-found page despite its 404
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
        results.push({...result, loadAverage: loadavg()[0]});
      }
      const performanceRuns = results.map((r) => Math.round((r.lhr.categories.performance.score ?? 0) * 100));
      const median = [...results].sort((a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0))[
        Math.floor(results.length / 2)
      ];
      const {lhr} = median;
      const requests = networkRequests(lhr);
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
      ) as Row['scores'];
      const failedAudits = CATEGORIES.flatMap((c) =>
        lhr.categories[c].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
          .map((ref) => `${c}/${ref.id}`),
      );
      const row: Row = {
        page: name,
        url: localized(path, 'es'),
        scores,
        axeViolations: violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes)`),
        thirdPartyRequests: [
          ...new Set(
            [...requested, ...results.flatMap((r) => networkRequests(r.lhr).map((request) => request.url))].filter(foreign),
          ),
        ],
        jsKB: Math.round(
          requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
        ),
        lcpSeconds: Number(((lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000).toFixed(2)),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        failedAudits,
        missed: [],
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        loadAverage: Number(median.loadAverage.toFixed(2)),
        performanceRuns,
      };
      writeFileSync(join(dirname(out), `lighthouse-${name.replace(/\W+/g, '-')}.json`), median.report as string);
      for (const c of CATEGORIES) {
        if (name === 'not-found' && (c === 'seo' || (c === 'best-practices' && onlyOwn404(lhr, url, failedAudits)))) continue;
        if (scores[c] < TARGET[c]) row.missed.push(`${c} ${scores[c]} < ${TARGET[c]}`);
      }
      if (row.axeViolations.length) row.missed.push(`${row.axeViolations.length} axe violations`);
      if (row.thirdPartyRequests.length) row.missed.push(`${row.thirdPartyRequests.length} third-party requests`);
      rows.push(row);
    }
  } finally {
    await browser.close();
    server.kill();
  }

  const header = ['page', 'url', 'perf', 'a11y', 'bp', 'seo', 'axe', '3rd-party', 'JS KB', 'LCP s', 'TBT ms', 'CLS'];
  const spread = (runs: number[]) => (runs.length > 1 ? ` (${Math.min(...runs)}–${Math.max(...runs)})` : '');
  const lines = rows.map((r) => [
    r.page, r.url, `${r.scores.performance}${spread(r.performanceRuns)}`, r.scores.accessibility, r.scores['best-practices'], r.scores.seo,
    r.axeViolations.length, r.thirdPartyRequests.length, r.jsKB, r.lcpSeconds, r.tbtMs, r.cls,
  ].map(String));
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- |').join('')}`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  for (const r of rows.filter((row) => row.missed.length || row.failedAudits.length)) {
    console.log(`\n${r.page} (${r.url}): ${[...r.missed, ...r.failedAudits, ...r.axeViolations, ...r.thirdPartyRequests].join('; ')}`);
  }

  const {version: lighthouseVersion} = require('lighthouse/package.json');
  writeFileSync(out, JSON.stringify({date: new Date().toISOString(), lighthouseVersion, targets: TARGET, pages: rows}, null, 2));
  const bench = rows.map((r) => r.benchmarkIndex);
  console.log(`\nBenchmark index ${Math.min(...bench)}–${Math.max(...bench)}, load average up to ${Math.max(...rows.map((r) => r.loadAverage))} on this machine`);
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

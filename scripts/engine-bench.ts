// usage: npm run bench:engine [-- --runs 5]
//
// Measures the template engine of the production build (`npm run build` first): the size of its
// WebAssembly file raw, gzip and brotli; in Chromium with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), served by scripts/serve.mjs from its brotli copy, the time from
// loadEngine() to the engine being ready, the part of it after the file has arrived (compiling and
// starting Go), the first render, and a render as a reader types (the same chart, one value
// changed each time); and, side by side, `helm template` by the Helm 3.19.0 binary on the same
// charts. Budgets (handbook/quality.md): brotli ≤ 6 MB, first render after arrival ≤ 1 s, a
// render as you type ≤ 100 ms. The figures are printed and written to reports/engine.json; the
// exit status is 1 when the build has no engine, not when a budget is missed (a report, not a test).
import {spawn} from 'node:child_process';
import {mkdirSync, statSync, writeFileSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import {join, resolve} from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, headlessExecutable} from '../tests/chromium';
import {freePort} from '../tests/free-port';
import {CASES, chartFiles} from '../tests/template-engine/cases';
import {addHarness, builtEngine, ENGINE_DIR, forPage} from '../tests/template-engine/harness';
import {helmTemplate} from '../tests/template-engine/helm-binary';

const ROOT = resolve(__dirname, '..');
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const RUNS = Number(arg('--runs') ?? 5);
export const BUDGETS = {brotliBytes: 6 * 1024 * 1024, firstRenderAfterArrivalMs: 1000, typingRenderMs: 100};
const CPU = 4;
const CHARTS = ['named-templates', 'subchart-globals', 'files'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

async function main(): Promise<void> {
  const engine = builtEngine();
  if (!engine) {
    console.error('engine-bench: build/assets/engine has no engine: run npm run build on a machine with Go');
    process.exit(1);
  }
  // The wasm's parts together (scripts/lib/template-engine.ts cuts it for Cloudflare Pages).
  const size = (ext: string) =>
    engine.parts.reduce((sum, part) => sum + statSync(join(ENGINE_DIR, `${part.split('/').pop()}${ext}`)).size, 0);
  const sizes = {raw: size(''), gzip: size('.gz'), brotli: size('.br'), parts: engine.parts.length};

  const port = await freePort();
  const server = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs'), '--port', String(port)], {cwd: ROOT, stdio: 'ignore'});
  await new Promise((done) => setTimeout(done, 1500));
  const browser = await chromium.launch({executablePath: headlessExecutable, args: chromiumArgs});
  const cases = CHARTS.map((chart) => CASES.find((c) => c.chart === chart)!);
  const runs: {ready: number; afterArrival: number; first: number; typing: number[]}[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://localhost:${port}/docs/`);
      await addHarness(page, engine);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU});
      const chart = forPage(chartFiles(cases[0]));
      // A string, not a function: tsx would wrap a function's helpers in names the page lacks.
      runs.push(
        await page.evaluate(`(async () => {
          const {text, releaseName} = ${JSON.stringify({text: chart.text, releaseName: cases[0].releaseName})};
          const started = performance.now();
          let arrived = 0;
          await window.HelmEngine.loadEngine((loaded, total) => { if (loaded === total) arrived = performance.now(); });
          const ready = performance.now();
          await window.HelmEngine.render({files: text, releaseName});
          const first = performance.now();
          const typing = [];
          for (let i = 0; i < 10; i++) {
            const t = performance.now();
            await window.HelmEngine.render({files: {...text, 'values.yaml': text['values.yaml'] + 'shelves: ' + (i + 4) + '\\n'}, releaseName});
            typing.push(performance.now() - t);
          }
          return {ready: ready - started, afterArrival: first - arrived, first: first - ready, typing};
        })()`),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  const helm: Record<string, number> = {};
  for (const c of cases) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      await helmTemplate({files: chartFiles(c), releaseName: c.releaseName});
      times.push(performance.now() - t);
    }
    helm[c.chart] = median(times);
  }
  const figures = {
    load: `${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
    sizes,
    cpuSlowdown: CPU,
    readyMs: median(runs.map((r) => r.ready)),
    firstRenderAfterArrivalMs: median(runs.map((r) => r.afterArrival)),
    firstRenderMs: median(runs.map((r) => r.first)),
    typingRenderMs: median(runs.flatMap((r) => r.typing)),
    helmTemplateMs: helm,
    budgets: BUDGETS,
  };
  console.log(`Template engine (${figures.load}, median of ${RUNS} runs, CPU slowed ${CPU}×)`);
  console.log(
    `  size: raw ${mb(sizes.raw)}, gzip ${mb(sizes.gzip)}, brotli ${mb(sizes.brotli)} in ${sizes.parts} parts (budget ${mb(BUDGETS.brotliBytes)})`,
  );
  console.log(`  loadEngine() to ready: ${figures.readyMs.toFixed(0)} ms`);
  console.log(
    `  file arrived to first render done: ${figures.firstRenderAfterArrivalMs.toFixed(0)} ms (budget ${BUDGETS.firstRenderAfterArrivalMs} ms)`,
  );
  console.log(`  first render once ready: ${figures.firstRenderMs.toFixed(0)} ms`);
  console.log(`  render as you type: ${figures.typingRenderMs.toFixed(0)} ms (budget ${BUDGETS.typingRenderMs} ms)`);
  for (const [chart, ms] of Object.entries(helm)) console.log(`  helm template ${chart} (binary, a process a run): ${ms.toFixed(0)} ms`);
  mkdirSync(join(ROOT, 'reports'), {recursive: true});
  writeFileSync(join(ROOT, 'reports/engine.json'), `${JSON.stringify(figures, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

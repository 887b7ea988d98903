import {expect, test, type Page} from '@playwright/test';
import type {RenderRequest, RenderResult} from '../../src/template-engine/api';
import {CASES, chartFiles, type Case} from '../template-engine/cases';
import {addHarness, builtEngine, forPage} from '../template-engine/harness';
import {helmTemplate, type Answer} from '../template-engine/helm-binary';
import {scaled} from '../slowdown';
import {readTryitCharts, TRYIT_FOLDER} from '../../scripts/lib/examples/tryit-charts';

// The WebAssembly build of Helm 3.19.0's rendering, run by its worker in Chromium from the files
// the build wrote, against the Helm 3.19.0 binary on the same charts: the same bytes on stdout,
// or the same text on stderr (tests/template-engine/cases.ts lists the charts).

const engine = builtEngine();
test.skip(!engine, 'the build has no template engine (it was made without Go)');
// One page and one engine for the file's tests, in order; a failure does not skip the tests after it.
test.describe.configure({mode: 'default'});

type PageRequest = Omit<RenderRequest, 'files'> & {text: Record<string, string>; b64: Record<string, string>};

declare global {
  interface Window {
    HelmEngine: typeof import('../../src/template-engine/api');
  }
}

function renderIn(page: Page, req: PageRequest): Promise<RenderResult> {
  return page.evaluate(({text, b64, ...rest}) => {
    const files: Record<string, string | Uint8Array> = {...text};
    for (const [name, data] of Object.entries(b64)) files[name] = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    return window.HelmEngine.render({...rest, files: files as Record<string, string>});
  }, req);
}

const request = (c: Case) => ({values: c.values, set: c.set, releaseName: c.releaseName, namespace: c.namespace, showOnly: c.showOnly});
const shown = (a: Answer | RenderResult | {ok: true; output: string} | {ok: false; error: string}): string =>
  'output' in a ? a.output : a.error;

let page: Page;
test.beforeAll(async ({browser}) => {
  page = await browser.newPage();
  await page.goto('/docs/');
  await addHarness(page, engine!);
});
test.afterAll(() => page.close());

test('no byte of the engine loads until it is asked for, then its parts stream in with progress', async ({browser}) => {
  const fresh = await browser.newPage();
  const engineRequests: string[] = [];
  fresh.on('request', (r) => {
    if (r.url().includes('/assets/engine/')) engineRequests.push(new URL(r.url()).pathname);
  });
  await fresh.goto('/docs/');
  await fresh.waitForLoadState('networkidle');
  await addHarness(fresh, engine!);
  expect(engineRequests, 'requests for the engine before anything asked for it').toEqual([]);
  const progress = await fresh.evaluate(async () => {
    const seen: [number, number][] = [];
    await window.HelmEngine.loadEngine((loaded, total) => seen.push([loaded, total]));
    return seen;
  });
  expect(engineRequests).toEqual([engine!.worker, ...engine!.parts]);
  expect(progress.length).toBeGreaterThan(1);
  expect(progress.at(-1)).toEqual([engine!.wasmBytes, engine!.wasmBytes]);
  expect(progress.every(([loaded], i) => i === 0 || loaded > progress[i - 1][0])).toBe(true);
  await fresh.close();
});

test('the engine files are served as application/wasm, immutable, from their brotli copies', async ({request: http}) => {
  for (const part of engine!.parts) {
    const response = await http.get(part, {headers: {'Accept-Encoding': 'br'}});
    expect(response.headers()['content-type'], part).toBe('application/wasm');
    expect(response.headers()['content-encoding'], part).toBe('br');
    expect(response.headers()['cache-control'], part).toContain('immutable');
  }
});

for (const c of CASES.filter((x) => !x.endless && !x.chromium)) {
  test(`renders as the Helm 3.19.0 binary does: ${c.name}`, async () => {
    test.setTimeout(scaled(300_000));
    const files = chartFiles(c);
    const [wasm, binary] = await Promise.all([
      renderIn(page, {...request(c), ...forPage(files), timeoutMs: scaled(240_000)}),
      helmTemplate({...request(c), files}),
    ]);
    expect(wasm.ok, shown(wasm)).toBe(binary.ok);
    expect(shown(wasm)).toBe(shown(binary));
  });
}

for (const c of CASES.filter((x) => x.chromium)) {
  test(`says why it stops where Helm's own limit is out of its reach, then renders again: ${c.name}`, async () => {
    test.setTimeout(scaled(120_000));
    const result = await renderIn(page, {...request(c), ...forPage(chartFiles(c)), timeoutMs: scaled(60_000)});
    expect(result, c.chromium!.why).toEqual({ok: false, error: c.chromium!.error});
    const next = CASES.find((x) => x.chart === 'named-templates')!;
    const after = await renderIn(page, {...request(next), ...forPage(chartFiles(next))});
    expect(shown(after)).toBe(shown(await helmTemplate({...request(next), files: chartFiles(next)})));
  });
}

test('a template that never ends stops at the time limit, the page stays responsive, and the next render works', async () => {
  test.setTimeout(scaled(120_000));
  const endless = CASES.find((c) => c.endless)!;
  const limit = 2000;
  const pending = renderIn(page, {...request(endless), ...forPage(chartFiles(endless)), timeoutMs: limit});
  // The page answers while the worker loops.
  const started = Date.now();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  expect(Date.now() - started).toBeLessThan(limit);
  const result = await pending;
  expect(result).toEqual({ok: false, error: `Error: rendering took longer than the time limit of ${limit} ms and was stopped`});
  // The binary does not finish in five times the limit either.
  const binary = await helmTemplate({files: chartFiles(endless)}, 5 * limit);
  expect(binary.ok === false && binary.timedOut).toBe(true);
  const next = CASES.find((c) => c.chart === 'named-templates')!;
  const after = await renderIn(page, {...request(next), ...forPage(chartFiles(next))});
  expect(shown(after)).toBe(shown(await helmTemplate({...request(next), files: chartFiles(next)})));
});

// The guide's template blocks as the examples harness rendered them with the binary
// (scripts/lib/examples/tryit-charts.ts): `npm test` runs the examples before this spec.
for (const locale of ['en', 'es'] as const) {
  const charts = readTryitCharts(locale);
  test(`every guide example renders as the Helm 3.19.0 binary rendered it (${locale}, ${charts.length} blocks)`, async () => {
    test.skip(!charts.length, `no ${locale} records in ${TRYIT_FOLDER}: npm run test:examples writes them`);
    test.setTimeout(scaled(60_000 + charts.length * 5_000));
    const differs: string[] = [];
    for (const chart of charts) {
      const result = await renderIn(page, {
        text: chart.files,
        b64: {},
        values: chart.values,
        set: chart.set,
        releaseName: chart.releaseName,
        showOnly: chart.showOnly,
      });
      const want = shown(chart.expected);
      if (result.ok !== chart.expected.ok || shown(result) !== want)
        differs.push(`${chart.page} block ${chart.blockIndex}:\n--- wasm\n${shown(result)}\n--- helm\n${want}`);
    }
    expect(differs.join('\n\n')).toBe('');
  });
}

// usage: tsx scripts/search-bench.ts [--build build] [--cpu 4] [--runs 5] [--peers] [--cold-only]
//
// What the embedded search engine costs a visitor, from the shards `npm run build` wrote (a build
// without Algolia credentials), in Chromium with the CPU slowed down `--cpu` times:
// - each shard's size, raw and brotli-compressed (what goes over the wire);
// - the engine alone (src/search/engine.ts, bundled with esbuild), the shards handed to it as text:
//   the time to the first answer (reading the shards and the first query) and of each later
//   keystroke of a typed query;
// - the modal on a freshly loaded docs page, served from the build with the shards in the HTTP
//   cache: the time from the last key of a query typed at once to its first hits.
// With --peers it also indexes the same pages (the latest docs, the blog and the pages of each
// locale) with Pagefind (a devDependency, used only here) and prints both engines side by side:
// top-1 and top-3 on tests/search-relevance.json (ours in the order the modal shows, Pagefind's in
// its own), bytes (brotli) and time to the first answer on a fresh page, and keystroke times.
// It prints the figures and the targets beside them; it fails only when there is no build or no
// shards, never on timing. Exit status: 0, or 1 without shards. Timings move with the machine's
// load: the load average is printed beside them.
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {loadavg, tmpdir} from 'node:os';
import {join, relative, resolve} from 'node:path';
import {brotliCompressSync, constants} from 'node:zlib';
import {build} from 'esbuild';
import sirv from 'sirv';
import {chromium, type Browser, type Page} from '@playwright/test';
import {DOCS_VERSIONS, LOCALES, SEARCH, SITE} from '../src/site-constants';
import {chromiumArgs, chromiumExecutable} from '../tests/chromium';
import {modalOrder} from '../tests/search-display';

const TARGETS = {shardBrotliKB: 300, firstAnswerMs: 150, firstAnswerKB: 160, keystrokeMs: 16, keystrokeP90Ms: 30, modalMs: 150};
/** Typed one key at a time, as a visitor would, on the latest docs of each locale. */
const TYPED = {en: 'install helm chart', es: 'instalar helm chart'} as Record<string, string>;
/** How many results a list shows at once: Pagefind's fragments are fetched for these. */
const SHOWN = 5;
const TOP = 3;

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Number(option('runs', '5'));

type Entry = {language: string; tag: string; file: string};
/** A shard's file and the chunks it names, as text: what the browser would have fetched. */
type ShardTexts = {shard: string; postings: string[]; text: string[]};
type Locale = (typeof LOCALES.all)[number];
type Case = {locale: Locale; query: string; expect: string[]};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const load = () => `load average ${loadavg()[0].toFixed(1)}`;
const localeRoot = (locale: string) => (locale === LOCALES.default ? '/' : `/${locale}/`);
const latestTags = ['default', `docs-default-${DOCS_VERSIONS.last}`];
/** The request DocSearch's modal sends on the latest docs. */
const modalRequest = (locale: string, query: string) => ({
  query,
  hitsPerPage: SEARCH.hitsPerPage,
  facetFilters: [`language:${locale}`, latestTags.map((t) => `docusaurus_tag:${t}`)],
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'hierarchy.lvl4:10',
    'hierarchy.lvl5:10',
    'hierarchy.lvl6:10',
    'content:10',
  ],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
});

/** Brotli size of a file as a host would send it (already compressed files as they are). */
const brotliSizes = new Map<string, number>();
function brotliSize(path: string): number {
  let size = brotliSizes.get(path);
  if (size === undefined) {
    const raw = readFileSync(path);
    size = existsSync(`${path}.br`)
      ? readFileSync(`${path}.br`).length
      : Math.min(raw.length, brotliCompressSync(raw, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length);
    brotliSizes.set(path, size);
  }
  return size;
}

/** Serves the build, plus the benchmark's own files under /__bench/ and Pagefind's bundle under /pagefind/. */
async function serve(
  buildDir: string,
  benchFiles: Map<string, string>,
  pagefindDir?: string,
): Promise<{server: Server; origin: string; fileOf: (path: string) => string | undefined}> {
  const cache = (res: {setHeader: (k: string, v: string) => void}, path: string) =>
    res.setHeader(
      'Cache-Control',
      path.includes('/assets/') || path.startsWith('/pagefind/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  const site = sirv(buildDir, {dev: false, etag: true, extensions: ['html'], setHeaders: (res, path) => cache(res, path)});
  const pagefind = pagefindDir
    ? sirv(pagefindDir, {dev: false, etag: true, setHeaders: (res, path) => cache(res, `/pagefind${path}`)})
    : null;
  const server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    const bench = benchFiles.get(path);
    if (bench !== undefined) {
      res.writeHead(200, {'Content-Type': path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8'}).end(bench);
    } else if (pagefind && path.startsWith('/pagefind/')) {
      req.url = req.url!.slice('/pagefind'.length);
      pagefind(req, res, () => void res.writeHead(404).end());
    } else site(req, res, () => void res.writeHead(404).end());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const {port} = server.address() as {port: number};
  const fileOf = (path: string): string | undefined => {
    if (benchFiles.has(path)) return undefined;
    const file = pagefindDir && path.startsWith('/pagefind/') ? join(pagefindDir, path.slice('/pagefind/'.length)) : join(buildDir, path);
    return existsSync(file) && statSync(file).isFile() ? file : undefined;
  };
  return {server, origin: `http://127.0.0.1:${port}`, fileOf};
}

async function slowed(page: Page, cpu: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
}

/**
 * The engine alone, the shards and all their chunks handed to it as text (more than a first
 * answer reads: the browser fetches only the chunks a search needs): reading them, the first
 * keystroke, the later ones.
 */
async function engineAlone(browser: Browser, bundle: string, cpu: number, shardTexts: Map<string, ShardTexts>) {
  console.log(
    `\nThe engine alone, shards already arrived, CPU slowed ${cpu}×, median of ${RUNS} runs, ${load()} ` +
      `(targets: first answer ≤ ${TARGETS.firstAnswerMs} ms, keystrokes median ≤ ${TARGETS.keystrokeMs} ms, 90th percentile ≤ ${TARGETS.keystrokeP90Ms} ms)`,
  );
  for (const locale of LOCALES.all) {
    const texts = latestTags.map((tag) => shardTexts.get(`${locale} ${tag}`)!);
    const typed = TYPED[locale] ?? TYPED.en;
    const runs: {read: number; firstQuery: number; firstAnswer: number; later: number[]}[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><title>search bench</title>');
      await page.addScriptTag({content: bundle});
      await slowed(page, cpu);
      // A string, not a function: tsx would wrap a function's helpers in names the page lacks.
      runs.push(
        await page.evaluate(`(() => {
          const {texts, typed, requests} = ${JSON.stringify({texts, typed, requests: [...typed].map((_, i) => modalRequest(locale, typed.slice(0, i + 1)))})};
          const engine = window.HelmSearch;
          const started = performance.now();
          const shards = texts.map((t) => engine.loadShard({...JSON.parse(t.shard), chunks: {postings: t.postings.map((c) => JSON.parse(c)), text: t.text.map((c) => JSON.parse(c))}}));
          const loaded = performance.now();
          engine.search(shards, requests[0], 'https://helm.sh');
          const first = performance.now();
          const later = [];
          for (const request of requests.slice(1)) {
            const t = performance.now();
            engine.search(shards, request, 'https://helm.sh');
            later.push(performance.now() - t);
          }
          return {read: loaded - started, firstQuery: first - loaded, firstAnswer: first - started, later};
        })()`),
      );
      await page.close();
    }
    const later = runs.flatMap((r) => r.later);
    console.log(
      `  ${locale} (${latestTags.join(' + ')}): first answer ${median(runs.map((r) => r.firstAnswer)).toFixed(0)} ms ` +
        `(reading the shards ${median(runs.map((r) => r.read)).toFixed(0)} ms, first query ${median(runs.map((r) => r.firstQuery)).toFixed(0)} ms); ` +
        `later keystrokes of "${typed}": median ${median(later).toFixed(1)} ms, 90th percentile ${quantile(later, 0.9).toFixed(1)} ms, max ${Math.max(...later).toFixed(1)} ms`,
    );
  }
}

/**
 * The modal on a freshly loaded page with the shards in the HTTP cache: open it with Ctrl+K and
 * type the query at once, without a pause between keys (a fast typist, or a paste); the time from
 * the last key to the first hits that answer it.
 */
async function modalOnFreshPage(browser: Browser, origin: string) {
  console.log(
    `\nThe modal on a freshly loaded docs page, shards in the HTTP cache, CPU not slowed, ${RUNS} runs, ${load()} (target: first hits ≤ ${TARGETS.modalMs} ms after the last key)`,
  );
  for (const locale of LOCALES.all) {
    const typed = TYPED[locale] ?? TYPED.en;
    const context = await browser.newContext();
    const times: number[] = [];
    let missed = 0;
    for (let run = 0; run <= RUNS; run++) {
      const page = await context.newPage();
      await page.goto(`${origin}${localeRoot(locale)}docs/`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.evaluate(`(() => {
        window.__lastKey = 0; window.__answered = 0;
        document.addEventListener('input', () => { window.__lastKey = performance.now(); window.__answered = 0; }, true);
        new MutationObserver(() => {
          const input = document.querySelector('.DocSearch-Input');
          const marks = [...document.querySelectorAll('.DocSearch-Hit mark')].map((m) => m.textContent.toLowerCase());
          const last = ${JSON.stringify(typed.split(' ').pop())};
          if (!window.__answered && input && input.value === ${JSON.stringify(typed)} && marks.some((m) => m.startsWith(last.slice(0, 4)))) window.__answered = performance.now();
        }).observe(document.body, {childList: true, subtree: true, characterData: true});
      })()`);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.keyboard.type(typed);
      // A timing, never a failure: a run without an answer in time is counted as missed.
      const answered = await page.waitForFunction('window.__answered > 0', undefined, {timeout: 10_000}).then(
        () => true,
        () => false,
      );
      // The first run fills the HTTP cache.
      if (run > 0) {
        if (answered) times.push(await page.evaluate('window.__answered - window.__lastKey'));
        else missed++;
      }
      await page.close();
    }
    await context.close();
    console.log(
      `  ${locale} "${typed}": first hits ${times.length ? `${median(times).toFixed(0)} ms after the last key (median), 90th percentile ${quantile(times, 0.9).toFixed(0)} ms` : 'never'}` +
        (missed ? `; ${missed} of ${RUNS} runs without hits in 10 s` : ''),
    );
  }
}

/** Queries whose first answer in the modal, cold, the benchmark measures: a word, a task, a pasted error, in each locale. */
const COLD_QUERIES: Record<string, string[]> = {
  en: ['upgrade', 'install helm chart', 'has no deployed releases', 'loop over a list'],
  es: ['upgrade', 'instalar un chart', 'has no deployed releases', 'recorrer una lista'],
};
/** Search data: the manifest, the shards and their chunks (not the engine's code). */
const isSearchData = (path: string) => /\/search-index(\.json|\/)/.test(path) || path.includes('/assets/search/');

/**
 * The first answer in the modal with a cold cache: a fresh browser context on a docs page, Ctrl+K,
 * the query typed at once; the requests for search data (manifest, shards, chunks) from opening
 * the modal to the first hits that answer the query, and their bytes as brotli files. Counts and
 * bytes are exact; no time is measured (target: ≤ 160 KB and ≤ 15 requests).
 */
async function firstAnswerCold(browser: Browser, origin: string, fileOf: (path: string) => string | undefined) {
  console.log(
    `\nThe first answer in the modal, cold cache: search data (manifest, shards, chunks) from opening the modal to the first hits (targets: ≤ 160 KB brotli, ≤ 15 requests)`,
  );
  for (const locale of LOCALES.all) {
    for (const typed of COLD_QUERIES[locale] ?? COLD_QUERIES.en) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}${localeRoot(locale)}docs/`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const fetched: string[] = [];
      let open = false;
      context.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (open && isSearchData(path)) fetched.push(path);
      });
      open = true;
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.keyboard.type(typed);
      const last = typed.split(' ').pop()!.slice(0, 4).toLowerCase();
      const answered = await page
        .waitForFunction(
          `document.querySelector('.DocSearch-Input')?.value === ${JSON.stringify(typed)} && [...document.querySelectorAll('.DocSearch-Hit mark')].some((m) => m.textContent.toLowerCase().startsWith(${JSON.stringify(last)}))`,
          undefined,
          {timeout: 20_000},
        )
        .then(
          () => true,
          () => false,
        );
      const files = [...new Set(fetched)];
      const bytes = files.reduce((sum, path) => {
        const file = fileOf(path);
        return sum + (file ? brotliSize(file) : 0);
      }, 0);
      console.log(
        `  ${locale} "${typed}": ${answered ? '' : 'no hits in 20 s; '}${fetched.length} requests, ${kb(bytes)} brotli of search data`,
      );
      await context.close();
    }
  }
}

type PeerFigures = {top1: number; top3: number; cases: number; bytes: number; firstAnswer: number; keyMedian: number; keyP90: number};

/** Loads our engine's browser client (its code is fetched on intent, as Pagefind's is on its first search). */
const LOAD_OURS = `await new Promise((loaded, failed) => {
  const script = Object.assign(document.createElement('script'), {src: '/__bench/embedded.js', onload: loaded, onerror: failed});
  document.head.append(script);
});`;

async function peers(browser: Browser, buildDir: string, cpu: number, cases: Case[]) {
  const {createIndex, close} = await import('pagefind');
  const started = performance.now();
  const out = mkdtempSync(join(tmpdir(), 'search-bench-pagefind-'));
  const {index} = await createIndex({
    rootSelector: 'main',
    excludeSelectors: ['nav', 'aside', '.theme-doc-footer', '.pagination-nav', '.theme-doc-toc-mobile'],
  });
  if (!index) throw new Error('Pagefind did not start');
  // The pages our modal searches: the latest docs, the blog and the pages, each locale.
  let pages = 0;
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  for (const file of walk(buildDir).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    const tag = /name="docsearch:docusaurus_tag" content="([^"]+)"/.exec(html)?.[1];
    if (!tag || !latestTags.includes(tag) || !/class="[^"]*(docs-doc-page|blog-post-page|mdx-page)/.test(html)) continue;
    const url = `/${relative(buildDir, file)}`.replace(/index\.html$/, '').replace(/\.html$/, '');
    await index.addHTMLFile({url, content: html});
    pages++;
  }
  const written = await index.writeFiles({outputPath: out});
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await close();
  const pagefindBytes = walk(out).reduce((sum, f) => sum + statSync(f).size, 0);
  console.log(
    `\nPagefind indexed ${pages} pages (latest docs, blog and pages, both locales) in ${((performance.now() - started) / 1000).toFixed(1)} s: ${kb(pagefindBytes)} in ${walk(out).length} files`,
  );

  const embedded = await build({
    entryPoints: [resolve(import.meta.dirname, '../src/search/client.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'HelmClient',
    minify: true,
    write: false,
    target: 'es2020',
  });
  const benchFiles = new Map<string, string>([['/__bench/embedded.js', embedded.outputFiles[0].text]]);
  for (const locale of LOCALES.all) {
    // The language the build's pages declare (`en-us`), which names Pagefind's index of them.
    const lang = /<html lang="([^"]+)"/.exec(readFileSync(join(buildDir, localeRoot(locale), 'index.html'), 'utf8'))![1];
    for (const engine of ['ours', 'pagefind'])
      benchFiles.set(`${localeRoot(locale)}__bench/${engine}.html`, `<!doctype html><html lang="${lang}"><title>search bench</title>`);
  }
  const {server, origin, fileOf} = await serve(buildDir, benchFiles, out);
  const codeBytes = brotliCompressSync(Buffer.from(benchFiles.get('/__bench/embedded.js')!)).length;
  try {
    const figures: Record<'ours' | 'pagefind', Record<string, PeerFigures>> = {ours: {}, pagefind: {}};
    for (const locale of LOCALES.all) {
      const typed = TYPED[locale] ?? TYPED.en;
      const localeCases = cases.filter((c) => c.locale === locale);
      const pagePath = (url: string) =>
        `/${url.replace(/^https?:\/\/[^/]+/, '').slice(localeRoot(locale).length)}`.split('#')[0].replace(/\/$/, '') || '/';
      for (const engine of ['ours', 'pagefind'] as const) {
        // Relevance, CPU not slowed.
        const page = await browser.newPage();
        await page.goto(`${origin}${localeRoot(locale)}__bench/${engine}.html`);
        const requests = localeCases.map((c) => modalRequest(locale, c.query));
        const lists: string[][] =
          engine === 'ours'
            ? (
                (await page.evaluate(`(async () => {
                  ${LOAD_OURS}
                  const client = HelmClient.createEmbeddedClient(${JSON.stringify(localeRoot(locale))}, ${JSON.stringify(SEARCH.manifestFile)}, ${JSON.stringify(SITE.url)});
                  const out = [];
                  for (const request of ${JSON.stringify(requests)}) out.push((await client.search({requests: [request]})).results[0].hits);
                  return out;
                })()`)) as Parameters<typeof modalOrder>[0][]
              ).map((hits) => modalOrder(hits).map((h) => h.url_without_anchor!))
            : await page.evaluate(`(async () => {
                const pagefind = await import('/pagefind/pagefind.js');
                await pagefind.init();
                const out = [];
                for (const query of ${JSON.stringify(localeCases.map((c) => c.query))}) {
                  const search = await pagefind.search(query);
                  out.push(await Promise.all(search.results.slice(0, ${TOP * 2}).map(async (r) => (await r.data()).url)));
                }
                return out;
              })()`);
        await page.close();
        let top1 = 0;
        let top3 = 0;
        localeCases.forEach((c, i) => {
          const top = [...new Set(lists[i].map(pagePath))].slice(0, TOP);
          if (c.expect.includes(top[0])) top1++;
          if (c.expect.some((p) => top.includes(p))) top3++;
        });

        // A fresh page, CPU slowed: the first answer to the typed query, then each keystroke.
        const runs: {first: number; bytes: number; keys: number[]}[] = [];
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext();
          const fresh = await context.newPage();
          await fresh.goto(`${origin}${localeRoot(locale)}__bench/${engine}.html`);
          await slowed(fresh, cpu);
          // Pagefind fetches from a worker, which the page's resource timing does not see.
          const fetched: string[] = [];
          context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
          const result = (await fresh.evaluate(
            engine === 'ours'
              ? `(async () => {
                  const started = performance.now();
                  ${LOAD_OURS}
                  const client = HelmClient.createEmbeddedClient(${JSON.stringify(localeRoot(locale))}, ${JSON.stringify(SEARCH.manifestFile)}, ${JSON.stringify(SITE.url)});
                  const request = (query) => ({requests: [{...${JSON.stringify(modalRequest(locale, ''))}, query}]});
                  await client.search(request(${JSON.stringify(typed)}));
                  const first = performance.now() - started;
                  window.__next = async () => {
                  const keys = [];
                  for (let i = 1; i <= ${typed.length}; i++) {
                    const t = performance.now();
                    await client.search(request(${JSON.stringify(typed)}.slice(0, i)));
                    keys.push(performance.now() - t);
                  }
                  return keys;
                  };
                  return first;
                })()`
              : `(async () => {
                  const started = performance.now();
                  const pagefind = await import('/pagefind/pagefind.js');
                  await pagefind.init();
                  const answer = async (query) => {
                    const search = await pagefind.search(query);
                    await Promise.all(search.results.slice(0, ${SHOWN}).map((r) => r.data()));
                  };
                  await answer(${JSON.stringify(typed)});
                  const first = performance.now() - started;
                  window.__next = async () => {
                  const keys = [];
                  for (let i = 1; i <= ${typed.length}; i++) {
                    const t = performance.now();
                    await answer(${JSON.stringify(typed)}.slice(0, i));
                    keys.push(performance.now() - t);
                  }
                  return keys;
                  };
                  return first;
                })()`,
          )) as number;
          const toFirstAnswer = [...new Set(fetched)];
          const keys = (await fresh.evaluate('window.__next()')) as number[];
          const bytes = toFirstAnswer.reduce((sum, path) => {
            const file = fileOf(path);
            return sum + (path === '/__bench/embedded.js' ? codeBytes : file ? brotliSize(file) : 0);
          }, 0);
          runs.push({first: result, bytes, keys});
          await context.close();
        }
        const keys = runs.flatMap((r) => r.keys);
        figures[engine][locale] = {
          top1,
          top3,
          cases: localeCases.length,
          bytes: median(runs.map((r) => r.bytes)),
          firstAnswer: median(runs.map((r) => r.first)),
          keyMedian: median(keys),
          keyP90: quantile(keys, 0.9),
        };
      }
    }
    console.log(
      `\nSide by side, CPU slowed ${cpu}× for times, median of ${RUNS} fresh pages, ${load()}; first answer to "${TYPED.en}" / "${TYPED.es}" ` +
        `with its code, index and the text of the first ${SHOWN} results (targets: ≤ ${TARGETS.firstAnswerKB} KB, ≤ ${TARGETS.firstAnswerMs} ms):`,
    );
    console.log('  | Engine | Locale | Top-1 | Top-3 | Bytes to first answer (brotli) | First answer | Keystroke median / p90 |');
    console.log('  | --- | --- | --- | --- | --- | --- | --- |');
    for (const engine of ['ours', 'pagefind'] as const) {
      for (const locale of LOCALES.all) {
        const f = figures[engine][locale];
        console.log(
          `  | ${engine === 'ours' ? 'embedded (MiniSearch), modal order' : 'Pagefind 1.6'} | ${locale} | ${f.top1}/${f.cases} | ${f.top3}/${f.cases} | ${kb(f.bytes)} | ` +
            `${f.firstAnswer.toFixed(0)} ms | ${f.keyMedian.toFixed(1)} / ${f.keyP90.toFixed(1)} ms |`,
        );
      }
    }
  } finally {
    server.close();
    rmSync(out, {recursive: true, force: true});
  }
}

async function main(): Promise<number> {
  const buildDir = resolve(option('build', 'build'));
  const cpu = Number(option('cpu', '4'));
  const locales = LOCALES.all.map((locale) => ({locale, root: join(buildDir, locale === LOCALES.default ? '' : locale)}));
  if (!locales.every(({root}) => existsSync(join(root, SEARCH.manifestFile)))) {
    console.error(`search-bench: no ${SEARCH.manifestFile} in ${buildDir}; build without Algolia credentials first (npm run build)`);
    return 1;
  }

  console.log('Shards, and the postings and text chunks they name (target: at most %d KB brotli each file)', TARGETS.shardBrotliKB);
  const shardTexts = new Map<string, ShardTexts>();
  for (const {locale, root} of locales) {
    const {shards} = JSON.parse(readFileSync(join(root, SEARCH.manifestFile), 'utf8')) as {shards: Entry[]};
    for (const entry of shards) {
      const path = join(root, entry.file);
      const raw = readFileSync(path);
      const br = brotliSize(path);
      const shard = JSON.parse(raw.toString('utf8')) as {postings: {files: string[]}; text: {files: string[]}};
      const chunks = (kind: 'postings' | 'text') => shard[kind].files.map((file) => readFileSync(join(root, file), 'utf8'));
      const texts = {shard: raw.toString('utf8'), postings: chunks('postings'), text: chunks('text')};
      shardTexts.set(`${locale} ${entry.tag}`, texts);
      const over = br / 1024 > TARGETS.shardBrotliKB ? '  OVER TARGET' : '';
      const sum = (kind: 'postings' | 'text') => {
        const sizes = shard[kind].files.map((file) => brotliSize(join(root, file)));
        return `${kind} ${kb(texts[kind].reduce((n, t) => n + Buffer.byteLength(t), 0))} raw ${kb(sizes.reduce((n, b) => n + b, 0))} brotli in ${sizes.length} files (largest ${kb(Math.max(...sizes))})`;
      };
      console.log(
        `  ${locale} ${entry.tag.padEnd(24)} ${kb(raw.length).padStart(10)} raw ${kb(br).padStart(9)} brotli${over}; ${sum('postings')}; ${sum('text')}`,
      );
    }
  }

  const bundle = await build({
    entryPoints: [resolve(import.meta.dirname, '../src/search/engine.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'HelmSearch',
    minify: true,
    write: false,
    target: 'es2020',
  });
  const browser = await chromium.launch({executablePath: chromiumExecutable, args: chromiumArgs});
  try {
    if (!args.includes('--cold-only')) await engineAlone(browser, bundle.outputFiles[0].text, cpu, shardTexts);
    const {server, origin, fileOf} = await serve(buildDir, new Map());
    try {
      if (!args.includes('--cold-only')) await modalOnFreshPage(browser, origin);
      await firstAnswerCold(browser, origin, fileOf);
    } finally {
      server.close();
    }
    if (args.includes('--peers') && !args.includes('--cold-only')) {
      const cases: Case[] = JSON.parse(readFileSync(resolve(import.meta.dirname, '../tests/search-relevance.json'), 'utf8')).queries;
      await peers(browser, buildDir, cpu, cases);
    }
  } finally {
    await browser.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`search-bench: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);

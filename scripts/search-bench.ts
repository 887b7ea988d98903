// usage: tsx scripts/search-bench.ts [--build build] [--cpu 4]
//
// What the embedded search engine costs a visitor, from the shards `npm run build` wrote (a build
// without Algolia credentials): each shard's size raw and brotli-compressed (what goes over the
// wire), and, in Chromium with the CPU slowed down `--cpu` times, how long the first answer takes
// once a locale's shards have arrived (reading them and the first query) and how long each later
// keystroke of a typed query takes. It runs the engine the browser runs (src/search/engine.ts,
// bundled with esbuild). It prints the figures and the targets beside them; it fails only when
// there is no build or no shards, never on timing. Exit status: 0, or 1 without shards.
// Timings move with the machine's load: the load average is printed beside them.
import {existsSync, readFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join, resolve} from 'node:path';
import {brotliCompressSync, constants} from 'node:zlib';
import {build} from 'esbuild';
import {chromium} from '@playwright/test';
import {LOCALES, SEARCH, DOCS_VERSIONS} from '../src/site-constants';
import {chromiumArgs, chromiumExecutable} from '../tests/chromium';

const TARGETS = {shardBrotliKB: 300, firstAnswerMs: 150, keystrokeMs: 16};
/** Each locale is measured this many times, each in a fresh page (the engine's code cold, as a visitor's is); medians are printed. */
const RUNS = 5;
/** Typed one key at a time, as a visitor would, on the latest docs of each locale. */
const TYPED = {en: 'install helm chart', es: 'instalar helm chart'} as Record<string, string>;

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

type Entry = {language: string; tag: string; file: string};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<number> {
  const buildDir = resolve(option('build', 'build'));
  const cpu = Number(option('cpu', '4'));
  const locales = LOCALES.all.map((locale) => ({locale, root: join(buildDir, locale === LOCALES.default ? '' : locale)}));
  if (!locales.every(({root}) => existsSync(join(root, SEARCH.manifestFile)))) {
    console.error(`search-bench: no ${SEARCH.manifestFile} in ${buildDir}; build without Algolia credentials first (npm run build)`);
    return 1;
  }

  console.log('Shards (target: at most %d KB brotli each)', TARGETS.shardBrotliKB);
  const shardTexts = new Map<string, string>();
  for (const {locale, root} of locales) {
    const {shards} = JSON.parse(readFileSync(join(root, SEARCH.manifestFile), 'utf8')) as {shards: Entry[]};
    for (const entry of shards) {
      const path = join(root, entry.file);
      const raw = readFileSync(path);
      const br = existsSync(`${path}.br`)
        ? readFileSync(`${path}.br`).length
        : brotliCompressSync(raw, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length;
      shardTexts.set(`${locale} ${entry.tag}`, raw.toString('utf8'));
      const over = br / 1024 > TARGETS.shardBrotliKB ? '  OVER TARGET' : '';
      console.log(`  ${locale} ${entry.tag.padEnd(24)} ${kb(raw.length).padStart(10)} raw ${kb(br).padStart(9)} brotli${over}`);
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
    console.log(
      `\nQueries, CPU slowed ${cpu}×, median of ${RUNS} runs, load average ${loadavg()[0].toFixed(1)} ` +
        `(targets: first answer ≤ ${TARGETS.firstAnswerMs} ms, each later keystroke ≤ ${TARGETS.keystrokeMs} ms)`,
    );
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
    for (const {locale} of locales) {
      const tags = ['default', `docs-default-${DOCS_VERSIONS.last}`];
      const texts = tags.map((tag) => shardTexts.get(`${locale} ${tag}`)!);
      const typed = TYPED[locale] ?? TYPED.en;
      const runs: {read: number; firstQuery: number; firstAnswer: number; later: number[]}[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage();
        // Nothing is fetched: the shards are handed to the page as text, as if they had just arrived.
        await page.setContent('<!doctype html><title>search bench</title>');
        await page.addScriptTag({content: bundle.outputFiles[0].text});
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
        // A string, not a function: tsx would wrap a function's helpers in names the page lacks.
        runs.push(
          await page.evaluate(`(() => {
            const {texts, locale, tags, typed, hitsPerPage} = ${JSON.stringify({texts, locale, tags, typed, hitsPerPage: SEARCH.hitsPerPage})};
            const engine = window.HelmSearch;
            // As DocSearch asks: 20 hits, the hierarchy and the text snippeted.
            const request = (query) => ({
              query,
              hitsPerPage,
              facetFilters: ['language:' + locale, tags.map((t) => 'docusaurus_tag:' + t)],
              attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
            });
            const started = performance.now();
            const shards = texts.map((text) => engine.loadShard(JSON.parse(text)));
            const loaded = performance.now();
            engine.search(shards, request(typed[0]), 'https://helm.sh');
            const first = performance.now();
            const later = [];
            for (let i = 2; i <= typed.length; i++) {
              const t = performance.now();
              engine.search(shards, request(typed.slice(0, i)), 'https://helm.sh');
              later.push(performance.now() - t);
            }
            return {read: loaded - started, firstQuery: first - loaded, firstAnswer: first - started, later};
          })()`),
        );
        await page.close();
      }
      const later = runs.flatMap((r) => r.later);
      console.log(
        `  ${locale} (${tags.join(' + ')}): first answer ${median(runs.map((r) => r.firstAnswer)).toFixed(0)} ms ` +
          `(reading the shards ${median(runs.map((r) => r.read)).toFixed(0)} ms, first query ${median(runs.map((r) => r.firstQuery)).toFixed(0)} ms); ` +
          `later keystrokes of "${typed}": median ${median(later).toFixed(1)} ms, 90th percentile ${quantile(later, 0.9).toFixed(1)} ms, max ${Math.max(...later).toFixed(1)} ms`,
      );
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

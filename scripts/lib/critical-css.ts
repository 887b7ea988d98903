/**
 * Inlines each page's critical CSS into its HTML with Beasties, so the first paint needs the HTML
 * alone, not a second round trip for the three stylesheets.
 *
 * For every page Beasties keeps the rules whose selectors match an element of that page and puts
 * them in one `<style>` in the head. The full stylesheets still load, without blocking the paint:
 * a `<link rel=preload as=style>` in the head starts the download at once, and the stylesheet
 * link itself moves to the end of the body. Nothing runs from an inline event handler or script,
 * which our Content-Security-Policy forbids.
 *
 * Runs after each locale's `docusaurus build` (scripts/build.ts), over the HTML files of that
 * locale. The CSS Beasties keeps for a page depends on the page's elements and their classes, ids
 * and tested attributes, and on the stylesheets: not on its text, nor on the hashed names of the
 * scripts it loads, which change on every page when one doc changes. A page is keyed by that
 * (`structureOf`, `pageKey`), and one whose key an earlier build met takes that build's critical
 * CSS from the build cache (./build-cache.ts), on the calling thread: Beasties then moves the
 * links and inlines the kept CSS as always, but matches no selector. The other pages are shared
 * among worker threads, one per core at most.
 *
 * Beasties asks css-select about every selector of the stylesheets on every page, and a selector
 * that matches nothing walks the whole page: 60 of the 97 ms a page took. Most selectors name a
 * class, id, element or attribute the page does not have at all; `quickReject` answers those from
 * the page's list of names first, and only the others reach css-select. The answer is the same
 * (a selector cannot match without every name it requires), so the inlined CSS is byte for byte
 * what Beasties alone writes (`CRITICAL_CSS_PLAIN=1 npm run build` runs Beasties alone, to compare).
 */
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import {isMainThread, parentPort, threadId, Worker, workerData} from 'node:worker_threads';
import {BuildCache, codeVersion, hash, INSTALLED_PACKAGES} from './build-cache';

/** Rules for state the inline start-up script sets on `<html>` before the first paint. */
const ALLOW_RULES = [
  // The colour mode is always light (no switch), but the attribute appears only at run time.
  /\[data-theme=["']?light/,
  // A reader who closed the announcement bar must not see it flash at the first paint.
  /data-announcement-bar-initially-dismissed/,
  // Beasties 0.5 cannot match :where() and :is() (Infima's button colours, our link underlines)
  // and would drop them: the 16 rules that use them, 2 KB, are always kept.
  /:(where|is)\(/,
  // A linked flag's highlight: the target of the address is known only in the browser.
  /:target/,
];

/** The Beasties options for pages served from `dir`, the folder served at `base`. */
export function beastiesOptions(dir: string, base = '/') {
  return {
    path: dir,
    publicPath: base,
    // Neither 'media' nor 'swap' (inline onload handlers) nor 'js' (an inline script): the
    // default mode preloads each stylesheet and links it at the end of the body.
    preload: undefined,
    pruneSource: false, // the stylesheets are shared by every page
    reduceInlineStyles: false,
    mergeStylesheets: true,
    compress: true,
    inlineFonts: false,
    preloadFonts: false,
    allowRules: ALLOW_RULES,
    logLevel: 'warn' as const,
  };
}

async function* htmlFiles(dir: string, skip: Set<string>): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(entry.name)) yield* htmlFiles(path, new Set());
    } else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Pages processed, their bytes before and after, how many came from the build cache, and the worker threads started. */
type Result = {pages: number; before: number; after: number; cached: number; workers: number};

/**
 * A `url("…")` whose SVG holds escaped double quotes, as Infima's icons do after minifying, with
 * single quotes instead. Beasties 0.5 misreads such a data URL as a relative path and rewrites it
 * into a broken request (`/assets/css/"data:image/svg+xml…`); with single quotes inside, it sees
 * the `data:` URL and leaves it. The SVG means the same.
 */
export function plainDataUrls(css: string): string {
  return css.replace(/url\("((?:[^"\\]|\\.)*)"\)/g, (match, body: string) =>
    body.startsWith('data:') && body.includes('\\"') ? `url("${body.replaceAll('\\"', "'")}")` : match,
  );
}

/**
 * The names a selector requires of a page: `.class`, `#id`, `@attribute` and element names, or
 * undefined when the selector is beyond this simple reading (escapes, functions, namespaces), and
 * css-select must answer. `selector` is one Beasties has normalized: no pseudo-classes.
 */
export function requiredNames(selector: string): string[] | undefined {
  if (/[\\(|]/.test(selector)) return undefined;
  const names: string[] = [];
  // Attribute selectors: the name is required; the value may hold '.' or '#', so it goes.
  const bare = selector.replace(/\[\s*([^\]=~^$*\s]+)[^\]]*\]/g, (_, name: string) => {
    names.push(`@${name.toLowerCase()}`);
    return '[]';
  });
  if (/["']|\[(?!\])/.test(bare)) return undefined;
  for (const [, name] of bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.push(`.${name}`);
  for (const [, name] of bare.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)) names.push(`#${name}`);
  for (const [, name] of bare.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)) names.push(name.toLowerCase());
  return names;
}

type Node = {type: string; name?: string; attribs?: Record<string, string>; children?: Node[]};

/** Every name `requiredNames` can ask about that occurs in the document. */
export function namesIn(document: Node): Set<string> {
  const names = new Set<string>();
  const stack: Node[] = [document];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.name && node.attribs) {
      names.add(node.name.toLowerCase());
      for (const [attribute, value] of Object.entries(node.attribs)) {
        names.add(`@${attribute.toLowerCase()}`);
        if (attribute === 'class') for (const name of value.split(/\s+/)) names.add(`.${name}`);
        if (attribute === 'id') names.add(`#${value}`);
      }
    }
    if (node.children) stack.push(...node.children);
  }
  return names;
}

/** Makes `beasties` skip css-select for selectors whose names the page lacks (see the top of this file). */
function quickReject(beasties: {normalizeCssSelector(sel: string): string; getAffectedStyleTags(document: Node): unknown}): void {
  const required = new Map<string, string[] | undefined>();
  let present = new Set<string>();
  const normalize = beasties.normalizeCssSelector.bind(beasties);
  const affected = beasties.getAffectedStyleTags.bind(beasties);
  // Beasties calls this once a page, with its document, just before it reads the stylesheets.
  beasties.getAffectedStyleTags = (document) => {
    present = namesIn(document);
    return affected(document);
  };
  beasties.normalizeCssSelector = (sel) => {
    const normalized = normalize(sel);
    if (!normalized) return normalized;
    if (!required.has(normalized)) required.set(normalized, requiredNames(normalized));
    // An empty selector is one Beasties leaves out, as css-select would have.
    return required.get(normalized)?.some((name) => !present.has(name)) ? '' : normalized;
  };
}

/** The stylesheets a page links, by their `href`. */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
    .map((tag) => /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag))
    .map((match) => (match ? (match[1] ?? match[2] ?? match[3]) : ''));
}

/** Attribute names a stylesheet's selectors test the value of (`[type=checkbox]`, `[href^=http]`). */
export function testedAttributes(css: string): Set<string> {
  return new Set([...css.matchAll(/\[\s*([\w:-]+)\s*[~|^$*]?=/g)].map((m) => m[1].toLowerCase()));
}

/** A content hash in an asset's name (`main.1a2b3c4d.js`): the same element whatever the bundle. */
const ASSET_HASH = /\.[0-9a-f]{8}(?=\.(?:js|css)\b)/g;
const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/y;
const CLOSE = /<\/([a-zA-Z][\w:-]*)\s*>/y;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;
/** Elements whose content is not markup: their text is left out (script, title) or kept (style). */
const RAW = /<(script|style|title|textarea)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1\s*>/iy;

/** The match of a sticky `pattern` in `html` at `at`, or null. */
function matchAt(html: string, at: number, pattern: RegExp): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(html);
}

/** A start tag as the structure keeps it: name, class, id and the tested attributes' values. */
function tagShape(name: string, attributes: string, selfClosing: string, tested: ReadonlySet<string>): string {
  const shown = [...attributes.matchAll(ATTRIBUTE)].map(([, attribute, value = '']) => {
    const lower = attribute.toLowerCase();
    const kept = lower === 'class' || lower === 'id' || tested.has(lower);
    return kept ? `${lower}=${value.replace(/^["']|["']$/g, '').replace(ASSET_HASH, '.#')}` : lower;
  });
  return `<${name.toLowerCase()} ${shown.join(' ')}${selfClosing}>`;
}

/**
 * What of a page's HTML its critical CSS depends on: every tag, in order, with its class and id
 * and the values of the attributes in `tested` (asset hashes left out), other attributes by name
 * alone; each run of text as `x` when it has any (for `:empty`), inline `<style>` whole. Two
 * pages with the same structure have the same elements where selectors can see them.
 */
export function structureOf(html: string, tested: ReadonlySet<string>): string {
  const out: string[] = [];
  let i = 0;
  while (i < html.length) {
    if (html[i] === '<') {
      if (html.startsWith('<!--', i)) {
        const close = html.indexOf('-->', i + 4);
        i = close < 0 ? html.length : close + 3;
        continue;
      }
      const raw = matchAt(html, i, RAW);
      if (raw) {
        if (raw[1].toLowerCase() === 'style') out.push(raw[0]);
        else {
          const open = matchAt(raw[0], 0, TAG);
          out.push(open ? tagShape(open[1], open[2], open[3], tested) : `<${raw[1]}>`, `x</${raw[1].toLowerCase()}>`);
        }
        i += raw[0].length;
        continue;
      }
      const tag = matchAt(html, i, TAG);
      if (tag) {
        out.push(tagShape(tag[1], tag[2], tag[3], tested));
        i += tag[0].length;
        continue;
      }
      const close = matchAt(html, i, CLOSE);
      if (close) {
        out.push(`</${close[1].toLowerCase()}>`);
        i += close[0].length;
        continue;
      }
    }
    // Text up to the next tag (a `<` that starts none is text too).
    const next = html.indexOf('<', i + 1);
    const end = next < 0 ? html.length : next;
    if (/\S/.test(html.slice(i, end))) out.push('x');
    i = end;
  }
  return out.join('');
}

type Stylesheet = {hash: string; tested: Set<string>} | undefined;

/**
 * The cache key of a page's critical CSS (scripts/lib/build-cache.ts): this file's code and the
 * packages', the options, the page's structure (`structureOf`) and the bytes of every stylesheet
 * it links; undefined when a stylesheet cannot be read here (the page is then processed, not cached).
 */
async function pageKey(html: string, dir: string, base: string, code: string, stylesheets: Map<string, Promise<Stylesheet>>) {
  const parts = [code, base, process.env.CRITICAL_CSS_PLAIN ?? ''];
  const tested = new Set<string>();
  for (const href of stylesheetHrefs(html)) {
    if (!stylesheets.has(href)) {
      const file = href.startsWith(base) ? join(dir, href.slice(base.length)) : undefined;
      stylesheets.set(
        href,
        file
          ? readFile(file).then(
              (css) => ({hash: hash(css), tested: testedAttributes(css.toString('utf8'))}),
              () => undefined,
            )
          : Promise.resolve(undefined),
      );
    }
    const sheet = await stylesheets.get(href);
    if (!sheet) return undefined;
    for (const name of sheet.tested) tested.add(name);
    parts.push(href.replace(ASSET_HASH, '.#'), sheet.hash);
  }
  return hash(...parts, structureOf(html, tested));
}

/** What a page's cache key is made of that is the same for every page of a run. */
function keyParts() {
  return {
    cache: new BuildCache('critical-css'),
    code: codeVersion(['scripts/lib/critical-css.ts', INSTALLED_PACKAGES]),
    stylesheets: new Map<string, Promise<Stylesheet>>(),
  };
}

/** A page that needs critical CSS (one without a stylesheet, a Go import page or a redirect, is left as it is). */
const linksStylesheet = (html: string) => html.includes('rel=stylesheet') || html.includes('rel="stylesheet"');

/** Writes a page whole: scripts/finish-locale.ts reads the pages for the search shards and the Markdown twins meanwhile. */
async function replacePage(file: string, html: string): Promise<void> {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  await writeFile(temporary, html);
  await rename(temporary, file);
}

const emptyResult = (): Result => ({pages: 0, before: 0, after: 0, cached: 0, workers: 0});

/** What Beasties kept of each stylesheet of a page, in order; null where it kept nothing and dropped the `<style>`. */
type Kept = (string | null)[];
type Style = {textContent: string; parentNode: unknown; remove(): void};

/**
 * A Beasties for pages served from `dir` at `base`. `run(html)` inlines a page's critical CSS and
 * says what it kept of each stylesheet; `run(html, kept)` uses what an earlier run kept for a page
 * of the same structure instead of matching selectors: the same page, at a fraction of the work.
 */
async function criticalCssRunner(dir: string, base: string) {
  const {default: Beasties} = await import('beasties');
  const beasties = new Beasties(beastiesOptions(dir, base)) as InstanceType<typeof Beasties> & {
    processStyle(style: Style, document: unknown): void;
  };
  let replay: Kept | undefined;
  let kept: Kept = [];
  const read = beasties.readFile.bind(beasties);
  // Replaying, the stylesheets' text is not read: any text lets Beasties embed the link.
  beasties.readFile = async (filename: string) => (replay ? '/* kept */' : plainDataUrls(await read(filename)));
  if (process.env.CRITICAL_CSS_PLAIN !== '1') quickReject(beasties as unknown as Parameters<typeof quickReject>[0]);
  const prune = beasties.processStyle.bind(beasties);
  beasties.processStyle = (style, document) => {
    if (replay) {
      const css = replay[kept.length];
      kept.push(css ?? null);
      if (typeof css === 'string') style.textContent = css;
      else style.remove();
      return;
    }
    prune(style, document);
    kept.push(style.parentNode ? style.textContent : null);
  };
  return async (html: string, cached?: Kept): Promise<{out: string; kept: Kept}> => {
    replay = cached;
    kept = [];
    try {
      // Beasties marks <html> as the container it scanned; the mark means nothing to a browser.
      const out = (await beasties.process(html)).replace(/^(<!doctype html>\s*<html\b[^>]*?) data-beasties-container(?=[\s>])/i, '$1');
      return {out, kept};
    } finally {
      replay = undefined;
    }
  };
}

/** A cache entry's list of kept stylesheets, or undefined when it is not one (an entry of an older format). */
function keptIn(entry: Buffer | undefined): Kept | undefined {
  if (!entry) return undefined;
  try {
    const value: unknown = JSON.parse(entry.toString('utf8'));
    return Array.isArray(value) && value.every((v) => v === null || typeof v === 'string') ? (value as Kept) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Gives every page of `files` whose structure an earlier build met the critical CSS it computed
 * then, on this thread; returns the pages left to compute. A rebuild then starts workers only for
 * the pages whose structure changed, and none when none did (a worker costs about 0.7 s of CPU to
 * load tsx and Beasties).
 */
async function takeCached(dir: string, base: string, files: string[]): Promise<{result: Result; left: string[]}> {
  const {cache, code, stylesheets} = keyParts();
  const result = emptyResult();
  if (!cache.dir) return {result, left: files};
  const left: string[] = [];
  let run: Awaited<ReturnType<typeof criticalCssRunner>> | undefined;
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    if (!linksStylesheet(html)) continue;
    const key = await pageKey(html, dir, base, code, stylesheets);
    const kept = key ? keptIn(cache.get(key)) : undefined;
    if (!kept) {
      left.push(file);
      continue;
    }
    run ??= await criticalCssRunner(dir, base);
    const {out} = await run(html, kept);
    await replacePage(file, out);
    result.pages++;
    result.cached++;
    result.before += Buffer.byteLength(html);
    result.after += Buffer.byteLength(out);
  }
  return {result, left};
}

/** Inlines critical CSS in `files`, one after the other, and keeps what each page kept in the build cache. */
async function inlineIn(dir: string, base: string, files: string[]): Promise<Result> {
  const run = await criticalCssRunner(dir, base);
  const {cache, code, stylesheets} = keyParts();
  const result = emptyResult();
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    if (!linksStylesheet(html)) continue;
    const {out, kept} = await run(html);
    const key = cache.dir ? await pageKey(html, dir, base, code, stylesheets) : undefined;
    if (key) cache.set(key, JSON.stringify(kept));
    await replacePage(file, out);
    result.pages++;
    result.before += Buffer.byteLength(html);
    result.after += Buffer.byteLength(out);
  }
  return result;
}

const addResults = (a: Result, b: Result): Result => ({
  pages: a.pages + b.pages,
  before: a.before + b.before,
  after: a.after + b.after,
  cached: a.cached + b.cached,
  workers: a.workers + b.workers,
});

/**
 * Inlines critical CSS in every HTML page under `dir` (but not under the top-level folders in
 * `skip`: the other locales): the pages an earlier build cached first, on this thread, then the
 * others on up to `threads` worker threads. `root` is the folder served at `base`: `build/` at
 * `/` in the full build, a standalone Spanish build at `/es/`.
 */
export async function inlineCriticalCss(
  dir: string,
  {
    root = dir,
    base = '/',
    skip = new Set<string>(),
    threads = availableParallelism(),
  }: {root?: string; base?: string; skip?: Set<string>; threads?: number} = {},
): Promise<Result> {
  const files: string[] = [];
  for await (const file of htmlFiles(dir, skip)) files.push(file);
  const {result: cached, left} = await takeCached(root, base, files);
  const count = Math.min(Math.max(1, threads), left.length);
  const shares = Array.from({length: count}, (_, i) => left.filter((_, j) => j % count === i));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<Result>((resolve, reject) => {
          // The worker runs this file, compiled by tsx as the scripts are.
          const boot = `require('tsx/cjs/api').register(); require(${JSON.stringify(__filename)});`;
          const worker = new Worker(boot, {eval: true, workerData: {dir: root, base, files: share}});
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => code && reject(new Error(`critical CSS worker exited with ${code}`)));
        }),
    ),
  );
  return results.reduce(addResults, {...cached, workers: count});
}

if (!isMainThread && workerData?.files) {
  inlineIn(workerData.dir, workerData.base, workerData.files).then((result) => parentPort!.postMessage(result));
}

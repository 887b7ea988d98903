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
 * locale. A page whose HTML and stylesheets are the same bytes as in an earlier build takes that
 * build's output from the build cache (./build-cache.ts), on the calling thread: the output depends
 * on nothing else. The other pages are shared among worker threads, one per core at most.
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

/**
 * The cache key of a page's output (scripts/lib/build-cache.ts): this file's code and the
 * packages', the options, the page and the bytes of every stylesheet it links; undefined when a
 * stylesheet cannot be read here (the page is then processed, not cached).
 */
async function pageKey(html: string, dir: string, base: string, code: string, stylesheets: Map<string, Promise<string | undefined>>) {
  const parts = [code, base, process.env.CRITICAL_CSS_PLAIN ?? '', html];
  for (const href of stylesheetHrefs(html)) {
    if (!stylesheets.has(href)) {
      const file = href.startsWith(base) ? join(dir, href.slice(base.length)) : undefined;
      stylesheets.set(
        href,
        file
          ? readFile(file).then(
              (css) => hash(css),
              () => undefined,
            )
          : Promise.resolve(undefined),
      );
    }
    const cssHash = await stylesheets.get(href);
    if (!cssHash) return undefined;
    parts.push(href, cssHash);
  }
  return hash(...parts);
}

/** What a page's cache key is made of that is the same for every page of a run. */
function keyParts() {
  return {
    cache: new BuildCache('critical-css'),
    code: codeVersion(['scripts/lib/critical-css.ts', INSTALLED_PACKAGES]),
    stylesheets: new Map<string, Promise<string | undefined>>(),
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

/**
 * Gives every page of `files` whose output an earlier build cached that output, on this thread;
 * returns the pages left to compute. A rebuild of unchanged sources then starts no worker, and so
 * loads neither tsx nor Beasties again (about 0.7 s of CPU a worker).
 */
async function takeCached(dir: string, base: string, files: string[]): Promise<{result: Result; left: string[]}> {
  const {cache, code, stylesheets} = keyParts();
  const result = emptyResult();
  if (!cache.dir) return {result, left: files};
  const left: string[] = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    if (!linksStylesheet(html)) continue;
    const key = await pageKey(html, dir, base, code, stylesheets);
    const out = key ? cache.get(key)?.toString('utf8') : undefined;
    if (out === undefined) {
      left.push(file);
      continue;
    }
    await replacePage(file, out);
    result.pages++;
    result.cached++;
    result.before += Buffer.byteLength(html);
    result.after += Buffer.byteLength(out);
  }
  return {result, left};
}

/** Inlines critical CSS in `files`, one after the other, and keeps each page's output in the build cache. */
async function inlineIn(dir: string, base: string, files: string[]): Promise<Result> {
  const {default: Beasties} = await import('beasties');
  const beasties = new Beasties(beastiesOptions(dir, base));
  const read = beasties.readFile.bind(beasties);
  beasties.readFile = async (filename: string) => plainDataUrls(await read(filename));
  if (process.env.CRITICAL_CSS_PLAIN !== '1') quickReject(beasties as unknown as Parameters<typeof quickReject>[0]);
  const {cache, code, stylesheets} = keyParts();
  const result = emptyResult();
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    if (!linksStylesheet(html)) continue;
    // Beasties marks <html> as the container it scanned; the mark means nothing to a browser.
    const out = (await beasties.process(html)).replace(/^(<!doctype html>\s*<html\b[^>]*?) data-beasties-container(?=[\s>])/i, '$1');
    const key = cache.dir ? await pageKey(html, dir, base, code, stylesheets) : undefined;
    if (key) cache.set(key, out);
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

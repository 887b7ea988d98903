// usage: tsx scripts/finish-locale.ts <locale> [build folder, default build] [--standalone]
//
// What `npm run build` (scripts/build.ts) does to a locale once `docusaurus build` has written it:
// moves each page whose URL has no trailing slash from `x/index.html` to `x.html`
// (scripts/lib/flatten-pages.ts), inlines each page's critical CSS (scripts/lib/critical-css.ts)
// on worker threads while this thread writes the search shards when the build left them to this
// step (scripts/lib/search-shards.ts) and each page's Markdown twin with the locale's llms.txt and
// llms-full.txt (scripts/lib/llms-txt.ts), sets security.txt's Expires from the build date
// (scripts/lib/security-txt.ts), then writes a brotli and a gzip copy of its text files
// (scripts/lib/precompress.ts): the files other than pages while the critical CSS is still being
// inlined, the pages after. What an earlier build computed for the same bytes comes from the build
// cache (scripts/lib/build-cache.ts). Not a plugin's postBuild: Docusaurus runs the plugins'
// postBuild steps at the same time, and the sitemaps, feeds and not-found index they write must be
// complete first. The default locale is build/ without the other locales' folders. Docusaurus
// copies static/ into every locale, and Cloudflare Pages hides _headers and _redirects only at the
// root of the build: another locale's copies are removed.
//
// --standalone: the folder holds one locale alone, served at /<locale>/, as
// `docusaurus build --locale es` writes it (src/plugins/standalone-locale runs this step then); the
// step then also writes the hosts' Content-Security-Policy for it (scripts/lib/csp.ts).
//
// scripts/build.ts starts this step with an IPC channel as soon as the locale's client bundle is on
// disk (src/plugins/build-speed): it compresses the bundler's files (`assets/`, but the search
// shards) at once, while Docusaurus renders the pages, and does the rest when the build sends
// PAGES_WRITTEN. Run by hand, or by `docusaurus build --locale es`, it does everything at once.
import {existsSync, rmSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {HIDDEN_FILES} from '../deploy/hidden-files';
import {PAGES_WRITTEN} from '../src/plugins/build-speed';
import {LOCALES, SEARCH, searchEngine} from '../src/site-constants';
import {inlineCriticalCss} from './lib/critical-css';
import {finishHostHeaders, htmlFiles} from './lib/csp';
import {flattenPages} from './lib/flatten-pages';
import {writeLlmsFiles} from './lib/llms-txt';
import {isBundlerAsset, precompress} from './lib/precompress';
import {writeLocaleShards} from './lib/search-shards';
import {stampSecurityTxt} from './lib/security-txt';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const [locale = LOCALES.default, buildDir = 'build'] = args.filter((a) => !a.startsWith('--'));
const standalone = flags.has('--standalone');
const root = resolve(buildDir);
const isDefault = locale === LOCALES.default;
const dir = isDefault || standalone ? root : join(root, locale);
const base = standalone && !isDefault ? `/${locale}/` : '/';
// In build/ the other locales' folders belong to their own run.
const skip = new Set<string>(isDefault && !standalone ? LOCALES.all.filter((l) => l !== LOCALES.default) : []);
// Scripts the default locale compressed already are copied from there when it got to them first.
const reuse = isDefault || standalone ? undefined : root;
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

async function compressAssets(): Promise<void> {
  const started = Date.now();
  const count = await precompress(dir, skip, reuse, (file) => isBundlerAsset(dir, file));
  console.log(`[precompress] ${locale}: ${count} files of the bundler's in ${seconds(started)} s`);
}

/** Everything else, once Docusaurus has written the pages; `assetsDone`: the bundler's files are being compressed. */
async function finish(assetsDone: boolean): Promise<void> {
  if (!isDefault) for (const name of HIDDEN_FILES) rmSync(join(dir, name), {force: true});
  let started = Date.now();
  const flat = flattenPages(dir, skip);
  console.log(`[flatten-pages] ${locale}: ${flat} pages moved to x.html in ${seconds(started)} s`);
  const cssStarted = Date.now();
  const css = inlineCriticalCss(dir, {root, base, skip}).then((result) => {
    const added = result.pages ? (result.after - result.before) / result.pages / 1024 : 0;
    console.log(
      `[critical-css] ${locale}: ${result.pages} pages (${result.cached} from the build cache, the rest on ${result.workers} worker threads) in ${seconds(cssStarted)} s, ${added.toFixed(1)} KB of CSS inlined a page on average`,
    );
  });
  // Left to this step by scripts/build.ts (src/plugins/search-shards): the pages' text is the same
  // before and after their critical CSS, and each page is rewritten whole.
  if (searchEngine() === 'embedded' && !existsSync(join(dir, SEARCH.manifestFile))) {
    console.log(
      writeLocaleShards(
        dir,
        locale,
        LOCALES.all.filter((l) => l !== locale),
      ),
    );
  }
  started = Date.now();
  // The URL prefix of this locale's pages, which its twins and llms.txt sit under.
  const localeBase = isDefault || standalone ? base : `/${locale}/`;
  const llms = writeLlmsFiles(dir, localeBase, locale, skip);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `[markdown-twins] ${locale}: ${llms.twins} twins (${kb(llms.twinBytes)}), llms.txt ${kb(llms.llmsBytes)}, llms-full.txt ${kb(llms.fullBytes)} in ${seconds(started)} s`,
  );
  stampSecurityTxt(dir);
  started = Date.now();
  const others = await precompress(dir, skip, reuse, (file) => !file.endsWith('.html') && !(assetsDone && isBundlerAsset(dir, file)));
  await css;
  const pages = await precompress(dir, skip, reuse, (file) => file.endsWith('.html'));
  console.log(`[precompress] ${locale}: ${others + pages} text files in ${seconds(started)} s`);
  // Served alone: its own host files, with the hashes of its inline scripts. In a whole build,
  // scripts/build.ts hashes every locale's pages once they are all finished.
  if (standalone) console.log(await finishHostHeaders(dir, htmlFiles(dir)));
}

/** Resolves when scripts/build.ts says the pages are written. */
const pagesWritten = () =>
  new Promise<void>((resolve) => {
    const listener = (message: unknown) => {
      if ((message as {type?: string})?.type !== PAGES_WRITTEN) return;
      process.off('message', listener);
      resolve();
    };
    process.on('message', listener);
  });

async function main(): Promise<void> {
  if (!process.send) return finish(false);
  // Both halves at once once the pages are there: they write different files.
  await Promise.all([compressAssets(), pagesWritten().then(() => finish(true))]);
  process.disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// usage: tsx scripts/finish-locale.ts <locale> [build folder, default build] [--standalone]
//                                     [--assets-only | --assets-compressed]
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
// `docusaurus build --locale es` writes it (src/plugins/standalone-locale runs this step then).
// --assets-only: only the compressed copies of the bundler's files (`assets/`, but the search
// shards), which scripts/build.ts has made while Docusaurus renders the pages; --assets-compressed:
// everything else, those copies being made.
import {existsSync, rmSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {HIDDEN_FILES} from '../deploy/routes';
import {LOCALES, SEARCH, searchEngine} from '../src/site-constants';
import {inlineCriticalCss} from './lib/critical-css';
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

async function finish(): Promise<void> {
  if (!isDefault) for (const name of HIDDEN_FILES) rmSync(join(dir, name), {force: true});
  let started = Date.now();
  const flat = flattenPages(dir, skip);
  console.log(`[flatten-pages] ${locale}: ${flat} pages moved to x.html in ${seconds(started)} s`);
  const cssStarted = Date.now();
  const css = inlineCriticalCss(dir, {root, base, skip}).then((result) => {
    const added = result.pages ? (result.after - result.before) / result.pages / 1024 : 0;
    console.log(
      `[critical-css] ${locale}: ${result.pages} pages (${result.cached} from the build cache) in ${seconds(cssStarted)} s, ${added.toFixed(1)} KB of CSS inlined a page on average`,
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
  const assetsDone = flags.has('--assets-compressed');
  const others = await precompress(dir, skip, reuse, (file) => !file.endsWith('.html') && !(assetsDone && isBundlerAsset(dir, file)));
  await css;
  const pages = await precompress(dir, skip, reuse, (file) => file.endsWith('.html'));
  console.log(`[precompress] ${locale}: ${others + pages} text files in ${seconds(started)} s`);
}

(flags.has('--assets-only') ? compressAssets() : finish()).catch((error) => {
  console.error(error);
  process.exit(1);
});

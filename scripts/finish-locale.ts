// usage: tsx scripts/finish-locale.ts <locale> [build folder, default build] [--standalone]
//
// What `npm run build` (scripts/build.ts) does to a locale once `docusaurus build` has written it:
// moves each page whose URL has no trailing slash from `x/index.html` to `x.html`
// (scripts/lib/flatten-pages.ts), writes each page's Markdown twin and the locale's llms.txt and
// llms-full.txt (scripts/lib/llms-txt.ts), inlines each page's critical CSS (scripts/lib/critical-css.ts),
// sets security.txt's Expires from the build date (scripts/lib/security-txt.ts), then writes a
// brotli and a gzip copy of its text files (scripts/lib/precompress.ts). What an earlier build
// computed for the same bytes comes from the build cache (scripts/lib/build-cache.ts). Not a plugin's postBuild: Docusaurus runs
// the plugins' postBuild steps at the same time, and the sitemaps, feeds and not-found index they
// write must be complete first. The default locale is build/ without the other locales' folders.
// Docusaurus copies static/ into every locale, and Cloudflare Pages hides _headers and _redirects
// only at the root of the build: another locale's copies are removed.
//
// --standalone: the folder holds one locale alone, served at /<locale>/, as
// `docusaurus build --locale es` writes it (src/plugins/standalone-locale runs this step then).
import {rmSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {HIDDEN_FILES} from '../deploy/routes';
import {LOCALES} from '../src/site-constants';
import {inlineCriticalCss} from './lib/critical-css';
import {flattenPages} from './lib/flatten-pages';
import {writeLlmsFiles} from './lib/llms-txt';
import {precompress} from './lib/precompress';
import {stampSecurityTxt} from './lib/security-txt';

const args = process.argv.slice(2);
const standalone = args.includes('--standalone');
const [locale = LOCALES.default, buildDir = 'build'] = args.filter((a) => a !== '--standalone');
const root = resolve(buildDir);
const isDefault = locale === LOCALES.default;
const dir = isDefault || standalone ? root : join(root, locale);
const base = standalone && !isDefault ? `/${locale}/` : '/';
// In build/ the other locales' folders belong to their own run.
const skip = new Set<string>(isDefault && !standalone ? LOCALES.all.filter((l) => l !== LOCALES.default) : []);
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

async function main() {
  if (!isDefault) for (const name of HIDDEN_FILES) rmSync(join(dir, name), {force: true});
  let started = Date.now();
  const flat = flattenPages(dir, skip);
  console.log(`[flatten-pages] ${locale}: ${flat} pages moved to x.html in ${seconds(started)} s`);
  started = Date.now();
  // The URL prefix of this locale's pages, which its twins and llms.txt sit under.
  const localeBase = isDefault || standalone ? base : `/${locale}/`;
  const llms = writeLlmsFiles(dir, localeBase, locale, skip);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `[markdown-twins] ${locale}: ${llms.twins} twins (${kb(llms.twinBytes)}), llms.txt ${kb(llms.llmsBytes)}, llms-full.txt ${kb(llms.fullBytes)} in ${seconds(started)} s`,
  );
  started = Date.now();
  const css = await inlineCriticalCss(dir, {root, base, skip});
  const added = css.pages ? (css.after - css.before) / css.pages / 1024 : 0;
  console.log(
    `[critical-css] ${locale}: ${css.pages} pages (${css.cached} from the build cache) in ${seconds(started)} s, ${added.toFixed(1)} KB of CSS inlined a page on average`,
  );
  stampSecurityTxt(dir);
  started = Date.now();
  // Scripts the default locale compressed already are copied from there when it got to them first.
  const count = await precompress(dir, skip, isDefault || standalone ? undefined : root);
  console.log(`[precompress] ${locale}: ${count} text files in ${seconds(started)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

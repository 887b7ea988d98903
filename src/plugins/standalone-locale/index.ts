/**
 * `docusaurus build --locale es`, as maintainers type it, builds the Spanish site for /es/.
 *
 * Docusaurus 3.7 builds a single `--locale` as a site of its own at the config's `baseUrl` (`/`),
 * into `build/` (or `--out-dir`): a Spanish site whose links, assets and canonical URLs point at
 * the English site's paths. The config asks `standaloneLocale()` which locale such a run builds
 * and gives it `/es/` as its base URL; everything that derives from the base URL (links, assets,
 * canonical and hreflang URLs, sitemap, feeds, search shards, the not-found page) then comes out
 * as it does in the Spanish half of the full build. The output folder stays Docusaurus's: it holds
 * what a host serves at /es/.
 *
 * `finishStandaloneLocale` then gives that output what `npm run build` adds after Docusaurus
 * (scripts/finish-locale.ts: critical CSS, precompressed copies), once Docusaurus is done, before
 * src/plugins/atomic-output puts it in place.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {basename, resolve} from 'node:path';

/**
 * The locale that a `docusaurus build` command line builds alone, or undefined: no single
 * `--locale` (`-l`), or another command. Accepts the spellings the CLI accepts: `--locale es`,
 * `--locale=es`, `-l es`, `-les`; `--locale es en` builds two locales, each at its usual path.
 */
export function standaloneLocale(argv: readonly string[]): string | undefined {
  if (!isDocusaurusBuild(argv)) return undefined;
  const rest = argv.slice(3);
  const locales: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const inline = arg.match(/^(?:--locale=|-l=?)(.+)$/);
    if (inline) {
      locales.push(inline[1]);
    } else if (arg === '--locale' || arg === '-l') {
      // A variadic option: its values run until the next option.
      while (i + 1 < rest.length && !rest[i + 1].startsWith('-')) locales.push(rest[++i]);
    }
  }
  return new Set(locales).size === 1 ? locales[0] : undefined;
}

/** Whether a command line is Docusaurus's own `docusaurus build` (run by npx, npm or by path). */
export function isDocusaurusBuild(argv: readonly string[]): boolean {
  const [, script = '', command] = argv;
  return /^docusaurus(\.m?js)?$/.test(basename(script)) && command === 'build';
}

/** Whether this process is `docusaurus start`, the development server (`npm start`). */
export function isDocusaurusStart(argv: readonly string[]): boolean {
  const [, script = '', command] = argv;
  return /^docusaurus(\.m?js)?$/.test(basename(script)) && command === 'start';
}

/** The base URL of a site that `locale` alone is built for: its path in the full site. */
export function standaloneBaseUrl(baseUrl: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? baseUrl : `${baseUrl}${locale}/`;
}

/**
 * Runs scripts/finish-locale.ts on the output of a standalone build, as `npm run build` does for
 * each locale: src/plugins/atomic-output calls it on the staging folder once Docusaurus has nothing
 * left to do (the plugins' postBuild steps run all at once, and the feeds and sitemap they write
 * must be complete before they are compressed), and puts the output in place only if it succeeds.
 */
export function finishStandaloneLocale(siteDir: string) {
  return (outDir: string, locale: string): {child: ChildProcess; done: Promise<boolean>} => {
    // tsx as a loader, as scripts/build.ts runs it: its command line would put a second Node.js
    // between this process and the step, which a stopped build would have to wait for.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(siteDir, 'scripts/finish-locale.ts'), locale, outDir, '--standalone'],
      {
        cwd: siteDir,
        stdio: 'inherit',
      },
    );
    const done = new Promise<boolean>((ok) => {
      child.on('error', () => ok(false));
      child.on('exit', (code) => ok(code === 0));
    });
    return {child, done};
  };
}

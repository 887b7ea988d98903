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
 * (scripts/finish-locale.ts: critical CSS, precompressed copies), once Docusaurus is done.
 */
import {spawnSync} from 'node:child_process';
import {basename, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The locale that a `docusaurus build` command line builds alone, or undefined: no single
 * `--locale` (`-l`), or another command. Accepts the spellings the CLI accepts: `--locale es`,
 * `--locale=es`, `-l es`, `-les`; `--locale es en` builds two locales, each at its usual path.
 */
export function standaloneLocale(argv: readonly string[]): string | undefined {
  const [, script = '', command, ...rest] = argv;
  if (!/^docusaurus(\.m?js)?$/.test(basename(script)) || command !== 'build') return undefined;
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

/** The base URL of a site that `locale` alone is built for: its path in the full site. */
export function standaloneBaseUrl(baseUrl: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? baseUrl : `${baseUrl}${locale}/`;
}

/**
 * After a standalone build, runs scripts/finish-locale.ts on its output, as `npm run build` does
 * for each locale. Docusaurus runs the plugins' postBuild steps all at once, and the feeds and
 * sitemap they write must be complete before they are compressed, so the finishing step waits
 * until the build command has nothing left to do (`beforeExit`). A failed build exits before
 * that, and nothing is finished.
 */
export function finishStandaloneLocale(siteDir: string): Plugin {
  return {
    name: 'helm-standalone-locale',
    postBuild({outDir, i18n}) {
      process.once('beforeExit', () => {
        const finish = spawnSync(
          process.execPath,
          [
            resolve(siteDir, 'node_modules/tsx/dist/cli.mjs'),
            resolve(siteDir, 'scripts/finish-locale.ts'),
            i18n.currentLocale,
            outDir,
            '--standalone',
          ],
          {cwd: siteDir, stdio: 'inherit'},
        );
        if (finish.status !== 0) process.exitCode = 1;
      });
    },
  };
}

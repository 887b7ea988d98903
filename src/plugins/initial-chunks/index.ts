/**
 * Splits the scripts every page loads into five files instead of one. The browser compiles each
 * file in a task of its own, so no single task at startup blocks the page for long: on a phone,
 * one main.js held the main thread for about 300 ms (issue #9's quality report). The split is by
 * origin: React DOM, the Docusaurus packages, the other packages, and the route table Docusaurus
 * generates (.docusaurus). What is left in main.js is our own code.
 * tests/e2e/build-guards.spec.ts checks that the built pages load these chunks.
 */
import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The startup chunks besides `main` and `runtime~main`, by name (their files are `assets/js/<name>.<hash>.js`). */
export const STARTUP_CHUNKS = ['react-dom', 'routes', 'theme', 'vendors'] as const;

export default function initialChunks(): Plugin {
  return {
    name: 'helm-initial-chunks',
    configureWebpack: (_config, isServer) => {
      if (isServer) return {};
      const group = (name: (typeof STARTUP_CHUNKS)[number], test: RegExp, priority: number) =>
        ({name, test, priority, chunks: 'initial', enforce: true}) as const;
      return {
        // Chunks loaded on demand are named by id, not by Docusaurus's chunk name: the runtime every
        // page loads then has no map from id to name (0.4 KB brotli). The startup chunks keep their
        // names (output.filename), and `__webpack_require__.gca` still finds a chunk by name.
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        // The package's index pulls all of tslib into the startup scripts (src/client/utils-common.ts).
        resolve: {alias: {'@docusaurus/utils-common$': resolve(__dirname, '../../client/utils-common.ts')}},
        optimization: {
          splitChunks: {
            cacheGroups: {
              reactDom: group('react-dom', /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, 60),
              routes: group('routes', /[\\/]\.docusaurus[\\/]/, 58),
              theme: group('theme', /[\\/]node_modules[\\/]@docusaurus[\\/]/, 57),
              vendors: group('vendors', /[\\/]node_modules[\\/]/, 55),
              // @mdx-js/react is needed only by chunks loaded on demand (every page's Markdown content),
              // so the groups above, which take startup modules, leave it out, and at 0.4 KB it is too
              // small for a chunk of its own: Rspack copied it into each of the 252 content chunks. A
              // blog list loads ten post previews, so ten copies. In the vendors file it is loaded once.
              mdxReact: {...group('vendors', /[\\/]node_modules[\\/]@mdx-js[\\/]react[\\/]/, 56), chunks: 'all'},
              // All CSS stays in one file, as Docusaurus makes it (its `styles` group, which the groups
              // above outranked for the packages' CSS). The page paints from its inlined critical CSS
              // first; a single stylesheet then applies in one step. With three, the first to arrive
              // overrode, for a frame, the inlined rules of the others that it precedes in the cascade:
              // the announcement bar and the navbar jumped on the longest page.
              styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 70},
            },
          },
        },
      };
    },
  };
}

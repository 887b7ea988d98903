/**
 * Two things that make `npm run build` faster and change no byte of what it writes
 * (handbook/build-cost.md):
 *
 * - **No PostCSS config search.** Docusaurus gives postcss-loader its plugins inline but leaves
 *   `postcssOptions.config` unset, so postcss-loader asks cosmiconfig to look for a config file
 *   from each stylesheet's folder up to the root: about 1 s of the build's main thread a locale,
 *   on the path every other step waits for. The site has no PostCSS config file.
 * - **"The scripts are written."** When scripts/build.ts runs the build (scripts/build-locale.mjs,
 *   with an IPC channel), this tells it as soon as the client bundle is on disk, so their brotli
 *   and gzip copies are made while Docusaurus renders the pages on one core and the other core
 *   would wait. The assets do not change after that; `docusaurus build` run by hand has no channel
 *   and sends nothing.
 */
import type {Plugin} from '@docusaurus/types';

/** The message scripts/build.ts receives once the client bundle's files are written. */
export const ASSETS_WRITTEN = 'helm:assets-written';
/** The message scripts/build.ts sends scripts/finish-locale.ts once Docusaurus has written the pages. */
export const PAGES_WRITTEN = 'helm:pages-written';

type Compiler = {hooks: {afterEmit: {tap(name: string, callback: () => void): void}}};

export default function buildSpeed(): Plugin {
  return {
    name: 'helm-build-speed',
    configurePostCss: (options) => ({...options, config: false}),
    configureWebpack: (_config, isServer) => {
      if (isServer || !process.send) return {};
      const assetsWritten = {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap('helm-build-speed', () => process.send?.({type: ASSETS_WRITTEN}));
        },
      };
      return {plugins: [assetsWritten]};
    },
  };
}

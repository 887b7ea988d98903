/**
 * Puts the WebAssembly build of `helm template` (scripts/lib/template-engine.ts) into the build:
 * its files under /assets/engine/, and their names into the one module that starts the worker
 * (src/template-engine/client.ts, through the constant __HELM_TEMPLATE_ENGINE__), which only the
 * "Try it" buttons and the playground load. Without Go the constant is null, the build says so in
 * one line, and the pages say that the engine is unavailable.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {engineAssets, ensureEngine, writeEngine, type EngineAssets} from '../../../scripts/lib/template-engine';

export default function templateEngine(context: LoadContext): Plugin {
  let assets: EngineAssets | null | undefined;
  const get = (): EngineAssets | null => {
    if (assets === undefined) {
      const built = ensureEngine();
      if (!built) console.log('[template-engine] Go is not installed: this build has no template engine, and "Try it" says so (README).');
      // Every locale's pages use the same files, at the site's root, so that one download serves all.
      assets = built ? engineAssets(built, '/') : null;
    }
    return assets;
  };
  return {
    name: 'helm-template-engine',
    configureWebpack: (_config, _isServer, utils) => {
      const found = get();
      const value = found && {worker: found.worker, wasmBytes: found.wasmBytes};
      return {plugins: [new utils.currentBundler.instance.DefinePlugin({__HELM_TEMPLATE_ENGINE__: JSON.stringify(value)})]};
    },
    postBuild: async ({outDir}) => {
      // The default locale's build is the site's root; the other locales' pages point there.
      const found = get();
      if (found && context.i18n.currentLocale === context.i18n.defaultLocale) writeEngine(found, outDir);
    },
  };
}

/**
 * Puts the WebAssembly build of `helm template` (scripts/lib/template-engine.ts) into the build:
 * its files under /assets/engine/, and their names into the one module that starts the worker
 * (src/template-engine/client.ts, through the constant __HELM_TEMPLATE_ENGINE__), which only the
 * "Try it" buttons and the playground load. Without Go the constant is null, the build says so in
 * one line, and the pages say that the engine is unavailable. `npm start` runs no postBuild: there
 * the development server serves the same files from a folder of their own.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {engineAssets, ensureEngine, writeEngine, type EngineAssets} from '../../../scripts/lib/template-engine';
import {standaloneLocale} from '../standalone-locale';

export default function templateEngine(context: LoadContext): Plugin {
  // A locale built alone (`docusaurus build --locale es`) carries its own copy under its base URL;
  // in `npm run build` every locale's pages use the one at the site's root, so one download serves all.
  const alone = standaloneLocale(process.argv) !== undefined;
  const base = alone ? context.baseUrl : '/';
  let assets: EngineAssets | null | undefined;
  const get = (): EngineAssets | null => {
    if (assets === undefined) {
      const built = ensureEngine();
      if (!built) console.log('[template-engine] Go is not installed: this build has no template engine, and "Try it" says so (README).');
      assets = built ? engineAssets(built, base) : null;
    }
    return assets;
  };
  return {
    name: 'helm-template-engine',
    configureWebpack: (_config, isServer, utils) => {
      const found = get();
      const value = found && {worker: found.worker, wasmBytes: found.wasmBytes};
      const define = {plugins: [new utils.currentBundler.instance.DefinePlugin({__HELM_TEMPLATE_ENGINE__: JSON.stringify(value)})]};
      if (isServer || process.env.NODE_ENV !== 'development' || !found) return define;
      // The development server: Docusaurus merges this list with its own static folders.
      const dir = join(context.generatedFilesDir, 'template-engine');
      for (const [path, bytes] of found.files) {
        if (/\.(br|gz)$/.test(path)) continue;
        mkdirSync(dirname(join(dir, path)), {recursive: true});
        writeFileSync(join(dir, path), bytes);
      }
      return {...define, devServer: {static: [{publicPath: base, directory: dir, watch: false}]}};
    },
    postBuild: async ({outDir}) => {
      const found = get();
      if (found && (alone || context.i18n.currentLocale === context.i18n.defaultLocale)) writeEngine(found, outDir);
    },
  };
}

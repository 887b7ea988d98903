/**
 * Drops the module paths from the route registry the browser loads.
 *
 * Docusaurus generates `.docusaurus/registry.js`, one entry per chunk of every route:
 * `[() => import("@site/…/page.md"), "@site/…/page.md", require.resolveWeak("@site/…/page.md")]`.
 * Every page loads it at startup. The middle string is for the server render only (react-loadable
 * reports the modules a page rendered to Docusaurus's SSR; the browser never reads it), and it
 * cost 2.7 KB of brotli on every page, /es/ paths being the longest. In the browser bundle, the
 * loader in ./loader.js replaces it with an empty string; the server bundle keeps the registry as
 * Docusaurus wrote it. After a Docusaurus upgrade, check that ComponentCreator still reads
 * `chunkRegistry[1]` only for `modules` (@docusaurus/core/lib/client/exports/ComponentCreator.js).
 */
import type {Plugin} from '@docusaurus/types';

export default function clientRegistry(): Plugin {
  return {
    name: 'helm-client-registry',
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {module: {rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: require.resolve('./loader.js')}]}]}},
  };
}

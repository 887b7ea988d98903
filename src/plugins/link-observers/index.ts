/**
 * Stops `<Link>` from leaving an IntersectionObserver behind each time it renders again.
 *
 * Docusaurus 3.7.0's Link (@docusaurus/core/lib/client/exports/Link.js) watches its element with
 * an IntersectionObserver, to prefetch the target when the link scrolls into view. Its callback ref
 * is a new function on every render, so React calls it again, and each call makes a new observer
 * without disconnecting the one before. An observer of a link that never comes into view is never
 * disconnected: the browser checks every one of them on every frame. On /docs/faq/errors/releases
 * at 1280 px, 30 anchors followed took the page from 143 observers to 244, and a hash change cost
 * 60 ms of the main thread at first and 145 ms after 200 of them; with the fix it stays near 40 ms.
 * The loader in ./loader.js disconnects the previous observer first. Upstream fixed it after 3.7
 * (facebook/docusaurus#12326); the surface `link-observers` in src/docusaurus-adapter names it.
 */
import type {Plugin} from '@docusaurus/types';

export const LINK_MODULE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/;

export default function linkObservers(): Plugin {
  return {
    name: 'helm-link-observers',
    // The server render makes no observers; only the browser's bundle needs the change.
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {module: {rules: [{test: LINK_MODULE, enforce: 'pre', use: [{loader: require.resolve('./loader.js')}]}]}},
  };
}

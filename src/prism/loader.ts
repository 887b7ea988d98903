/**
 * The code highlighter (Prism, its grammars and ./html.ts), fetched on demand in the browser.
 *
 * Prism was 19 KB of the scripts every page loaded, yet a page being opened never runs it: its
 * code blocks hydrate from the server's markup. It is needed only when a code block renders in
 * the browser, after a client-side navigation. src/client/idle-prefetch.ts prefetches its chunk
 * once the page is idle, and a navigation starts loading it (its onRouteUpdate), so it is
 * usually there when the next page renders; until then a block shows its lines uncoloured.
 *
 * The server renders with ./loader.server.ts instead (the `helm-prism` plugin), which has the
 * highlighter at once.
 */
import type {highlightToHtml} from './html';

export type Highlighter = typeof highlightToHtml;

/** The name of the highlighter's chunk, for prefetching. */
export const HIGHLIGHTER_CHUNK = 'prism';

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** The highlighter, if it has loaded. */
export const highlighter = (): Highlighter | undefined => loaded;

/** Loads the highlighter once. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "prism" */ './html').then((module) => (loaded = module.highlightToHtml));
  return loading;
}

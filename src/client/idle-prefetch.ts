/**
 * Prefetching, moved out of the way of the page the reader is opening.
 *
 * Docusaurus prefetches the scripts of every internal link the moment the link scrolls into
 * view, and each prefetch matches the link against every route of the site. A docs page shows
 * dozens of links, so that work landed in the first second of every visit, the part of page load
 * a mid-range phone spends blocked (issue #9's quality report). Here the same prefetches wait for
 * the page's load event, then run a few at a time while the browser is idle. Each page is
 * prefetched once (in-page anchors and the page on screen fetch nothing), and each chunk once
 * (./route-chunks.ts). Hovering or touching a link still loads its page at once (`preload`),
 * and nothing is prefetched on Save-Data and 2G connections, as in Docusaurus.
 *
 * Prefetching is a guess paid with the reader's data, so it is limited: the pages the reader is
 * most likely to open next come first (the previous and next page, then links in the article),
 * one page at a time, and it stops for good before the scripts this visit has fetched (Resource
 * Timing's compressed sizes, prefetches included) pass DATA_ALLOWANCE. A long page whose own
 * scripts come close to it prefetches nothing.
 */
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {queuedPrefetch, SLICE_MS, type Prefetch, type Scheduler} from './prefetch-queue';
import {routeChunks, type MatchPath} from './route-chunks';
import {HIGHLIGHTER_CHUNK, loadHighlighter} from '../prism/loader';
import {DATA_ALLOWANCE} from './data-allowance';

/** Docusaurus's runtime function from a chunk name to its URL (its ChunkAssetPlugin). */
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

type Docusaurus = {prefetch: Prefetch; preload: Prefetch};

const whenIdle: Scheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback((deadline) => work(() => deadline.timeRemaining()), {timeout: 2000});
  } else {
    // Safari before 18 has no requestIdleCallback: a short slice soon after is close enough.
    window.setTimeout(() => work(() => SLICE_MS), 50);
  }
};

/** Docusaurus's rule: no prefetching on Save-Data or a 2G connection. */
const slowConnection = () => {
  const connection = (navigator as {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
};

/** KB of scripts this document has fetched so far, compressed, prefetches included. */
function scriptsFetchedKB(): number {
  let bytes = 0;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.name.startsWith(window.location.origin) && /\.js(\?|$)/.test(entry.name))
      bytes += entry.encodedBodySize || entry.transferSize;
  }
  return bytes / 1024;
}

/** Whether one more page may be prefetched: not on a slow or metered connection, and within the allowance. */
const allowed = () => !slowConnection() && scriptsFetchedKB() + DATA_ALLOWANCE.reserveKB <= DATA_ALLOWANCE.scriptsKB;

/** Which page first: the previous or next page, then one the article links to, then the rest (navbar, sidebar, footer). */
function pick(pages: readonly string[]): number {
  const rank = new Map<string, number>();
  for (const [selector, value] of [
    ['article a[href]', 1],
    ['.pagination-nav a[href]', 0],
  ] as const) {
    for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>(selector))) rank.set(a.pathname, value);
  }
  let best = 0;
  pages.forEach((page, i) => {
    if ((rank.get(page) ?? 2) < (rank.get(pages[best]) ?? 2)) best = i;
  });
  return best;
}

/** Webpack may have merged a chunk into another: its URL then reads "undefined". */
const valid = (urls: (string | undefined)[]) => urls.filter((url): url is string => Boolean(url) && !url!.includes('undefined'));

/**
 * Adds one `<link rel=prefetch>` for each chunk of the page that was not requested before. The
 * chunks of the page on screen count as requested: its scripts have run. Returns a promise that
 * settles when they have arrived (or failed), so the next page waits for the allowance to count them.
 */
function prefetchChunks(onScreen: () => string): Prefetch {
  const requested = new Set<string>();
  let chunksOf: ((pathname: string) => string[]) | undefined;
  const urls = (page: string) =>
    valid(
      (chunksOf ??= routeChunks(routes, routesChunkNames, matchPath as MatchPath))(page).map((chunk) => __webpack_require__.gca(chunk)),
    );
  return (page) => {
    for (const url of urls(onScreen())) requested.add(url);
    const arrivals: Promise<void>[] = [];
    // With the first page prefetched, the code highlighter too (src/prism/loader.ts).
    for (const url of [...urls(page), ...valid([__webpack_require__.gca(HIGHLIGHTER_CHUNK)])]) {
      if (requested.has(url)) continue;
      requested.add(url);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      arrivals.push(
        new Promise((resolve) => {
          link.onload = () => resolve();
          link.onerror = () => resolve();
        }),
      );
      document.head.append(link);
    }
    return arrivals.length ? Promise.all(arrivals) : undefined;
  };
}

if (typeof window !== 'undefined') {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), {once: true});
  });
  const onScreen = () => window.location.pathname;
  const prefetch = queuedPrefetch(prefetchChunks(onScreen), loaded, whenIdle, onScreen, {allow: allowed, pick});
  const deferred = (api: Docusaurus): Docusaurus => ({...api, prefetch});
  // Links call `window.docusaurus.prefetch`. The client entry sets `window.docusaurus` after the
  // client modules run, and its own object is read-only: links get a copy with the idle prefetch.
  const scope = window as unknown as {docusaurus?: Docusaurus};
  let api = scope.docusaurus && deferred(scope.docusaurus);
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => api,
    set: (value: Docusaurus) => {
      api = deferred(value);
    },
  });
}

/**
 * Docusaurus calls this when a client-side navigation starts, before the next page's chunks
 * load: the highlighter loads beside them, for the code blocks that page may render.
 */
export function onRouteUpdate({location, previousLocation}: {location: Location; previousLocation: Location | null}): void {
  if (previousLocation && previousLocation.pathname !== location.pathname) void loadHighlighter();
}

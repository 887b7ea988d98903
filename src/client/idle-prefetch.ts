/**
 * Prefetching, moved out of the way of the page the reader is opening.
 *
 * Docusaurus prefetches the scripts of every internal link the moment the link scrolls into
 * view, and each prefetch matches the link against every route of the site. A docs page shows
 * dozens of links, so that work landed in the first second of every visit, the part of page load
 * a mid-range phone spends blocked (issue #9's quality report). Here the same prefetches wait for
 * the page's load event, then run a few at a time while the browser is idle. Hovering or touching
 * a link still loads its page at once (`preload`), and Docusaurus still skips prefetching on
 * Save-Data and 2G connections.
 */
import {queuedPrefetch, SLICE_MS, type Prefetch, type Scheduler} from './prefetch-queue';

type Docusaurus = {prefetch: Prefetch; preload: Prefetch};

const whenIdle: Scheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback((deadline) => work(() => deadline.timeRemaining()), {timeout: 2000});
  } else {
    // Safari before 18 has no requestIdleCallback: a short slice soon after is close enough.
    window.setTimeout(() => work(() => SLICE_MS), 50);
  }
};

if (typeof window !== 'undefined') {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), {once: true});
  });
  const deferred = (api: Docusaurus): Docusaurus => ({...api, prefetch: queuedPrefetch(api.prefetch, loaded, whenIdle)});
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

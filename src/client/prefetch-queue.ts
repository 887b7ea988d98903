/**
 * A prefetch that waits: route paths queue up, and once `ready` resolves they are fetched in
 * short slices of idle time, the most likely next page first, while the page's data allowance
 * lasts. Used by ./idle-prefetch.ts; kept apart so tests can drive it.
 */
export type Prefetch = (routePath: string) => unknown;

export type QueueOptions = {
  /**
   * Asked before each page: false stops the prefetching for good (the data allowance is spent).
   * When `prefetch` returns a promise, the next page waits for it, so the answer counts it.
   */
  allow?: () => boolean;
  /**
   * Which of the queued pages (in order of arrival) to fetch next, by its index: asked at each
   * page, in idle time, so that it may look at the document. The first by default.
   */
  pick?: (pages: readonly string[]) => number;
};

/** How long one idle slice may spend on prefetching, in milliseconds. */
export const SLICE_MS = 8;

/** Calls `work` when the browser is idle, with a function telling how much idle time is left. */
export type Scheduler = (work: (timeLeft: () => number) => void) => void;

/**
 * The page a link leads to, without its fragment or query: `/docs/x#y` and `/docs/x?z` need the
 * same scripts as `/docs/x`. Docusaurus keys its prefetches by the whole link, so a page with a
 * hundred in-page anchors prefetched its own scripts a hundred times.
 */
export const pageOf = (routePath: string): string => routePath.replace(/[?#].*$/, '');

/**
 * `currentPage` names the page on screen: its scripts have run, so links to it fetch nothing.
 */
export function queuedPrefetch(
  prefetch: Prefetch,
  ready: Promise<void>,
  schedule: Scheduler,
  currentPage: () => string | null = () => null,
  {allow = () => true, pick = () => 0}: QueueOptions = {},
): Prefetch {
  const queue: string[] = [];
  let draining = false;
  let spent = false;

  const next = (): string => queue.splice(Math.max(0, Math.min(queue.length - 1, pick(queue))), 1)[0];

  const drain = () => {
    schedule((timeLeft) => {
      const sliceEnd = performance.now() + Math.min(timeLeft(), SLICE_MS);
      let pending: unknown;
      // At least one route a slice, so that a page that is never idle still gets there.
      do {
        if (!allow()) {
          spent = true;
          queue.length = 0;
          break;
        }
        const page = next();
        if (page !== currentPage()) pending = prefetch(page);
      } while (!isPromise(pending) && queue.length > 0 && performance.now() < sliceEnd);
      const then = () => {
        if (queue.length > 0) drain();
        else draining = false;
      };
      if (isPromise(pending)) pending.then(then, then);
      else then();
    });
  };

  const seen = new Set<string>();
  return (routePath) => {
    if (spent) return true;
    const page = pageOf(routePath);
    if (!seen.has(page)) {
      seen.add(page);
      queue.push(page);
    }
    if (!draining) {
      draining = true;
      void ready.then(drain);
    }
    return true;
  };
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as {then?: unknown}).then === 'function';

/**
 * A prefetch that waits: route paths queue up, and once `ready` resolves they are fetched in
 * short slices of idle time. Used by ./idle-prefetch.ts; kept apart so tests can drive it.
 */
export type Prefetch = (routePath: string) => unknown;

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
): Prefetch {
  const queue: string[] = [];
  let draining = false;

  const drain = () => {
    schedule((timeLeft) => {
      const sliceEnd = performance.now() + Math.min(timeLeft(), SLICE_MS);
      // At least one route a slice, so that a page that is never idle still gets there.
      do {
        const page = queue.shift()!;
        if (page !== currentPage()) prefetch(page);
      } while (queue.length > 0 && performance.now() < sliceEnd);
      if (queue.length > 0) drain();
      else draining = false;
    });
  };

  const seen = new Set<string>();
  return (routePath) => {
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

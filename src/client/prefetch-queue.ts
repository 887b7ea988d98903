/**
 * A prefetch that waits: route paths queue up, and once `ready` resolves they are fetched in
 * short slices of idle time. Used by ./idle-prefetch.ts; kept apart so tests can drive it.
 */
export type Prefetch = (routePath: string) => unknown;

/** How long one idle slice may spend on prefetching, in milliseconds. */
export const SLICE_MS = 8;

/** Calls `work` when the browser is idle, with a function telling how much idle time is left. */
export type Scheduler = (work: (timeLeft: () => number) => void) => void;

export function queuedPrefetch(prefetch: Prefetch, ready: Promise<void>, schedule: Scheduler): Prefetch {
  const queue: string[] = [];
  let draining = false;

  const drain = () => {
    schedule((timeLeft) => {
      const sliceEnd = performance.now() + Math.min(timeLeft(), SLICE_MS);
      // At least one route a slice, so that a page that is never idle still gets there.
      do {
        prefetch(queue.shift()!);
      } while (queue.length > 0 && performance.now() < sliceEnd);
      if (queue.length > 0) drain();
      else draining = false;
    });
  };

  return (routePath) => {
    if (!queue.includes(routePath)) queue.push(routePath);
    if (!draining) {
      draining = true;
      void ready.then(drain);
    }
    return true;
  };
}

/**
 * Runs work in stages, one task each, so that the browser can paint and answer input between
 * them. Used by ./staged-entry.ts; kept apart so tests can drive it.
 */
/** One task's work. A stage may return more stages: they run next, each in a task of its own. */
export type Stage = () => void | readonly Stage[];

/** Calls `next` in a task of its own, soon: a message to a fresh channel, which no timer clamps. */
export type Yield = (next: () => void) => void;

export const yieldToBrowser: Yield = (next) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    next();
  };
  channel.port2.postMessage(null);
};

/** Runs the first stage now and each later one in its own task, in order; stages a stage returns come right after it. */
export function runInStages(stages: readonly Stage[], yieldThen: Yield = yieldToBrowser): void {
  const queue = [...stages];
  const run = () => {
    const more: unknown = queue.shift()?.();
    // Only an array is more stages: `() => require(…)` returns the module.
    if (Array.isArray(more)) queue.unshift(...(more as Stage[]));
    if (queue.length > 0) yieldThen(run);
  };
  run();
}

import {cpus, loadavg} from 'node:os';

/**
 * How much slower than a quiet machine this one runs now: the load average a core, at least 1,
 * at most 8. Timeouts that wait on the machine rather than on the site (a walk of thousands of
 * URLs, an assertion waiting for a screen, a build) are multiplied by it, so a busy machine makes
 * tests slower, not red; on a quiet one they keep their tight bounds.
 */
export function slowdown(): number {
  return Math.min(8, Math.max(1, loadavg()[0] / cpus().length));
}

/** The slowdown when the test run started (the Playwright config's timeouts). */
export const SLOWDOWN = slowdown();

/** A timeout of `ms` on a quiet machine, scaled by the slowdown measured now, when it is asked for. */
export function scaled(ms: number): number {
  return Math.round(ms * slowdown());
}

import {cpus, loadavg} from 'node:os';

/**
 * How much slower than a quiet machine this one runs now: the load average a core, at least 1,
 * at most 8. Timeouts that wait on the machine rather than on the site (a walk of thousands of
 * URLs, an assertion waiting for a screen) are multiplied by it, so a busy machine makes tests
 * slower, not red; on a quiet one they keep their tight bounds.
 */
export const SLOWDOWN = Math.min(8, Math.max(1, loadavg()[0] / cpus().length));

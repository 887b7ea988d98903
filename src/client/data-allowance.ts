/**
 * What scripts may cost a reader, brotli, counted as Lighthouse and a data plan count them:
 * everything fetched until the network is idle, prefetches of other pages included.
 * `scriptsKB` is the quality report's target (scripts/quality-report.ts); idle prefetching
 * (src/client/idle-prefetch.ts) stops before a visit's scripts pass it, keeping `reserveKB` for
 * the page it may start last (a docs page's own scripts are 1–8 KB).
 * Its own module, without the site constants: the browser loads it (no `process` there).
 */
export const DATA_ALLOWANCE = {scriptsKB: 150, reserveKB: 8} as const;

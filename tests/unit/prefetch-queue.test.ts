import {describe, expect, it} from 'vitest';
import {queuedPrefetch, SLICE_MS, type Scheduler} from '../../src/client/prefetch-queue';

// The idle prefetch (src/client/idle-prefetch.ts) must fetch nothing before the page has loaded,
// every route once, and no more per idle slice than the slice has time for.

function harness(costMs: number, currentPage?: () => string) {
  const fetched: string[] = [];
  const slices: string[][] = [];
  let clock = 0;
  const realNow = performance.now.bind(performance);
  performance.now = () => clock;
  const pending: ((timeLeft: () => number) => void)[] = [];
  const schedule: Scheduler = (work) => pending.push(work);
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const prefetch = queuedPrefetch(
    (route) => {
      fetched.push(route);
      slices[slices.length - 1].push(route);
      clock += costMs;
    },
    ready,
    schedule,
    currentPage,
  );
  /** Runs the scheduled idle callbacks, each with `idleMs` of idle time, until none is left. */
  const runIdle = async (idleMs: number) => {
    await Promise.resolve();
    while (pending.length) {
      const start = clock;
      slices.push([]);
      pending.shift()!(() => idleMs - (clock - start));
      await Promise.resolve();
    }
  };
  return {fetched, slices, prefetch, markReady, runIdle, restore: () => (performance.now = realNow)};
}

describe('queuedPrefetch', () => {
  it('fetches nothing until the page is ready, then every queued route once', async () => {
    const h = harness(1);
    for (const route of ['/docs/a', '/docs/b', '/docs/a', '/blog']) h.prefetch(route);
    await h.runIdle(50);
    expect(h.fetched).toEqual([]);
    h.markReady();
    await h.runIdle(50);
    expect(h.fetched).toEqual(['/docs/a', '/docs/b', '/blog']);
    h.restore();
  });

  it(`spends at most ${SLICE_MS} ms of an idle slice, and at least one route`, async () => {
    const h = harness(3);
    h.markReady();
    for (let i = 0; i < 10; i++) h.prefetch(`/docs/${i}`);
    await h.runIdle(50);
    expect(h.fetched).toHaveLength(10);
    expect(h.slices.filter((s) => s.length).map((s) => s.length)).toEqual([3, 3, 3, 1]);
    const busy = harness(3);
    busy.markReady();
    for (let i = 0; i < 3; i++) busy.prefetch(`/docs/${i}`);
    await busy.runIdle(0);
    expect(busy.slices.filter((s) => s.length).map((s) => s.length)).toEqual([1, 1, 1]);
    h.restore();
  });

  it('fetches a page once whatever its anchor or query, and never the page on screen', async () => {
    const h = harness(1, () => '/docs/here');
    h.markReady();
    for (const route of ['/docs/a#one', '/docs/a#two', '/docs/a?x=1', '/docs/here#part', '/docs/here', '/docs/b']) {
      h.prefetch(route);
    }
    await h.runIdle(50);
    expect(h.fetched).toEqual(['/docs/a', '/docs/b']);
    h.restore();
  });

  it('queues routes that arrive after the queue drained', async () => {
    const h = harness(1);
    h.markReady();
    h.prefetch('/docs/a');
    await h.runIdle(50);
    h.prefetch('/docs/b');
    await h.runIdle(50);
    expect(h.fetched).toEqual(['/docs/a', '/docs/b']);
    h.restore();
  });

  it('fetches the page `pick` names first, and the next page only once a returned promise settles', async () => {
    const fetched: string[] = [];
    const settles: (() => void)[] = [];
    const pending: ((timeLeft: () => number) => void)[] = [];
    const prefetch = queuedPrefetch(
      (route) => {
        fetched.push(route);
        return new Promise<void>((resolve) => settles.push(resolve));
      },
      Promise.resolve(),
      (work) => pending.push(work),
      () => null,
      {pick: (pages) => Math.max(0, pages.indexOf('/docs/next'))},
    );
    for (const route of ['/blog', '/docs/a', '/docs/next']) prefetch(route);
    const runIdle = async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
      while (pending.length) pending.shift()!(() => 50);
    };
    await runIdle();
    expect(fetched).toEqual(['/docs/next']);
    await runIdle();
    expect(fetched).toEqual(['/docs/next']);
    settles.shift()!();
    await runIdle();
    expect(fetched).toEqual(['/docs/next', '/blog']);
  });

  it('stops for good once `allow` says no, and queues nothing after', async () => {
    let budget = 2;
    const fetched: string[] = [];
    const pending: ((timeLeft: () => number) => void)[] = [];
    const prefetch = queuedPrefetch(
      (route) => {
        fetched.push(route);
        budget--;
      },
      Promise.resolve(),
      (work) => pending.push(work),
      () => null,
      {allow: () => budget > 0},
    );
    for (const route of ['/a', '/b', '/c', '/d']) prefetch(route);
    const runIdle = async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
      while (pending.length) pending.shift()!(() => 50);
    };
    await runIdle();
    budget = 5;
    prefetch('/e');
    await runIdle();
    expect(fetched).toEqual(['/a', '/b']);
  });
});

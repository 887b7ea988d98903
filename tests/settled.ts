import type {Page} from '@playwright/test';

/**
 * Resolves once the page has nothing left to do soon: its web fonts are in, two frames have
 * painted, and the browser has had an idle period (or 5 s have passed without one). Tests wait for
 * this instead of a fixed time, so a loaded machine makes them slower, not wrong.
 */
export const settled = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = () => new Promise((r) => requestAnimationFrame(r));
        void document.fonts.ready
          .then(frame)
          .then(frame)
          .then(() => requestIdleCallback(() => resolve(), {timeout: 5000}));
      }),
  );

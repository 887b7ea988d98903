/**
 * The keys a reader types between opening search and the search box taking focus. The modal's code
 * loads on first use, so on a slow connection or phone Ctrl+K followed at once by "has no deployed
 * releases" used to leave "s no deployed releases": the first keys went to the page. From the
 * moment search is asked for, printable keys (and Backspace) are held here, Enter is kept from the
 * page, and Escape gives up the opening; once the box has focus, the held text is typed into it.
 * Kept small: it is part of every page's first scripts.
 */

/** How long keys are held for a modal that has not opened (its code failed and the page reloads). */
const HOLD_MS = 10_000;

export type HeldKeys = {
  /** Whether the reader pressed Escape before the box had focus: the modal should not open. */
  readonly cancelled: boolean;
  /** Stops holding and drops what was held (the modal closed or did not open). */
  stop(): void;
};

/** The DocSearch modal's search box. */
const isSearchBox = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input');

/** Types `text` at the end of `box` as the reader would have, so that React's onChange sees it. */
function typeInto(box: HTMLInputElement, text: string): void {
  const value = (box.value + text).slice(0, box.maxLength >= 0 ? box.maxLength : undefined);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, value);
  box.dispatchEvent(new Event('input', {bubbles: true}));
}

/** Holds the reader's keys until the search box has focus, then types them into it. */
export function holdKeys(): HeldKeys {
  let held = '';
  let cancelled = false;
  let holding = true;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!holding || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      // Left to the page too: a modal that opened a moment ago closes as it always does.
      cancelled = true;
      stop();
      return;
    }
    if (event.key === 'Backspace') held = held.slice(0, -1);
    else if (event.key.length === 1) held += event.key;
    else if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  // Typed after the box renders, a moment after it takes focus: React has finished mounting it.
  const onFocusIn = (event: FocusEvent) => {
    const box = event.target;
    if (!isSearchBox(box)) return;
    setTimeout(() => {
      if (held && holding) typeInto(box, held);
      stop();
    });
  };
  const timer = setTimeout(() => stop(), HOLD_MS);
  function stop() {
    holding = false;
    held = '';
    clearTimeout(timer);
    window.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
  }
  window.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  return {
    get cancelled() {
      return cancelled;
    },
    stop,
  };
}

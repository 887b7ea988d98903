/**
 * Docusaurus's `useCodeWordWrap`, measured without forcing a layout. The stock hook reads each
 * block's scroll width in an effect right after hydration, so the browser lays out every block
 * then and there, one forced layout per block on a long page. Here a ResizeObserver reports each
 * block once the browser has laid it out anyway, and again whenever its size changes (a window
 * resize, a tab or a <details> that opens), which the stock hook followed with listeners.
 */
import {useCallback, useEffect, useRef, useState} from 'react';

export function useWordWrap() {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Wrap even a single token longer than the line.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    const code = pre?.querySelector('code');
    if (!pre || !code || typeof ResizeObserver === 'undefined') return undefined;
    // Layout is up to date when a ResizeObserver calls back: reading sizes here costs nothing.
    const observer = new ResizeObserver(() => setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || code.hasAttribute('style')));
    observer.observe(pre);
    observer.observe(code);
    return () => observer.disconnect();
  }, []);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

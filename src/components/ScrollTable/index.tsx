import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table. One wider than its column scrolls in its own box (src/css/custom.css); then it
 * takes a place in the tab order, so a keyboard can scroll it too (WCAG 2.1.1, axe's
 * scrollable-region-focusable). A table that fits adds no tab stop. Like the code blocks' word-wrap
 * button, it learns whether it scrolls from a ResizeObserver, which forces no layout.
 */
export default function ScrollTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const observer = new ResizeObserver(() => setScrolls(table.scrollWidth > table.clientWidth + 1));
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}

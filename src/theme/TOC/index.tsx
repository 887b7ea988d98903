// Wrapped so the table of contents is a labelled landmark (beside a blog post it sits outside <main>), and so it follows the reader down a long page.
import React, {type ReactNode, useEffect, useRef} from 'react';
import {translate} from '@docusaurus/Translate';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

const ACTIVE = 'table-of-contents__link--active';

/**
 * Keeps the highlighted entry in sight. A long page's TOC is taller than the screen and scrolls in
 * its own box; the theme moves the highlight as the reader scrolls but not the box, so on the
 * function list the highlight ended up thousands of pixels below what the box showed.
 */
function useActiveEntryInView(nav: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = nav.current?.firstElementChild;
    if (!(box instanceof HTMLElement)) return undefined;
    const follow = () => {
      const active = box.querySelector(`.${ACTIVE}`);
      if (!active || box.scrollHeight <= box.clientHeight) return;
      const outer = box.getBoundingClientRect();
      const entry = active.getBoundingClientRect();
      // A third of the box above the entry: the reader sees where they are and what came before.
      if (entry.top < outer.top || entry.bottom > outer.bottom) box.scrollTop += entry.top - outer.top - outer.height / 3;
    };
    const observer = new MutationObserver(follow);
    observer.observe(box, {subtree: true, attributes: true, attributeFilter: ['class']});
    follow();
    return () => observer.disconnect();
  }, [nav]);
}

export default function TOCWrapper(props: Props): ReactNode {
  const label = translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'});
  const nav = useRef<HTMLElement>(null);
  useActiveEntryInView(nav);
  return (
    <nav ref={nav} className={styles.landmark} aria-label={label}>
      <TOC {...props} />
    </nav>
  );
}

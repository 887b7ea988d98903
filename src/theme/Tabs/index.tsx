// Wrapped so a row of choices fits a phone (the tabs wrap instead of scrolling out of view), and so a link to an anchor below tabs still lands on it.
import React, {useLayoutEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TabsType>;

let anchorKept = false;

/** The element id a URL fragment names; a fragment that is not valid percent-encoding (`#%`) names none. */
function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/**
 * The browser scrolls to the URL's anchor before the page hydrates; then tabs above it switch to
 * the reader's stored or linked choice (`?os=windows`), their panels change height, and the
 * anchor moves out of view. All tabs switch in the hydration commit: measure the anchor before it
 * reaches the screen and scroll by how far it moved. Once per page load; later navigations scroll
 * after rendering.
 */
function useKeepAnchorInPlace() {
  useLayoutEffect(() => {
    if (anchorKept) return;
    anchorKept = true;
    const id = anchorId(window.location.hash);
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    const before = target.getBoundingClientRect().top;
    requestAnimationFrame(() => window.scrollBy(0, target.getBoundingClientRect().top - before));
  }, []);
}

export default function TabsWrapper({className, ...props}: Props): ReactNode {
  useKeepAnchorInPlace();
  return <Tabs {...props} className={clsx(styles.choices, className)} />;
}

import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A 16-unit icon in front of a link or button under a docs page ("Copy page", "View as Markdown",
 * "Report a problem"): drawn in the text's colour, sized with the text, and hidden from assistive
 * technology, as the label beside it says what it does.
 */
export default function FooterIcon({path}: {path: string}): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

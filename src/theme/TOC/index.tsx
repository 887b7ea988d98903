// Wrapped so the table of contents is a labelled landmark: beside a blog post it sits outside <main>.
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  const label = translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'});
  return (
    <nav className={styles.landmark} aria-label={label}>
      <TOC {...props} />
    </nav>
  );
}

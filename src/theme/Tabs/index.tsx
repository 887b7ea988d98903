// Wrapped so a row of choices fits a phone: the tabs wrap onto a second line instead of scrolling out of view.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper({className, ...props}: Props): ReactNode {
  return <Tabs {...props} className={clsx(styles.choices, className)} />;
}

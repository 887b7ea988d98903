// Ejected (theme-classic 3.7.0, MIT). A row of choices wraps on a phone instead of scrolling out of
// view, and a link to an anchor below tabs still lands on it. The stock Tabs remount after
// hydrating (keyed on `useIsBrowser`, a workaround for Docusaurus 2's tabs, which read the stored
// choice while rendering): that rebuilt every tab panel and the code blocks in it, 671 of the
// install page's 1,215 elements, in one task. Here the panels hydrate once; `useTabs` already
// switches to the stored or linked choice in a layout effect once the page is hydrated. Each panel
// carries the name of its choice, shown only where the row of choices cannot work: on paper and
// without JavaScript, where every panel shows (./styles.module.css). A <div>, not a <p>: the name is
// no paragraph of the page's text, nor a search record of its own.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {cloneElement, Fragment, useLayoutEffect, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {useScrollPositionBlocker, useTabs, sanitizeTabsChildren, type TabItemProps} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import stockStyles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';
import styles from './styles.module.css';

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
 * anchor moves out of view. The tabs switch right after the hydration commit, before the next
 * frame: measure the anchor in that commit and scroll by how far it moved. Once per page load; later navigations scroll
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

function TabList({className, block, selectedValue, selectValue, tabValues}: Props & ReturnType<typeof useTabs>) {
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (
    event: React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}
    >
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tabControl) => {
            tabRefs.push(tabControl);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', stockStyles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({lazy, children, selectedValue}: Props & ReturnType<typeof useTabs>) {
  const childTabs = (Array.isArray(children) ? children : [children]).filter(Boolean) as ReactElement<TabItemProps>[];
  if (lazy) {
    const selectedTabItem = childTabs.find((tabItem) => tabItem.props.value === selectedValue);
    if (!selectedTabItem) {
      // No tab has the selected value: show none rather than the wrong one.
      return null;
    }
    return cloneElement(selectedTabItem, {
      className: clsx('margin-top--md', selectedTabItem.props.className),
    });
  }
  return (
    <div className="margin-top--md">
      {childTabs.map((tabItem, i) => (
        <Fragment key={i}>
          <div className={styles.panelName}>{tabItem.props.label ?? tabItem.props.value}</div>
          {cloneElement(tabItem, {hidden: tabItem.props.value !== selectedValue})}
        </Fragment>
      ))}
    </div>
  );
}

function TabsComponent(props: Props): ReactNode {
  const tabs = useTabs(props);
  return (
    <div className={clsx('tabs-container', stockStyles.tabList)}>
      <TabList {...tabs} {...props} />
      <TabContent {...tabs} {...props} />
    </div>
  );
}

export default function Tabs({className, ...props}: Props): ReactNode {
  useKeepAnchorInPlace();
  return (
    <TabsComponent {...props} className={clsx(styles.choices, className)}>
      {sanitizeTabsChildren(props.children)}
    </TabsComponent>
  );
}

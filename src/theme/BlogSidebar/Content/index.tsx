// Swizzled (ejected from theme-classic 3.7.0, MIT) for screen readers: the sidebar comes before the page's h1, and its years were h3
// headings, so the list of headings started with nine years. Each year labels its group of posts instead, and looks as before.
import React, {memo, useId, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogSidebar/Content';
import styles from './styles.module.css';

function YearGroup({year, className, children}: {year: string; className: string; children: ReactNode}): ReactNode {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className={`${styles.year} ${className}`}>
        {year}
      </p>
      {children}
    </div>
  );
}

function BlogSidebarContent({items, yearGroupHeadingClassName, ListComponent}: Props): ReactNode {
  const {
    blog: {
      sidebar: {groupByYear},
    },
  } = useThemeConfig();
  if (!groupByYear) return <ListComponent items={items} />;
  return (
    <>
      {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
        <YearGroup key={year} year={year} className={yearGroupHeadingClassName ?? ''}>
          <ListComponent items={yearItems} />
        </YearGroup>
      ))}
    </>
  );
}

export default memo(BlogSidebarContent);

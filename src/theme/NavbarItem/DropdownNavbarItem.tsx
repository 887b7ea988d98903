// Wrapped so that on a docs page the phone menu opens "Versions" in every locale: the theme compared each item's link, which carries the base URL (/es/…), with the path without it.
// Also so that the phone menu's dropdowns are Tab stops: the theme drew their button as a link without an address, which Tab skipped.
import React, {type ReactNode} from 'react';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Props = WrapperProps<typeof DropdownNavbarItemType>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default function DropdownNavbarItemWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const base = siteConfig.baseUrl;
  // As the desktop dropdown's button: "#" makes it a Tab stop that Enter clicks (src/client/menu-keys.ts adds Space).
  const reachable = props.mobile && !props.to && !props.href ? {href: '#'} : {};
  if (base === '/') return <DropdownNavbarItem {...props} {...reachable} />;
  // An item is active on its page with or without the base URL: the menu's test strips it, the
  // link's own keeps it.
  const items = props.items.map((item) =>
    typeof item.to === 'string' && item.to.startsWith(base) && !item.activeBaseRegex
      ? {...item, activeBaseRegex: `^(${escape(base.slice(0, -1))})?${escape(item.to.slice(base.length - 1).replace(/\/$/, ''))}/?$`}
      : item,
  );
  return <DropdownNavbarItem {...props} {...reachable} items={items} />;
}

// Wrapped so that switching language keeps the #fragment (both locales have the same heading ids): the theme's links add the address's hash, but the server renders them without one, and hydration keeps the server's links; they are drawn again once the page runs.
import React, {type ReactNode} from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  return <LocaleDropdownNavbarItem key={String(useIsBrowser())} {...props} />;
}

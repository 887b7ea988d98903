// Wrapped so the page searches the docs version the visitor searched in, not the first one (ours is unreleased).
import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import {createStorageSlot} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof SearchPageType>;

export default function SearchPageWrapper(props: Props): ReactNode {
  const {search} = useLocation();
  const latestVersion = useLatestVersion(undefined).name;
  useEffect(() => {
    // `?version=` comes from the modal's "See all" link; without it, search what the modal searches
    // off the docs: the preferred version (kept by the version dropdown), else the latest.
    const candidates = [
      new URLSearchParams(search).get('version'),
      createStorageSlot('docs-preferred-version-default').get(),
      latestVersion,
    ];
    // The stock page keeps its version in an uncontrolled <select> that starts on the first
    // version: choose ours in it as a visitor would, which also runs the search again.
    const select = document.querySelector<HTMLSelectElement>('form select');
    const options = Array.from(select?.options ?? [], (option) => option.value);
    const version = candidates.find((name) => name !== null && options.includes(name));
    if (!select || !version || select.value === version) return;
    select.value = version;
    select.dispatchEvent(new Event('change', {bubbles: true}));
  }, [search, latestVersion]);
  return <SearchPage {...props} />;
}

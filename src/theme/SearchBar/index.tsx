// Ejected (theme-search-algolia 3.7.0, MIT): adds the error screen DocSearch loses, the "Let us know." link and the docs version in "See all",
// searches the latest docs version outside the docs when the preferred one is a stub (src/search/searched-version.ts),
// draws the button itself (./SearchButton) so that DocSearch's code and ours for the open modal (./modal: the props DocSearch's modal takes, the dialog) load only
// when search is used, answers from the embedded engine without Algolia credentials, makes the modal a dialog and gives focus to the page a chosen hit opens.
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {embeddedClient, useSearchFields, useSearchMode} from '@site/src/search/mode';
import {useContextualFacetFilters} from '@site/src/search/searched-version';
import {lazyImport, resumedAfterReload} from '@site/src/client/lazy-import';
import {SearchButton, useSearchShortcuts} from './SearchButton';
import {holdKeys, type HeldKeys} from './early-keys';
import type {DocSearchProps} from './modal';

import type {FacetFilters} from 'algoliasearch/lite';

let modal: typeof import('./modal') | null = null;

function importDocSearchModalIfNeeded() {
  if (modal) {
    return Promise.resolve();
  }
  return Promise.all([import('@docsearch/react/style'), import('./styles.css'), import('./modal')]).then(([, , modalModule]) => {
    modal = modalModule;
  });
}

function useSearchParameters({contextualSearch, ...props}: DocSearchProps): DocSearchProps['searchParameters'] {
  function mergeFacetFilters(f1: FacetFilters, f2: FacetFilters): FacetFilters {
    const normalize = (f: FacetFilters): FacetFilters => (typeof f === 'string' ? [f] : f);
    return [...normalize(f1), ...normalize(f2)];
  }

  // Outside the docs, not a stub version the reader once visited (src/search/searched-version.ts).
  const contextualSearchFacetFilters = useContextualFacetFilters();

  const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...buildProps}: DocSearchProps) {
  const mode = useSearchMode();
  // A browser pointed at an Algolia index (SEARCH.algoliaOverride) searches it as a build with credentials would.
  const props: typeof buildProps =
    mode.engine === 'algolia' && mode.override ? {...buildProps, ...mode.override, insights: true} : buildProps;
  const {
    siteConfig: {baseUrl, url},
  } = useDocusaurusContext();
  const {manifestFile} = useSearchFields();
  const searchParameters = useSearchParameters({...props});

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
    // The modal's "Search by Algolia" logo is hidden when Algolia does not answer (styles.css).
    searchContainer.current.dataset.searchEngine = mode.engine;
  }, [mode.engine]);

  // Where the reader shows intent to search, the modal's code loads, and the engine's too, which
  // fetches and reads the shards this page searches. A failure there waits for the reader's
  // click or shortcut, whose import retries and, after a deploy, reloads (src/client/lazy-import.ts).
  const facetFilters = useRef(searchParameters?.facetFilters);
  facetFilters.current = searchParameters?.facetFilters;
  const prepare = useCallback(() => {
    if (mode.engine === 'embedded') {
      embeddedClient(baseUrl, manifestFile, url).then(
        (client) => client.warm(facetFilters.current as Parameters<typeof client.warm>[0]),
        () => {},
      );
    }
    importDocSearchModalIfNeeded().catch(() => {});
  }, [mode.engine, baseUrl, manifestFile, url]);

  // What the reader types before the box has focus goes into it (./early-keys); one opening at a time.
  const opening = useRef<HeldKeys | null>(null);
  const openModal = useCallback(() => {
    // An opening given up with Escape gives way to the next: Ctrl+K again opens search.
    if (opening.current && !opening.current.cancelled) return;
    const held = holdKeys();
    opening.current = held;
    prepareSearchContainer();
    prepare();
    lazyImport('search-modal', importDocSearchModalIfNeeded).then(() => {
      if (opening.current === held) opening.current = null;
      if (held.cancelled) return;
      modal!.openDialog(searchContainer.current!, props.indexName);
      setIsOpen(true);
    });
  }, [prepareSearchContainer, prepare, props.indexName]);
  // Search was opened on the build before this one, whose modal had gone: open it here.
  useEffect(() => {
    if (resumedAfterReload('search')) openModal();
  }, [openModal]);

  const closeModal = useCallback(() => {
    opening.current?.stop();
    opening.current = null;
    modal?.closeDialog();
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  // A chosen hit's page has rendered, or the same page scrolled to its heading.
  const location = useLocation();
  useEffect(() => modal?.focusChosenPage(location.hash), [location]);
  // Also when the modal goes without closing (Back to a page of another kind), the page behind comes back.
  useEffect(() => (isOpen ? () => modal?.closeDialog() : undefined), [isOpen]);

  useSearchShortcuts({
    isOpen,
    open: openModal,
    close: closeModal,
    typeInto: handleInput,
    buttonRef: searchButtonRef,
  });

  return (
    <>
      {mode.engine === 'algolia' && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        onIntent={prepare}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen && modal && searchContainer.current && (
        <modal.SearchModal
          {...props}
          externalUrlRegex={externalUrlRegex}
          mode={mode}
          container={searchContainer.current}
          initialQuery={initialQuery}
          searchParameters={searchParameters}
          onClose={closeModal}
        />
      )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}

// Ejected (theme-search-algolia 3.7.0, MIT): adds the error screen DocSearch loses, the "Let us know." link and the docs version in "See all",
// searches the latest docs version outside the docs when the preferred one is a stub (src/search/searched-version.ts),
// draws the button itself (./SearchButton) so that DocSearch's code (and ours for the open modal, ./modal) loads only when search is used, answers from the embedded engine
// without Algolia credentials, makes the modal a dialog and gives focus to the page a chosen hit opens.
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {embeddedClient, useSearchFields, useSearchMode, type SearchMode} from '@site/src/search/mode';
import {clearUnreadableStoredSearches} from '@site/src/search/stored-searches';
import {useContextualFacetFilters} from '@site/src/search/searched-version';
import {lazyImport, resumedAfterReload} from '@site/src/client/lazy-import';
import {SearchButton, useSearchShortcuts} from './SearchButton';
import type {ReportUnreachable} from './modal';
import type {DocSearchModal as DocSearchModalType, DocSearchModalProps, DocSearchTransformClient, DocSearchHit} from '@docsearch/react';

import type {FacetFilters} from 'algoliasearch/lite';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

// DocSearch 3.9 labels its search box "Search" unless told: use the button's translated label.
const modalTranslations = {
  ...translations.modal,
  searchBox: {
    ...translations.modal.searchBox,
    searchInputLabel: translations.button.buttonAriaLabel,
  },
};

let DocSearchModal: typeof DocSearchModalType | null = null;
let modal: typeof import('./modal') | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal') as Promise<typeof import('@docsearch/react')>,
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('./modal'),
  ]).then(([{DocSearchModal: Modal}, , , modalModule]) => {
    DocSearchModal = Modal;
    modal = modalModule;
  });
}

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        modal?.choose();
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

/** The embedded engine's client, behind the interface DocSearch calls; its code loads on the first query. */
function useEmbeddedSearch(): DocSearchTransformClient['search'] {
  const {
    siteConfig: {baseUrl, url},
  } = useDocusaurusContext();
  const {manifestFile} = useSearchFields();
  return useCallback(
    ((...args: Parameters<DocSearchTransformClient['search']>) =>
      lazyImport('search-client', () => embeddedClient(baseUrl, manifestFile, url)).then(
        (client) => client.searchForModal(args[0] as Parameters<typeof client.search>[0]),
        // The engine's code could not be fetched: as unreachable as Algolia without hosts.
        (error: Error) => {
          throw Object.assign(new Error(error.message), {name: 'RetryError'});
        },
      )) as DocSearchTransformClient['search'],
    [baseUrl, manifestFile, url],
  );
}

function useTransformSearchClient(reportUnreachable: ReportUnreachable, mode: SearchMode): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const embeddedSearch = useEmbeddedSearch();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      if (mode.engine === 'algolia') searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const search = mode.engine === 'algolia' ? searchClient.search : embeddedSearch;
      // The client gives up with a RetryError once every host has failed (the embedded one, when
      // a shard cannot be fetched). DocSearch sets its error state then, but autocomplete-core
      // 1.17.9 resets it to idle right after, so the modal would claim "no results": report the
      // failure to show our own error screen.
      return {
        ...searchClient,
        search: (...args: Parameters<DocSearchTransformClient['search']>) =>
          search(...args).then(
            (response) => {
              reportUnreachable.current(false);
              modal?.announce(response);
              return response;
            },
            (error: Error) => {
              reportUnreachable.current(error.name === 'RetryError');
              throw error;
            },
          ),
      } as DocSearchTransformClient;
    },
    [docusaurusVersion, reportUnreachable, mode.engine, embeddedSearch],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}

function useResultsFooterComponent({closeModal}: {closeModal: () => void}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) =>
        modal && <modal.ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

/** Where the no-results screen's "Let us know." link files a report. */
function useMissingResultsUrl(): DocSearchModalProps['getMissingResultsUrl'] {
  const {
    siteConfig: {organizationName, projectName},
  } = useDocusaurusContext();
  return useCallback(
    ({query}: {query: string}) =>
      `https://github.com/${organizationName}/${projectName}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
    [organizationName, projectName],
  );
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
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  const reportUnreachable: ReportUnreachable = useRef(() => {});
  const transformSearchClient = useTransformSearchClient(reportUnreachable, mode);
  const getMissingResultsUrl = useMissingResultsUrl();

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

  const openModal = useCallback(() => {
    prepareSearchContainer();
    clearUnreadableStoredSearches(props.indexName);
    prepare();
    lazyImport('search-modal', importDocSearchModalIfNeeded).then(() => {
      modal!.openDialog(searchContainer.current!);
      setIsOpen(true);
    });
  }, [prepareSearchContainer, prepare, props.indexName]);
  // Search was opened on the build before this one, whose modal had gone: open it here.
  useEffect(() => {
    if (resumedAfterReload('search')) openModal();
  }, [openModal]);

  const closeModal = useCallback(() => {
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

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

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

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={modal!.Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={translations.placeholder}
            {...props}
            translations={props.translations?.modal ?? modalTranslations}
            searchParameters={searchParameters}
            getMissingResultsUrl={getMissingResultsUrl}
          />,
          searchContainer.current,
        )}
      {isOpen && modal && searchContainer.current && <modal.ErrorScreen container={searchContainer.current} report={reportUnreachable} />}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}

/**
 * What only the open search modal needs, loaded with DocSearch's modal by ./index.tsx when the
 * reader reaches for search: the props DocSearch's modal takes (the client, the navigator, our
 * hit, footer and error screen), and the modal as a dialog for the keyboard and for screen readers.
 * DocSearch 3.9 wraps the modal in an element with role="button" and a Tab stop of its own, leaves
 * the page behind it reachable, and keeps Tab between the first and last controls it found on
 * opening, so Tab left the modal from any control shown later. It names every result list after
 * the search box ("Search"), never says how many results came back, and a chosen hit left focus
 * on the search button.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {DocSearchModal} from '@docsearch/react/modal';
import {embeddedClient, useSearchFields, type SearchMode} from '@site/src/search/mode';
import {clearUnreadableStoredSearches} from '@site/src/search/stored-searches';
import {lazyImport} from '@site/src/client/lazy-import';
import type {DocSearchModalProps, DocSearchTransformClient, DocSearchHit, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';

export type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

export type ReportUnreachable = React.MutableRefObject<(unreachable: boolean) => void>;

/**
 * DocSearch's error screen, shown in the modal while the search service is unreachable. It keeps
 * its own state: re-rendering the modal's parent would make DocSearch start a new, empty search.
 */
function ErrorScreen({container, report}: {container: HTMLElement; report: ReportUnreachable}): ReactNode {
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    report.current = setUnreachable;
    return () => {
      report.current = () => {};
    };
  }, [report]);
  // Rendered by DocSearch, and there by the time a search (which only the modal runs) fails.
  const dropdown = unreachable && container.querySelector('.DocSearch-Dropdown');
  if (!dropdown) {
    return null;
  }
  const {titleText, helpText} = translations.modal.errorScreen ?? {};
  return createPortal(
    <div className="DocSearch-ErrorScreen searchUnreachable">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}

let chosen = false;

/** A hit is chosen, by Enter (the navigator) or a click: its page takes focus once it renders. */
function choose(): void {
  chosen = true;
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}): React.JSX.Element {
  return (
    <Link to={hit.url} onClick={choose}>
      {children}
    </Link>
  );
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  // The search page searches this docs version too (src/theme/SearchPage), so it lists these hits.
  const version = useActiveVersion(undefined)?.name;
  const versionParam = version ? `&version=${encodeURIComponent(version)}` : '';

  return (
    <Link to={createSearchLink(state.query) + versionParam} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

const TAB_STOPS = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

let status: HTMLElement | null = null;
let release = () => {};

/** Sets an attribute only where it differs: each write is a mutation the observer sees again. */
function set(el: Element, name: string, value: string | null) {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/**
 * DocSearch's markup, fixed whenever it renders: the backdrop is no button, a result list is named
 * by its group's title and has an id of its own, the search box controls the lists there are, and
 * a hit's link is its option. DocSearch puts the link inside an option, whose content a screen
 * reader reads as plain text, so a focusable link was hidden in it (axe: nested-interactive).
 */
function fixMarkup(container: HTMLElement) {
  const backdrop = container.querySelector('.DocSearch-Container[role]');
  for (const attribute of ['role', 'tabindex', 'aria-expanded']) backdrop?.removeAttribute(attribute);
  // Every list has the same id (autocomplete-core is not told their sources): the titles are
  // numbered, and so are the lists; the search box named lists by ids no element had.
  const lists: string[] = [];
  Array.from(container.querySelectorAll('.DocSearch-Hits')).forEach((group, index) => {
    const title = group.querySelector('.DocSearch-Hit-source');
    const list = group.querySelector('[role="listbox"]');
    if (!list) return;
    set(list, 'id', `docsearch-hits${index}-list`);
    lists.push(list.id);
    if (!title) return;
    set(title, 'id', `docsearch-group-${index}`);
    set(list, 'aria-labelledby', title.id);
  });
  for (const el of Array.from(container.querySelectorAll('[aria-controls]'))) set(el, 'aria-controls', lists.join(' ') || null);
  // The option's id (aria-activedescendant) and state move from the list item to its link.
  for (const item of Array.from(container.querySelectorAll('.DocSearch-Hit'))) {
    const link = item.querySelector(':scope > a');
    if (!link) continue;
    set(item, 'role', 'none');
    set(link, 'role', 'option');
    if (item.id) {
      set(link, 'id', item.id);
      item.removeAttribute('id');
    }
    if (item.hasAttribute('aria-selected')) {
      set(link, 'aria-selected', item.getAttribute('aria-selected'));
      item.removeAttribute('aria-selected');
    }
  }
}

/** Makes `container`, where the modal renders, a modal dialog: the page behind it inert, Tab kept inside, a live count of results. */
export function openDialog(container: HTMLElement, indexName: string): void {
  release();
  clearUnreadableStoredSearches(indexName);
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-modal', 'true');
  container.setAttribute('aria-label', translations.button.buttonText ?? 'Search');
  const live = container.appendChild(document.createElement('div'));
  live.setAttribute('role', 'status');
  live.className = 'searchStatus';
  status = live;
  const behind = Array.from(document.body.children).filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== container && !el.inert,
  );
  for (const el of behind) el.inert = true;
  const observer = new MutationObserver(() => fixMarkup(container));
  observer.observe(container, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['id', 'role', 'aria-selected', 'aria-controls'],
  });
  // Captured before DocSearch's own trap sees the key and moves focus again.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    event.stopPropagation();
    const stops = Array.from(container.querySelectorAll<HTMLElement>(TAB_STOPS)).filter((el) => el.checkVisibility());
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const step = event.shiftKey ? -1 : 1;
    stops[at < 0 ? (step > 0 ? 0 : stops.length - 1) : (at + step + stops.length) % stops.length]?.focus();
  };
  window.addEventListener('keydown', onKeyDown, true);
  release = () => {
    release = () => {};
    window.removeEventListener('keydown', onKeyDown, true);
    observer.disconnect();
    for (const el of behind) el.inert = false;
    live.remove();
    status = null;
    for (const attribute of ['role', 'aria-modal', 'aria-label']) container.removeAttribute(attribute);
  };
}

/** Gives the page back to the keyboard and to screen readers: the modal is closing. */
export function closeDialog(): void {
  release();
}

/** Says how many results the search found, in the search page's words. */
function announce(response: {results?: readonly unknown[]}): void {
  const count = (response.results?.[0] as {nbHits?: number} | undefined)?.nbHits;
  if (!status || count === undefined) return;
  const [one, other = one] = translate(
    {id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'},
    {count},
  ).split('|');
  status.textContent = count === 1 ? one : other;
}

/** After a hit was chosen: focus on its page, at the heading it names, or else the page's title. */
export function focusChosenPage(hash: string): void {
  if (!chosen) return;
  chosen = false;
  let id = '';
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape: the page's title.
  }
  const target = (id && document.getElementById(id)) || document.querySelector<HTMLElement>('main h1') || document.querySelector('main');
  if (!target) return;
  if (!target.matches(TAB_STOPS)) target.tabIndex = -1;
  // The page is where the hit put it.
  target.focus({preventScroll: true});
}

// DocSearch 3.9 labels its search box "Search" unless told: use the button's translated label.
const modalTranslations = {
  ...translations.modal,
  searchBox: {
    ...translations.modal.searchBox,
    searchInputLabel: translations.button.buttonAriaLabel,
  },
};

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        choose();
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
              announce(response);
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
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
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

type SearchModalProps = DocSearchProps & {
  mode: SearchMode;
  /** Where the modal renders: ./index.tsx made it a dialog (openDialog). */
  container: HTMLElement;
  initialQuery?: string;
  onClose: () => void;
};

/** DocSearch's modal with our client, navigator, hit, footer and error screen, rendered into `container`. */
export function SearchModal({externalUrlRegex, mode, container, initialQuery, onClose, ...props}: SearchModalProps): ReactNode {
  const navigator = useNavigator({externalUrlRegex});
  const transformItems = useTransformItems(props);
  const reportUnreachable: ReportUnreachable = useRef(() => {});
  const transformSearchClient = useTransformSearchClient(reportUnreachable, mode);
  const getMissingResultsUrl = useMissingResultsUrl();
  const resultsFooterComponent = useResultsFooterComponent({closeModal: onClose});
  return (
    <>
      {createPortal(
        <DocSearchModal
          onClose={onClose}
          initialScrollY={window.scrollY}
          initialQuery={initialQuery}
          navigator={navigator}
          transformItems={transformItems}
          hitComponent={Hit}
          transformSearchClient={transformSearchClient}
          {...(props.searchPagePath && {
            resultsFooterComponent,
          })}
          placeholder={translations.placeholder}
          {...props}
          translations={props.translations?.modal ?? modalTranslations}
          getMissingResultsUrl={getMissingResultsUrl}
        />,
        container,
      )}
      <ErrorScreen container={container} report={reportUnreachable} />
    </>
  );
}

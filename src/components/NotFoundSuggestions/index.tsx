import React, {type ReactNode, useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type {DocsVersion, IndexedPage} from './match';
import styles from './styles.module.css';

type State = {status: 'loading'} | {status: 'ready' | 'failed'; pages: IndexedPage[]; query: string; version: string | undefined};

/** One request per visit, however often the page renders. */
let index: Promise<IndexedPage[]> | undefined;
function loadIndex(url: string): Promise<IndexedPage[]> {
  index ??= fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<IndexedPage[]>;
  });
  index.catch(() => {
    index = undefined;
  });
  return index;
}

/**
 * "Did you mean": the pages whose path or title is closest to the missing path, in this locale and
 * the docs version the path names, and a search for its words. The page index and the ranking code
 * load only here, after the page has rendered (docs pages carry this component too, for missing
 * docs paths); until they arrive the list is marked data-suggestions-state="loading" (the visual
 * tests wait for that to go).
 */
export default function NotFoundSuggestions(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const {pathname} = useLocation();
  const docsVersions = useVersions(undefined);
  const [state, setState] = useState<State>({status: 'loading'});
  const {suggestions, indexFile} = siteConfig.customFields!.notFound as {suggestions: number; indexFile: string};

  const docsBase = withBaseUrl('/docs');
  const versions: DocsVersion[] = docsVersions.map(({name, path}) => ({
    name,
    path: path.slice(docsBase.length).replace(/^\//, ''),
  }));
  const versionsKey = versions.map(({name, path}) => `${name}:${path}`).join();

  useEffect(() => {
    const base = siteConfig.baseUrl;
    const missing = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
    let current = true;
    setState({status: 'loading'});
    const index = loadIndex(withBaseUrl(`/${indexFile}`)).catch(() => null);
    Promise.all([import('./match'), index]).then(
      ([match, pages]) => {
        if (!current) return;
        const query = match.searchWords(missing, versions);
        const version = match.versionOf(missing, versions)?.name;
        setState(
          pages
            ? {status: 'ready', query, version, pages: match.suggest(missing, pages, versions, suggestions)}
            : {status: 'failed', query, version, pages: []},
        );
      },
      () => current && setState({status: 'failed', query: '', version: undefined, pages: []}),
    );
    return () => {
      current = false;
    };
    // versionsKey stands for versions, which is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, versionsKey]);

  const query = state.status === 'loading' ? '' : state.query;
  const search = new URLSearchParams();
  if (query) search.set('q', query);
  if (state.status !== 'loading' && state.version) search.set('version', state.version);
  const searchHref = withBaseUrl(`/search${search.toString() ? `?${search}` : ''}`);

  return (
    <div className={styles.suggestions} data-suggestions-state={state.status} aria-busy={state.status === 'loading'}>
      {state.status !== 'loading' && state.pages.length > 0 && (
        <>
          <Heading as="h2" className={styles.heading}>
            <Translate id="helm.notFound.suggestions" description="Heading of the list of similar pages on the 404 page">
              Pages with a similar address
            </Translate>
          </Heading>
          <ul className={styles.list}>
            {state.pages.map(([path, title]) => (
              <li key={path}>
                <Link to={withBaseUrl(path)}>{title}</Link>
                <span className={styles.path}>{withBaseUrl(path)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {state.status === 'ready' && state.pages.length === 0 && (
        <p>
          <Translate id="helm.notFound.noSuggestions" description="On the 404 page, when no page has an address close to the missing one">
            No page has an address close to this one.
          </Translate>
        </p>
      )}
      <p className={styles.search}>
        <Link to={searchHref}>
          {query
            ? translate(
                {
                  id: 'helm.notFound.searchFor',
                  message: 'Search the site for “{query}”',
                  description: 'Link to the search page on the 404 page, with the words of the missing address',
                },
                {query},
              )
            : translate({
                id: 'helm.notFound.search',
                message: 'Search the site',
                description: 'Link to the search page on the 404 page when the address has no words to search for',
              })}
        </Link>
      </p>
    </div>
  );
}

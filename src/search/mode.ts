/**
 * Which engine answers this page's searches. The build decides (customFields.search.engine:
 * Algolia with credentials, the embedded engine without); a localStorage item can point one
 * browser at an Algolia index instead (SEARCH.algoliaOverride), which the search tests use to
 * exercise the Algolia path on the embedded build. Read after hydration, so the server's markup
 * and the first render agree.
 */
import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {EmbeddedClient} from './client';

export type SearchFields = {
  engine: 'algolia' | 'embedded';
  maxQueryLength: number;
  manifestFile: string;
  algoliaOverride: string;
};

export type SearchMode = {engine: 'embedded'} | {engine: 'algolia'; override?: {appId: string; apiKey: string; indexName: string}};

export function useSearchFields(): SearchFields {
  return useDocusaurusContext().siteConfig.customFields!.search as SearchFields;
}

function readOverride(key: string): {appId: string; apiKey: string; indexName: string} | undefined {
  try {
    const value = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return value && typeof value.appId === 'string' && typeof value.apiKey === 'string' && typeof value.indexName === 'string'
      ? value
      : undefined;
  } catch {
    // Storage that throws, or an item that is not JSON: the build's engine.
    return undefined;
  }
}

export function useSearchMode(): SearchMode {
  const fields = useSearchFields();
  const [mode, setMode] = useState<SearchMode>({engine: fields.engine});
  useEffect(() => {
    const override = readOverride(fields.algoliaOverride);
    if (override) setMode({engine: 'algolia', override});
  }, [fields.algoliaOverride]);
  return mode;
}

let client: Promise<EmbeddedClient> | null = null;

/** The embedded engine's client of this locale, its code loaded on first use. */
export function embeddedClient(localeRoot: string, manifestFile: string, origin: string): Promise<EmbeddedClient> {
  client ??= import('./client').then(({createEmbeddedClient}) => createEmbeddedClient(localeRoot, manifestFile, origin));
  client.catch(() => (client = null));
  return client;
}

/**
 * A search client for DocSearch and the search page that answers from the embedded engine
 * (./engine.ts) instead of Algolia's hosts. It has the one method both call, `search`, with
 * Algolia's request and response shapes. Loaded only when the visitor reaches for search: this
 * module, MiniSearch and the shards are in no page's first scripts.
 *
 * The shards a search needs are fetched and read when the visitor shows the intent to search
 * (`warm`: hovering or focusing the search button, its keyboard shortcut, the search page), else
 * on the first query that needs them, and kept for the page's lifetime. Reading yields to the
 * browser, so that keys typed meanwhile appear at once; the queries typed while the shards arrive
 * are not answered one by one: each is given the answer to the latest. When a file cannot be
 * fetched or read, the search fails with a `RetryError`, the error Algolia's client gives when no
 * host answers, so the modal and the search page show their error screen; the next query tries
 * again.
 */
import {inEngineOrder} from './display';
import {loadShardAsync, normalize, search, shardsFor, type LoadedShard, type QueryParams, type SearchResponse, type Shard} from './engine';

type ManifestEntry = {language: string; tag: string; version?: string; file: string};
type Body = {requests: QueryParams[]} | QueryParams[];
type Search = (requests: Body) => Promise<{results: SearchResponse[]}>;

export type EmbeddedClient = {
  search: Search;
  /** The same answer, grouped so that DocSearch's modal shows it in the engine's order (./display.ts). */
  searchForModal: Search;
  /** Fetches and reads the shards that requests with these facet filters need, before the first query. */
  warm: (facetFilters: QueryParams['facetFilters']) => void;
  addAlgoliaAgent: () => void;
};

/** Algolia's client rejects with this name when every host failed; DocSearch looks for it. */
export class RetryError extends Error {
  override name = 'RetryError';
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * @param localeRoot the locale's base URL (`/` or `/es/`): the manifest and shards are below it.
 * @param manifestFile its name (SEARCH.manifestFile).
 * @param origin what hit URLs start with: the site's URL, as in Algolia's records.
 */
export function createEmbeddedClient(localeRoot: string, manifestFile: string, origin: string): EmbeddedClient {
  let manifest: Promise<ManifestEntry[]> | null = null;
  const shards = new Map<string, Promise<LoadedShard>>();

  // A failed fetch is forgotten, so that the next query tries again.
  const retryable = <T>(promise: Promise<T>, forget: () => void): Promise<T> =>
    promise.catch((error: unknown) => {
      forget();
      throw error;
    });

  const entries = (): Promise<ManifestEntry[]> =>
    (manifest ??= retryable(
      fetchJson<{shards: ManifestEntry[]}>(localeRoot + manifestFile).then((m) => m.shards),
      () => (manifest = null),
    ));

  const shard = (entry: ManifestEntry): Promise<LoadedShard> => {
    let loaded = shards.get(entry.file);
    if (!loaded) {
      loaded = retryable(
        fetchJson<Shard>(localeRoot + entry.file).then(loadShardAsync),
        () => shards.delete(entry.file),
      );
      shards.set(entry.file, loaded);
    }
    return loaded;
  };

  const needed = async (facetFilters: QueryParams['facetFilters']) => Promise.all(shardsFor(await entries(), facetFilters).map(shard));

  // The latest search: one that waited for shards while a later one of the same shape started takes its answer.
  let latest: {answer: Promise<{results: SearchResponse[]}>; size: number} | null = null;

  const answer = async (requests: QueryParams[]): Promise<{results: SearchResponse[]}> => {
    const ready = await Promise.all(requests.map((request) => needed(normalize(request).facetFilters)));
    return {results: requests.map((request, i) => search(ready[i], request, origin))};
  };

  const client: EmbeddedClient = {
    search(body) {
      const requests = Array.isArray(body) ? body : body.requests;
      const own = {size: requests.length} as NonNullable<typeof latest>;
      own.answer = Promise.all(requests.map((request) => needed(normalize(request).facetFilters)))
        .then(() => (latest && latest !== own && latest.size === own.size ? latest.answer : answer(requests)))
        .catch((error: unknown) => {
          throw new RetryError(`embedded search: ${(error as Error).message}`);
        });
      latest = own;
      return own.answer;
    },
    async searchForModal(body) {
      const {results} = await client.search(body);
      return {results: results.map((r) => ({...r, hits: inEngineOrder(r.hits)}))};
    },
    warm(facetFilters) {
      needed(facetFilters).catch(() => {});
    },
    addAlgoliaAgent() {},
  };
  return client;
}

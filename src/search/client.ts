/**
 * A search client for DocSearch and the search page that answers from the embedded engine
 * (./engine.ts) instead of Algolia's hosts. It has the one method both call, `search`, with
 * Algolia's request and response shapes. Loaded only when the visitor opens search: this module,
 * MiniSearch and the shards are in no page's first scripts.
 *
 * Each shard is fetched on the first query that needs it (the locale's manifest first, which
 * names them) and kept for the page's lifetime. When a file cannot be fetched or read, the
 * search fails with a `RetryError`, the error Algolia's client gives when no host answers, so the
 * modal and the search page show their error screen; the next query tries again.
 */
import {inEngineOrder} from './display';
import {loadShard, normalize, search, shardsFor, type LoadedShard, type QueryParams, type SearchResponse, type Shard} from './engine';

type ManifestEntry = {language: string; tag: string; version?: string; file: string};

type Search = (requests: {requests: QueryParams[]} | QueryParams[]) => Promise<{results: SearchResponse[]}>;

export type EmbeddedClient = {
  search: Search;
  /** The same answer, grouped so that DocSearch's modal shows it in the engine's order (./display.ts). */
  searchForModal: Search;
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
        fetchJson<Shard>(localeRoot + entry.file).then(loadShard),
        () => shards.delete(entry.file),
      );
      shards.set(entry.file, loaded);
    }
    return loaded;
  };

  const client: EmbeddedClient = {
    async search(body) {
      const requests = Array.isArray(body) ? body : body.requests;
      try {
        const all = await entries();
        const results = await Promise.all(
          requests.map(async (request) => {
            const needed = shardsFor(all, normalize(request).facetFilters);
            return search(await Promise.all(needed.map(shard)), request, origin);
          }),
        );
        return {results};
      } catch (error) {
        throw new RetryError(`embedded search: ${(error as Error).message}`);
      }
    },
    async searchForModal(body) {
      const {results} = await client.search(body);
      return {results: results.map((r) => ({...r, hits: inEngineOrder(r.hits)}))};
    },
    addAlgoliaAgent() {},
  };
  return client;
}

/**
 * A search client for DocSearch and the search page that answers from the embedded engine
 * (./engine.ts) instead of Algolia's hosts. It has the one method both call, `search`, with
 * Algolia's request and response shapes. Loaded only when the visitor reaches for search: this
 * module, MiniSearch and the shards are in no page's first scripts.
 *
 * The shards a search needs are fetched and read when the visitor shows the intent to search
 * (`warm`: hovering or focusing the search button, its keyboard shortcut, the search page), else
 * on the first query that needs them, and kept for the page's lifetime. A shard holds the terms
 * and what a hit shows but its text: the postings of the terms a query matches and the text of the
 * sections it shows come in chunks of a few KB, fetched when a search needs them and kept too. Reading yields to the
 * browser, so that keys typed meanwhile appear at once; the queries typed while the shards arrive
 * are not answered one by one: each is given the answer to the latest. When a file cannot be
 * fetched or read, the search fails with a `RetryError`, the error Algolia's client gives when no
 * host answers, so the modal and the search page show their error screen; the next query tries
 * again.
 *
 * A tab stays open across deploys, and the shards it holds name chunks that a new build may no
 * longer have. Every shard and the manifest carry their build's id: when the reader shows intent
 * to search again, the manifest is revalidated (a 304 while nothing changed), and a new id drops
 * what the tab holds, so the search reads the new build's index. A chunk or shard that is gone
 * (404 or 410) does the same, and the search runs once more: the reader never sees the error
 * screen for a deploy.
 */
import {inEngineOrder} from './display';
import {
  loadShard,
  namedTags,
  normalize,
  readChunk,
  searchOrMissing,
  shardFile,
  shardsFor,
  type LoadedShard,
  type Missing,
  type QueryParams,
  type SearchResponse,
  type Shard,
} from './engine';

type ManifestEntry = {language: string; tag: string; version?: string; file: string};
type Manifest = {build?: string; shards: ManifestEntry[]};
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

/**
 * How long the reader must leave the box alone after a search before the other postings chunks
 * start to arrive: not while keys are typed, so that a first answer costs only its own chunks.
 */
export const PREFETCH_DELAY_MS = 1000;
/**
 * How long a search that needs chunks waits before it fetches them: a key typed meanwhile
 * overtakes it, and the stale keystroke fetches nothing (typed key by key, only the last key's
 * search, and those of the pauses, fetch).
 */
export const FETCH_DEBOUNCE_MS = 100;
/**
 * How many of them are fetched at a time: few, so that a search's own chunks find a free
 * connection (a browser opens 6 to a host over HTTP/1.1).
 */
const PREFETCH_PARALLEL = 2;

/**
 * Lets the browser take its turn (a message, not a timeout: nested timeouts wait 4 ms): keys typed
 * meanwhile start their own searches, and a search they overtook does not run.
 */
const nextTask = (): Promise<void> =>
  typeof MessageChannel === 'undefined'
    ? new Promise((resolve) => setTimeout(resolve, 0))
    : new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });

/** A file of the index that the host no longer has: the build changed under the tab. */
class Gone extends Error {}

async function fetchJson<T>(url: string, cache?: RequestCache): Promise<T> {
  const response = await fetch(url, {credentials: 'same-origin', cache});
  if (!response.ok) throw new (response.status === 404 || response.status === 410 ? Gone : Error)(`${url}: HTTP ${response.status}`);
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
  // The build id of the index this client holds, once it holds any.
  let build: string | undefined;

  // A failed fetch is forgotten, so that the next query tries again.
  const retryable = <T>(promise: Promise<T>, forget: () => void): Promise<T> =>
    promise.catch((error: unknown) => {
      forget();
      throw error;
    });

  const held = <T extends {build?: string}>(m: T): T => {
    build ??= m.build;
    return m;
  };
  const entries = (): Promise<ManifestEntry[]> =>
    (manifest ??= retryable(
      fetchJson<Manifest>(localeRoot + manifestFile).then((m) => held(m).shards),
      () => (manifest = null),
    ));

  const shard = (entry: Pick<ManifestEntry, 'file'>): Promise<LoadedShard> => {
    let loaded = shards.get(entry.file);
    if (!loaded) {
      loaded = retryable(
        fetchJson<Shard>(localeRoot + entry.file).then((s) => loadShard(held(s))),
        () => shards.delete(entry.file),
      );
      shards.set(entry.file, loaded);
    }
    return loaded;
  };

  // Postings and text chunks, by file: fetched when a search needs one, then kept.
  const chunks = new Map<string, Promise<void>>();
  const chunk = ({shard: loaded, kind, chunk: index}: Missing[number]): Promise<void> => {
    const file = loaded[kind].files[index];
    let read = chunks.get(file);
    if (!read) {
      read = retryable(
        fetchJson<string[]>(localeRoot + file).then((list) => readChunk(loaded, kind, index, list)),
        () => chunks.delete(file),
      );
      chunks.set(file, read);
    }
    return read;
  };

  // The shards of the tags the filters name are fetched at once, at their known names; filters
  // that name none, or a tag without a shard, take the manifest's list.
  const needed = async (facetFilters: QueryParams['facetFilters']): Promise<LoadedShard[]> => {
    const tags = namedTags(facetFilters);
    if (tags) {
      try {
        return await Promise.all(tags.map((tag) => shard({file: shardFile(manifestFile, tag)})));
      } catch {
        // The manifest says which shards exist; a failure to fetch fails there too.
      }
    }
    return Promise.all(shardsFor(await entries(), facetFilters).map(shard));
  };

  // Searches waiting for their chunks: the prefetch waits for them (idle()).
  let waiting = 0;
  const resume: (() => void)[] = [];
  const idle = (): Promise<void> => (waiting ? new Promise((resolve) => resume.push(resolve)) : Promise.resolve());
  const wait = async (chunks: Promise<unknown>): Promise<void> => {
    waiting++;
    try {
      await chunks;
    } finally {
      if (!--waiting) for (const go of resume.splice(0)) go();
    }
  };

  // Once a first answer is shown, the other postings chunks of the shards it searched follow, a few at
  // a time, so that later keystrokes wait for the text of new hits at most; while a search waits
  // for its own chunks, the next prefetch waits for it. The text is not prefetched: it is most of
  // the bytes, and a search needs only its hits'.
  let prefetching = false;
  let prefetchTimer: ReturnType<typeof setTimeout> | undefined;
  const prefetch = (shards: LoadedShard[]) => {
    if (prefetching) return;
    clearTimeout(prefetchTimer);
    prefetchTimer = setTimeout(() => startPrefetch(shards), PREFETCH_DELAY_MS);
  };
  // A new search puts the prefetch off again.
  const putOffPrefetch = () => clearTimeout(prefetchTimer);
  const startPrefetch = (shards: LoadedShard[]) => {
    if (prefetching) return;
    prefetching = true;
    const queue = shards.flatMap((loaded) =>
      loaded.postings.files.map((_, index) => ({shard: loaded, kind: 'postings' as const, chunk: index})),
    );
    const next = async (): Promise<void> => {
      await idle();
      const item = queue.shift();
      return item && chunk(item).then(next, next);
    };
    void Promise.all(Array.from({length: PREFETCH_PARALLEL}, next));
  };

  // The latest search: one that waited for shards or chunks while a later one of the same shape
  // started takes its answer, and fetches nothing more.
  type Pending = {answer: Promise<{results: SearchResponse[]}>; size: number};
  let latest: Pending | null = null;
  const overtaken = (own: Pending) => latest !== null && latest !== own && latest.size === own.size;

  // A search names the chunks it needs: the postings of the terms it matches, then the text of the
  // sections it shows. Each round fetches what the last one named.
  const answer = async (requests: QueryParams[], own: Pending): Promise<{results: SearchResponse[]}> => {
    const ready = await Promise.all(requests.map((request) => needed(normalize(request).facetFilters)));
    for (let round = 0; ; round++) {
      const outcomes = requests.map((request, i) => searchOrMissing(ready[i], request, origin));
      const missing = outcomes.flatMap((o) => ('missing' in o ? o.missing : []));
      if (!missing.length) {
        prefetch([...new Set(ready.flat())]);
        return {results: outcomes.map((o) => ('response' in o ? o.response : null!))};
      }
      if (round === 4) throw new Error('search chunks still missing');
      if (round === 0) {
        await new Promise((resolve) => setTimeout(resolve, FETCH_DEBOUNCE_MS));
        if (overtaken(own)) return latest!.answer;
      }
      await wait(Promise.all(missing.map(chunk)));
      if (overtaken(own)) return latest!.answer;
    }
  };

  // Another build's index: everything held is forgotten, and read again when a search needs it.
  const forget = () => {
    manifest = null;
    build = undefined;
    shards.clear();
    chunks.clear();
    prefetching = false;
    putOffPrefetch();
  };
  // Whether the build changed since the index was read: the manifest revalidated, one request at a time.
  let checking: Promise<void> | null = null;
  const check = (): Promise<void> =>
    build === undefined
      ? Promise.resolve()
      : (checking ??= fetchJson<Manifest>(localeRoot + manifestFile, 'no-cache')
          .then((m) => {
            if (m.build !== build) {
              forget();
              manifest = Promise.resolve(held(m).shards);
            }
          })
          .catch(() => {})
          .finally(() => (checking = null)));

  const client: EmbeddedClient = {
    search(body) {
      const requests = Array.isArray(body) ? body : body.requests;
      const own = {size: requests.length} as NonNullable<typeof latest>;
      putOffPrefetch();
      const run = () =>
        (checking ?? Promise.resolve())
          .then(() => Promise.all(requests.map((request) => needed(normalize(request).facetFilters))))
          .then(nextTask)
          .then(() => (overtaken(own) ? latest!.answer : answer(requests, own)));
      own.answer = run()
        .catch((error: unknown) => {
          if (!(error instanceof Gone)) throw error;
          // Deployed over: the new build's index, once.
          forget();
          return run();
        })
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
      check()
        .then(() => needed(facetFilters))
        .catch(() => {});
    },
    addAlgoliaAgent() {},
  };
  return client;
}

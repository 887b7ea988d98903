import {afterEach, describe, expect, it, vi} from 'vitest';
import {createEmbeddedClient, FETCH_DEBOUNCE_MS, PREFETCH_DELAY_MS} from '../../src/search/client';
import {createShard, loadShard, readChunk, searchOrMissing, type EngineRecord, type Shard} from '../../src/search/engine';

const ORIGIN = 'https://helm.sh';
const record = (path: string, lvl1: string, content: string, position: number): EngineRecord => ({
  objectID: `${ORIGIN}${path}-${position}`,
  url: `${ORIGIN}${path}`,
  url_without_anchor: `${ORIGIN}${path}`,
  anchor: null,
  type: 'content',
  hierarchy: {lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content,
  language: 'en',
  version: ['3'],
  docusaurus_tag: ['docs-default-3'],
  weight: {pageRank: 0, level: 0, position},
});
// One section per text chunk, and postings in small chunks, as the build writes them (its files named by the shard).
const {chunks, ...shard} = createShard(
  [record('/docs/install', 'Install', 'Install Helm from a script.', 0), record('/docs/upgrade', 'Upgrade', 'Upgrade a release.', 1)],
  ORIGIN,
  {
    postings: 5,
    text: 1,
  },
);
/** A build's index files by URL: the manifest, the shard, and its chunks named `<name>.<kind>-<i>.json`. */
function indexFiles(built: Shard, name: string, build: string): Record<string, unknown> {
  const {chunks: parts, ...written} = built;
  const files: Record<string, unknown> = {
    '/search-index.json': {
      format: 3,
      build,
      shards: [{language: 'en', tag: 'docs-default-3', version: '3', file: 'search-index/docs-default-3.json'}],
    },
  };
  for (const kind of ['postings', 'text'] as const) {
    parts![kind].forEach((items, i) => {
      written[kind].files.push(`assets/search/${name}.${kind}-${i}.json`);
      files[`/assets/search/${name}.${kind}-${i}.json`] = items;
    });
  }
  files['/search-index/docs-default-3.json'] = {...written, build};
  return files;
}
const FILES: Record<string, unknown> = indexFiles({...shard, chunks}, 'docs', 'a');
const FILTERS = ['language:en', ['docusaurus_tag:docs-default-3']];

/** A fetch that answers from FILES, each file only when the test lets it (all at once when `open`). */
function stubFetch(open = false) {
  const fetched: string[] = [];
  const gates = new Map<string, () => void>();
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    const respond = () => new Response(JSON.stringify(FILES[url]), {status: FILES[url] ? 200 : 404});
    return open ? Promise.resolve(respond()) : new Promise((resolve) => gates.set(url, () => resolve(respond())));
  });
  const release = async (url: string) => {
    for (let i = 0; i < 50 && !gates.has(url); i++) await new Promise((r) => setTimeout(r, 1));
    gates.get(url)!();
  };
  /** Lets every file through from now on, those already asked for included. */
  const releaseAll = () => {
    open = true;
    for (const gate of gates.values()) gate();
  };
  /** Holds the files asked for from now on until a release. */
  const hold = () => {
    open = false;
  };
  return {fetched, release, releaseAll, hold};
}

/** Past the prefetch's delay after an answer, with time for the prefetch to run. */
const AFTER_PREFETCH_MS = PREFETCH_DELAY_MS + 400;
// A client prefetches postings a while after its answer: let that happen before the next test's fetch stub.
afterEach(async () => {
  await new Promise((r) => setTimeout(r, AFTER_PREFETCH_MS));
  vi.unstubAllGlobals();
});

describe('embedded search client', () => {
  it('fetches the shards a page searches on intent, before any query, at the names of the tags it asks for', async () => {
    const {fetched, release} = stubFetch();
    createEmbeddedClient('/', 'search-index.json', ORIGIN).warm(FILTERS);
    await release('/search-index/docs-default-3.json');
    expect(fetched).toEqual(['/search-index/docs-default-3.json']);
  });

  it('takes the shards from the manifest when the filters name no tag, or a tag without a shard', async () => {
    const {fetched} = stubFetch(true);
    const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
    const answer = async (facetFilters: unknown[]) =>
      (await client.search({requests: [{query: 'upgrade', facetFilters: facetFilters as typeof FILTERS}]})).results[0].hits[0]?.url;
    expect(await answer(['language:en'])).toBe(`${ORIGIN}/docs/upgrade`);
    expect(fetched.slice(0, 2)).toEqual(['/search-index.json', '/search-index/docs-default-3.json']);
    expect(await answer(['language:en', ['docusaurus_tag:docs-default-3', 'docusaurus_tag:docs-default-9']])).toBe(
      `${ORIGIN}/docs/upgrade`,
    );
    expect(fetched).toContain('/search-index/docs-default-9.json');
  });

  it('answers the queries typed while the shards arrive with the answer to the latest', async () => {
    const {release, releaseAll} = stubFetch();
    const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
    const request = (query: string) => ({requests: [{query, facetFilters: FILTERS}]});
    const stale = client.search(request('inst'));
    const latest = client.search(request('upgrade'));
    await release('/search-index/docs-default-3.json');
    // The chunks the answer needs.
    releaseAll();
    const [a, b] = await Promise.all([stale, latest]);
    expect(b.results[0].query).toBe('upgrade');
    expect(a).toBe(b);
    // Once the shards are read, each query gets its own answer.
    expect((await client.search(request('install'))).results[0].hits[0].url).toBe(`${ORIGIN}/docs/install`);
  });

  it('gives a search overtaken while its chunks arrive the answer to the latest, without fetching the text of its own hits', async () => {
    const {fetched, release, releaseAll} = stubFetch();
    const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
    const request = (query: string) => ({requests: [{query, facetFilters: FILTERS}]});
    const stale = client.search(request('install'));
    await release('/search-index/docs-default-3.json');
    // The stale search waits for its postings; the reader types on.
    for (let i = 0; i < 50 && !fetched.some((url) => url.includes('.postings-')); i++) await new Promise((r) => setTimeout(r, 1));
    const latest = client.search(request('upgrade'));
    releaseAll();
    const [a, b] = await Promise.all([stale, latest]);
    expect(a).toBe(b);
    expect(b.results[0].hits[0].url).toBe(`${ORIGIN}/docs/upgrade`);
    // The install page's text was never needed.
    expect(fetched).not.toContain('/assets/search/docs.text-0.json');
  });

  it('fetches no chunk for a keystroke that the next key overtakes, and no prefetch while keys are typed', async () => {
    const request = (query: string) => ({requests: [{query, facetFilters: FILTERS}]});
    const postingsOf = (urls: string[]) => new Set(urls.filter((url) => url.includes('.postings-')));
    // The postings a fresh client fetches for `install` alone.
    const alone = stubFetch(true);
    await createEmbeddedClient('/', 'search-index.json', ORIGIN).search(request('install'));
    const own = postingsOf(alone.fetched);
    expect(own.size).toBeLessThan(shard.postings.files.length);
    const {fetched, release} = stubFetch();
    const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
    client.warm(FILTERS);
    await release('/search-index/docs-default-3.json');
    // Keys typed a little faster than the debounce, each starting its own search.
    const typed = ['i', 'in', 'ins', 'inst', 'insta', 'instal', 'install'];
    const answers: Promise<unknown>[] = [];
    for (const query of typed) {
      answers.push(client.search(request(query)));
      await new Promise((r) => setTimeout(r, FETCH_DEBOUNCE_MS / 2));
    }
    // Only the last key's search asks for chunks (its postings, held here), and no prefetch starts.
    for (let i = 0; i < 100 && postingsOf(fetched).size < own.size; i++) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, FETCH_DEBOUNCE_MS));
    expect(postingsOf(fetched)).toEqual(own);
    void answers;
  });

  it("fetches the postings of the query's terms and the text of its hits, no other chunk, and keeps them", async () => {
    const {fetched} = stubFetch(true);
    const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
    const request = (query: string) => ({requests: [{query, facetFilters: FILTERS}]});
    const [hit] = (await client.search(request('upgrade'))).results[0].hits;
    expect(hit.url).toBe(`${ORIGIN}/docs/upgrade`);
    expect(hit.content).toBe('Upgrade a release.');
    const chunkFiles = fetched.filter((url) => /\.(postings|text)-\d+\.json$/.test(url));
    // The text of the upgrade page, not the install page's.
    expect(chunkFiles.filter((url) => url.includes('.text-'))).toEqual(['/assets/search/docs.text-1.json']);
    expect(chunkFiles.filter((url) => url.includes('.postings-')).length).toBeGreaterThan(0);
    expect(chunkFiles.filter((url) => url.includes('.postings-')).length).toBeLessThan(shard.postings.files.length);
    // Asked again, the same answer from what was kept.
    const before = fetched.length;
    expect((await client.search(request('upgrade'))).results[0].hits[0].content).toBe('Upgrade a release.');
    expect(fetched.length).toBe(before);
  });

  it('holds the prefetch of postings back while a search waits for its own chunks', async () => {
    const {fetched, releaseAll, hold} = stubFetch(true);
    const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
    const request = (query: string) => ({requests: [{query, facetFilters: FILTERS}]});
    await client.search(request('upgrade'));
    // The chunks a search for `install` names first, on a shard that has read what `upgrade` read.
    const reference = loadShard(JSON.parse(JSON.stringify(shard)) as Shard);
    const named = (outcome: ReturnType<typeof searchOrMissing>) => ('missing' in outcome ? outcome.missing : []);
    for (const {kind, chunk} of named(searchOrMissing([reference], {query: 'upgrade', facetFilters: FILTERS}, ORIGIN)))
      readChunk(reference, kind, chunk, chunks![kind][chunk]);
    const own = named(searchOrMissing([reference], {query: 'install', facetFilters: FILTERS}, ORIGIN)).map(
      ({kind, chunk}) => `/${shard[kind].files[chunk]}`,
    );
    expect(own.length).toBeGreaterThan(0);
    hold();
    const before = fetched.length;
    const pending = client.search(request('install'));
    // Past the prefetch's delay: only the search's own chunks were asked for.
    await new Promise((r) => setTimeout(r, PREFETCH_DELAY_MS + 200));
    expect(new Set(fetched.slice(before))).toEqual(new Set(own));
    releaseAll();
    expect((await pending).results[0].hits[0].url).toBe(`${ORIGIN}/docs/install`);
    // Then the prefetch goes on.
    await new Promise((r) => setTimeout(r, AFTER_PREFETCH_MS));
    expect(new Set(fetched.filter((url) => url.includes('.postings-')))).toEqual(new Set(shard.postings.files.map((f) => `/${f}`)));
  });

  it('fetches the other postings chunks after the first answer, and never the text of hits not shown', async () => {
    const {fetched} = stubFetch(true);
    const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
    await client.search({requests: [{query: 'upgrade', facetFilters: FILTERS}]});
    await new Promise((r) => setTimeout(r, AFTER_PREFETCH_MS));
    expect(new Set(fetched.filter((url) => url.includes('.postings-')))).toEqual(new Set(shard.postings.files.map((f) => `/${f}`)));
    expect(fetched.filter((url) => url.includes('.text-'))).toEqual(['/assets/search/docs.text-1.json']);
  });

  describe('after a deploy', () => {
    // The next build: a page added, and chunks of other names (their content hashes); the old ones are gone.
    const next = () =>
      indexFiles(
        createShard(
          [
            record('/docs/install', 'Install', 'Install Helm from a script.', 0),
            record('/docs/upgrade', 'Upgrade', 'Upgrade a release.', 1),
            record('/docs/rollback', 'Rollback', 'Roll a release back.', 2),
          ],
          ORIGIN,
          {postings: 5, text: 1},
        ),
        'docs-next',
        'b',
      );
    const deploy = () => {
      const before = {...FILES};
      for (const url of Object.keys(FILES)) delete FILES[url];
      Object.assign(FILES, next());
      return () => {
        for (const url of Object.keys(FILES)) delete FILES[url];
        Object.assign(FILES, before);
      };
    };
    const request = (query: string) => ({requests: [{query, facetFilters: FILTERS}]});

    it("a chunk that is gone has the client read the new build's shard and answer from it, once", async () => {
      const {fetched} = stubFetch(true);
      const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
      expect((await client.search(request('upgrade'))).results[0].hits[0].url).toBe(`${ORIGIN}/docs/upgrade`);
      const undeploy = deploy();
      try {
        const before = fetched.length;
        // The install page's postings and text were never fetched: the old build named files that are gone.
        const {results} = await client.search(request('install'));
        expect(results[0].hits[0].url).toBe(`${ORIGIN}/docs/install`);
        expect(results[0].hits[0].content).toBe('Install Helm from a script.');
        const asked = fetched.slice(before);
        expect(asked[0]).toMatch(/^\/assets\/search\/docs\./);
        expect(asked).toContain('/search-index/docs-default-3.json');
        expect(asked.some((url) => url.startsWith('/assets/search/docs-next.'))).toBe(true);
        // The new build's pages are found too.
        expect((await client.search(request('rollback'))).results[0].hits[0].url).toBe(`${ORIGIN}/docs/rollback`);
      } finally {
        undeploy();
      }
    });

    it('a new build id in the manifest, seen when the reader shows intent again, drops the index held', async () => {
      const {fetched} = stubFetch(true);
      const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
      await client.search(request('upgrade'));
      await new Promise((r) => setTimeout(r, 200));
      const undeploy = deploy();
      try {
        const before = fetched.length;
        client.warm(FILTERS);
        expect((await client.search(request('rollback'))).results[0].hits[0]?.url).toBe(`${ORIGIN}/docs/rollback`);
        expect(fetched.slice(before, before + 2)).toEqual(['/search-index.json', '/search-index/docs-default-3.json']);
      } finally {
        undeploy();
      }
    });

    it('without a new build, intent costs one revalidation of the manifest and no shard', async () => {
      const {fetched} = stubFetch(true);
      const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
      await client.search(request('upgrade'));
      const before = fetched.length;
      client.warm(FILTERS);
      await client.search(request('upgrade'));
      expect(fetched.slice(before)).toEqual(['/search-index.json']);
    });

    it('a chunk missing in the new build too fails the search as unreachable, after one more try', async () => {
      const {fetched} = stubFetch(true);
      const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
      await client.search(request('upgrade'));
      const text = '/assets/search/docs.text-0.json';
      const kept = FILES[text];
      delete FILES[text];
      try {
        await expect(client.search(request('install'))).rejects.toThrow(expect.objectContaining({name: 'RetryError'}));
        expect(fetched.filter((url) => url === text)).toHaveLength(2);
      } finally {
        FILES[text] = kept;
      }
    });
  });
});

import {afterEach, describe, expect, it, vi} from 'vitest';
import {createEmbeddedClient} from '../../src/search/client';
import {createShard, type EngineRecord} from '../../src/search/engine';

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
const shard = createShard([record('/docs/install', 'Install', 'Install Helm from a script.', 0), record('/docs/upgrade', 'Upgrade', 'Upgrade a release.', 1)], ORIGIN);
const FILES: Record<string, unknown> = {
  '/search-index.json': {format: 2, shards: [{language: 'en', tag: 'docs-default-3', version: '3', file: 'assets/search/docs.json'}]},
  '/assets/search/docs.json': shard,
};
const FILTERS = ['language:en', ['docusaurus_tag:docs-default-3']];

/** A fetch that answers from FILES, each file only when the test lets it. */
function stubFetch() {
  const fetched: string[] = [];
  const gates = new Map<string, () => void>();
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return new Promise((resolve) => gates.set(url, () => resolve(new Response(JSON.stringify(FILES[url]), {status: 200}))));
  });
  const release = async (url: string) => {
    for (let i = 0; i < 50 && !gates.has(url); i++) await new Promise((r) => setTimeout(r, 1));
    gates.get(url)!();
  };
  return {fetched, release};
}

afterEach(() => vi.unstubAllGlobals());

describe('embedded search client', () => {
  it('fetches the shards a page searches on intent, before any query', async () => {
    const {fetched, release} = stubFetch();
    createEmbeddedClient('/', 'search-index.json', ORIGIN).warm(FILTERS);
    await release('/search-index.json');
    await release('/assets/search/docs.json');
    expect(fetched).toEqual(['/search-index.json', '/assets/search/docs.json']);
  });

  it('answers the queries typed while the shards arrive with the answer to the latest', async () => {
    const {release} = stubFetch();
    const client = createEmbeddedClient('/', 'search-index.json', ORIGIN);
    const request = (query: string) => ({requests: [{query, facetFilters: FILTERS}]});
    const stale = client.search(request('inst'));
    const latest = client.search(request('upgrade'));
    await release('/search-index.json');
    await release('/assets/search/docs.json');
    const [a, b] = await Promise.all([stale, latest]);
    expect(b.results[0].query).toBe('upgrade');
    expect(a).toBe(b);
    // Once the shards are read, each query gets its own answer.
    expect((await client.search(request('install'))).results[0].hits[0].url).toBe(`${ORIGIN}/docs/install`);
  });
});

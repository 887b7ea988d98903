/**
 * A stand-in for Algolia's search engine: the site's embedded engine (src/search/engine.ts),
 * which answers Algolia's requests in Algolia's shape, over shards of every locale and tag made
 * from the records of our build. One engine serves the browser on a build without credentials
 * and these tests of the Algolia path (tests/search-fixture.ts answers Algolia's hosts with it).
 */
import {type SearchRecord} from '../scripts/lib/search-records';
import {search as engineSearch, shardsOf, type LoadedShard, type QueryParams} from '../src/search/engine';
import {SITE} from '../src/site-constants';

export type {Hit, QueryParams} from '../src/search/engine';
export type SearchIndex = LoadedShard[];

export function createIndex(records: SearchRecord[]): SearchIndex {
  return shardsOf(records, SITE.url);
}

/**
 * One result of a multi-query, in the shape the v5 client and algoliasearch-helper read. As
 * Algolia's `removeWordsIfNoResults: allOptional`: any word only when no record holds them all.
 */
export function search(index: SearchIndex, params: QueryParams) {
  return engineSearch(index, params, SITE.url, {widen: false});
}

import {describe, expect, it} from 'vitest';
import type {SearchRecord} from '../../scripts/lib/search-records';
import {createIndex, search} from '../algolia';

let position = 0;
function record(url: string, content: string, extra: Partial<SearchRecord> = {}): SearchRecord {
  position++;
  return {
    objectID: `${url}-${position}`,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: url.split('#')[1] ?? null,
    type: 'content',
    hierarchy: {lvl0: 'Docs', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: ['docs-default-3'],
    weight: {pageRank: 0, level: 0, position},
    ...extra,
  };
}

const index = createIndex([
  record('https://helm.sh/es/docs/a', 'Instalación de Helm con el script', {language: 'es'}),
  record('https://helm.sh/docs/a', 'Install Helm with the script'),
  record('https://helm.sh/docs/a', 'Install Helm from a package manager'),
  record('https://helm.sh/docs/2/a', 'Install Helm 2 and Tiller', {docusaurus_tag: ['docs-default-2']}),
  record('https://helm.sh/blog/p', 'Use <release-name> when you install', {docusaurus_tag: ['default']}),
]);
const urls = (params: Parameters<typeof search>[1]) => search(index, params).hits.map((h) => h.url);

// The stand-in is the embedded engine (src/search/engine.ts): records of one URL are one section.
describe('the Algolia test double', () => {
  it('matches every word, the last one as a prefix, ignoring case and accents', () => {
    expect(urls({query: 'INSTALACION hel', facetFilters: ['language:es']})).toEqual(['https://helm.sh/es/docs/a']);
    expect(urls({query: 'INSTALACION hel', facetFilters: ['language:en']})).not.toContain('https://helm.sh/es/docs/a');
    expect(urls({query: 'helm inst'})).toHaveLength(3);
  });

  it('falls back to records with some of the words when none has them all (allOptional)', () => {
    expect(urls({query: 'tiller zzxq'})).toEqual(['https://helm.sh/docs/2/a']);
    expect(search(index, {query: 'zzxq'}).nbHits).toBe(0);
  });

  it('applies facetFilters as an AND of ORs, with negation', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3']];
    expect(urls({query: 'install', facetFilters: filters})).toEqual(['https://helm.sh/docs/a', 'https://helm.sh/blog/p']);
    expect(urls({query: 'install', facetFilters: ['-docusaurus_tag:docs-default-3', 'language:en']})).toEqual([
      'https://helm.sh/docs/2/a',
      'https://helm.sh/blog/p',
    ]);
  });

  it('returns one hit per url, its records merged, and counts them', () => {
    const result = search(index, {query: 'install script', facetFilters: ['language:en']});
    expect(result.hits.map((h) => h.content)).toEqual(['Install Helm with the script Install Helm from a package manager']);
    expect(result.nbHits).toBe(1);
  });

  it('pages with hitsPerPage and page', () => {
    const second = search(index, {query: 'install', hitsPerPage: 2, page: 1, facetFilters: ['language:en']});
    expect(second).toMatchObject({nbHits: 3, nbPages: 2, page: 1, hitsPerPage: 2});
    expect(second.hits).toHaveLength(1);
  });

  it('highlights and snippets matches with the requested tags, escaping the text as Algolia does', () => {
    const [hit] = search(index, {
      query: 'instal',
      facetFilters: ['docusaurus_tag:default'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToSnippet: ['content:3'],
      snippetEllipsisText: '…',
    }).hits;
    expect(hit._highlightResult.content).toEqual({
      value: 'Use &lt;release-name&gt; when you <mark>install</mark>',
      matchLevel: 'full',
      matchedWords: ['instal'],
    });
    expect(hit._snippetResult.content.value).toBe('…when you <mark>install</mark>');
    expect(hit._highlightResult.hierarchy.lvl2).toBeUndefined();
  });

  it('gives a query id when click analytics is on, and facet counts when asked', () => {
    const result = search(index, {query: 'install', clickAnalytics: true, facets: ['language']});
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.facets).toEqual({language: {en: 3}});
  });
});

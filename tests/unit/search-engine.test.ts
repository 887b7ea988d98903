import {describe, expect, it} from 'vitest';
import {createShard, loadShard, search, shardsFor, stem, type EngineRecord} from '../../src/search/engine';

const ORIGIN = 'https://helm.sh';
let position = 0;
function record(language: string, tag: string, path: string, type: EngineRecord['type'], lvl1: string, extra: Partial<EngineRecord> & {lvl2?: string} = {}): EngineRecord {
  const anchor = extra.anchor ?? null;
  const url = `${ORIGIN}${path}${anchor ? `#${anchor}` : ''}`;
  return {
    objectID: `${url}-${position++}`,
    url,
    url_without_anchor: `${ORIGIN}${path}`,
    anchor,
    type,
    hierarchy: {lvl0: 'Docs', lvl1, lvl2: extra.lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: extra.content ?? null,
    language,
    docusaurus_tag: [tag],
    ...(tag.startsWith('docs') ? {version: [tag.split('-').pop()!]} : {}),
    weight: {pageRank: 0, level: type === 'lvl1' ? 90 : type === 'lvl2' ? 80 : 0, position},
  };
}

const records = [
  record('es', 'docs-default-3', '/es/docs/intro/install', 'lvl1', 'Instalar Helm'),
  record('es', 'docs-default-3', '/es/docs/intro/install', 'content', 'Instalar Helm', {content: 'Descarga el binario y ponlo en tu PATH.'}),
  record('es', 'docs-default-3', '/es/docs/intro/install', 'lvl2', 'Instalar Helm', {anchor: 'from-script', lvl2: 'Desde el script'}),
  record('es', 'docs-default-3', '/es/docs/intro/install', 'content', 'Instalar Helm', {anchor: 'from-script', lvl2: 'Desde el script', content: 'El script de instalación detecta tu sistema.'}),
  record('es', 'docs-default-3', '/es/docs/topics/charts', 'lvl1', 'Charts'),
  record('es', 'docs-default-3', '/es/docs/topics/charts', 'content', 'Charts', {content: 'Un chart describe una aplicación de Kubernetes; su configuración va en values.yaml.'}),
  record('es', 'docs-default-2', '/es/docs/2/install', 'lvl1', 'Instalar Helm 2'),
  record('en', 'docs-default-3', '/docs/intro/install', 'lvl1', 'Installing Helm'),
  record('es', 'default', '/es/blog/helm-4', 'lvl1', 'Ya salió Helm 4'),
];
const shards = ['es docs-default-3', 'es docs-default-2', 'en docs-default-3', 'es default'].map((key) => {
  const [language, tag] = key.split(' ');
  // Through JSON, as the browser gets it.
  return loadShard(JSON.parse(JSON.stringify(createShard(records.filter((r) => r.language === language && r.docusaurus_tag[0] === tag), ORIGIN))));
});
const ES_LATEST = ['language:es', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3']];
const urls = (query: string, facetFilters: unknown = ES_LATEST) =>
  search(shards, {query, facetFilters: facetFilters as string[]}, ORIGIN).hits.map((h) => h.url);

describe('embedded search engine', () => {
  it('searches only the shards the facet filters allow', () => {
    expect(shardsFor(shards, ES_LATEST).map((s) => `${s.language} ${s.tag}`)).toEqual(['es docs-default-3', 'es default']);
    expect(urls('instalar')).not.toContain(`${ORIGIN}/es/docs/2/install`);
    expect(urls('instalar')).not.toContain(`${ORIGIN}/docs/intro/install`);
    expect(urls('instalar', ['language:es', 'docusaurus_tag:docs-default-2'])).toEqual([`${ORIGIN}/es/docs/2/install`]);
  });

  it('folds case and accents, takes the last word as a prefix, and tolerates a typo', () => {
    expect(urls('INSTALACION')).toEqual([`${ORIGIN}/es/docs/intro/install#from-script`]);
    // More accents than typos allowed: only folding can match.
    expect(urls('ínstálácíón')).toEqual([`${ORIGIN}/es/docs/intro/install#from-script`]);
    expect(urls('configuración')[0]).toBe(`${ORIGIN}/es/docs/topics/charts`);
    expect(urls('kuber')[0]).toBe(`${ORIGIN}/es/docs/topics/charts`);
    expect(urls('instalr helm')[0]).toBe(`${ORIGIN}/es/docs/intro/install`);
    expect(urls('zzxqvj')).toEqual([]);
  });

  it('finds other forms of a word through its stem', () => {
    expect(stem('instalacion')).toBe('instal');
    expect(stem('desinstalar')).toBe('desinstal');
    expect(urls('instalación helm')).toContain(`${ORIGIN}/es/docs/intro/install`);
  });

  it('with no section holding every word, any word will do', () => {
    expect(urls('instalar zzxqvj')[0]).toBe(`${ORIGIN}/es/docs/intro/install`);
  });

  it("answers in Algolia's shape: hierarchy, anchor, type, highlights, snippets, counts and pages", () => {
    const result = search(
      shards,
      {query: 'script', facetFilters: ES_LATEST, hitsPerPage: 1, attributesToSnippet: ['content:3'], highlightPreTag: '<mark>', highlightPostTag: '</mark>', snippetEllipsisText: '…', clickAnalytics: true},
      ORIGIN,
    );
    expect(result).toMatchObject({nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 1, query: 'script'});
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    const [hit] = result.hits;
    expect(hit).toMatchObject({anchor: 'from-script', type: 'lvl2', url_without_anchor: `${ORIGIN}/es/docs/intro/install`});
    expect(hit.hierarchy).toMatchObject({lvl1: 'Instalar Helm', lvl2: 'Desde el script'});
    expect(hit._highlightResult.hierarchy.lvl2).toMatchObject({value: 'Desde el <mark>script</mark>', matchLevel: 'full'});
    expect(hit._snippetResult.content.value).toBe('El <mark>script</mark> de…');
  });

  it('escapes markup in what it highlights', () => {
    const hit = search(shards, {query: 'values', facetFilters: ES_LATEST}, ORIGIN).hits[0];
    expect(hit._highlightResult.content.value).not.toMatch(/<(?!\/?span)/);
  });

  it('counts facet values over every match', () => {
    const result = search(shards, {query: 'helm', facetFilters: ['language:es'], facets: ['docusaurus_tag'], hitsPerPage: 0}, ORIGIN);
    expect(result.facets).toEqual({docusaurus_tag: {'docs-default-3': 2, 'docs-default-2': 1, default: 1}});
  });
});

describe('embedded search engine, hits', () => {
  it('highlights the whole text when asked, and snippets a long text around its first match', () => {
    const long = record('en', 'docs-default-3', '/docs/long', 'content', 'Long', {content: `${'filler '.repeat(200)}needle ${'tail '.repeat(200)}`});
    const shard = loadShard(createShard([long], ORIGIN));
    const [hit] = search([shard], {query: 'needle', attributesToSnippet: ['content:6'], snippetEllipsisText: '…'}, ORIGIN).hits;
    expect(hit._snippetResult.content.value).toBe('…filler filler <span class="algolia-docsearch-suggestion--highlight">needle</span> tail tail tail…');
    expect(JSON.parse(JSON.stringify(hit))._highlightResult.content.value).toContain('>needle</span> tail');
  });
});

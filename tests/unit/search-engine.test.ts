import {describe, expect, it} from 'vitest';
import SearchableMap from 'minisearch/SearchableMap';
import {inEngineOrder} from '../../src/search/display';
import {
  createShard,
  indexInPlace,
  loadShard,
  readChunk,
  search,
  searchOrMissing,
  shardsFor,
  stem,
  stemVariants,
  baseForms,
  swaps,
  type EngineRecord,
} from '../../src/search/engine';

const ORIGIN = 'https://helm.sh';
let position = 0;
function record(
  language: string,
  tag: string,
  path: string,
  type: EngineRecord['type'],
  lvl1: string,
  extra: Partial<EngineRecord> & {lvl2?: string} = {},
): EngineRecord {
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
  record('es', 'docs-default-3', '/es/docs/intro/install', 'content', 'Instalar Helm', {
    content: 'Descarga el binario y ponlo en tu PATH.',
  }),
  record('es', 'docs-default-3', '/es/docs/intro/install', 'lvl2', 'Instalar Helm', {anchor: 'from-script', lvl2: 'Desde el script'}),
  record('es', 'docs-default-3', '/es/docs/intro/install', 'content', 'Instalar Helm', {
    anchor: 'from-script',
    lvl2: 'Desde el script',
    content: 'El script de instalación detecta tu sistema.',
  }),
  record('es', 'docs-default-3', '/es/docs/topics/charts', 'lvl1', 'Charts'),
  record('es', 'docs-default-3', '/es/docs/topics/charts', 'content', 'Charts', {
    content: 'Un chart describe una aplicación de Kubernetes; su configuración va en values.yaml.',
  }),
  record('es', 'docs-default-2', '/es/docs/2/install', 'lvl1', 'Instalar Helm 2'),
  record('en', 'docs-default-3', '/docs/intro/install', 'lvl1', 'Installing Helm'),
  record('es', 'default', '/es/blog/helm-4', 'lvl1', 'Ya salió Helm 4'),
];
const shards = ['es docs-default-3', 'es docs-default-2', 'en docs-default-3', 'es default'].map((key) => {
  const [language, tag] = key.split(' ');
  // Through JSON, as the browser gets it.
  return loadShard(
    JSON.parse(
      JSON.stringify(
        createShard(
          records.filter((r) => r.language === language && r.docusaurus_tag[0] === tag),
          ORIGIN,
        ),
      ),
    ),
  );
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
      {
        query: 'script',
        facetFilters: ES_LATEST,
        hitsPerPage: 1,
        attributesToSnippet: ['content:3'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
        clickAnalytics: true,
      },
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
    const long = record('en', 'docs-default-3', '/docs/long', 'content', 'Long', {
      content: `${'filler '.repeat(200)}needle ${'tail '.repeat(200)}`,
    });
    const shard = loadShard(createShard([long], ORIGIN));
    const [hit] = search([shard], {query: 'needle', attributesToSnippet: ['content:6'], snippetEllipsisText: '…'}, ORIGIN).hits;
    expect(hit._snippetResult.content.value).toBe(
      '…filler filler <span class="algolia-docsearch-suggestion--highlight">needle</span> tail tail tail…',
    );
    expect(JSON.parse(JSON.stringify(hit))._highlightResult.content.value).toContain('>needle</span> tail');
  });
});

describe('embedded search engine, ranking', () => {
  const en = (path: string, lvl1: string, extra: Partial<EngineRecord> & {lvl2?: string} = {}) =>
    record('en', 'docs-default-3', path, extra.content || extra.output ? 'content' : 'lvl1', lvl1, extra);
  const es = (path: string, lvl1: string, extra: Partial<EngineRecord> & {lvl2?: string} = {}) =>
    record('es', 'docs-default-3', path, extra.content || extra.output ? 'content' : 'lvl1', lvl1, extra);
  const shard = loadShard(
    JSON.parse(
      JSON.stringify(
        createShard(
          [
            en('/docs/commands/helm_template', 'helm template', {
              content: 'Render templates. With --is-upgrade, set .Release.IsUpgrade to mimic an upgrade, an upgrade, an upgrade.',
            }),
            en('/docs/commands/helm_template', 'helm template', {
              anchor: 'flag-is-upgrade',
              lvl2: '--is-upgrade',
              content: 'Set .Release.IsUpgrade, as an upgrade would.',
            }),
            en('/docs/commands/helm_upgrade', 'helm upgrade', {content: 'Move a release to a new chart version or new values.'}),
            en('/docs/commands/helm', 'helm', {content: 'Print the built-in help for this command.'}),
            en('/docs/topics/charts', 'Charts', {
              anchor: 'kube-version',
              lvl2: 'Kubernetes versions',
              content: 'A chart can say which Kubernetes versions it supports.',
              output: 'Error: chart requires kubeVersion: >= 1.27.0',
            }),
            en('/docs/glossary', 'Glossary', {content: 'A chart requires a name and a version, and may name the kubeVersion it needs.'}),
            en('/docs/topics/a', 'Release notes a', {content: 'release rollback'}),
            en('/docs/topics/b', 'Release notes b', {content: 'rollback history'}),
            en('/docs/topics/c', 'Release notes c', {content: 'release'}),
            en('/docs/intro/install', 'Installing Helm', {content: 'Download the binary for your system.'}),
            en('/docs/chart_template_guide/control_structures', 'Flow control', {content: 'The range action walks through a list.'}),
            en('/docs/commands/helm_uninstall', 'helm uninstall', {content: 'Takes a release off the cluster.'}),
          ],
          ORIGIN,
        ),
      ),
    ),
  );
  const esShard = loadShard(
    createShard(
      [
        es('/es/docs/commands/helm_rollback', 'helm rollback', {content: 'Helm vuelve a la revisión anterior.'}),
        es('/es/docs/other', 'Otra', {content: 'Nada que ver.'}),
      ],
      ORIGIN,
    ),
  );
  const pages = (query: string, shards = [shard]) => [
    ...new Set(search(shards, {query}, ORIGIN).hits.map((h) => h.url_without_anchor!.slice(ORIGIN.length))),
  ];

  it('counts a swap of two letters as one typo (Damerau)', () => {
    expect(swaps('hepl')).toContain('help');
    expect(pages('hepl')[0]).toBe('/docs/commands/helm');
    expect(pages('helm upgarde')[0]).toBe('/docs/commands/helm_upgrade');
  });

  it('brings a bare command word to its command page first', () => {
    expect(pages('upgrade')[0]).toBe('/docs/commands/helm_upgrade');
  });

  it('finds the Spanish forms of a stem-changing verb', () => {
    expect(stemVariants('volv')).toContain('vuelv');
    expect(pages('volver a la revisión anterior', [esShard])).toEqual(['/es/docs/commands/helm_rollback']);
  });

  it('folds plurals and verb forms to their base (English and Spanish)', () => {
    expect(baseForms('binaries')).toContain('binary');
    expect(baseForms('charts')).toContain('chart');
    expect(baseForms('boxes')).toContain('box');
    expect(baseForms('installing')).toContain('install');
    expect(baseForms('using')).toContain('use');
    expect(baseForms('valores')).toContain('valor');
    expect(baseForms('luces')).toContain('luz');
    expect(baseForms('plantillas')).toContain('plantilla');
    expect(baseForms('chart')).toEqual([]);
    // The word as the last one typed, a prefix, and as any other word.
    expect(pages('binaries')[0]).toBe('/docs/intro/install');
    expect(pages('download binaries')[0]).toBe('/docs/intro/install');
  });

  it("searches the words readers use for the docs' words, below the words typed", () => {
    expect(pages('loop through a list')[0]).toBe('/docs/chart_template_guide/control_structures');
    expect(pages('iterate')[0]).toBe('/docs/chart_template_guide/control_structures');
    expect(pages('delete a release')[0]).toBe('/docs/commands/helm_uninstall');
  });

  it('finds a pasted error message in an output block, below a page whose text says it', () => {
    expect(pages('Error: chart requires kubeVersion: >= 1.27.0')).toContain('/docs/topics/charts');
    expect(pages('which kubeVersion it needs')[0]).toBe('/docs/glossary');
  });

  it('with fewer than five pages holding every word, adds sections holding most of them', () => {
    // Only /docs/topics/a holds both words; b and c hold one each.
    const some = pages('release rollback');
    expect(some[0]).toBe('/docs/topics/a');
    expect(some).toEqual(expect.arrayContaining(['/docs/topics/b', '/docs/topics/c']));
    // No section holds all three: those holding two come before the one holding one.
    const all = pages('release rollback history');
    expect(all.indexOf('/docs/topics/b')).toBeLessThan(all.indexOf('/docs/topics/c'));
    expect(all.indexOf('/docs/topics/a')).toBeLessThan(all.indexOf('/docs/topics/c'));
  });
});

describe("the modal's groups", () => {
  const hit = (lvl0: string, url: string) => ({url, hierarchy: {lvl0}, _highlightResult: {hierarchy: {lvl0: {value: lvl0}}}});
  it("keys each run of a category as a group of its own, so that the modal keeps the engine's order", () => {
    const hits = [hit('Commands', 'a'), hit('Topics', 'b'), hit('Commands', 'c'), hit('Commands', 'd')];
    const keys = inEngineOrder(hits).map((h) => h._highlightResult.hierarchy.lvl0.value);
    expect(keys).toEqual(['Commands', 'Topics', 'Commands\u200b', 'Commands\u200b']);
    expect(inEngineOrder(hits).map((h) => h.hierarchy.lvl0)).toEqual(['Commands', 'Topics', 'Commands', 'Commands']);
  });

  it('starts a new group after five hits, as many as DocSearch shows in one', () => {
    const keys = inEngineOrder(Array.from({length: 7}, (_, i) => hit('Commands', String(i)))).map(
      (h) => h._highlightResult.hierarchy.lvl0.value,
    );
    expect(keys).toEqual([...Array(5).fill('Commands'), 'Commands\u200b', 'Commands\u200b']);
  });
});

describe('embedded search engine, shards read in parts', () => {
  const words = [
    'install',
    'upgrade',
    'rollback',
    'chart',
    'release',
    'values',
    'template',
    'repository',
    'plugin',
    'registry',
    'kubeVersion',
  ];
  const many = Array.from({length: 40}, (_, i) =>
    record('en', 'docs-default-3', `/docs/page-${i}`, 'content', `Page ${i} ${words[i % words.length]}`, {
      content:
        `${words[(i * 3) % words.length]} ${words[(i * 7) % words.length]} word${i} `.repeat(3 + (i % 5)) +
        `installing upgraded charts ${'filler '.repeat(i)}`,
    }),
  );
  const queries = ['install', 'upgarde chart', 'rollback release', 'char', 'word1', 'repositry plugin', 'kubeversion', 'installing'];

  it('reads the compact index into the same MiniSearch answers as an index built in place', () => {
    const shard = loadShard(JSON.parse(JSON.stringify(createShard(many, ORIGIN))));
    const reference = indexInPlace(many, ORIGIN);
    let found = 0;
    for (const query of queries) {
      for (const options of [{}, {prefix: true, fuzzy: 0.2}, {combineWith: 'AND' as const}]) {
        const read = shard.mini.search(query, options);
        const built = reference.search(query, options);
        // The same documents, scores and terms; terms in another order (the compact index sorts them).
        const shape = (results: typeof read) =>
          results.map((r) => [r.id, r.score.toFixed(6), [...r.terms].sort()]).sort((a, b) => Number(a[0]) - Number(b[0]));
        expect(shape(read), query).toEqual(shape(built));
        found += read.length;
      }
    }
    expect(found).toBeGreaterThan(100);
  });

  it('names the postings chunks a query needs, then the text chunks of its hits, and answers as the whole shard does once they are read', () => {
    const whole = createShard(many, ORIGIN, {postings: 100, text: 300});
    expect(whole.postings.starts.length).toBeGreaterThan(3);
    expect(whole.text.starts.length).toBeGreaterThan(3);
    const {chunks, ...written} = JSON.parse(JSON.stringify(whole)) as typeof whole;
    const full = loadShard(whole);
    for (const query of queries) {
      const request = {query, hitsPerPage: 5};
      const parts = loadShard(written);
      const kinds: string[] = [];
      let outcome = searchOrMissing([parts], request, ORIGIN);
      while ('missing' in outcome) {
        kinds.push([...new Set(outcome.missing.map((m) => m.kind))].join('+'));
        for (const {shard, kind, chunk} of outcome.missing) readChunk(shard, kind, chunk, chunks![kind][chunk]);
        outcome = searchOrMissing([parts], request, ORIGIN);
      }
      expect(kinds[0], query).toBe('postings');
      expect(kinds.at(-1), query).toBe('text');
      // Not every chunk: only those the query needs.
      expect(parts.postingLists.filter(Boolean).length, query).toBeLessThan(whole.postings.starts.length);
      expect(parts.read.filter(Boolean).length, query).toBeLessThan(whole.text.starts.length);
      const answer = search([full], request, ORIGIN);
      expect(
        outcome.response.hits.map((h) => [h.url, h.content, h._snippetResult.content?.value]),
        query,
      ).toEqual(answer.hits.map((h) => [h.url, h.content, h._snippetResult.content?.value]));
      expect(outcome.response.nbHits).toBe(answer.nbHits);
    }
  });

  it("looks terms up in the sorted list as MiniSearch's tree does: exact, by prefix, and within an edit distance", () => {
    // A vocabulary with many shared prefixes, as a shard's has.
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const syllables = ['in', 'st', 'all', 'up', 'gr', 'ade', 'ch', 'art', 'he', 'lm', 're', 'po', 'ro', 'll', 'back', 'e', 'a', 'ñ', 'ó'];
    const vocabulary = new Set<string>();
    while (vocabulary.size < 3000)
      vocabulary.add(Array.from({length: 1 + Math.floor(next() * 4)}, () => syllables[Math.floor(next() * syllables.length)]).join(''));
    const words = [...vocabulary];
    const written = createShard(
      words.map((word, i) => record('en', 'docs-default-3', `/docs/w${i}`, 'lvl1', 'Words', {content: word})),
      ORIGIN,
    );
    const index = (loadShard(written).mini as unknown as {_index: SearchableMap<unknown>})._index;
    // The same terms (folded: `ñ` is `n`) in MiniSearch's own tree, inserted in another order.
    const tree = new SearchableMap<number>();
    for (const term of written.index.terms.split(' ').reverse()) tree.set(term, 1);
    const shape = (found: Map<string, [unknown, number]>) => [...found].map(([term, [, distance]]) => `${term} ${distance}`).sort();
    for (const query of ['install', 'instal', 'upgarde', 'chart', 'helm', 'rollback', 'añade', 'e', 'ñó', 'stallup', 'zzz', '']) {
      for (const distance of [1, 2])
        expect(shape(index.fuzzyGet(query, distance)), `${query} ${distance}`).toEqual(shape(tree.fuzzyGet(query, distance)));
      expect([...index.atPrefix(query)].map(([term]) => term).sort(), query).toEqual([...tree.atPrefix(query).keys()].sort());
      expect(index.has(query), query).toBe(tree.has(query));
    }
    expect(index.size).toBe(tree.size);
  });

  it('answers a query typed key by key as it answers each one on a fresh shard: the words it keeps change no answer', () => {
    const typed = 'upgarde chart rollback release';
    const kept = loadShard(JSON.parse(JSON.stringify(createShard(many, ORIGIN))));
    for (const query of [...typed].map((_, i) => typed.slice(0, i + 1))) {
      const fresh = loadShard(JSON.parse(JSON.stringify(createShard(many, ORIGIN))));
      const shape = (s: typeof kept) => {
        const r = search([s], {query, hitsPerPage: 10}, ORIGIN);
        return [r.nbHits, r.hits.map((h) => [h.url, h._snippetResult.content?.value])];
      };
      expect(shape(kept), query).toEqual(shape(fresh));
    }
    expect(kept.words.size).toBeGreaterThan(0);
  });

  it('scores a common word only in the sections of the rarer words before it, and answers as when it scores every word in full', () => {
    const fresh = () => loadShard(JSON.parse(JSON.stringify(createShard(many, ORIGIN))));
    const shape = (r: ReturnType<typeof search>) => [r.nbHits, r.hits.map((h) => [h.url, h._snippetResult.content?.value])];
    for (const query of ['installing word1', 'upgarde chart', 'rollback release', 'chart release values', 'word3 installing upgraded']) {
      const narrowed = fresh();
      const answer = search([narrowed], {query, hitsPerPage: 40}, ORIGIN);
      expect(shape(answer), query).toEqual(shape(search([fresh()], {query, hitsPerPage: 40}, ORIGIN, {narrow: false})));
      // The most common word was scored in the sections of the others, and kept under them.
      const scoped = [...narrowed.words].filter(([key]) => key.includes('\n'));
      expect(scoped.length, query).toBeGreaterThan(0);
      expect(Math.min(...scoped.map(([, results]) => results.size)), query).toBeLessThan(many.length);
    }
  });
});

describe('shard chunks', () => {
  it('folds a last chunk of a few characters into the one before it, so no request fetches almost nothing', () => {
    const page = (i: number, content: string) =>
      record('en', 'docs-default-3', `/docs/page-${i}`, 'content', `Page ${i}`, content ? {content} : {});
    // Two sections of 40 characters fill a chunk of 60; the third, with no text, would be a chunk alone.
    const shard = createShard([page(1, 'a'.repeat(40)), page(2, 'b'.repeat(40)), page(3, '')], ORIGIN, {postings: 60, text: 60});
    expect(shard.chunks.text.map((chunk) => chunk.join('').length)).toEqual([80]);
    expect(shard.text.starts).toEqual([0]);
    const wide = createShard([page(1, 'a'.repeat(40)), page(2, 'b'.repeat(40)), page(3, 'c'.repeat(40))], ORIGIN, {postings: 30, text: 30});
    expect(wide.chunks.text.map((chunk) => chunk.join('').length)).toEqual([40, 40, 40]);
  });
});

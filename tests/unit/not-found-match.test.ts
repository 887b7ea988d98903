import {describe, expect, it} from 'vitest';
import {searchWords, similarity, suggest, versionOf, type IndexedPage} from '../../src/components/NotFoundSuggestions/match';

const versions = [
  {name: 'current', path: 'next'},
  {name: '3', path: ''},
  {name: '2', path: '2'},
];

const pages: IndexedPage[] = [
  ['/', 'The package manager for Kubernetes'],
  ['/blog', 'Helm blog'],
  ['/blog/helm-3-released', 'Helm 3.0.0 Is Here'],
  ['/blog/helm-4-released', 'Helm 4.0.0 Is Released'],
  ['/docs/', 'Docs home'],
  ['/docs/intro/install', 'Installing Helm'],
  ['/docs/intro/quickstart', 'Quickstart Guide'],
  ['/docs/commands/helm_install', 'helm install'],
  ['/docs/commands/helm_upgrade', 'helm upgrade'],
  ['/docs/topics/charts', 'Charts'],
  ['/docs/chart_template_guide/values_files', 'Values Files'],
  ['/docs/2/', 'Helm 2.17.0'],
  ['/docs/2/intro/install', 'Installing Helm 2'],
  ['/docs/next/', 'Helm 4.0.0-alpha.1'],
  ['/docs/next/intro/install', 'Installing Helm 4'],
];

const paths = (missing: string, limit = 5) => suggest(missing, pages, versions, limit).map(([path]) => path);

describe('not-found suggestions', () => {
  it('puts the page with the nearest spelling first', () => {
    expect(paths('/docs/intro/instal')[0]).toBe('/docs/intro/install');
    expect(paths('/docs/helm_instal')[0]).toBe('/docs/commands/helm_install');
    expect(paths('/docs/values-files')[0]).toBe('/docs/chart_template_guide/values_files');
  });

  it('matches titles as well as paths', () => {
    expect(paths('/docs/quick-start-guide')[0]).toBe('/docs/intro/quickstart');
  });

  it('stays in the docs version the missing path names', () => {
    // Nothing is close to "foo": the version's first page is still better than nothing.
    expect(paths('/docs/2/foo')).toEqual(['/docs/2/']);
    expect(paths('/docs/2/intro/instal')[0]).toBe('/docs/2/intro/install');
    expect(paths('/docs/next/intro/instal')[0]).toBe('/docs/next/intro/install');
    for (const path of paths('/docs/intro/instal')) expect(path).not.toMatch(/^\/docs\/(2|next)\//);
  });

  it('off the docs, ranks the other pages with the latest docs only', () => {
    const found = paths('/blog/helm-4-release');
    expect(found[0]).toBe('/blog/helm-4-released');
    for (const path of paths('/blog/whatever')) expect(path).not.toMatch(/^\/docs\/(2|next)\//);
  });

  it('suggests nothing off the docs when no page is close', () => {
    expect(paths('/no-such-thing')).toEqual([]);
  });

  it('does not take a short start of a word for the word', () => {
    expect(similarity('helm', 'helm5released')).toBeLessThan(0.5);
  });

  it('returns at most the limit, closest first', () => {
    expect(paths('/docs/install', 5)).toEqual(['/docs/intro/install', '/docs/commands/helm_install']);
    expect(paths('/docs/install', 1)).toEqual(['/docs/intro/install']);
  });

  it('reads the version from the path, the latest when none is named', () => {
    expect(versionOf('/docs/2/x', versions)?.name).toBe('2');
    expect(versionOf('/docs/next', versions)?.name).toBe('current');
    expect(versionOf('/docs/intro/x', versions)?.name).toBe('3');
    expect(versionOf('/blog/x', versions)).toBeNull();
  });

  it('searches for the words of the path, without docs, version and file suffixes', () => {
    expect(searchWords('/docs/2/chart_hooks.html', versions)).toBe('chart hooks');
    expect(searchWords('/docs/intro/Instálalo', versions)).toBe('intro instalalo');
  });

  it('scores the same word 1 and a word cut short almost as high', () => {
    expect(similarity('chart', 'chart')).toBe(1);
    expect(similarity('instal', 'install')).toBeGreaterThan(0.8);
    expect(similarity('templ', 'templates')).toBeGreaterThanOrEqual(0.9);
    expect(similarity('foo', 'install')).toBeLessThan(0.3);
  });
});

/**
 * The docs version a search looks in, for each docs plugin. On a docs page it is the page's own
 * version. Elsewhere (the home page, the blog, the search page) Docusaurus takes the version the
 * reader last picked in the version menu, which one visit to 2.17.0 or to the unreleased docs
 * made the version of every later search: they hold two pages each, so search outside the docs
 * found no docs at all. A stub version is searched only from its own pages; elsewhere the search
 * falls back to the latest version.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  getDocsVersionSearchTag,
  useActivePluginAndVersion,
  useAllDocsData,
  useDocsPreferredVersionByPluginId,
  type GlobalPluginData,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import type {FacetFilters} from 'algoliasearch/lite';

/** A version with fewer docs than this share of the latest version's is a stub. */
const STUB_SHARE = 0.5;

/** The version searched from a page outside the docs: the preferred one unless it is a stub, else the latest. */
export function versionOutsideDocs<V extends Pick<GlobalVersion, 'name' | 'isLast' | 'docs'>>(
  versions: V[],
  preferredName: string | null | undefined,
): V {
  const latest = versions.find((version) => version.isLast)!;
  const preferred = versions.find((version) => version.name === preferredName);
  return preferred && preferred.docs.length >= latest.docs.length * STUB_SHARE ? preferred : latest;
}

/** The facet filters of a contextual search: this locale, the pages outside the docs, and one version per docs plugin. */
export function useContextualFacetFilters(): FacetFilters {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const allDocsData: Record<string, GlobalPluginData> = useAllDocsData();
  const active = useActivePluginAndVersion();
  const preferred = useDocsPreferredVersionByPluginId();
  const tags = Object.entries(allDocsData).map(([pluginId, data]) => {
    const version =
      (active?.activePlugin.pluginId === pluginId && active.activeVersion) || versionOutsideDocs(data.versions, preferred[pluginId]?.name);
    return getDocsVersionSearchTag(pluginId, version.name);
  });
  // DEFAULT_SEARCH_TAG of theme-common: the pages that belong to no docs version.
  return [`language:${currentLocale}`, ['default', ...tags].map((tag) => `docusaurus_tag:${tag}`)];
}

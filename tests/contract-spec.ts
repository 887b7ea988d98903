/**
 * The product's facts as the spec states them (handbook/product-spec.md, sections named below), written
 * here by hand and never imported from the code they test: a test that read its expected value from
 * src/site-constants.ts would pass whatever that file said. Where a test needs the source's value
 * to drive the site, tests/unit/spec-contract.test.ts checks the source against these first.
 */

/** §2 Settings, §3 Locale config. */
export const SPEC_LOCALES = {
  default: 'en',
  all: ['en', 'es'],
  configs: {
    en: {label: 'English', htmlLang: 'en-us', direction: 'ltr'},
    es: {label: 'Español', htmlLang: 'es', direction: 'ltr'},
  },
} as const;

/** §3 Docs version, §9: each version's label and its path below /docs/ ('' is /docs/ itself). */
export const SPEC_DOCS_VERSIONS = {
  last: '3',
  versions: {
    current: {label: '4.0.0-alpha.1 🚧', path: 'next'},
    '3': {label: '3.19.0', path: ''},
    '2': {label: '2.17.0', path: '2'},
  },
} as const;

/** §5, §9. */
export const SPEC_SEARCH = {
  maxQueryLength: 64,
  hitsPerPage: 20,
  recentSearches: 7,
  recentSearchesWithFavorites: 4,
  favoriteSearches: 10,
  timeouts: {connect: 1000, read: 2000, write: 30_000},
  /** §7: the browser storage key of the version the reader chose, per docs plugin id. */
  preferredVersionKey: (pluginId: string) => `docs-preferred-version-${pluginId}`,
} as const;

/** §2 Route table, §3 Blog settings, §9. */
export const SPEC_BLOG = {postsPerPage: 10, pages: 6, sidebarTitle: 'All posts'} as const;

/** §4 Window size, §9: wider than this many pixels is desktop. */
export const SPEC_DESKTOP_BREAKPOINT = 996;
/** §2 Route behaviour, §9. */
export const SPEC_TOC = {minHeadingLevel: 2, maxHeadingLevel: 3} as const;
/** §2 Layout, §9. */
export const SPEC_NAVBAR_LOGO_SIZE = 55;

/**
 * The interface strings the spec quotes (§2 Layout and Search modal, §4, §8), by the theme's
 * translation id: the English the theme ships, and the Spanish the site shows instead. A Spanish
 * page that shows the English one has a string nobody translated.
 */
export const SPEC_STRINGS: Record<string, {en: string; es: string}> = {
  'theme.ErrorPageContent.title': {en: 'This page crashed.', es: 'Esta página ha fallado.'},
  'theme.ErrorPageContent.tryAgain': {en: 'Try again', es: 'Vuelve a intentarlo'},
  'theme.SearchModal.errorScreen.titleText': {en: 'Unable to fetch results', es: 'No se pudieron obtener resultados'},
  'theme.SearchModal.errorScreen.helpText': {
    en: 'You might want to check your network connection.',
    es: 'Comprueba tu conexión de red.',
  },
  'theme.SearchModal.noResultsScreen.noResultsText': {en: 'No results for', es: 'No hay resultados para'},
  'theme.SearchModal.noResultsScreen.reportMissingResultsText': {
    en: 'Believe this query should return results?',
    es: '¿Crees que esta búsqueda debería dar resultados?',
  },
  'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText': {en: 'Let us know.', es: 'Avísanos.'},
  'theme.SearchBar.seeAll': {en: 'See all {count} results', es: 'Ver los {count} resultados'},
  'theme.contentVisibility.draftBanner.message': {
    en: 'This page is a draft. It will only be visible in dev and be excluded from the production build.',
    es: 'Esta página es un borrador. Solo se ve en desarrollo y no se incluye en la compilación de producción.',
  },
  // The spec's quote says "the direct link"; the theme's text, which the site shows, says "a".
  'theme.contentVisibility.unlistedBanner.message': {
    en: 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.',
    es: 'Esta página no está listada. Los buscadores no la indexarán y solo podrá verla quien tenga el enlace directo.',
  },
  // §8's version banners: an old version's, the unreleased one's, and their link to the latest.
  'theme.docs.versions.unmaintainedVersionLabel': {
    en: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
    es: 'Esta es la documentación de {siteTitle} {versionLabel}, que ya no se mantiene activamente.',
  },
  'theme.docs.versions.unreleasedVersionLabel': {
    en: 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
    es: 'Esta es la documentación sin publicar de {siteTitle}, versión {versionLabel}.',
  },
  'theme.docs.versions.latestVersionSuggestionLabel': {
    en: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
    es: 'Para la documentación al día, consulta la {latestVersionLink} ({versionLabel}).',
  },
  'theme.docs.versions.latestVersionLinkLabel': {en: 'latest version', es: 'última versión'},
  // The search results page (§2 Page types): its three states, empty, no results and results.
  'theme.SearchPage.emptyResultsTitle': {en: 'Search the documentation', es: 'Buscar en la documentación'},
  'theme.SearchPage.noResultsText': {en: 'No results were found', es: 'No se encontraron resultados'},
  'theme.SearchPage.documentsFound.plurals': {
    en: 'One document found|{count} documents found',
    es: '1 página encontrada|{count} páginas encontradas',
  },
};

/**
 * Theme strings whose Spanish is the English word on purpose. Every other string the theme ships
 * reads differently on the Spanish site: one that reads the same was left in English.
 */
export const SPANISH_SAME_AS_ENGLISH: string[] = [];

/** The text of a spec string in a locale. */
export const specText = (locale: 'en' | 'es', id: string): string => {
  const entry = SPEC_STRINGS[id];
  if (!entry) throw new Error(`tests/contract-spec.ts has no string ${id}`);
  return entry[locale];
};

/**
 * The security policy every host sends (handbook/routing.md, Headers): directive → its sources,
 * in order. script-src's inline-script hashes come from the build (tests/e2e/nginx.spec.ts
 * recomputes them); here they are the `HASHES` placeholder. 'wasm-unsafe-eval' lets the template
 * engine's worker compile its WebAssembly (issue 46) and allows no eval. Nothing may frame the site.
 */
const HASHES = '<inline script hashes>';
export const SPEC_CSP: [string, string[]][] = [
  ['default-src', ["'self'"]],
  [
    'script-src',
    ["'self'", "'wasm-unsafe-eval'", HASHES, 'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js'],
  ],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:']],
  ['connect-src', ["'self'", 'https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io']],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

/** A policy's directives in the shape of SPEC_CSP, its runs of `'sha256-…'` sources folded into HASHES. */
export function cspDirectives(policy: string): [string, string[]][] {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const [name, ...sources] = d.split(/\s+/);
      const folded = sources.filter((s, i) => !s.startsWith("'sha256-") || !sources[i - 1]?.startsWith("'sha256-"));
      return [name, folded.map((s) => (s.startsWith("'sha256-") ? HASHES : s))];
    });
}

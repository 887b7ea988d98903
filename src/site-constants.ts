/**
 * The numbers and names the product spec fixes, declared once. The Docusaurus config, the unit
 * tests and the Playwright tests all read them from here.
 */
import docsVersions from './data/docs-versions.json';

export const SITE = {
  title: 'Helm',
  url: 'https://helm.sh',
  baseUrl: '/',
  github: 'https://github.com/helm/helm',
} as const;

export const LOCALES = {
  default: 'en',
  all: ['en', 'es'],
  configs: {
    en: {label: 'English', htmlLang: 'en-us', direction: 'ltr', path: 'en'},
    es: {label: 'Español', htmlLang: 'es', direction: 'ltr', path: 'es'},
  },
} as const;

/**
 * Docs versions, from src/data/docs-versions.json: name → label, URL path below /docs and banner;
 * `moved`: released versions served elsewhere before, name → former path (redirected).
 * `npm run version:cut` edits that file; the config, the routing table and the tests read it.
 */
export const DOCS_VERSIONS = docsVersions as DocsVersionsData;
type DocsVersionsData = Omit<typeof docsVersions, 'versions' | 'moved'> & {
  versions: {[name in keyof typeof docsVersions.versions]: {label: string; path: string; banner: 'none' | 'unreleased' | 'unmaintained'}};
  moved: Record<string, string>;
};

export const BLOG = {
  postsPerPage: 10,
  pages: 6,
  sidebarTitle: 'All posts',
} as const;

/** Wider than this many pixels is desktop (Docusaurus' own breakpoint, restated for tests). */
export const DESKTOP_BREAKPOINT = 996;

export const TOC = {minHeadingLevel: 2, maxHeadingLevel: 3} as const;

export const NAVBAR_LOGO_SIZE = 55;

export const SEARCH = {
  /**
   * Environment variables that configure DocSearch. With no application id or no key, the build
   * ships the embedded engine (src/search) instead of Algolia: see handbook/search.md.
   */
  appId: process.env.ALGOLIA_APP_ID ?? '',
  apiKey: process.env.ALGOLIA_SEARCH_API_KEY ?? '',
  indexName: process.env.ALGOLIA_INDEX_NAME ?? 'helm',
  maxQueryLength: 64,
  hitsPerPage: 20,
  /** DocSearch keeps this many recent searches, fewer once there are favourites, and favourites. */
  recentSearches: 7,
  recentSearchesWithFavorites: 4,
  favoriteSearches: 10,
  /** The search client's timeouts in ms, per host; it tries 4 hosts before giving up. */
  timeouts: {connect: 1000, read: 2000, write: 30_000},
  hosts: 4,
  /** The embedded engine's shards, below each locale's root; their names carry a content hash. */
  shardDir: 'assets/search',
  /** Below each locale's root: which shards the locale has and their file names. */
  manifestFile: 'search-index.json',
  /**
   * A localStorage item, `{"appId", "apiKey", "indexName"}`, that points this browser's search at
   * an Algolia index on a build without credentials (the search tests use it for the Algolia path).
   */
  algoliaOverride: 'helm.search.algolia',
} as const;

/** Which engine answers searches: Algolia with credentials, the embedded one without. */
export const searchEngine = (search: {appId: string; apiKey: string} = SEARCH): 'algolia' | 'embedded' =>
  search.appId && search.apiKey ? 'algolia' : 'embedded';

/** A new id shows the bar again to readers who closed the previous announcement. */
export const ANNOUNCEMENT_ID = 'helm-3-support-ends-2027-02-move-to-helm-4';

/** The website's own repository: "Edit this page" and "Report a problem with this page" open it. */
export const WEBSITE_REPO = {url: 'https://github.com/helm/helm-www', branch: 'main'} as const;

export const NOT_FOUND = {
  /** The not-found page suggests at most this many pages. */
  suggestions: 5,
  /** Written by the build into each locale's root; the not-found page fetches it. */
  indexFile: 'not-found-index.json',
} as const;

/**
 * Synced tab groups (`<Tabs groupId="…" queryString>`): group → its values. A choice the reader
 * makes in a group shows on every page that offers the group, and `?shell=fish` preselects one.
 */
export const TAB_GROUPS = {
  os: ['linux', 'macos', 'windows', 'freebsd'],
  'package-manager': ['apt', 'dnf', 'snap', 'homebrew', 'winget', 'chocolatey', 'scoop'],
  shell: ['bash', 'zsh', 'fish', 'powershell'],
} as const;

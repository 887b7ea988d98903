// The site's configuration: what each part is and where it lives. The local plugins are in
// src/plugins/<name>/ (one concern each), the spec's numbers and names in src/site-constants.ts,
// the docs versions in src/data/docs-versions.json. README.md draws the build flow.
import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {
  ANNOUNCEMENT_ID,
  BLOG,
  DOCS_VERSIONS,
  LOCALES,
  NAVBAR_LOGO_SIZE,
  NOT_FOUND,
  SEARCH,
  searchEngine,
  SITE,
  TOC,
  WEBSITE_REPO,
} from './src/site-constants';
import {codeTheme} from './src/code-theme';
import {footer} from './src/config/footer';
import {docsFooter as docsPageFooter, lastUpdateDates} from './src/config/docs-footer';
import {hreflangLinks} from './scripts/lib/hreflang';
import buildSpeed from './src/plugins/build-speed';
import blogWithFeedSelfLinks from './src/plugins/blog-with-feed-self-links';
import docsWithoutCardDescriptions from './src/plugins/docs-without-card-descriptions';
import clientRegistry from './src/plugins/client-registry';
import linkObservers from './src/plugins/link-observers';
import deferredSections, {remarkDeferredSections} from './src/plugins/deferred-sections';
import remarkTryIt from './src/plugins/tryit/remark';
import hashTarget from './src/plugins/hash-target';
import lightOnly from './src/plugins/light-only';
import navbarWhole from './src/plugins/navbar-whole';
import initialChunks from './src/plugins/initial-chunks';
import lightPrism from './src/plugins/light-prism';
import notFoundPageIndex from './src/plugins/not-found-index';
import searchShards from './src/plugins/search-shards';
import stagedEntry from './src/plugins/staged-entry';
import atomicOutput from './src/plugins/atomic-output';
import sourceChecks from './src/plugins/source-checks';
import templateEngine from './src/plugins/template-engine';
import {finishStandaloneLocale, isDocusaurusBuild, standaloneBaseUrl, standaloneLocale} from './src/plugins/standalone-locale';
import {assertPrivateModules} from './src/docusaurus-adapter/guards';

// Each private Docusaurus module the site loads resolves and has the names it uses, or the config
// stops here naming the surface and the version it was written for (src/docusaurus-adapter).
assertPrivateModules();

// Docusaurus loads this file once per locale and says which one in this variable. `docusaurus
// start` without --locale sets it to the string "undefined": that is the default locale too.
const requestedLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? '';
const locale = (requestedLocale in LOCALES.configs ? requestedLocale : LOCALES.default) as keyof typeof LOCALES.configs;
const localePrefix = locale === LOCALES.default ? '' : `/${locale}`;
// `docusaurus build --locale es` builds Spanish alone, and for /es/, where it is served
// (src/plugins/standalone-locale).
const standalone = standaloneLocale(process.argv) !== undefined;

// One line at 390 px in both locales: keep it about as short as it is now.
const announcement = {
  en: `<a href="${localePrefix}/blog/helm-v3-end-of-life">Helm 3 support ends</a> 10 Feb 2027. <a href="${localePrefix}/docs/topics/v3_v4_migration">Move to Helm 4</a>`,
  es: `<a href="${localePrefix}/blog/helm-v3-end-of-life">Helm 3 sin soporte</a> el 10/02/2027. <a href="${localePrefix}/docs/topics/v3_v4_migration">Migra a Helm 4</a>`,
}[locale];

// The description of pages that have none of their own (tag and author lists, search, not-found).
const defaultDescription = {
  en: 'Helm, the package manager for Kubernetes: documentation, command reference and project news.',
  es: 'Helm, el gestor de paquetes de Kubernetes: documentación, referencia de comandos y noticias del proyecto.',
}[locale];

const tagsAndAuthorsRules = {onInlineTags: 'throw', tags: 'tags.yml'} as const;

const docsFooter = docsPageFooter(__dirname);

// Feed titles in the feed's language; the blog plugin uses the site title otherwise.
const feedText = {
  en: {title: 'Helm blog', description: 'Helm releases, security notices, events and project news.'},
  es: {title: 'Blog de Helm', description: 'Versiones de Helm, avisos de seguridad, eventos y noticias del proyecto.'},
}[locale];

const engine = searchEngine();

const config: Config = {
  // Site
  title: SITE.title,
  tagline: 'The package manager for Kubernetes',
  favicon: 'img/favicon.svg',
  url: SITE.url,
  baseUrl: standalone ? standaloneBaseUrl(SITE.baseUrl, locale, LOCALES.default) : SITE.baseUrl,
  organizationName: 'helm',
  projectName: 'helm-www',
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  // i18n
  i18n: {
    defaultLocale: LOCALES.default,
    locales: [...LOCALES.all],
    localeConfigs: LOCALES.configs,
  },

  markdown: {
    // .md files are CommonMark, so Go template braces in prose need no escaping; .mdx is MDX.
    format: 'detect',
    // The docs' "last updated" dates from one git call, not one per page.
    ...(docsFooter.showLastUpdateTime && {parseFrontMatter: lastUpdateDates(__dirname)}),
  },

  future: {
    // Rspack and SWC: the same pages in a fraction of the webpack build time (see README).
    experimental_faster: true,
  },

  customFields: {
    websiteRepo: WEBSITE_REPO,
    notFound: NOT_FOUND,
    search: {
      engine,
      maxQueryLength: SEARCH.maxQueryLength,
      manifestFile: SEARCH.manifestFile,
      algoliaOverride: SEARCH.algoliaOverride,
    },
  },

  plugins: [
    // First, before the docs plugin reads versions.json: `docusaurus build` checks the sources as
    // `npm run build` does (src/plugins/source-checks); `npm run build` has checked them already.
    ...(isDocusaurusBuild(process.argv) ? [sourceChecks] : []),
    [
      docsWithoutCardDescriptions,
      {
        sidebarPath: './sidebars.ts',
        lastVersion: DOCS_VERSIONS.last,
        versions: DOCS_VERSIONS.versions,
        // "Try it" under the guide's runnable blocks; the longest docs load the code of their
        // later sections when the reader comes near them (after the buttons are in place).
        remarkPlugins: [remarkTryIt, remarkDeferredSections],
        ...docsFooter,
        ...tagsAndAuthorsRules,
      } satisfies DocsOptions,
    ],
    // The browser's startup work: Prism on demand, five startup scripts, the entry in stages.
    lightPrism,
    initialChunks,
    stagedEntry,
    clientRegistry,
    deferredSections,
    // A fix to Docusaurus's <Link>, which leaves an observer behind on every render.
    linkObservers,
    // The build's own speed: no PostCSS config search, and word when the scripts are written.
    buildSpeed,
    // What the build writes besides the pages.
    notFoundPageIndex,
    // Helm's rendering as WebAssembly, for "Try it" and the playground, loaded only when asked.
    templateEngine,
    hashTarget,
    lightOnly,
    navbarWhole,
    ...(engine === 'embedded' ? [searchShards] : []),
    // `docusaurus build` writes into a staging folder and replaces its output folder only when
    // done, finishing step included (src/plugins/atomic-output); `npm run build` stages its own.
    ...(isDocusaurusBuild(process.argv)
      ? [(context: LoadContext) => atomicOutput(context, standalone ? finishStandaloneLocale(__dirname) : undefined)]
      : []),
    [
      blogWithFeedSelfLinks,
      {
        blogTitle: 'Helm blog',
        blogDescription: 'Helm releases, security notices, events and project news.',
        postsPerPage: BLOG.postsPerPage,
        blogSidebarTitle: BLOG.sidebarTitle,
        blogSidebarCount: 'ALL',
        showReadingTime: true,
        feedOptions: {type: ['rss', 'atom'], limit: 20, xslt: false, ...feedText},
        authorsMapPath: 'authors.yml',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        ...tagsAndAuthorsRules,
      } satisfies BlogOptions,
    ],
  ],
  clientModules: ['./src/client/idle-prefetch.ts', './src/client/menu-keys.ts', './src/client/lazy-import.ts'],

  presets: [
    [
      'classic',
      {
        // The docs and the blog are in `plugins`, wrapped (docsWithoutCardDescriptions, blogWithFeedSelfLinks).
        docs: false,
        blog: false,
        // reading-modes.css: forced colours, no JavaScript, print.
        theme: {customCss: ['./src/css/custom.css', './src/css/reading-modes.css']},
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          // Each URL names its twin in the other language, as the page's own head does. Pages
          // marked noindex (search, layout samples) are left out by the plugin itself.
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            (await defaultCreateSitemapItems(params)).map((item) => ({
              ...item,
              links: hreflangLinks(item.url, SITE, LOCALES),
            })),
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/helm-social-card.png',
    metadata: [
      {name: 'description', content: defaultDescription},
      {property: 'og:description', content: defaultDescription},
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'twitter:site', content: '@helmpack'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: announcement,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: TOC,
    navbar: {
      title: SITE.title,
      hideOnScroll: false,
      logo: {
        // Decorative: the title beside it already reads "Helm" (axe image-redundant-alt).
        alt: '',
        src: 'img/helm.svg',
        width: NAVBAR_LOGO_SIZE,
        height: NAVBAR_LOGO_SIZE,
      },
      items: [
        {type: 'doc', docId: 'index', label: 'Documentation', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {href: 'https://github.com/helm/community', label: 'Community', position: 'left'},
        {href: 'https://artifacthub.io/packages/search?kind=0', label: 'Charts', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: SITE.github, label: 'GitHub', position: 'right'},
      ],
    },
    footer,
    algolia: {
      // The theme requires an id and a key; the embedded engine (no credentials) sends neither.
      appId: SEARCH.appId || 'embedded',
      apiKey: SEARCH.apiKey || 'embedded',
      indexName: SEARCH.indexName,
      contextualSearch: true,
      searchParameters: {},
      searchPagePath: 'search',
      insights: engine === 'algolia',
    },
    prism: {
      theme: codeTheme,
      // The grammars are registered in src/prism/index.ts, not here (see the helm-prism plugin).
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;

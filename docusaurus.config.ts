import {readFile, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import type {Config, Plugin, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import blogPlugin from '@docusaurus/plugin-content-blog';
import docsPlugin from '@docusaurus/plugin-content-docs';
// As for the blog, the declared types leave this export out.
import {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs/lib/options.js';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
// The package's declared types leave this export out; the module has it.
import {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog/lib/options.js';
import type {Options as BlogOptions, PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
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
import {localeRecords, writeShards} from './scripts/lib/search-shards';
import {finishStandaloneLocale, standaloneBaseUrl, standaloneLocale} from './src/plugins/standalone-locale';
import hashTarget from './src/plugins/hash-target';
import {addFeedSelfLink, archiveProps, versionPropsWithoutDescriptions, type VersionProps, docSourcePath, editUrl, gitHistory, gitLastUpdates, hreflangLinks, lastUpdateFrontMatter, notFoundIndex} from './scripts/lib/site-meta';

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
  en: `<a href="${localePrefix}/blog/helm-v3-end-of-life">Helm 3 support ends</a> on 10 February 2027.`,
  es: `<a href="${localePrefix}/blog/helm-v3-end-of-life">El soporte de Helm 3 termina</a> el 10/02/2027.`,
}[locale];

// The description of pages that have none of their own (tag and author lists, search, not-found).
const defaultDescription = {
  en: 'Helm, the package manager for Kubernetes: documentation, command reference and project news.',
  es: 'Helm, el gestor de paquetes de Kubernetes: documentación, referencia de comandos y noticias del proyecto.',
}[locale];

const tagsAndAuthorsRules = {onInlineTags: 'throw', tags: 'tags.yml'} as const;

// Docs page footer. "Edit this page" opens the file the page is built from, the Spanish one on a
// Spanish page. The "last updated" date comes from git, and only from a full history: in a
// shallow clone every file has the date of the one commit there, so the date is left out (README).
const docsFooter = {
  editUrl: (p: {locale: string; version: string; versionDocsDirPath: string; docPath: string}) =>
    editUrl(WEBSITE_REPO, docSourcePath(__dirname, {...p, defaultLocale: LOCALES.default})),
  showLastUpdateTime: gitHistory(__dirname) === 'full',
  // Commit authors are whoever merged a change, often not the page's writers: no names.
  showLastUpdateAuthor: false,
} as const;

// Where docs pages come from: the pages that get a "last updated" date.
const DOCS_SOURCE_DIRS = ['docs/', 'versioned_docs/', ...LOCALES.all.map((l) => `i18n/${l}/docusaurus-plugin-content-docs/`)];

// Feed titles in the feed's language; the blog plugin uses the site title otherwise.
const feedText = {
  en: {title: 'Helm blog', description: 'Helm releases, security notices, events and project news.'},
  es: {title: 'Blog de Helm', description: 'Versiones de Helm, avisos de seguridad, eventos y noticias del proyecto.'},
}[locale];

/**
 * A plugin's contentLoaded that passes the `prop` of every route it adds, nested routes included,
 * through `trim`: route data the browser downloads, reduced to what the page shows.
 */
function trimRouteProp<Content, T>(plugin: Plugin<Content>, prop: string, trim: (value: T) => T): Plugin<Content>['contentLoaded'] {
  return async (args) => {
    type Route = Parameters<typeof args.actions.addRoute>[0];
    const walk = (route: Route): Route => ({
      ...route,
      ...(route.props?.[prop] !== undefined && {props: {...route.props, [prop]: trim(route.props[prop] as T)}}),
      ...(route.routes && {routes: route.routes.map(walk)}),
    });
    await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(walk(route))}});
  };
}

/**
 * The blog plugin, plus a `rel="self"` link in each feed: feed readers and validators expect the
 * feed to name its own address, and the stock plugin does not. Wrapped rather than a separate
 * plugin because plugins' postBuild steps run in parallel and the feeds must exist first.
 */
const blogWithFeedSelfLinks: PluginModule = async (context, validatedOptions) => {
  const options = validatedOptions as BlogPluginOptions;
  const plugin = await blogPlugin(context, options);
  return {
    ...plugin,
    // The archive's route data carried every post whole, its Markdown source included (70 KB
    // brotli in Spanish); the archive shows only each post's date, title and link.
    contentLoaded: trimRouteProp(plugin, 'archive', archiveProps),
    async postBuild(props: Parameters<NonNullable<typeof plugin.postBuild>>[0]) {
      await plugin.postBuild?.(props);
      const feedsDir = join(props.outDir, options.routeBasePath);
      const feedUrl = `${SITE.url}${props.siteConfig.baseUrl}${options.routeBasePath}`;
      for (const [kind, file] of [['rss', 'rss.xml'], ['atom', 'atom.xml']] as const) {
        const path = join(feedsDir, file);
        const xml = await readFile(path, 'utf8');
        await writeFile(path, addFeedSelfLink(xml, kind, `${feedUrl}/${file}`));
      }
    },
  };
};
blogWithFeedSelfLinks.validateOptions = validateBlogOptions as PluginModule['validateOptions'];

/**
 * The docs plugin, minus the description of every doc in the version data each docs page loads
 * (127 of them, 4 KB brotli on every Spanish docs page). Only category card lists show those
 * descriptions, and the site has none.
 */
const docsWithoutCardDescriptions: PluginModule = async (context, options) => {
  const plugin = await docsPlugin(context, options as Parameters<typeof docsPlugin>[1]);
  return {
    ...plugin,
    contentLoaded: trimRouteProp(plugin, 'version', versionPropsWithoutDescriptions<VersionProps>),
  };
};
docsWithoutCardDescriptions.validateOptions = validateDocsOptions as PluginModule['validateOptions'];

/**
 * Writes the index the not-found page ranks its suggestions from: the path and title of every page
 * of this locale, a few kilobytes that only the not-found page fetches.
 */
const notFoundPageIndex = (): Plugin => ({
  name: 'helm-not-found-index',
  async postBuild({outDir, routesPaths, head, siteConfig}) {
    const routes = routesPaths.map((path) => ({
      path,
      head: head[path] ? `${head[path].title.toString()}${head[path].meta.toString()}` : '',
    }));
    const pages = notFoundIndex(routes, siteConfig.baseUrl, ` | ${SITE.title}`);
    await writeFile(join(outDir, NOT_FOUND.indexFile), JSON.stringify(pages));
  },
});

const engine = searchEngine();

/**
 * Without Algolia credentials, writes the embedded search engine's shards of this locale
 * (scripts/lib/search-shards.ts): the records of its pages, grouped by docs version, each with its
 * index. It reads only the HTML pages, which exist before any postBuild step runs.
 */
const searchShards = (): Plugin => ({
  name: 'helm-search-shards',
  async postBuild({outDir, i18n}) {
    const started = performance.now();
    const others = i18n.locales.filter((l) => l !== i18n.currentLocale);
    const stats = writeShards(outDir, localeRecords(outDir, others));
    const summary = stats.map((s) => `${s.tag} ${Math.round(s.bytes / 1024)} KB`).join(', ');
    console.log(`[helm-search-shards] ${i18n.currentLocale}: ${summary} in ${Math.round(performance.now() - started)} ms`);
  },
});

/**
 * Points the theme's `prism-react-renderer` imports at src/prism/react-renderer.ts: the same
 * `Highlight` and `Prism`, with only the grammars our pages use (src/prism/index.ts). In the
 * browser Prism is not part of the startup scripts: the theme's client module that registered
 * extra grammars (we have none) is left out, and code blocks load the highlighter on demand
 * (src/prism/loader.ts). The server bundle gets it at once (src/prism/loader.server.ts).
 */
const lightPrism = (): Plugin => ({
  name: 'helm-prism',
  configureWebpack: (_config, isServer) => ({
    resolve: {
      alias: {
        'prism-react-renderer$': resolve(__dirname, 'src/prism/react-renderer.ts'),
        [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages')]: resolve(__dirname, 'src/prism/no-client-module.ts'),
        ...(isServer && {[resolve(__dirname, 'src/prism/loader.ts')]: resolve(__dirname, 'src/prism/loader.server.ts')}),
      },
    },
  }),
});

/**
 * Splits the scripts every page loads into five files instead of one. The browser compiles each
 * file in a task of its own, so no single task at startup blocks the page for long: on a phone,
 * one main.js held the main thread for about 300 ms (issue #9's quality report). The split is by
 * origin: React DOM, the Docusaurus packages, the other packages, and the route table Docusaurus
 * generates (.docusaurus). What is left in main.js is our own code.
 */
const initialChunks = (): Plugin => ({
  name: 'helm-initial-chunks',
  configureWebpack: (_config, isServer) => {
    if (isServer) return {};
    const group = (name: string, test: RegExp, priority: number) =>
      ({name, test, priority, chunks: 'initial', enforce: true}) as const;
    return {
      // The package's index pulls all of tslib into the startup scripts (src/client/utils-common.ts).
      resolve: {alias: {'@docusaurus/utils-common$': resolve(__dirname, 'src/client/utils-common.ts')}},
      optimization: {
        splitChunks: {
          cacheGroups: {
            reactDom: group('react-dom', /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, 60),
            routes: group('routes', /[\\/]\.docusaurus[\\/]/, 58),
            theme: group('theme', /[\\/]node_modules[\\/]@docusaurus[\\/]/, 57),
            vendors: group('vendors', /[\\/]node_modules[\\/]/, 55),
            // All CSS stays in one file, as Docusaurus makes it (its `styles` group, which the groups
            // above outranked for the packages' CSS). The page paints from its inlined critical CSS
            // first; a single stylesheet then applies in one step. With three, the first to arrive
            // overrode, for a frame, the inlined rules of the others that it precedes in the cascade:
            // the announcement bar and the navbar jumped on the longest page.
            styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 70},
          },
        },
      },
    };
  },
});

/**
 * Makes src/client/staged-entry.ts the browser entry: it evaluates Docusaurus's client entry in
 * a few tasks instead of one. Only the client bundle changes; the server renders as before.
 */
const stagedEntry = (): Plugin => ({
  name: 'helm-staged-entry',
  configureWebpack: (config, isServer) => {
    if (!isServer && typeof config.entry === 'string' && /clientEntry\.js$/.test(config.entry)) {
      config.entry = resolve(__dirname, 'src/client/staged-entry.ts');
    }
    return {};
  },
});

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
    ...(docsFooter.showLastUpdateTime && {
      parseFrontMatter: lastUpdateFrontMatter(gitLastUpdates(__dirname), DOCS_SOURCE_DIRS.map((d) => join(__dirname, d))),
    }),
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
    [
      docsWithoutCardDescriptions,
      {
        sidebarPath: './sidebars.ts',
        lastVersion: DOCS_VERSIONS.last,
        versions: DOCS_VERSIONS.versions,
        ...docsFooter,
        ...tagsAndAuthorsRules,
      } satisfies DocsOptions,
    ],
    lightPrism,
    initialChunks,
    stagedEntry,
    notFoundPageIndex,
    hashTarget,
    ...(engine === 'embedded' ? [searchShards] : []),
    ...(standalone ? [() => finishStandaloneLocale(__dirname)] : []),
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
  clientModules: ['./src/client/light-mode.ts', './src/client/idle-prefetch.ts'],

  presets: [
    [
      'classic',
      {
        // The docs and the blog are in `plugins`, wrapped (docsWithoutCardDescriptions, blogWithFeedSelfLinks).
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
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
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Project',
          items: [
            {label: 'Source code', href: SITE.github},
            {label: 'Blog', to: '/blog'},
            {label: 'Events', to: '/blog/tags/events'},
            {label: 'Code of conduct', href: 'https://github.com/cncf/foundation/blob/main/code-of-conduct.md'},
          ],
        },
        {
          title: 'Charts',
          items: [
            {label: 'Introduction to charts', to: '/docs/topics/charts/'},
            {label: 'Tips and tricks', to: '/docs/howto/charts_tips_and_tricks/'},
            {label: 'Developing charts', to: '/docs/chart_template_guide/'},
            {label: 'Search charts', href: 'https://artifacthub.io/'},
          ],
        },
        {
          title: 'Development',
          items: [
            {label: 'Developer chat (#helm-dev)', href: 'https://kubernetes.slack.com/messages/C51E88VDG'},
            {label: 'Contribution guide', href: 'https://github.com/helm/helm/blob/main/CONTRIBUTING.md'},
            {label: 'Maintainers', href: 'https://github.com/helm/helm/blob/main/OWNERS'},
            {label: 'Weekly meetings', href: 'https://github.com/helm/community/blob/main/communication.md'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Community repository', href: 'https://github.com/helm/community'},
            {label: 'User chat (#helm-users)', href: 'https://kubernetes.slack.com/messages/C0NH30761'},
            {label: 'Questions and answers', href: 'https://stackoverflow.com/questions/tagged/kubernetes-helm'},
            {label: '@helmpack', href: 'https://x.com/helmpack'},
          ],
        },
      ],
      logo: {
        alt: 'Helm',
        src: 'img/helm-white.svg',
        width: 48,
        height: 48,
        href: '/',
      },
      // No year: the Spanish line lives in footer.json and must not go stale.
      copyright: '© Helm Authors. Helm is a graduated project of the Cloud Native Computing Foundation.',
    },
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

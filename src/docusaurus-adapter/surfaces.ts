/**
 * Every place the site touches Docusaurus past its documented options, one entry a surface:
 * what it is, our files, the upstream files it mirrors or relies on (with their SHA-256 at the
 * version it was written for), the private modules it loads and what notices a break.
 * handbook/internals.md is this registry's index, in prose; ./guards.ts checks it.
 *
 * After a Docusaurus upgrade, `npm test` (tests/unit/docusaurus-adapter.test.ts) names each surface
 * whose upstream file changed; review it against the new file, then record the new hash and the
 * version here. Swizzled components stay in src/theme/ (Docusaurus looks for them there).
 */

/** The Docusaurus version every surface below was written for and last reviewed against. */
export const WRITTEN_FOR = '3.7.0';

export type SurfaceKind =
  | 'private-api' // a module of a package's lib/ that the package does not document
  | 'entry' // the client bundle's entry, replaced
  | 'alias' // a bundler alias in place of a Docusaurus module
  | 'loader' // a bundler loader that rewrites a file Docusaurus generates or ships
  | 'patch' // a runtime object of Docusaurus's, changed
  | 'bundler-config' // Docusaurus's bundler config, changed in place
  | 'content-plugin' // a Docusaurus content plugin, wrapped
  | 'behaviour' // an undocumented behaviour of Docusaurus's build that a plugin relies on
  | 'markup' // the theme's markup or classes, which our CSS or scripts select
  | 'post-build' // a step that parses the HTML Docusaurus writes
  | 'eject' // a theme component copied into src/theme and changed
  | 'wrapper'; // a theme component wrapped in src/theme (`@theme-original`)

/** A private module a surface loads: it must resolve and export these names when the config loads. */
export type PrivateModule = {
  specifier: string;
  /** Names the site uses (`default` for the default export); empty when it is only imported. */
  exports: readonly string[];
  /** Resolved from this package file rather than from the site (a dependency of Docusaurus's own). */
  from?: string;
};

export type Surface = {
  id: string;
  kind: SurfaceKind;
  /** One sentence: what the site does there, and why it needs the reach. */
  what: string;
  /** Our files, from the site's root. */
  files: readonly string[];
  /** Upstream files (`<package>/<path>`) it mirrors or relies on; UPSTREAM_SHA256 has their hashes. */
  upstream: readonly string[];
  modules?: readonly PrivateModule[];
  /** For `eject` and `wrapper`: the component, its theme, and how that theme rates the action. */
  swizzle?: {
    component: string;
    theme: '@docusaurus/theme-classic' | '@docusaurus/theme-search-algolia';
    safety: 'safe' | 'unsafe' | 'forbidden';
  };
  /** The tests and guards that fail when the surface breaks. */
  notices: string;
  /** CSS module reads (`styles.foo`) the upstream component makes too, of a class its module never defined. */
  undefinedClasses?: readonly string[];
};

const CLASSIC = '@docusaurus/theme-classic';
const ALGOLIA = '@docusaurus/theme-search-algolia';

/**
 * Theme 3.7.0's CodeBlock/Content/String.tsx reads `styles.codeButton`, which its CSS module does
 * not define (the buttons are styled by `.buttonGroup button`); the eject keeps the read as it is.
 */
const UPSTREAM_UNDEFINED_CLASSES: Readonly<Record<string, readonly string[]>> = {'CodeBlock/Content/String': ['styles.codeButton']};

const ejectNotices =
  'tests/unit/docusaurus-adapter.test.ts (upstream hash, imports and their names, CSS module classes), `npm run typecheck`, the build, the visual baselines';
const wrapperNotices =
  'tests/unit/docusaurus-adapter.test.ts (the wrapped component resolves and has a default export, upstream hash), `npm run typecheck`';

export const SURFACES: readonly Surface[] = [
  // The build's own machinery.
  {
    id: 'build-locale',
    kind: 'private-api',
    what: "`npm run build` builds each locale in its own process with Docusaurus's `buildLocale`, which the CLI calls per locale but does not export.",
    files: ['scripts/build-locale.mjs'],
    upstream: ['@docusaurus/core/lib/commands/build/buildLocale.js'],
    modules: [{specifier: '@docusaurus/core/lib/commands/build/buildLocale.js', exports: ['buildLocale']}],
    notices: 'the config-load guard (./guards.ts); `npm run build` fails at once',
  },
  {
    id: 'canary-config-load',
    kind: 'private-api',
    what: "The upgrade canary (`npm run canary:docusaurus`) loads the scratch copy's config as the CLI does, with Docusaurus's `loadSiteConfig`, to report a config that a release rejects apart from the build.",
    files: ['scripts/canary-docusaurus.ts'],
    upstream: ['@docusaurus/core/lib/server/config.js'],
    modules: [{specifier: '@docusaurus/core/lib/server/config.js', exports: ['loadSiteConfig']}],
    notices: "the config-load guard (./guards.ts); the canary's `config` step, handbook/upgrading.md",
  },
  {
    id: 'build-logger',
    kind: 'private-api',
    what: 'The `[SUCCESS] Generated static files` line is held back until the output is in place: `logger.success` of the `@docusaurus/logger` copy that the build command loads, replaced.',
    files: ['scripts/build-locale.mjs', 'src/plugins/atomic-output/index.ts'],
    upstream: ['@docusaurus/logger/lib/index.js', '@docusaurus/core/lib/commands/build/build.js'],
    modules: [{specifier: '@docusaurus/logger', exports: ['default'], from: '@docusaurus/core/lib/commands/build/buildLocale.js'}],
    notices:
      'the config-load guard; tests/cut/atomic-build.test.ts and tests/cut/version-cut.test.ts expect one `[SUCCESS]` line, after the finishing step',
  },
  {
    id: 'plugin-context-outdir',
    kind: 'behaviour',
    what: '`docusaurus build` writes into a staging folder: the plugins are constructed with the one context object whose `outDir` the bundler, pages, postBuild steps and link check read afterwards, and src/plugins/atomic-output points it elsewhere.',
    files: ['src/plugins/atomic-output/index.ts'],
    upstream: ['@docusaurus/core/lib/commands/build/buildLocale.js', '@docusaurus/core/lib/server/site.js'],
    notices:
      'tests/cut/atomic-build.test.ts: a failed or stopped `docusaurus build --locale es` would change the previous output, which the test hashes',
  },
  {
    id: 'build-argv',
    kind: 'behaviour',
    what: '`docusaurus build --locale es` is recognised from `process.argv`, as the CLI parses it, and gets the base URL /es/.',
    files: ['src/plugins/standalone-locale/index.ts', 'docusaurus.config.ts'],
    upstream: ['@docusaurus/core/bin/docusaurus.mjs', '@docusaurus/core/lib/commands/build/build.js'],
    notices: 'tests/unit/standalone-locale.test.ts, tests/e2e/standalone-locale.spec.ts',
  },
  {
    id: 'current-locale-env',
    kind: 'behaviour',
    what: 'The config reads the locale it is loaded for from `DOCUSAURUS_CURRENT_LOCALE`, which Docusaurus sets before each load (`"undefined"` under `docusaurus start`).',
    files: ['docusaurus.config.ts'],
    upstream: ['@docusaurus/core/lib/commands/build/buildLocale.js', '@docusaurus/core/lib/commands/start/start.js'],
    notices: 'tests/unit/config.test.ts ("loads for `docusaurus start`")',
  },

  // The browser bundle.
  {
    id: 'client-entry',
    kind: 'entry',
    what: "The client bundle's entry, Docusaurus's `clientEntry.js`, is replaced by src/client/staged-entry.ts, which evaluates the same modules (`App`, `clientEntry`, the generated registry and routes) in several tasks.",
    files: ['src/plugins/staged-entry/index.ts', 'src/client/staged-entry.ts'],
    upstream: [
      '@docusaurus/core/lib/webpack/client.js',
      '@docusaurus/core/lib/client/clientEntry.js',
      '@docusaurus/core/lib/client/App.js',
    ],
    modules: [
      {specifier: '@docusaurus/core/lib/client/clientEntry.js', exports: []},
      {specifier: '@docusaurus/core/lib/client/App.js', exports: ['default']},
    ],
    notices:
      'the config-load guard; src/plugins/staged-entry stops the build when the entry is anything else; tests/e2e/build-guards.spec.ts ("the browser entry is the staged one")',
  },
  {
    id: 'generated-modules',
    kind: 'private-api',
    what: '`@generated/registry`, `@generated/routes` and `@generated/routesChunkNames`, the modules Docusaurus writes into .docusaurus/, are imported by our entry, prefetching and site metadata.',
    files: ['src/client/staged-entry.ts', 'src/client/idle-prefetch.ts', 'src/theme/SiteMetadata/index.tsx'],
    upstream: ['@docusaurus/core/lib/server/codegen/codegen.js', '@docusaurus/core/lib/server/codegen/codegenRoutes.js'],
    notices: 'the build ("Module not found"); tests/e2e/prefetch.spec.ts; tests/e2e/build-guards.spec.ts',
  },
  {
    id: 'startup-chunks',
    kind: 'bundler-config',
    what: "The startup scripts are split into `main`, `runtime~main`, `react-dom`, `routes`, `theme` and `vendors` with cache groups that outrank Docusaurus's own, and chunks loaded on demand are named by id.",
    files: ['src/plugins/initial-chunks/index.ts'],
    upstream: ['@docusaurus/core/lib/webpack/base.js', '@docusaurus/core/lib/webpack/client.js'],
    notices: 'tests/e2e/build-guards.spec.ts ("the startup scripts are the split chunks")',
  },
  {
    id: 'utils-common-alias',
    kind: 'alias',
    what: "`@docusaurus/utils-common` is aliased, in the browser bundle, to src/client/utils-common.ts, which re-exports the package's files without the index that pulls in all of tslib.",
    files: ['src/plugins/initial-chunks/index.ts', 'src/client/utils-common.ts'],
    upstream: ['@docusaurus/utils-common/lib/index.js'],
    modules: [
      {
        specifier: '@docusaurus/utils-common/lib/applyTrailingSlash',
        exports: ['default', 'addTrailingSlash', 'addLeadingSlash', 'removeTrailingSlash'],
      },
      {specifier: '@docusaurus/utils-common/lib/stringUtils', exports: ['addPrefix', 'removeSuffix', 'addSuffix', 'removePrefix']},
      {specifier: '@docusaurus/utils-common/lib/errorUtils', exports: ['getErrorCausalChain']},
    ],
    notices: "the config-load guard; tests/unit/utils-common.test.ts compares the copy's names with the package's",
  },
  {
    id: 'prism-renderer-alias',
    kind: 'alias',
    what: "The theme's `prism-react-renderer` imports are aliased to src/prism/react-renderer.ts: the same `Highlight` and `Prism` with only the grammars the pages use.",
    files: ['src/plugins/light-prism/index.ts', 'src/prism/react-renderer.ts'],
    upstream: ['@docusaurus/theme-classic/package.json'],
    notices: 'tests/unit/prism.test.ts (the aliases), tests/e2e/code-blocks.spec.ts',
  },
  {
    id: 'prism-client-module-alias',
    kind: 'alias',
    what: "The theme's client module `prism-include-languages`, which registers extra grammars (the site has none), is aliased to an empty module so Prism leaves the startup scripts.",
    files: ['src/plugins/light-prism/index.ts', 'src/prism/no-client-module.ts'],
    upstream: ['@docusaurus/theme-classic/lib/prism-include-languages.js', '@docusaurus/theme-classic/lib/index.js'],
    modules: [{specifier: '@docusaurus/theme-classic/lib/prism-include-languages', exports: []}],
    notices: 'the config-load guard; tests/unit/prism.test.ts',
  },
  {
    id: 'registry-module-paths',
    kind: 'loader',
    what: "A loader drops the module path, read only by the server render, from each entry of the browser's copy of .docusaurus/registry.js.",
    files: ['src/plugins/client-registry/index.ts', 'src/plugins/client-registry/loader.js'],
    upstream: ['@docusaurus/core/lib/server/codegen/codegenRoutes.js', '@docusaurus/core/lib/client/exports/ComponentCreator.js'],
    notices:
      'the loader stops the build when it cannot trim every entry; tests/e2e/build-guards.spec.ts ("the browser\'s route registry carries no module paths…")',
  },
  {
    id: 'registry-deferred-imports',
    kind: 'loader',
    what: 'A loader makes the registry\'s `() => import("@site/…")` of a long doc wait for its deferred sections, so a client-side navigation renders the page whole.',
    files: ['src/plugins/deferred-sections/index.ts', 'src/plugins/deferred-sections/registry-loader.js'],
    upstream: ['@docusaurus/core/lib/server/codegen/codegenRoutes.js'],
    notices:
      'the loader stops the build when the registry has no `() => import(`; tests/e2e/build-guards.spec.ts ("… imports each long doc with its sections"); tests/e2e/long-pages.spec.ts ("a client-side navigation … renders all of it")',
  },
  {
    id: 'link-observers',
    kind: 'loader',
    what: "A loader makes the browser's copy of Docusaurus's `<Link>` disconnect the IntersectionObserver its callback ref made last time before it makes another: 3.7.0 leaves one behind on every render, so a reader following anchors slowed every frame.",
    files: ['src/plugins/link-observers/index.ts', 'src/plugins/link-observers/loader.js'],
    upstream: ['@docusaurus/core/lib/client/exports/Link.js'],
    notices:
      'the loader stops the build when Link.js has another shape; tests/e2e/navigation.spec.ts ("following anchors and pages leaves no IntersectionObserver behind")',
  },
  {
    id: 'mdx-section-loader',
    kind: 'behaviour',
    what: 'The MDX loader caches by `resource`, query included, and gives remark plugins `vfile.data.frontMatter`: a deferred section is the doc with a query.',
    files: ['src/plugins/deferred-sections/remark.ts', 'src/plugins/deferred-sections/loader.js'],
    upstream: ['@docusaurus/mdx-loader/lib/loader.js', '@docusaurus/mdx-loader/lib/processor.js'],
    notices:
      "tests/unit/deferred-sections.test.ts; tests/e2e/long-pages.spec.ts: a section's markup, rendered in the browser, is the server's",
  },
  {
    id: 'mdx-fallback-rule',
    kind: 'behaviour',
    what: 'Docusaurus excludes from its fallback MDX rule the `include` of every plugin rule whose `test` matches `.md`; the section rule has no `test` so it is not taken for one.',
    files: ['src/plugins/deferred-sections/index.ts'],
    upstream: ['@docusaurus/core/lib/server/plugins/synthetic.js'],
    notices: 'Rspack rejects the config ("module.rules[13].exclude") and the build stops',
  },
  {
    id: 'window-docusaurus',
    kind: 'patch',
    what: '`window.docusaurus`, which the client entry sets and links call to prefetch, is replaced through a property accessor by a copy whose `prefetch` waits for the page to load and the browser to idle.',
    files: ['src/client/idle-prefetch.ts'],
    upstream: [
      '@docusaurus/core/lib/client/clientEntry.js',
      '@docusaurus/core/lib/client/docusaurus.js',
      '@docusaurus/core/lib/client/exports/Link.js',
    ],
    notices: 'tests/e2e/prefetch.spec.ts fails when nothing is prefetched, or prefetched too early',
  },
  {
    id: 'chunk-url-runtime',
    kind: 'private-api',
    what: "`__webpack_require__.gca`, the runtime function Docusaurus's ChunkAssetPlugin adds (chunk name → URL), finds the chunks to prefetch.",
    files: ['src/client/idle-prefetch.ts', 'src/client/route-chunks.ts'],
    upstream: ['@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js'],
    notices: 'tests/e2e/prefetch.spec.ts',
  },

  // The content plugins.
  {
    id: 'docs-plugin',
    kind: 'content-plugin',
    what: "The docs plugin, wrapped: the `version` route prop of every docs page loses each doc's description (src/plugins/route-data-trim).",
    files: ['src/plugins/docs-without-card-descriptions/index.ts', 'src/plugins/route-data-trim/index.ts'],
    upstream: ['@docusaurus/plugin-content-docs/lib/index.js', '@docusaurus/plugin-content-docs/lib/routes.js'],
    modules: [{specifier: '@docusaurus/plugin-content-docs', exports: ['default', 'validateOptions']}],
    notices: 'the config-load guard; tests/e2e/build-guards.spec.ts ("the route data leaves out what the pages do not show")',
  },
  {
    id: 'blog-plugin',
    kind: 'content-plugin',
    what: 'The blog plugin, wrapped: its feeds get a `rel="self"` link after its own postBuild, and the archive\'s `archive` route prop keeps only each post\'s date, title and link.',
    files: ['src/plugins/blog-with-feed-self-links/index.ts', 'src/plugins/route-data-trim/index.ts'],
    upstream: ['@docusaurus/plugin-content-blog/lib/index.js', '@docusaurus/plugin-content-blog/lib/routes.js'],
    modules: [{specifier: '@docusaurus/plugin-content-blog', exports: ['default', 'validateOptions']}],
    notices: 'the config-load guard; tests/e2e/build-guards.spec.ts (the archive route data); tests/unit/site-meta.test.ts',
  },

  // The theme's markup, selected by our CSS and scripts.
  {
    id: 'dropdown-markup',
    kind: 'markup',
    what: 'The navbar dropdown: a `.dropdown` whose first child is an `a[role="button"]` that toggles on Enter, `.dropdown--show` while open; src/client/menu-keys.ts adds Space and Escape.',
    files: ['src/client/menu-keys.ts', 'src/css/custom.css'],
    upstream: ['@docusaurus/theme-classic/src/theme/NavbarItem/DropdownNavbarItem/index.tsx'],
    notices: 'tests/e2e/keyboard.spec.ts ("Space opens the … dropdown", "Escape closes the … dropdown opened by hover")',
  },
  {
    id: 'heading-anchor',
    kind: 'markup',
    what: "The headings' class `anchor` and its scroll margin, which includes the navbar's height, set the page's `scroll-padding-top`.",
    files: ['src/css/custom.css'],
    upstream: ['@docusaurus/theme-classic/src/theme/Heading/index.tsx', '@docusaurus/theme-classic/src/theme/Heading/styles.module.css'],
    notices: 'tests/e2e/journeys.spec.ts (hash navigation lands just below the navbar), tests/e2e/keyboard.spec.ts (Shift+Tab)',
  },
  {
    id: 'skip-to-content-id',
    kind: 'markup',
    what: '`#__docusaurus_skipToContent_fallback`, the main wrapper right after the navbar, is what `<link rel=expect blocking=render>` waits for.',
    files: ['src/plugins/navbar-whole/index.ts'],
    upstream: ['@docusaurus/theme-common/lib/utils/skipToContentUtils.js'],
    notices: 'tests/e2e/first-paint.spec.ts',
  },
  {
    id: 'colour-mode-script',
    kind: 'markup',
    what: "The theme's inline colour-mode script runs before the first paint; ours comes right after it and undoes a dark mode, and the Content-Security-Policy allows the two by one hash, which scripts/lib/csp.ts computes from the build.",
    files: ['src/plugins/light-only/index.ts', 'scripts/lib/csp.ts'],
    upstream: ['@docusaurus/theme-classic/lib/inlineScripts.js'],
    notices:
      'the build (scripts/lib/csp.ts stops on a page whose inline script the policy would block), tests/e2e/serving.spec.ts and tests/e2e/nginx.spec.ts (every inline script served is allowed), tests/e2e/reading-modes.spec.ts',
  },
  {
    id: 'docsearch-modal-markup',
    kind: 'markup',
    what: 'DocSearch 3.9\'s modal: `.DocSearch-Container` with `role="button"`, a `.DocSearch-Hits` group with a `.DocSearch-Hit-source` title and a `listbox`, its focus trap\'s `keydown` listener.',
    files: ['src/theme/SearchBar/modal.tsx'],
    upstream: ['@docsearch/react/package.json'],
    notices: 'tests/e2e/keyboard.spec.ts ("the search modal to a screen reader", "Tab and Shift+Tab go round the open modal")',
  },

  // Post-build steps that parse the HTML Docusaurus writes.
  {
    id: 'html-doc-chrome',
    kind: 'post-build',
    what: "The Markdown twins leave out the page chrome by the theme's class names (`theme-doc-breadcrumbs`, `theme-doc-footer`, `theme-doc-toc-*`, `theme-code-block`…) and read the breadcrumbs and version banner.",
    files: ['scripts/lib/markdown-twins.ts', 'scripts/lib/llms-txt.ts'],
    upstream: ['@docusaurus/theme-common/lib/utils/ThemeClassNames.js'],
    notices:
      'tests/e2e/build-guards.spec.ts ("the page chrome the post-build steps select is in the built pages"), tests/e2e/markdown-twins.spec.ts',
  },
  {
    id: 'html-search-meta',
    kind: 'post-build',
    what: "The search records read each page's `docsearch:*` meta, its `article` and `.markdown`, and the active sidebar or navbar link.",
    files: ['scripts/lib/search-records.ts', 'scripts/lib/search-shards.ts'],
    upstream: ['@docusaurus/theme-classic/src/theme/SearchMetadata/index.tsx', '@docusaurus/theme-common/lib/utils/searchUtils.js'],
    notices:
      'buildRecords stops on a page without docsearch meta (tests/global-setup.ts, the build); tests/e2e/search-records.spec.ts; tests/e2e/build-guards.spec.ts',
  },
  {
    id: 'html-output-layout',
    kind: 'post-build',
    what: 'Docusaurus writes each page to `<path>/index.html` with a canonical link and its stylesheet links in the head: the flattening and critical CSS steps move pages and links from there.',
    files: ['scripts/lib/flatten-pages.ts', 'scripts/lib/critical-css.ts', 'scripts/finish-locale.ts'],
    upstream: ['@docusaurus/core/lib/ssg/ssgUtils.js', '@docusaurus/core/lib/ssg/ssgTemplate.html.js'],
    notices:
      'tests/unit/flatten-pages.test.ts, tests/unit/critical-css.test.ts, tests/e2e/critical-css.spec.ts, tests/e2e/build-folders.spec.ts',
  },

  // Ejected components (src/theme/, copied from the theme and changed).
  ...(
    [
      ['BlogArchivePage', CLASSIC, 'unsafe', ['src/theme/BlogArchivePage/index.tsx'], ['src/theme/BlogArchivePage/index.tsx']],
      ['BlogListPage', CLASSIC, 'unsafe', ['src/theme/BlogListPage/index.tsx'], ['src/theme/BlogListPage/index.tsx']],
      [
        'BlogPostItem/Header/Info',
        CLASSIC,
        'unsafe',
        ['src/theme/BlogPostItem/Header/Info/index.tsx', 'src/theme/BlogPostItem/Header/Info/plural.ts'],
        ['src/theme/BlogPostItem/Header/Info/index.tsx', 'src/theme/BlogPostItem/Header/Info/styles.module.css'],
      ],
      [
        'BlogSidebar/Content',
        CLASSIC,
        'unsafe',
        ['src/theme/BlogSidebar/Content/index.tsx', 'src/theme/BlogSidebar/Content/styles.module.css'],
        ['src/theme/BlogSidebar/Content/index.tsx'],
      ],
      ['CodeBlock', CLASSIC, 'safe', ['src/theme/CodeBlock/index.tsx'], ['src/theme/CodeBlock/index.tsx']],
      [
        'CodeBlock/Content/String',
        CLASSIC,
        'unsafe',
        ['src/theme/CodeBlock/Content/String.tsx', 'src/theme/CodeBlock/Content/word-wrap.ts'],
        [
          'src/theme/CodeBlock/Content/String.tsx',
          'src/theme/CodeBlock/Content/styles.module.css',
          'src/theme/CodeBlock/Line/styles.module.css',
          '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
        ],
      ],
      ['LastUpdated', CLASSIC, 'unsafe', ['src/theme/LastUpdated/index.tsx'], ['src/theme/LastUpdated/index.tsx']],
      [
        'Navbar/MobileSidebar/Layout',
        CLASSIC,
        'unsafe',
        ['src/theme/Navbar/MobileSidebar/Layout/index.tsx'],
        ['src/theme/Navbar/MobileSidebar/Layout/index.tsx'],
      ],
      [
        'NotFound/Content',
        CLASSIC,
        'unsafe',
        ['src/theme/NotFound/Content/index.tsx', 'src/theme/NotFound/Content/styles.module.css'],
        ['src/theme/NotFound/Content/index.tsx'],
      ],
      [
        'SearchBar',
        ALGOLIA,
        'unsafe',
        [
          'src/theme/SearchBar/index.tsx',
          'src/theme/SearchBar/SearchButton.tsx',
          'src/theme/SearchBar/early-keys.ts',
          'src/theme/SearchBar/modal.tsx',
          'src/theme/SearchBar/styles.css',
        ],
        ['src/theme/SearchBar/index.tsx', 'src/theme/SearchBar/styles.css', '@docsearch/react/package.json'],
      ],
      [
        'SearchPage',
        ALGOLIA,
        'unsafe',
        ['src/theme/SearchPage/index.tsx', 'src/theme/SearchPage/styles.module.css'],
        ['src/theme/SearchPage/index.tsx', 'src/theme/SearchPage/styles.module.css'],
      ],
      ['SiteMetadata', CLASSIC, 'unsafe', ['src/theme/SiteMetadata/index.tsx'], ['src/theme/SiteMetadata/index.tsx']],
      [
        'Tabs',
        CLASSIC,
        'unsafe',
        ['src/theme/Tabs/index.tsx', 'src/theme/Tabs/styles.module.css'],
        ['src/theme/Tabs/index.tsx', 'src/theme/Tabs/styles.module.css'],
      ],
    ] as const
  ).map(([component, theme, safety, files, upstream]): Surface => ({
    id: `eject:${component}`,
    kind: 'eject',
    what: `${component}, ejected from ${theme}: the first line of ${files[0]} says why.`,
    files,
    upstream: upstream.map((file) => (file.startsWith('@') ? file : `${theme}/${file}`)),
    swizzle: {component, theme, safety},
    notices: ejectNotices,
    ...(UPSTREAM_UNDEFINED_CLASSES[component] && {undefinedClasses: UPSTREAM_UNDEFINED_CLASSES[component]}),
  })),

  // Wrapped components (src/theme/, around `@theme-original/…`).
  ...(
    [
      ['Blog/Pages/BlogAuthorsListPage', 'unsafe', 'src/theme/Blog/Pages/BlogAuthorsListPage/index.tsx'],
      ['Blog/Pages/BlogAuthorsPostsPage', 'unsafe', 'src/theme/Blog/Pages/BlogAuthorsPostsPage/index.tsx'],
      ['BlogTagsListPage', 'unsafe', 'src/theme/BlogTagsListPage/index.tsx'],
      ['DocItem/Footer', 'unsafe', 'src/theme/DocItem/Footer/index.tsx'],
      ['DocItem/Metadata', 'unsafe', 'src/theme/DocItem/Metadata/index.tsx'],
      ['DocTagsListPage', 'unsafe', 'src/theme/DocTagsListPage/index.tsx'],
      // The CLI forbids wrapping MDXComponents (a folder); importing it from @theme-original is how Docusaurus documents adding MDX components.
      ['MDXComponents', 'forbidden', 'src/theme/MDXComponents.tsx'],
      ['NavbarItem/DropdownNavbarItem', 'unsafe', 'src/theme/NavbarItem/DropdownNavbarItem.tsx'],
      ['NavbarItem/LocaleDropdownNavbarItem', 'unsafe', 'src/theme/NavbarItem/LocaleDropdownNavbarItem.tsx'],
      ['TOC', 'unsafe', 'src/theme/TOC/index.tsx', 'src/theme/TOC/styles.module.css'],
    ] as const
  ).map(([component, safety, ...files]): Surface => ({
    id: `wrapper:${component}`,
    kind: 'wrapper',
    what: `${component}, wrapped: the first line of ${files[0]} says why.`,
    files,
    upstream: [`${CLASSIC}/src/theme/${component}/index.tsx`],
    swizzle: {component, theme: CLASSIC, safety},
    notices: wrapperNotices,
  })),
];

/** A public API to move to after an upgrade, where Docusaurus 3.7.0 has none. */
export const LATER_REPLACEMENTS: readonly {surface: string; replacement: string}[] = [
  {
    surface: 'eject:SearchPage',
    replacement:
      "Its title calls `useTitleFormatter` of `@docusaurus/theme-common/internal`; newer releases' theme-classic offer `ThemeProvider/TitleFormatter` as the swizzle point for titles, which 3.7.0's has not (no `src/theme/ThemeProvider`). After an upgrade, format the title there and drop the internal hook.",
  },
];

/** The first 16 hex digits of the SHA-256 of each upstream file above, in the packages at WRITTEN_FOR. */
export const UPSTREAM_SHA256: Readonly<Record<string, string>> = {
  '@docsearch/react/package.json': '97b558ba66b4234f',
  '@docusaurus/core/bin/docusaurus.mjs': '08041bf64996759e',
  '@docusaurus/core/lib/client/App.js': '167bceb070737783',
  '@docusaurus/core/lib/client/clientEntry.js': 'a9d6514eaf79c05c',
  '@docusaurus/core/lib/client/docusaurus.js': 'b0d1dbdc1e3a706f',
  '@docusaurus/core/lib/client/exports/ComponentCreator.js': 'f7729c3b46c80a52',
  '@docusaurus/core/lib/client/exports/Link.js': 'adbaeb4401b1428c',
  '@docusaurus/core/lib/commands/build/build.js': 'c970545c66e819af',
  '@docusaurus/core/lib/commands/build/buildLocale.js': '06ec960743bd5848',
  '@docusaurus/core/lib/commands/start/start.js': 'ee9a2cf1a6f3797c',
  '@docusaurus/core/lib/server/codegen/codegen.js': '611cf627307a668c',
  '@docusaurus/core/lib/server/codegen/codegenRoutes.js': '6bdf7133ebc411f9',
  '@docusaurus/core/lib/server/config.js': '1701906132aaf0c7',
  '@docusaurus/core/lib/server/plugins/synthetic.js': 'e87dfb8ec7f80284',
  '@docusaurus/core/lib/server/site.js': 'da0aafca90e059e5',
  '@docusaurus/core/lib/ssg/ssgTemplate.html.js': '5d6584e4a61b22d4',
  '@docusaurus/core/lib/ssg/ssgUtils.js': '45fb49f8f60f02b2',
  '@docusaurus/core/lib/webpack/base.js': '5b5a73e5c279eafd',
  '@docusaurus/core/lib/webpack/client.js': '28df68fab49b2f52',
  '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js': 'd1fdb10641cef8bb',
  '@docusaurus/logger/lib/index.js': '55ac4d2543548408',
  '@docusaurus/mdx-loader/lib/loader.js': '992408ad9d1a9ebe',
  '@docusaurus/mdx-loader/lib/processor.js': 'cff96cc2917bdd28',
  '@docusaurus/plugin-content-blog/lib/index.js': 'bd5a801494df22c4',
  '@docusaurus/plugin-content-blog/lib/routes.js': '809887e9c2dd5a6e',
  '@docusaurus/plugin-content-docs/lib/index.js': '6b049e64d63b99af',
  '@docusaurus/plugin-content-docs/lib/routes.js': '5292463cb424aa02',
  '@docusaurus/theme-classic/lib/index.js': 'e68d1691e0e6f733',
  '@docusaurus/theme-classic/lib/inlineScripts.js': '60bb2c48c9fa566b',
  '@docusaurus/theme-classic/lib/prism-include-languages.js': 'a464a26897ccb5b2',
  '@docusaurus/theme-classic/package.json': '6b3ca6292cfd63f4',
  '@docusaurus/theme-classic/src/theme/Blog/Pages/BlogAuthorsListPage/index.tsx': 'a62bf7a8968d27e1',
  '@docusaurus/theme-classic/src/theme/Blog/Pages/BlogAuthorsPostsPage/index.tsx': '978b01367c2772fb',
  '@docusaurus/theme-classic/src/theme/BlogArchivePage/index.tsx': '42fb9f651c21b4f6',
  '@docusaurus/theme-classic/src/theme/BlogListPage/index.tsx': 'dc4183edec9cf341',
  '@docusaurus/theme-classic/src/theme/BlogPostItem/Header/Info/index.tsx': '19633d867631820f',
  '@docusaurus/theme-classic/src/theme/BlogPostItem/Header/Info/styles.module.css': '394cbb8db1f6c784',
  '@docusaurus/theme-classic/src/theme/BlogSidebar/Content/index.tsx': 'db755970fd6f886b',
  '@docusaurus/theme-classic/src/theme/BlogTagsListPage/index.tsx': '94a72359be1b93e2',
  '@docusaurus/theme-classic/src/theme/CodeBlock/Content/String.tsx': '5fbaea95285faf08',
  '@docusaurus/theme-classic/src/theme/CodeBlock/Content/styles.module.css': 'c8650cb014a4be15',
  '@docusaurus/theme-classic/src/theme/CodeBlock/Line/styles.module.css': 'ecac30a50af15f4a',
  '@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx': '02872fb480f9cfba',
  '@docusaurus/theme-classic/src/theme/DocItem/Footer/index.tsx': 'e66cb95f8e068ca2',
  '@docusaurus/theme-classic/src/theme/DocItem/Metadata/index.tsx': '07cbb30b0dc03aed',
  '@docusaurus/theme-classic/src/theme/DocTagsListPage/index.tsx': '3f6340e2a98fff99',
  '@docusaurus/theme-classic/src/theme/Heading/index.tsx': 'ca16ffb0878aafeb',
  '@docusaurus/theme-classic/src/theme/Heading/styles.module.css': 'f882ab243239707c',
  '@docusaurus/theme-classic/src/theme/LastUpdated/index.tsx': '53ab70761b412f83',
  '@docusaurus/theme-classic/src/theme/MDXComponents/index.tsx': '403faaa057137f5e',
  '@docusaurus/theme-classic/src/theme/Navbar/MobileSidebar/Layout/index.tsx': '9398942476bf2e31',
  '@docusaurus/theme-classic/src/theme/NavbarItem/DropdownNavbarItem/index.tsx': '6716a1ac6a4e20e4',
  '@docusaurus/theme-classic/src/theme/NavbarItem/LocaleDropdownNavbarItem/index.tsx': '7e6dfcd978b645c8',
  '@docusaurus/theme-classic/src/theme/NotFound/Content/index.tsx': '44b71ba528b17c08',
  '@docusaurus/theme-classic/src/theme/SearchMetadata/index.tsx': 'a702ae53121dcc1b',
  '@docusaurus/theme-classic/src/theme/SiteMetadata/index.tsx': '2de22e656b17d770',
  '@docusaurus/theme-classic/src/theme/TOC/index.tsx': 'a696deca295e3673',
  '@docusaurus/theme-classic/src/theme/Tabs/index.tsx': '3a06938e9a86a563',
  '@docusaurus/theme-classic/src/theme/Tabs/styles.module.css': '8beb34df100a7916',
  '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js': '3483ac26c8c5cb90',
  '@docusaurus/theme-common/lib/utils/ThemeClassNames.js': '2600d664a30c3145',
  '@docusaurus/theme-common/lib/utils/searchUtils.js': '2d32cd08ecbc458f',
  '@docusaurus/theme-common/lib/utils/skipToContentUtils.js': '5666a852371f6c6c',
  '@docusaurus/theme-search-algolia/src/theme/SearchBar/index.tsx': 'eb82a3ca5ab3cb0c',
  '@docusaurus/theme-search-algolia/src/theme/SearchBar/styles.css': '14d029d857aa0ed9',
  '@docusaurus/theme-search-algolia/src/theme/SearchPage/index.tsx': '669fb701c9926aaf',
  '@docusaurus/theme-search-algolia/src/theme/SearchPage/styles.module.css': 'd3b65dec04420614',
  '@docusaurus/utils-common/lib/index.js': 'f67a902f603f736c',
};

// Knip, in `npm run lint`: every package the code imports is declared in package.json, every
// import resolves, no declared package goes unused and no file is left unreached. A package only
// hoisted into node_modules by another one resolves today and is gone, or another version, after
// that one changes. Unused exports are not checked: about 90 constants and types are exported for
// tests and documentation, which knip's rule cannot tell from dead code.

/** The MDX `import` lines of a page (Docusaurus reads `.md` as MDX too), which is all knip needs of it. */
const mdxImports = (text: string) => [...text.matchAll(/^import\s[^\n]+$/gm)].map(([line]) => line).join('\n');

// Untyped: knip 6's type declarations import .ts files, which TypeScript reads from 5.7 on (we are
// on 5.6); knip validates this object itself when it loads it, and fails on an unknown option.
const config = {
  // Knip's Docusaurus plugin loads docusaurus.config.ts and calls each plugin function without
  // Docusaurus's context (src/plugins/staged-entry throws, on purpose, at a webpack entry that is
  // not Docusaurus's): what it would add is written out here instead (entries, alias, ignores).
  docusaurus: false,
  compilers: {md: mdxImports, mdx: mdxImports},
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'src/pages/**/*.{ts,tsx}',
    // Swizzled components, which Docusaurus finds by their path under src/theme.
    'src/theme/**/*.{ts,tsx}',
    '{docs,blog,versioned_docs,i18n}/**/*.{md,mdx}',
    'scripts/*.{ts,mjs}',
    'tests/**/*.ts',
    '*.config.ts',
    // Loaded by path, not imported: client modules and the client entry (docusaurus.config.ts,
    // src/plugins/staged-entry), webpack aliases (src/plugins/light-prism), a static script
    // (src/plugins/hash-target), the component the deferred-sections remark plugin imports into
    // pages, the Try it button the tryit remark plugin imports into the guide's pages, the template
    // engine's worker (bundled by path with esbuild, scripts/lib/template-engine.ts), processes
    // started with `node <file>` (source-mdx.ts, build-cost.ts), and the types of deploy/match.mjs.
    'src/client/{idle-prefetch,menu-keys,lazy-import,staged-entry}.ts',
    'src/prism/{loader.server,no-client-module}.ts',
    'src/plugins/hash-target/hash-target.js',
    'src/components/DeferredSection/index.tsx',
    'src/components/TryIt/index.tsx',
    'src/template-engine/worker.ts',
    'scripts/lib/{mdx-syntax,tree-memory}.mjs',
    'deploy/match.d.mts',
  ],
  project: ['*.ts', '{src,scripts,tests,deploy}/**/*.{ts,tsx,mts,mjs,js}', '{docs,blog,versioned_docs,i18n}/**/*.{md,mdx}'],
  paths: {'@site/*': ['./*']},
  ignoreDependencies: [
    // Docusaurus's virtual modules, resolved by its webpack aliases: the theme (ours under
    // src/theme first, then the installed themes'), the files the build generates, and the
    // client API of @docusaurus/core (@docusaurus/Link, @docusaurus/router…), as knip's own
    // Docusaurus plugin ignores them.
    /^@theme(-original|-init)?\//,
    /^@generated\//,
    /^@docusaurus\/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext)$/,
    // Used, but never imported: Docusaurus loads it for `future.experimental_faster`; the specs
    // run node_modules/.bin/wrangler (tests/pages-server.ts) and read HTMLCS.js from its package
    // folder into the page under test (tests/htmlcs.ts).
    '@docusaurus/faster',
    'wrangler',
    '@pa11y/html_codesniffer',
  ],
  // The system's tools, installed by .ci/run and `npm run tools`, not by npm.
  ignoreBinaries: ['go', 'gpgconf', 'install', 'openssl', 'htpasswd', 'unshare', 'fc-list'],
  rules: {exports: 'off', types: 'off', nsExports: 'off', nsTypes: 'off', enumMembers: 'off', duplicates: 'off'},
};

export default config;

/**
 * Replaces the theme's `prism-include-languages` client module in the bundles (the `helm-prism`
 * plugin). That module imported Prism into every page's startup scripts to register the
 * `prism.additionalLanguages` of the config; we list none, and our grammars are registered by
 * src/prism/index.ts, which loads with the highlighter.
 */
export {};

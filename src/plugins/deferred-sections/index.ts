/**
 * Deferred sections: the longest docs page ships its first screens as scripts, and the code of
 * each later section only when the reader comes near it.
 *
 * A docs page's own chunk is its content again, as React elements, so that the page can hydrate:
 * on the template function list that was 24 KB of brotli, which took the page past the 150 KB
 * the reader's scripts may cost (handbook/performance.md). The server still renders every
 * section into the page's HTML; in the browser a section that has not loaded keeps that HTML as
 * it is (src/components/DeferredSection), and its code loads when it comes within a screen of the
 * viewport or takes focus, then renders the same markup in its place. A client-side navigation to
 * the page loads every section before the page renders.
 *
 * Four parts: the remark plugin that splits a long doc (./remark.ts, listed in the docs
 * plugin's `remarkPlugins`), the loader that cuts a section's copy of the doc (./loader.js), the
 * loader that makes a client-side navigation wait for the sections (./registry-loader.js), and
 * the CSS twins that style a section's blocks as the article's own (./css.ts).
 */
import type {Plugin} from '@docusaurus/types';
import {sectionTwins} from './css';
import {LOAD_EXPORT, MIN_DOC_CHARS, SECTION_QUERY} from './remark';

export {default as remarkDeferredSections} from './remark';

export default function deferredSections(): Plugin {
  return {
    name: 'helm-deferred-sections',
    configureWebpack: (_config, isServer) => ({
      module: {
        rules: [
          // The browser's route registry: a split doc loads with its sections after hydration.
          ...(isServer
            ? []
            : [
                {
                  test: /[\\/]\.docusaurus[\\/]registry\.js$/,
                  use: [{loader: require.resolve('./registry-loader.js'), options: {minDocChars: MIN_DOC_CHARS, loadExport: LOAD_EXPORT}}],
                },
              ]),
          {
            // No `test: /\.mdx?$/`: Docusaurus would take the rule for a content plugin's MDX rule
            // and exclude its `include` (none) from its fallback MDX rule. Only docs carry the query.
            resourceQuery: new RegExp(`[?&]${SECTION_QUERY}=`),
            enforce: 'pre',
            use: [{loader: require.resolve('./loader.js')}],
          },
        ],
      },
    }),
    configurePostCss(options) {
      options.plugins.push(sectionTwins);
      return options;
    },
  };
}

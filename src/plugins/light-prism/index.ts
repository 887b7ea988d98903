/**
 * Points the theme's `prism-react-renderer` imports at src/prism/react-renderer.ts: the same
 * `Highlight` and `Prism`, with only the grammars our pages use (src/prism/index.ts). In the
 * browser Prism is not part of the startup scripts: the theme's client module that registered
 * extra grammars (we have none) is left out, and code blocks load the highlighter on demand
 * (src/prism/loader.ts). The server bundle gets it at once (src/prism/loader.server.ts).
 */
import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const PRISM = resolve(__dirname, '../../prism');

export default function lightPrism(): Plugin {
  return {
    name: 'helm-prism',
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          'prism-react-renderer$': resolve(PRISM, 'react-renderer.ts'),
          [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages')]: resolve(PRISM, 'no-client-module.ts'),
          ...(isServer && {[resolve(PRISM, 'loader.ts')]: resolve(PRISM, 'loader.server.ts')}),
        },
      },
    }),
  };
}

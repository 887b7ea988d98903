/**
 * Makes src/client/staged-entry.ts the browser entry: it evaluates Docusaurus's client entry in
 * a few tasks instead of one. Only the client bundle changes; the server renders as before.
 *
 * Docusaurus gives no option for this: the plugin replaces the entry of the client's bundler
 * config, which Docusaurus 3.7 sets to the path of its `clientEntry.js`. Should a Docusaurus
 * release name it otherwise, the build stops here with a message rather than quietly shipping the
 * unstaged entry; tests/e2e/build-guards.spec.ts ("the browser entry is the staged one") checks the
 * built `main` script too. The surface is `client-entry` in src/docusaurus-adapter/surfaces.ts.
 */
import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {WRITTEN_FOR} from '../../docusaurus-adapter/surfaces';

export const STAGED_ENTRY = resolve(__dirname, '../../client/staged-entry.ts');
const DOCUSAURUS_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/** The client config's entry, replaced by the staged one; throws on an entry it does not know. */
export function stageEntry(config: {entry?: unknown}, isServer: boolean): void {
  if (isServer) return;
  if (typeof config.entry !== 'string' || !DOCUSAURUS_ENTRY.test(config.entry)) {
    throw new Error(
      `[helm-staged-entry] surface client-entry was written for Docusaurus ${WRITTEN_FOR}: the client entry is ` +
        `${JSON.stringify(config.entry)}, not Docusaurus's clientEntry.js; update src/plugins/staged-entry for this Docusaurus version.`,
    );
  }
  config.entry = STAGED_ENTRY;
}

export default function stagedEntry(): Plugin {
  return {
    name: 'helm-staged-entry',
    configureWebpack: (config, isServer) => {
      stageEntry(config, isServer);
      return {};
    },
  };
}

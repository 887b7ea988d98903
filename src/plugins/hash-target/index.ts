/**
 * A link to a heading or a flag (`/docs/commands/helm_upgrade#flag-wait`) lands on its target at
 * the first paint, not when the stylesheet arrives.
 *
 * The page paints from its inlined critical CSS while the full stylesheet loads; that stylesheet is
 * linked at the end of the body (scripts/lib/critical-css.ts), so the parser waits there for it,
 * and the browser scrolls to the fragment only once parsing ends: on a slow network the reader
 * saw the top of the page, then a jump. `hash-target.js`, a small script of the site's own (no
 * inline script: the Content-Security-Policy allows 'self'), scrolls to the target as soon as it
 * is parsed, unless the reader has scrolled meanwhile. The browser's own scroll later lands on the
 * same place. tests/e2e/journeys.spec.ts holds the stylesheet back and checks where targets land.
 */
import {copyFile, mkdir} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const FILE = 'hash-target.js';

export default function hashTarget(context: LoadContext): Plugin {
  return {
    name: 'helm-hash-target',
    injectHtmlTags: () => ({
      headTags: [{tagName: 'script', attributes: {src: `${context.baseUrl}${FILE}`, async: true}}],
    }),
    async postBuild({outDir}) {
      await mkdir(outDir, {recursive: true});
      await copyFile(join(__dirname, FILE), join(outDir, FILE));
    },
  };
}

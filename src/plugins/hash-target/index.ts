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
 *
 * Not under `docusaurus start`: the development server has no postBuild to write the file, so the
 * address answered with the HTML of the site's shell and every page logged a SyntaxError; and
 * its pages get their styles from the bundle, with no stylesheet at the end of the body to wait on.
 */
import {copyFile, mkdir} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isDocusaurusStart} from '../standalone-locale';

const FILE = 'hash-target.js';

export default function hashTarget(context: LoadContext): Plugin {
  if (isDocusaurusStart(process.argv)) return {name: 'helm-hash-target'};
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

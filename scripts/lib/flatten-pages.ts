/**
 * Docusaurus writes the page of `/docs/intro/install` to `docs/intro/install/index.html`. Cloudflare
 * Pages serves a folder's index only at the path with a trailing slash and answers `/x` with a 308
 * to `/x/`: a round trip on every visit to the 468 pages of ours whose URL has no trailing slash.
 * Pages serves `/x` directly from `x.html`, so each page whose canonical URL has no trailing slash
 * is moved there; `/docs/` and the other URLs that end in a slash keep their `index.html`. No URL
 * changes: nginx and scripts/serve.mjs look for `x.html` as well (deploy/nginx.conf).
 *
 * A folder the move leaves empty is removed: a static server that knows nothing of `x.html`
 * would otherwise answer `/x` with a redirect to `/x/` and an empty listing.
 */
import {existsSync, readdirSync, readFileSync, renameSync, rmdirSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';

/** The path of a page's canonical URL; the minifier drops the quotes of attribute values. */
const CANONICAL = /<link[^>]*\brel=["']?canonical\b[^>]*\bhref=["']?https?:\/\/[^/"'\s>]+(\/[^"'\s>]*)/;

function* indexPages(dir: string, skip: ReadonlySet<string>): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory() && !skip.has(entry.name)) {
      const page = join(dir, entry.name, 'index.html');
      if (existsSync(page)) yield page;
      yield* indexPages(join(dir, entry.name), new Set());
    }
  }
}

/** Moves `x/index.html` to `x.html` under `dir` (not its folders named in `skip`) where the canonical URL has no trailing slash. */
export function flattenPages(dir: string, skip: ReadonlySet<string> = new Set()): number {
  let moved = 0;
  const top = resolve(dir);
  for (const page of [...indexPages(top, skip)]) {
    const url = readFileSync(page, 'utf8').match(CANONICAL)?.[1];
    if (!url || url.endsWith('/')) continue;
    const target = `${page.slice(0, -'/index.html'.length)}.html`;
    if (existsSync(target)) throw new Error(`flatten-pages: both ${page} and ${target} exist`);
    renameSync(page, target);
    moved++;
    // Its folder, and any folders above it left with nothing, up to `dir` itself.
    for (let folder = dirname(page); folder !== top && !readdirSync(folder).length; folder = dirname(folder)) rmdirSync(folder);
  }
  return moved;
}

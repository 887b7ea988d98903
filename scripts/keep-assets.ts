// usage: npm run deploy:keep-assets -- <previous build> [new build, default build] [--days 7]
//
// Copies into the new build the hashed files of the previous one that it no longer has (the
// scripts and styles under assets/js and assets/css, the search chunks under assets/search, in
// every locale's folder, with their .br and .gz copies), so that a tab opened on the previous
// build still finds the chunks it names once the new one is live. For hosts that replace the
// whole site at each deploy (Cloudflare Pages: every deployment is a set of files of its own);
// on nginx, syncing without deleting does the same (README, Deploy). A file keeps its date, so
// one that has been carried from build to build for more than --days is dropped: the folder stops
// growing, and a tab older than that reloads onto the new build instead (src/client/lazy-import.ts,
// src/search/client.ts). Prints what it kept; exits non-zero when either folder is not a build.
import {copyFileSync, existsSync, mkdirSync, readdirSync, statSync, utimesSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';

/** A content-hashed file of the bundler or of the search index, by its path in a build. */
export const KEPT = /(^|\/)assets\/(js|css|search)\/[^/]+\.[0-9a-f]{8,}\.(js|css|json)(\.LICENSE\.txt)?(\.br|\.gz)?$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Copies the previous build's hashed files younger than `days` that `next` lacks; returns their paths. */
export function keepAssets(previous: string, next: string, days = 7, now = Date.now()): string[] {
  for (const dir of [previous, next]) if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} is not a build (no index.html)`);
  const kept: string[] = [];
  for (const file of files(previous)) {
    const path = relative(previous, file).split('\\').join('/');
    if (!KEPT.test(path)) continue;
    const target = join(next, path);
    const {mtime, atime} = statSync(file);
    if (existsSync(target) || now - mtime.getTime() > days * 86_400_000) continue;
    mkdirSync(dirname(target), {recursive: true});
    copyFileSync(file, target);
    utimesSync(target, atime, mtime);
    kept.push(path);
  }
  return kept;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const daysAt = args.indexOf('--days');
  const days = daysAt >= 0 ? Number(args.splice(daysAt, 2)[1]) : 7;
  const [previous, next = 'build'] = args;
  if (!previous || !(days >= 0)) {
    console.error('usage: npm run deploy:keep-assets -- <previous build> [new build] [--days 7]');
    process.exit(2);
  }
  try {
    const kept = keepAssets(resolve(previous), resolve(next), days);
    console.log(`[keep-assets] ${kept.length} files of ${previous} kept in ${next} (carried for at most ${days} days)`);
  } catch (error) {
    console.error(`[keep-assets] ${(error as Error).message}`);
    process.exit(1);
  }
}

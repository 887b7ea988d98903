/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, so
 * servers send them as they are (scripts/serve.mjs through sirv, nginx through brotli_static and
 * gzip_static) instead of compressing on a visitor's request.
 *
 * Brotli's top quality costs about 40 times its quality 5 for 10 % fewer bytes: worth it for the
 * startup scripts and the styles, which every page loads and browsers keep for a year, not for the
 * thousand HTML pages (measured on this build: HTML 10.9 MB → 1.83 MB at 11 in 30 s, 2.07 MB at 5
 * in 0.7 s). The search shards and chunks, 4 MB that are fetched on a first query, get quality 10: 3 % more
 * bytes than 11 for a third of the time. Scripts stay at 11: a page's route chunks count in its
 * script budget (scripts/quality-budgets.json), where quality 10 cost up to 1 KB. A file the
 * default locale already compressed (most startup scripts are the same in both locales) is
 * copied, not compressed again, and a file compressed by an earlier build (the same bytes at the
 * same quality) is taken from the build cache (./build-cache.ts).
 */
import {copyFile, readdir, readFile, rename, stat, writeFile} from 'node:fs/promises';
import {createHash} from 'node:crypto';
import {basename, join, relative, sep} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {SEARCH} from '../../src/site-constants';
import {BuildCache, codeVersion, hash} from './build-cache';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The text types the site serves; images other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|md|webmanifest)$/;
/** Below this size the headers of a compressed response outweigh the bytes saved (nginx's gzip_min_length). */
export const MIN_SIZE = 256;

async function* textFiles(dir: string, skip: Set<string>): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(entry.name)) yield* textFiles(path, new Set());
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield path;
    }
  }
}

const done = new Map<string, Promise<[Buffer, Buffer]>>();
let cache: {entries: BuildCache; code: string} | undefined;

/** The brotli and gzip copies of `raw`: compressed here, or from the build cache. */
function compress(raw: Buffer, quality: number): Promise<[Buffer, Buffer]> {
  const key = `${quality}:${createHash('sha256').update(raw).digest('hex')}`;
  if (!done.has(key)) {
    cache ??= {entries: new BuildCache('precompress'), code: codeVersion(['scripts/lib/precompress.ts'])};
    const cacheKey = hash(cache.code, process.versions.zlib ?? '', process.versions.brotli ?? '', key);
    const [br, gzipped] = ['br', 'gz'].map((ext) => cache!.entries.get(`${cacheKey}.${ext}`));
    if (br && gzipped) {
      done.set(key, Promise.resolve([br, gzipped]));
    } else {
      done.set(
        key,
        Promise.all([
          brotli(raw, {params: {[constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length}}),
          gz(raw, {level: 9}),
        ]).then(([br, gzipped]) => {
          cache!.entries.set(`${cacheKey}.br`, br);
          cache!.entries.set(`${cacheKey}.gz`, gzipped);
          return [br, gzipped];
        }),
      );
    }
  }
  return done.get(key)!;
}

/** Where each locale's search shards are (`search-index/<tag>.json`, beside the manifest): not hashed, but data a first query fetches. */
const SHARDS = `${sep}${SEARCH.manifestFile.replace(/\.json$/, '')}${sep}`;

/** The brotli quality of a file: 11 for scripts and styles, 10 for the other assets and the search shards, 5 for the rest. */
export function quality(file: string): number {
  if (file.includes(SHARDS)) return 10;
  if (!file.includes(`${sep}assets${sep}`)) return 5;
  const name = basename(file);
  return name.endsWith('.js') || name.endsWith('.css') ? 11 : 10;
}

/**
 * The files of a locale folder that the bundler writes, all under `assets/` (scripts, styles,
 * images): final once the client bundle is on disk, while the pages are still being rendered. The
 * search shards' chunks (`assets/search/`) come later.
 */
export function isBundlerAsset(localeDir: string, file: string): boolean {
  const path = relative(localeDir, file);
  return path.startsWith(`assets${sep}`) && !path.startsWith(`${SEARCH.shardDir.split('/').join(sep)}${sep}`);
}

/** The same file's compressed copies in `from`, when it has them: hashed assets are identical by name. */
async function copiesFrom(from: string | undefined, dir: string, file: string, raw: Buffer): Promise<boolean> {
  if (!from || !file.includes(`${sep}assets${sep}`)) return false;
  const twin = join(from, relative(dir, file));
  try {
    if (!(await readFile(twin)).equals(raw)) return false;
    await Promise.all(['.br', '.gz'].map((ext) => copyFile(`${twin}${ext}`, `${file}${ext}`)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes `data` to a temporary name, then renames it: another locale's finishing step, which copies
 * these files (`copiesFrom`) while this one runs, never copies half of one.
 */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/**
 * Compresses the text files under `dir` (but not under the top-level folders in `skip`, and only
 * those `include` accepts), a few at a time. With `reuse`, a hashed asset whose twin under `reuse`
 * is compressed already is copied.
 */
export async function precompress(
  dir: string,
  skip: Set<string> = new Set(),
  reuse?: string,
  include: (file: string) => boolean = () => true,
): Promise<number> {
  const queue: string[] = [];
  for await (const file of textFiles(dir, skip)) if (include(file)) queue.push(file);
  let written = 0;
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      if ((await stat(file)).size < MIN_SIZE) continue;
      const raw = await readFile(file);
      if (await copiesFrom(reuse, dir, file, raw)) {
        written++;
        continue;
      }
      const [br, gzipped] = await compress(raw, quality(file));
      // A copy that saves nothing is left out: servers then send the file itself.
      if (br.length < raw.length) await writeWhole(`${file}.br`, br);
      if (gzipped.length < raw.length) await writeWhole(`${file}.gz`, gzipped);
      written++;
    }
  };
  // libuv runs zlib on its 4 threads: more workers only queue there.
  await Promise.all(Array.from({length: 4}, worker));
  return written;
}

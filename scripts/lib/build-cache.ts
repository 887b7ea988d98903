/**
 * What the finishing steps of a build (scripts/finish-locale.ts) computed last time, kept between
 * builds and found again by content hash: a page's Markdown twin, its critical CSS and its search
 * records, a file's brotli and gzip copies. `docusaurus build` writes the same bytes for the same
 * sources, so a rebuild finds every unchanged page and file here and does only the work its
 * changes need.
 *
 * An entry's key hashes everything its output depends on: the input's bytes, the step's options,
 * and the step's `codeVersion` (the source of the step's own files and, through npm's record of
 * the installed tree, the exact versions of the packages it runs). A change to any of them makes a new key; an entry is never read for another input.
 * Entries are written to a temporary name and renamed, so two processes (the locales' finishing
 * steps overlap) never see half an entry.
 *
 * The cache lives in node_modules/.cache/helm-build (`HELM_BUILD_CACHE=<folder>` moves it,
 * `HELM_BUILD_CACHE=off` turns it off: a cold build). Entries unused for PRUNE_DAYS go at the end
 * of each `npm run build` (scripts/build.ts).
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';

const ROOT = resolve(__dirname, '../..');

/** What npm installed, every package's exact version: part of the version of a step that runs packages. */
export const INSTALLED_PACKAGES = 'node_modules/.package-lock.json';

/** Entries no build read for this many days are deleted. */
export const PRUNE_DAYS = 7;

/** The cache folder, or undefined when `HELM_BUILD_CACHE=off`. */
export function cacheDir(): string | undefined {
  const setting = process.env.HELM_BUILD_CACHE;
  if (setting === 'off') return undefined;
  return setting ? resolve(setting) : join(ROOT, 'node_modules/.cache/helm-build');
}

/** A SHA-256 of `parts`, each length-prefixed so that no two lists of parts hash alike. */
export function hash(...parts: (string | Buffer)[]): string {
  const sha = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    sha.update(`${bytes.length}:`);
    sha.update(bytes);
  }
  return sha.digest('hex');
}

/** The files a module imports by relative path, resolved as TypeScript resolves them here. */
function localImports(file: string, root: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1]);
  return specifiers.flatMap((spec) => {
    const base = join(dirname(file), spec);
    const found = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts']
      .map((ext) => base + ext)
      .find((f) => existsSync(join(root, f)) && statSync(join(root, f)).isFile());
    return found ? [found] : [];
  });
}

/**
 * The version of a step's code: the bytes of its files and of every module they import by
 * relative path, followed through, so that a change to a helper a step imports makes new keys
 * (paths from the repository root; INSTALLED_PACKAGES among them for the packages it runs).
 */
export function codeVersion(files: readonly string[], root = ROOT): string {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (/\.(ts|tsx|mjs|js)$/.test(file)) for (const imported of localImports(file, root)) visit(imported);
  };
  files.forEach(visit);
  return hash(...[...seen].sort().flatMap((file) => [file, readFileSync(join(root, file))]));
}

/** One step's entries: `get` and `set` by key, in a folder of its own. A disabled cache finds nothing and keeps nothing. */
export class BuildCache {
  readonly dir: string | undefined;
  hits = 0;
  misses = 0;

  constructor(step: string, base = cacheDir()) {
    this.dir = base && join(base, step);
    if (this.dir) mkdirSync(this.dir, {recursive: true});
  }

  private path(key: string): string {
    return join(this.dir!, key.slice(0, 2), key);
  }

  /** The entry of `key`, marked as used today, or undefined. */
  get(key: string): Buffer | undefined {
    if (!this.dir) return undefined;
    const path = this.path(key);
    let data: Buffer;
    try {
      data = readFileSync(path);
    } catch {
      this.misses++;
      return undefined;
    }
    try {
      // For pruneCache; a cache that cannot be marked (read-only) is still read.
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // kept as it is
    }
    this.hits++;
    return data;
  }

  set(key: string, data: string | Buffer): void {
    if (!this.dir) return;
    const path = this.path(key);
    mkdirSync(join(path, '..'), {recursive: true});
    const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temporary, data);
    renameSync(temporary, path);
  }
}

/** Deletes the entries under `base` that no build used for `days` days; returns how many. */
export function pruneCache(base = cacheDir(), days = PRUNE_DAYS): number {
  if (!base) return 0;
  const before = Date.now() - days * 24 * 3600 * 1000;
  let pruned = 0;
  const walk = (dir: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, {withFileTypes: true});
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (statSync(path).mtimeMs < before) {
        rmSync(path, {force: true});
        pruned++;
      }
    }
  };
  walk(base);
  return pruned;
}

/**
 * Build B of the deploy-skew spec (tests/e2e/deploy-skew.spec.ts): the next release of the site,
 * made from the production build in build/ (build A) in a few seconds instead of a second
 * `npm run build`. It is what a release that changes code and one page looks like to a tab left
 * open on build A:
 *
 * - one docs page says something new, in both locales (SKEW_PAGE, SKEW_WORD): in its HTML, its
 *   Markdown twin and its compiled chunk alike, so that the page hydrates without a mismatch;
 * - the search index is written again from the pages by the build's own code
 *   (scripts/lib/search-shards.ts), so its build id changes and so do the chunks of that page;
 * - every hashed script and style gets another content hash in its name, as a change of code gives
 *   (the route chunks, the search modal's, the Helm 4 checker's, the runtime that names them all), and
 *   every file that names one is rewritten, its .br/.gz copies made again; build A's names are gone.
 *
 * It is a copy of hard links, so unchanged files cost no space, and it is kept beside the build cache
 * (node_modules/.cache/helm-skew/), keyed by build A and this file: made once per build, whichever
 * worker asks first, while the others wait.
 */
import {createHash} from 'node:crypto';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {precompress} from '../scripts/lib/precompress';
import {writeLocaleShards} from '../scripts/lib/search-shards';
import {LOCALES} from '../src/site-constants';
import {ROOT} from './contract';

/** The page build B changes (a site path, in either locale's folder) and the word it adds. */
export const SKEW_PAGE = '/docs/topics/architecture';
export const SKEW_WORD = 'quokka';

const CACHE = join(ROOT, 'node_modules/.cache/helm-skew');
const TEXT = /\.(html|js|css|json|xml|txt|md|webmanifest)$/;
/** A hashed script or style of the bundler, and its licence notes: `assets/js/<name>.<hash>.js`. */
const HASHED = /(?:^|\/)assets\/(?:js|css)\/[^/]+\.([0-9a-f]{8})\.(?:js|css)(?:\.LICENSE\.txt)?$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Replaces a file of the copy without touching build A's, which shares its inode. */
function rewrite(file: string, body: string | Buffer): void {
  rmSync(file, {force: true});
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, body);
}

/** Another hash of the same length, never the same. */
const rehash = (hash: string) => hash.replace(/[0-9a-f]/g, (c) => ((parseInt(c, 16) + 7) % 16).toString(16));

/**
 * Adds SKEW_WORD to the first plain paragraph of SKEW_PAGE in `localeDir` that its compiled chunk
 * holds as one string, in the page, its twin and the chunk. Returns the files it rewrote.
 */
function changePage(localeDir: string, scripts: Map<string, string>): string[] {
  const html = join(localeDir, `${SKEW_PAGE}.html`);
  const page = readFileSync(html, 'utf8');
  for (const [, text] of page.matchAll(/<p>([^<&"\\]{40,300})<\/p>/g)) {
    const holders = [...scripts].filter(([, body]) => body.includes(`children:"${text}"`));
    if (holders.length !== 1) continue;
    const [script, body] = holders[0];
    const changed = `${text} (${SKEW_WORD})`;
    rewrite(html, page.replace(`<p>${text}</p>`, `<p>${changed}</p>`));
    rewrite(script, body.replace(`children:"${text}"`, `children:"${changed}"`));
    scripts.set(script, readFileSync(script, 'utf8'));
    const twin = join(localeDir, `${SKEW_PAGE}.md`);
    const files = [html, script];
    if (existsSync(twin)) {
      rewrite(twin, readFileSync(twin, 'utf8').replace(text, changed));
      files.push(twin);
    }
    return files;
  }
  throw new Error(`no paragraph of ${html} is one string of one chunk: tests/skew-build.ts needs another SKEW_PAGE`);
}

async function make(a: string, out: string): Promise<void> {
  rmSync(out, {recursive: true, force: true});
  mkdirSync(dirname(out), {recursive: true});
  const copy = spawnSync('cp', ['-al', a, out], {encoding: 'utf8'});
  if (copy.status !== 0) throw new Error(`cp -al ${a} ${out}: ${copy.stderr}`);
  const files = [...walk(out)];
  const scripts = new Map(files.filter((f) => f.endsWith('.js') && HASHED.test(f)).map((f) => [f, readFileSync(f, 'utf8')]));
  const fresh = new Set<string>();

  // The page, then the index read from the pages (its records of unchanged pages come from the build cache).
  const localeDirs = LOCALES.all.map((locale) => [locale, locale === LOCALES.default ? out : join(out, locale)] as const);
  for (const [locale, dir] of localeDirs) {
    for (const file of changePage(dir, scripts)) fresh.add(file);
    for (const file of walk(dir)) {
      const path = relative(dir, file).split('\\').join('/');
      if (/^(search-index\.json|search-index\/|assets\/search\/)/.test(path)) rmSync(file);
    }
    writeLocaleShards(
      dir,
      locale,
      LOCALES.all.filter((l) => l !== locale),
    );
    for (const file of walk(dir)) {
      const path = relative(dir, file).split('\\').join('/');
      if (/^(search-index\.json|search-index\/[^/]+\.json|assets\/search\/[^/]+\.json)$/.test(path)) fresh.add(file);
    }
  }

  // New names for every hashed script and style, and every file that names one rewritten.
  const hashes = new Set(files.map((f) => HASHED.exec(f)?.[1]).filter((h): h is string => !!h));
  const named = new RegExp(`\\b(${[...hashes].join('|')})\\b`, 'g');
  for (const file of walk(out)) {
    if (/\.(br|gz)$/.test(file)) continue;
    const hash = HASHED.exec(file)?.[1];
    const target = hash ? file.replace(new RegExp(`\\.${hash}\\.`), `.${rehash(hash)}.`) : file;
    const body = TEXT.test(file) ? readFileSync(file, 'utf8') : undefined;
    const renamed = body?.replace(named, rehash);
    if (body !== undefined && renamed !== body) {
      for (const ext of ['.br', '.gz']) rmSync(file + ext, {force: true});
      rmSync(file);
      rewrite(target, renamed!);
      fresh.add(target);
    } else if (target !== file) {
      for (const ext of ['', '.br', '.gz']) if (existsSync(file + ext)) renameSync(file + ext, target + ext);
      if (fresh.delete(file)) fresh.add(target);
    }
  }
  for (const file of fresh) for (const ext of ['.br', '.gz']) rmSync(file + ext, {force: true});
  await precompress(out, new Set(), undefined, (file) => fresh.has(file));
}

/** Build B for the build in `a`: made on first use, kept while build A and this file are the same. */
export async function skewBuild(a: string): Promise<string> {
  const key = createHash('sha256')
    .update(readFileSync(__filename))
    .update(readFileSync(join(a, 'index.html')))
    .update(String(statSync(join(a, 'index.html')).mtimeMs))
    .update(readFileSync(join(a, 'search-index.json')))
    .digest('hex')
    .slice(0, 12);
  const out = join(CACHE, key);
  const lock = `${out}.lock`;
  while (!existsSync(`${out}.done`)) {
    try {
      mkdirSync(CACHE, {recursive: true});
      mkdirSync(lock);
    } catch {
      // Another worker is making it; a lock older than ten minutes was left by a run that died.
      const since = statSync(lock, {throwIfNoEntry: false})?.mtimeMs;
      if (since !== undefined && Date.now() - since > 600_000) rmSync(lock, {recursive: true, force: true});
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      for (const old of readdirSync(CACHE)) if (!old.startsWith(key)) rmSync(join(CACHE, old), {recursive: true, force: true});
      const staging = `${out}.staging`;
      await make(a, staging);
      rmSync(out, {recursive: true, force: true});
      renameSync(staging, out);
      writeFileSync(`${out}.done`, '');
    } finally {
      rmSync(lock, {recursive: true, force: true});
    }
  }
  return out;
}

// Writes the embedded search engine's shards for one locale's build (src/plugins/search-shards runs
// it after each locale is built, when no Algolia credentials are set): one per docs version and one
// for the blog and pages, at a name the browser knows from the tag (`search-index/<tag>.json`,
// shardFile(), revalidated like a page), each naming its postings and text chunks, which are under
// `assets/search/` with a content hash in their names; and `search-index.json`, which lists the
// shards, at the locale's root. The manifest and every shard carry the same build id, a hash of all
// the shards: a tab open across a deploy compares it to tell that its index is stale.
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {createShard, shardFile, type Shard, SHARD_FORMAT} from '../../src/search/engine';
import {SEARCH, SITE} from '../../src/site-constants';
import {BuildCache, codeVersion, hash, INSTALLED_PACKAGES} from './build-cache';
import {buildRecords, pageRecords, type SearchRecord} from './search-records';

/** What the browser reads first: the shards of this locale and where each one is. */
export type ShardManifest = {
  format: typeof SHARD_FORMAT;
  build: string;
  shards: {language: string; tag: string; version?: string; file: string}[];
};

/** `bytes`: the shard's file (sections and terms); its postings and text chunks: how many files, how many bytes in all. */
export type ShardStats = {
  tag: string;
  file: string;
  records: number;
  sections: number;
  bytes: number;
  postingFiles: number;
  postingBytes: number;
  textFiles: number;
  textBytes: number;
};

/** Groups one locale's records by docusaurus tag and writes a shard of each, plus the manifest. */
export function writeShards(outDir: string, records: SearchRecord[]): ShardStats[] {
  const byTag = new Map<string, SearchRecord[]>();
  for (const r of records) {
    const tag = r.docusaurus_tag[0];
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag)!.push(r);
  }
  const dir = join(outDir, SEARCH.shardDir);
  mkdirSync(dir, {recursive: true});
  const shards: {file: string; shard: Shard}[] = [];
  const stats: ShardStats[] = [];
  const hashed = (name: string, json: string) =>
    `${SEARCH.shardDir}/${name}.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
  for (const [tag, group] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    const {chunks, ...shard}: Shard = createShard(group, SITE.url);
    // The chunks first: the shard names them.
    let textBytes = 0;
    let postingBytes = 0;
    for (const kind of ['postings', 'text'] as const) {
      for (const [i, items] of chunks![kind].entries()) {
        const json = JSON.stringify(items);
        const file = hashed(`${tag}.${kind}-${i}`, json);
        writeFileSync(join(outDir, file), json);
        shard[kind].files.push(file);
        if (kind === 'text') textBytes += Buffer.byteLength(json);
        else postingBytes += Buffer.byteLength(json);
      }
    }
    const file = shardFile(SEARCH.manifestFile, tag);
    shards.push({file, shard});
    stats.push({
      tag,
      file,
      records: group.length,
      sections: shard.sections.length,
      bytes: 0,
      postingFiles: shard.postings.files.length,
      postingBytes,
      textFiles: shard.text.files.length,
      textBytes,
    });
  }
  // The shards name their chunks by content: a hash of the shards covers the whole index.
  const build = createHash('sha256').update(JSON.stringify(shards)).digest('hex').slice(0, 10);
  const manifest: ShardManifest = {format: SHARD_FORMAT, build, shards: []};
  for (const [i, {file, shard}] of shards.entries()) {
    const json = JSON.stringify({...shard, build});
    mkdirSync(join(outDir, dirname(file)), {recursive: true});
    writeFileSync(join(outDir, file), json);
    stats[i].bytes = Buffer.byteLength(json);
    manifest.shards.push({language: shard.language, tag: shard.tag, ...(shard.version ? {version: shard.version} : {}), file});
  }
  writeFileSync(join(outDir, SEARCH.manifestFile), JSON.stringify(manifest));
  return stats;
}

/**
 * The records of the locale built into `outDir`, without the other locales' folders inside it. A
 * page's records are a function of its HTML alone (and of the code that reads it), so a page an
 * earlier build read takes its records from the build cache (./build-cache.ts) instead of being
 * parsed again: most of this step's 1.5–3.5 s a locale. The critical CSS may be inlined in a page
 * or not yet when it is read; its records are the same either way, under two keys.
 */
export function localeRecords(outDir: string, otherLocales: readonly string[]): SearchRecord[] {
  const options = {withOutput: true};
  const cache = new BuildCache('search-records');
  const code = cache.dir ? codeVersion(['scripts/lib/search-records.ts', INSTALLED_PACKAGES]) : '';
  return buildRecords(outDir, otherLocales, options, (html) => {
    const key = cache.dir ? hash(code, JSON.stringify(options), html) : undefined;
    const kept = key ? cache.get(key) : undefined;
    if (kept) return JSON.parse(kept.toString('utf8')) as SearchRecord[];
    const records = pageRecords(html, options);
    if (key) cache.set(key, JSON.stringify(records));
    return records;
  });
}

/**
 * Writes the shards of `locale`, built into `outDir` (without the folders of `otherLocales` inside
 * it), and returns the line the build prints about them.
 */
export function writeLocaleShards(outDir: string, locale: string, otherLocales: readonly string[]): string {
  const started = performance.now();
  const stats = writeShards(outDir, localeRecords(outDir, otherLocales));
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  const summary = stats
    .map(
      (s) =>
        `${s.tag} ${kb(s.bytes)} + postings ${kb(s.postingBytes)} in ${s.postingFiles} files + text ${kb(s.textBytes)} in ${s.textFiles}`,
    )
    .join(', ');
  return `[helm-search-shards] ${locale}: ${summary} in ${Math.round(performance.now() - started)} ms`;
}

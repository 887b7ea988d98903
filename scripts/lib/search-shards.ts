// Writes the embedded search engine's shards for one locale's build (the helm-search-shards
// plugin in docusaurus.config.ts runs it after each locale is built, when no Algolia credentials
// are set): one per docs version and one for the blog and pages, each under `assets/search/` with
// a content hash in its name, and `search-index.json`, which names them, at the locale's root.
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {createShard, type Shard, SHARD_FORMAT} from '../../src/search/engine';
import {SEARCH, SITE} from '../../src/site-constants';
import {buildRecords, type SearchRecord} from './search-records';

/** What the browser reads first: the shards of this locale and where each one is. */
export type ShardManifest = {
  format: typeof SHARD_FORMAT;
  shards: {language: string; tag: string; version?: string; file: string}[];
};

export type ShardStats = {tag: string; file: string; records: number; sections: number; bytes: number};

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
  const manifest: ShardManifest = {format: SHARD_FORMAT, shards: []};
  const stats: ShardStats[] = [];
  for (const [tag, group] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    const shard: Shard = createShard(group, SITE.url);
    const json = JSON.stringify(shard);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `${SEARCH.shardDir}/${tag}.${hash}.json`;
    writeFileSync(join(outDir, file), json);
    manifest.shards.push({language: shard.language, tag, ...(shard.version ? {version: shard.version} : {}), file});
    stats.push({tag, file, records: group.length, sections: shard.sections.length, bytes: Buffer.byteLength(json)});
  }
  writeFileSync(join(outDir, SEARCH.manifestFile), JSON.stringify(manifest));
  return stats;
}

/** The records of the locale built into `outDir`, without the other locales' folders inside it. */
export function localeRecords(outDir: string, otherLocales: readonly string[]): SearchRecord[] {
  return buildRecords(outDir, otherLocales, {withOutput: true});
}

/**
 * The embedded engine's shards of one locale as the build wrote them, read from disk with all
 * their postings and text chunks: what the browser would have after fetching every file the shards name.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadShard, type LoadedShard, type Shard} from '../src/search/engine';
import {LOCALES, SEARCH} from '../src/site-constants';
import {ROOT, type Locale} from './contract';

export function builtShards(locale: Locale): LoadedShard[] {
  const root = join(ROOT, 'build', locale === LOCALES.default ? '' : locale);
  const read = <T>(file: string): T => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
  const manifest = read<{shards: {file: string}[]}>(SEARCH.manifestFile);
  return manifest.shards.map(({file}) => {
    const shard = read<Shard>(file);
    const chunks = (kind: 'postings' | 'text') => shard[kind].files.map((f) => read<string[]>(f));
    return loadShard({...shard, chunks: {postings: chunks('postings'), text: chunks('text')}});
  });
}

/**
 * Without Algolia credentials, writes the embedded search engine's shards of this locale
 * (scripts/lib/search-shards.ts): the records of its pages, grouped by docs version, each with its
 * terms and its postings and text chunks. It reads only the HTML pages, which exist before any postBuild step runs.
 */
import type {Plugin} from '@docusaurus/types';
import {localeRecords, writeShards} from '../../../scripts/lib/search-shards';

export default function searchShards(): Plugin {
  return {
    name: 'helm-search-shards',
    async postBuild({outDir, i18n}) {
      const started = performance.now();
      const others = i18n.locales.filter((l) => l !== i18n.currentLocale);
      const stats = writeShards(outDir, localeRecords(outDir, others));
      const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
      const summary = stats
        .map(
          (s) =>
            `${s.tag} ${kb(s.bytes)} + postings ${kb(s.postingBytes)} in ${s.postingFiles} files + text ${kb(s.textBytes)} in ${s.textFiles}`,
        )
        .join(', ');
      console.log(`[helm-search-shards] ${i18n.currentLocale}: ${summary} in ${Math.round(performance.now() - started)} ms`);
    },
  };
}

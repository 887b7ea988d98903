/**
 * Without Algolia credentials, writes the embedded search engine's shards of this locale
 * (scripts/lib/search-shards.ts): the records of its pages, grouped by docs version, each with its
 * terms and its postings and text chunks. It reads only the HTML pages, which exist before any postBuild step runs.
 *
 * `npm run build` sets HELM_SEARCH_SHARDS=finish for its Docusaurus runs: scripts/finish-locale.ts
 * then writes the shards instead, beside the locale's other finishing work, so the next locale's
 * build does not wait 1.5–2 s for them (handbook/build-cost.md).
 */
import type {Plugin} from '@docusaurus/types';
import {writeLocaleShards} from '../../../scripts/lib/search-shards';

export default function searchShards(): Plugin {
  return {
    name: 'helm-search-shards',
    async postBuild({outDir, i18n}) {
      if (process.env.HELM_SEARCH_SHARDS === 'finish') return;
      const others = i18n.locales.filter((l) => l !== i18n.currentLocale);
      console.log(writeLocaleShards(outDir, i18n.currentLocale, others));
    },
  };
}

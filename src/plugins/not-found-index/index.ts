/**
 * Writes the index the not-found page ranks its suggestions from: the path and title of every page
 * of this locale, a few kilobytes that only the not-found page fetches
 * (src/components/NotFoundSuggestions, src/theme/NotFound).
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {NOT_FOUND, SITE} from '../../site-constants';
import {notFoundIndex} from './pages';

export default function notFoundPageIndex(): Plugin {
  return {
    name: 'helm-not-found-index',
    async postBuild({outDir, routesPaths, head, siteConfig}) {
      const routes = routesPaths.map((path) => ({
        path,
        head: head[path] ? `${head[path].title.toString()}${head[path].meta.toString()}` : '',
      }));
      const pages = notFoundIndex(routes, siteConfig.baseUrl, ` | ${SITE.title}`);
      await writeFile(join(outDir, NOT_FOUND.indexFile), JSON.stringify(pages));
    },
  };
}

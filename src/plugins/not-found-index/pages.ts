import type {IndexedPage} from '../../components/NotFoundSuggestions/match';

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'"};

/** Pages not worth suggesting: the not-found and search pages, and list pages after the first. */
const UNSUGGESTED = [/\/404\.html$/, /\/search$/, /\/page\/\d+$/, /\/authors\/\d+$/];

/**
 * The pages the not-found page ranks, from the rendered `<head>` of every route: each one's title
 * (without the " | Helm" suffix), leaving out pages marked noindex.
 */
export function notFoundIndex(routes: {path: string; head: string}[], baseUrl: string, titleSuffix: string): IndexedPage[] {
  const pages: IndexedPage[] = [];
  for (const {path, head} of routes) {
    if (UNSUGGESTED.some((pattern) => pattern.test(path))) continue;
    if (/<meta[^>]*name="?robots"?[^>]*noindex/i.test(head)) continue;
    const raw = head.match(/<title[^>]*>([\s\S]*?)<\/title>/)?.[1] ?? '';
    const title = raw.replace(/&(#?\w+);/g, (all, name: string) => ENTITIES[name] ?? all).trim();
    const bare = title.endsWith(titleSuffix) ? title.slice(0, -titleSuffix.length) : title;
    const local = path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path;
    pages.push([local, bare || title]);
  }
  return pages.sort((a, b) => a[0].localeCompare(b[0]));
}

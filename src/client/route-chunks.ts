/**
 * Which webpack chunks a page needs, from the route table Docusaurus generates. Used by
 * ./idle-prefetch.ts, which fetches each chunk once: Docusaurus's own prefetch adds a tag for
 * every chunk of every linked page, so the chunks all docs pages share (the docs layout, the
 * sidebar, the version data) were requested again for each link, 325 tags for 27 files on the
 * function list. The caller passes react-router's `matchPath`, the function Docusaurus routes
 * with, so that tests can run this outside webpack.
 */
export type Route = {path?: string | string[]; exact?: boolean; strict?: boolean; routes?: Route[]};

/** react-router 5's `matchPath`, reduced to what is used here. */
export type MatchPath = (pathname: string, route: Route) => unknown;

/** The chunk names of one route, as a tree (a component, its modules, its props). */
export type ChunkTree = string | {[key: string]: ChunkTree} | ChunkTree[];

/** The routes that render `pathname`, outermost first, as react-router-config's `matchRoutes`. */
export function matchedRoutes(routes: Route[], pathname: string, matchPath: MatchPath): Route[] {
  for (const route of routes) {
    if (route.path === undefined || matchPath(pathname, route)) {
      return [route, ...matchedRoutes(route.routes ?? [], pathname, matchPath)];
    }
  }
  return [];
}

const leaves = (tree: ChunkTree): string[] =>
  typeof tree === 'string' ? [tree] : Object.values(tree).flatMap((value) => leaves(value as ChunkTree));

/**
 * Returns a function from a page's path to the chunk names it loads. `chunkNames` is keyed
 * by route path plus a hash suffix (`/docs/intro-5e9`), the format of `@generated/routesChunkNames`.
 */
export function routeChunks(routes: Route[], chunkNames: Record<string, ChunkTree>, matchPath: MatchPath): (pathname: string) => string[] {
  const byPath = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(chunkNames)) {
    const path = key.replace(/-[^-]+$/, '');
    byPath.set(path, [...(byPath.get(path) ?? []), ...leaves(tree)]);
  }
  return (pathname) => [
    ...new Set(
      matchedRoutes(routes, pathname, matchPath).flatMap((route) => (typeof route.path === 'string' ? (byPath.get(route.path) ?? []) : [])),
    ),
  ];
}

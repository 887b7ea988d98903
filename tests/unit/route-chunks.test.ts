import {matchPath} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {matchedRoutes as matched, routeChunks as chunks, type ChunkTree, type MatchPath, type Route} from '../../src/client/route-chunks';

const match = matchPath as MatchPath;
const matchedRoutes = (routes: Route[], pathname: string) => matched(routes, pathname, match);
const routeChunks = (routes: Route[], names: Record<string, ChunkTree>) => chunks(routes, names, match);

// The idle prefetch (src/client/idle-prefetch.ts) asks route-chunks which chunks a linked page
// needs. These tests fail when a page's nested routes are missed, when another page's chunks
// leak in, or when a chunk shared by two routes of the same page is listed twice.

const routes: Route[] = [
  {path: '/es/blog', exact: true},
  {
    path: '/es/docs',
    routes: [
      {
        path: '/es/docs',
        routes: [
          {path: '/es/docs/intro', exact: true},
          {path: '/es/docs/topics/charts', exact: true},
        ],
      },
    ],
  },
  {path: '*'},
];

const chunkNames = {
  '/es/blog-190': {__comp: 'blog', items: [{content: 'post1'}, {content: 'post2'}]},
  '/es/docs-a1b': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/es/docs-c2d': {__comp: 'docsVersion', sidebar: 'docsPlugin'},
  '/es/docs/intro-e3f': {__comp: 'docItem', content: 'intro'},
  '/es/docs/topics/charts-0a9': {__comp: 'docItem', content: 'charts'},
  '*-404': {__comp: 'notFound'},
};

describe('matchedRoutes', () => {
  it('follows nested routes from the outermost in', () => {
    expect(matchedRoutes(routes, '/es/docs/intro').map((r) => r.path)).toEqual(['/es/docs', '/es/docs', '/es/docs/intro']);
  });

  it('falls through to the catch-all route', () => {
    expect(matchedRoutes(routes, '/es/nowhere').map((r) => r.path)).toEqual(['*']);
  });
});

describe('routeChunks', () => {
  const chunksOf = routeChunks(routes, chunkNames);

  it('lists every chunk of a docs page, each once, and nothing of the other pages', () => {
    expect(chunksOf('/es/docs/topics/charts')).toEqual(['docsRoot', 'docsPlugin', 'docsVersion', 'docItem', 'charts']);
  });

  it('reads the chunk names nested in lists, as the blog list has them', () => {
    expect(chunksOf('/es/blog')).toEqual(['blog', 'post1', 'post2']);
  });

  it('keeps route paths that contain dashes apart from the hash suffix', () => {
    const dashed = routeChunks([{path: '/es/docs/chart-tests', exact: true}], {'/es/docs/chart-tests-9f1': {__comp: 'x'}});
    expect(dashed('/es/docs/chart-tests')).toEqual(['x']);
  });
});

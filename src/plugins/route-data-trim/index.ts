/**
 * Route data the browser downloads, reduced to what the page shows. Docusaurus's content plugins
 * hand each page a prop with more than the page reads; `trimRouteProp` wraps a plugin's
 * contentLoaded so that the prop of every route it adds passes through a trim function.
 * The blog archive and the docs version data use it (src/plugins/blog-with-feed-self-links,
 * src/plugins/docs-without-card-descriptions). tests/e2e/build-guards.spec.ts ("the route data
 * leaves out what the pages do not show") checks the built route data: the trimmed fields are
 * absent from it.
 */
import type {Plugin} from '@docusaurus/types';

/**
 * A plugin's contentLoaded that passes the `prop` of every route it adds, nested routes included,
 * through `trim`.
 */
export function trimRouteProp<Content, T>(plugin: Plugin<Content>, prop: string, trim: (value: T) => T): Plugin<Content>['contentLoaded'] {
  return async (args) => {
    type Route = Parameters<typeof args.actions.addRoute>[0];
    const walk = (route: Route): Route => ({
      ...route,
      ...(route.props?.[prop] !== undefined && {props: {...route.props, [prop]: trim(route.props[prop] as T)}}),
      ...(route.routes && {routes: route.routes.map(walk)}),
    });
    await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(walk(route))}});
  };
}

/** What the blog archive page reads of each post (src/theme/BlogArchivePage). */
export type ArchivePost = {id: string; metadata: {permalink: string; title: string; date: string}};
export type ArchiveProps = {blogPosts: readonly ArchivePost[]};

/** The archive's route data, reduced to what the page shows: no content, no front matter. */
export function archiveProps({blogPosts}: ArchiveProps): ArchiveProps {
  return {
    blogPosts: blogPosts.map(({id, metadata: {permalink, title, date}}) => ({id, metadata: {permalink, title, date}})),
  };
}

/** The part of a docs version's route data that `versionPropsWithoutDescriptions` changes. */
export type VersionProps = {docs: Record<string, {description?: string}>};

/** A docs version's route data without the descriptions of its docs, which only card lists show. */
export function versionPropsWithoutDescriptions<T extends VersionProps>(version: T): T {
  const docs = Object.fromEntries(Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]));
  return {...version, docs};
}

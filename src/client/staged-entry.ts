/**
 * The browser entry of the site, in stages (src/plugins/staged-entry makes it the entry in place of Docusaurus's clientEntry).
 *
 * Docusaurus's entry imports everything the first render needs, so the browser evaluated all of it
 * in one task: 60–80 ms on this machine, four times that on a mid-range phone, the longest task of
 * every page. Here the same modules are evaluated in a few tasks, with a yield between them so
 * the browser can paint and answer input. An early stage starts fetching the page's route chunks,
 * so the network works while the later stages run.
 *
 * The paths under @docusaurus/core/lib/client are that package's own files at 3.7.0: after a
 * Docusaurus upgrade, check they still exist (the build fails with "Module not found" if not).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- require() keeps each stage synchronous and in the initial chunks */

import {matchedRoutes, type MatchPath, type Route} from './route-chunks';
import {runInStages, type Stage} from './stages';

/** A route of `@generated/routes`, as far as preloading reads it: react-loadable's component. */
type PreloadableRoute = Route & {component?: {preload?: () => Promise<unknown>}; routes?: PreloadableRoute[]};

const stages: Stage[] = [
  // The route table: the chunk registry, then one loadable component per route.
  () => require('@generated/registry'),
  () => require('@generated/routes'),
  // Starts fetching this page's route chunks, so the network works while the later stages run.
  // This is Docusaurus's preload(pathname) in several tasks: one matches the routes (as
  // react-router-config's matchRoutes does; path-to-regexp compiles a pattern for every route it
  // tries), then one for each matched route, whose loader adds a script tag for each of its chunks.
  // In one task it took 34 ms here (#31). clientEntry's own preload later finds the patterns
  // compiled and the loads under way.
  () => {
    const routes = require('@generated/routes').default as PreloadableRoute[];
    const {matchPath} = require('@docusaurus/router') as {matchPath: MatchPath};
    const {pathname} = window.location;
    let decoded = pathname;
    try {
      decoded = decodeURI(pathname);
    } catch {
      // A malformed escape: the address as it is, which is what the server answered for.
    }
    const matched = [...new Set([pathname, decoded])].flatMap((path) => matchedRoutes(routes, path, matchPath) as PreloadableRoute[]);
    return matched.map((route) => () => void route.component?.preload?.());
  },
  () => require('react-dom/client'),
  () => require('@docusaurus/core/lib/client/App'),
  // Renders once the route chunks are in, as before.
  () => require('@docusaurus/core/lib/client/clientEntry'),
];

runInStages(stages);

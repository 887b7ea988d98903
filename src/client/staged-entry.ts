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

import {runInStages, type Stage} from './stages';

const stages: Stage[] = [
  // The route table: the chunk registry, then one loadable component per route.
  () => require('@generated/registry'),
  () => require('@generated/routes'),
  // Starts fetching this page's route chunks, so the network works while the later stages run.
  () => {
    const preload = require('@docusaurus/core/lib/client/preload').default as (pathname: string) => Promise<unknown>;
    void preload(window.location.pathname);
  },
  () => require('react-dom/client'),
  () => require('@docusaurus/core/lib/client/App'),
  // Renders once the route chunks are in, as before.
  () => require('@docusaurus/core/lib/client/clientEntry'),
];

runInStages(stages);

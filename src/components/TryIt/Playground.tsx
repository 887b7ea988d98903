/**
 * The playground page's editor (docs/chart_template_guide/playground): a chart of its own, with
 * a link that carries it. The link's fragment holds the chart compressed (./share.ts); opening
 * such a link restores it, and a fragment that cannot be read is said so, with the starter chart
 * in its place. Only this component is on the page at start: the editor and the engine load
 * when the reader opens it, or at once when the link carries a chart.
 */
import React, {lazy, Suspense, useEffect, useMemo, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {lazyImport, resumedAfterReload} from '@site/src/client/lazy-import';

const KEY = 'tryit-playground';
const load = () => import('./PlaygroundEditor');

export default function Playground(): ReactNode {
  const [open, setOpen] = useState(false);
  const isBrowser = useIsBrowser();
  const Editor = useMemo(() => lazy(() => lazyImport(KEY, load)), []);
  useEffect(() => {
    // A shared link opens the playground with its chart.
    if (resumedAfterReload(KEY) || window.location.hash.startsWith('#chart=')) setOpen(true);
  }, []);
  return (
    <section
      aria-label={translate({
        id: 'tryIt.playground.region',
        message: 'Chart playground',
        description: 'Accessible name of the playground section',
      })}
    >
      {open ? (
        <Suspense
          fallback={
            <p role="status">
              {translate({id: 'tryIt.loadingEditor', message: 'Loading the editor…', description: 'Shown while the editor code loads'})}
            </p>
          }
        >
          <Editor />
        </Suspense>
      ) : (
        <>
          <button type="button" className="button button--primary" disabled={!isBrowser} onClick={() => setOpen(true)}>
            {translate({
              id: 'tryIt.playground.open',
              message: 'Open the playground',
              description: 'Button that loads the playground editor',
            })}
          </button>
          <noscript>
            <p>
              {translate({
                id: 'tryIt.playground.noscript',
                message: 'The playground needs JavaScript: it runs Helm’s template engine in your browser.',
                description: 'Shown instead of the playground when JavaScript is off',
              })}
            </p>
          </noscript>
        </>
      )}
    </section>
  );
}

import React, {lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {lazyImport, resumedAfterReload} from '@site/src/client/lazy-import';

/**
 * The "Try it" button under a runnable block of the chart template guide, placed there by the
 * remark plugin src/plugins/tryit. It is all the page carries: the editor, the block's chart (one
 * small JSON chunk per page) and the engine load only when the reader presses it, through
 * lazyImport (a deploy that removed the chunk reloads the page and opens the block there).
 */
const load = () => import('./Panel');

type Props = {page: string; block: string};

export default function TryIt({page, block}: Props): ReactNode {
  const key = `tryit:${page}#${block}`;
  const Panel = useMemo(() => lazy(() => lazyImport(key, load)), [key]);
  const [open, setOpen] = useState(false);
  const isBrowser = useIsBrowser();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (resumedAfterReload(key)) setOpen(true);
  }, [key]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    // Inline: a class would add to the site's one stylesheet, which every page loads.
    <div style={{margin: 'calc(var(--ifm-leading) * -0.5) 0 var(--ifm-leading)'}} data-block={block}>
      <button
        ref={button}
        type="button"
        className="button button--sm button--outline button--primary"
        aria-expanded={open}
        disabled={!isBrowser}
        onClick={() => setOpen((value) => !value)}
      >
        {translate({id: 'tryIt.open', message: 'Try it', description: 'Button under a guide example that opens it in an editor'})}
      </button>
      {open && (
        <Suspense
          fallback={
            <p role="status">
              {translate({id: 'tryIt.loadingEditor', message: 'Loading the editor…', description: 'Shown while the editor code loads'})}
            </p>
          }
        >
          <Panel page={page} block={Number(block)} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}

import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {lazyImport, resumedAfterReload} from '@site/src/client/lazy-import';
import styles from './styles.module.css';

/**
 * The checker and its data load only when the reader opens it (a chunk of its own). Hovering or
 * focusing the button starts the download quietly; opening it retries a failed one and, when a
 * deploy has removed the chunk, reloads the page onto the new build and opens the checker there,
 * instead of the crash screen (src/client/lazy-import.ts).
 */
const load = () => import('./Checker');
const preload = () => void load().catch(() => {});
const KEY = 'helm4-checker';
const Checker = lazy(() => lazyImport(KEY, load));

/**
 * The Helm 4 readiness checker on the migration guide: a button that loads it, a note for readers
 * without JavaScript (the change table on the page holds the same facts), and the checker itself.
 */
export default function Helm4Checker(): ReactNode {
  const [open, setOpen] = useState(false);
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (resumedAfterReload(KEY)) setOpen(true);
  }, []);
  const loading = translate({
    id: 'helm4Checker.loading',
    message: 'Loading the checker…',
    description: 'Shown while the Helm 4 readiness checker loads',
  });
  return (
    <section
      className={styles.box}
      aria-label={translate({
        id: 'helm4Checker.region',
        message: 'Helm 4 readiness checker',
        description: 'Accessible name of the checker section',
      })}
    >
      {open ? (
        <Suspense fallback={<p role="status">{loading}</p>}>
          <Checker />
        </Suspense>
      ) : (
        <>
          <p className={styles.lead}>
            {translate({
              id: 'helm4Checker.lead',
              message:
                'Paste a shell script, a GitHub Actions or GitLab CI file, a Makefile, a go.mod or a Go file: the checker lists, line by line, each Helm 3 flag, command and Go import that Helm 4 changes, with what to write instead. It runs in your browser; nothing is sent anywhere.',
              description: 'What the Helm 4 readiness checker does, above its open button',
            })}
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={!isBrowser}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => setOpen(true)}
          >
            {translate({
              id: 'helm4Checker.open',
              message: 'Open the readiness checker',
              description: 'Button that loads the Helm 4 readiness checker',
            })}
          </button>
          <noscript>
            <p className={styles.noscript}>
              {translate({
                id: 'helm4Checker.noscript',
                message: 'The checker needs JavaScript. The change table below lists the same flags and commands.',
                description: 'Shown instead of the checker when JavaScript is off',
              })}
            </p>
          </noscript>
        </>
      )}
    </section>
  );
}

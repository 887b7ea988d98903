/**
 * The playground's editor with its shareable link: the starter chart, or the one a `#chart=`
 * fragment carries. "Copy link" writes the current chart into the address (replaceState, so the
 * back button is not filled with edits) and copies it; the field beside it shows the link too.
 */
import React, {useCallback, useEffect, useId, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Editor, {type EditorChart} from './Editor';
import {engine} from './engine';
import {decodeChart, encodeChart, isShareFragment, ShareError, type ShareProblem} from './share';
import {STARTER} from './starter';
import {CLASSES as styles} from './styles';
import {lazyTranslate} from './strings';

function problemText(problem: ShareProblem): string {
  const messages: Record<ShareProblem, string> = {
    'too-long': lazyTranslate({
      id: 'tryIt.share.tooLong',
      message: 'The link is too long to be a chart from this playground.',
      description: 'Shown when a shared link fragment is over the size limit',
    }),
    'not-base64': lazyTranslate({
      id: 'tryIt.share.notBase64',
      message: 'The link is damaged: its chart is not in the form this playground writes.',
      description: 'Shown when a shared link fragment has characters base64url does not use',
    }),
    'not-deflate': lazyTranslate({
      id: 'tryIt.share.notDeflate',
      message: 'The link is damaged: its chart cannot be unpacked.',
      description: 'Shown when a shared link fragment does not inflate',
    }),
    'too-large': lazyTranslate({
      id: 'tryIt.share.tooLarge',
      message: 'The link unpacks to more than 2 MB, more than this playground holds.',
      description: 'Shown when a shared link fragment inflates past the limit',
    }),
    'not-chart': lazyTranslate({
      id: 'tryIt.share.notChart',
      message: 'The link does not hold a chart this playground can read.',
      description: 'Shown when a shared link fragment is not a chart',
    }),
  };
  return messages[problem];
}

export default function PlaygroundEditor(): ReactNode {
  const id = useId();
  const [initial, setInitial] = useState<EditorChart | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const [chart, setChart] = useState<EditorChart | undefined>(undefined);
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState('');

  useEffect(() => {
    const {hash} = window.location;
    if (!isShareFragment(hash)) {
      setInitial(STARTER);
      return;
    }
    decodeChart(hash)
      .then((shared) => setInitial(shared))
      .catch((error: unknown) => {
        setProblem(problemText(error instanceof ShareError ? error.problem : 'not-chart'));
        setInitial(STARTER);
      });
  }, []);

  const share = useCallback(async () => {
    const current = chart ?? initial;
    if (!current) return;
    const fragment = await encodeChart({files: current.files, values: current.values, set: current.set, releaseName: current.releaseName});
    const url = `${window.location.origin}${window.location.pathname}${window.location.search}#${fragment}`;
    window.history.replaceState(window.history.state, '', url);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setCopied(lazyTranslate({id: 'tryIt.share.copied', message: 'Link copied.', description: 'Status after the link is copied'}));
    } catch {
      setCopied(
        lazyTranslate({
          id: 'tryIt.share.notCopied',
          message: 'The link is in the field below; copy it from there.',
          description: 'Status when the clipboard refuses the link',
        }),
      );
    }
  }, [chart, initial]);

  if (!initial)
    return (
      <p role="status">
        {translate({id: 'tryIt.loadingEditor', message: 'Loading the editor…', description: 'Shown while the editor code loads'})}
      </p>
    );
  return (
    <>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}{' '}
          {lazyTranslate({
            id: 'tryIt.share.starter',
            message: 'The starter chart opens instead.',
            description: 'Said after a shared link is refused',
          })}
        </p>
      )}
      <Editor
        autoFocus
        engine={engine}
        initial={initial}
        selected="templates/configmap.yaml"
        heading={lazyTranslate({id: 'tryIt.playground.heading', message: 'Your chart', description: 'Title of the playground editor'})}
        onChange={setChart}
        actions={
          <button type="button" className="button button--secondary button--sm" onClick={() => void share()}>
            {lazyTranslate({
              id: 'tryIt.share.button',
              message: 'Copy link to this chart',
              description: 'Button that makes and copies the shareable link',
            })}
          </button>
        }
      />
      <p role="status" className={styles.status}>
        {copied}
      </p>
      {link && (
        <div className={styles.field}>
          <label htmlFor={`${id}-link`} className={styles.label}>
            {lazyTranslate({
              id: 'tryIt.share.link',
              message: 'Link to this chart',
              description: 'Label of the field that shows the shareable link',
            })}
          </label>
          <input id={`${id}-link`} className={styles.input} readOnly value={link} onFocus={(event) => event.target.select()} />
        </div>
      )}
    </>
  );
}

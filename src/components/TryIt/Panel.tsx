/**
 * A guide block's editor: its chart (the files the examples harness renders for the block, from
 * the page's JSON chunk, src/data/tryit) in the editor, with the real engine. Escape or the close
 * button closes it and gives focus back to the "Try it" button.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Editor from './Editor';
import {engine} from './engine';
import {loadPageCharts, type TryItBlock} from './data';
import {CLASSES as styles} from './styles';
import {lazyTranslate} from './strings';

type Props = {page: string; block: number; onClose: () => void};

export default function Panel({page, block, onClose}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const [data, setData] = useState<TryItBlock | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadPageCharts(i18n.currentLocale, page)
      .then((charts) => live && setData(charts.blocks[String(block)] ?? null))
      .catch(() => live && setData(null));
    return () => {
      live = false;
    };
  }, [i18n.currentLocale, page, block]);

  if (data === undefined)
    return (
      <p role="status">
        {translate({id: 'tryIt.loadingEditor', message: 'Loading the editor…', description: 'Shown while the editor code loads'})}
      </p>
    );
  if (data === null)
    return (
      <p role="alert">
        {lazyTranslate({
          id: 'tryIt.noChart',
          message: 'This example’s chart could not be loaded. Reload the page to try again.',
          description: 'Shown when a block’s chart data fails to load',
        })}
      </p>
    );
  return (
    <div
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <Editor
        autoFocus
        engine={engine}
        heading={lazyTranslate({
          id: 'tryIt.heading',
          message: 'Try this example',
          description: 'Title of the editor opened from a guide example',
        })}
        selected={data.file}
        initial={{
          files: data.files,
          values: (data.values ?? []).join('\n'),
          set: (data.set ?? []).join('\n'),
          releaseName: data.releaseName ?? '',
          showOnly: data.showOnly,
        }}
        actions={
          <button type="button" className="button button--secondary button--sm" onClick={onClose}>
            {lazyTranslate({id: 'tryIt.close', message: 'Close the editor', description: 'Button that closes the example editor'})}
          </button>
        }
      />
    </div>
  );
}

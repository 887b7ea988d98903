/**
 * The chart editor behind "Try it" and the playground: one plain textarea per file of the chart,
 * a file list, an extra values file (`-f`), `--set`, the release name, and the output, rendered
 * as the reader types (150 ms after the last key) by the WebAssembly build of Helm's rendering
 * in a worker (src/template-engine). Helm's error text is shown as Helm prints it. The engine
 * loads on the editor's first render, with its progress shown; the status line is a polite live
 * region, so a screen reader hears when a render is done or failed, not every key.
 */
import React, {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {lazyTranslate} from './strings';
import {DEBOUNCE_MS, requestFor, shownOutput, type EditorChart, type Engine} from './request';
import {isChartPath} from './share';
import {CLASSES as styles, CSS} from './styles';

export type {Engine, EditorChart} from './request';

type Status = {kind: 'loading'; loaded: number; total: number} | {kind: 'rendering'} | {kind: 'done'} | {kind: 'error'} | {kind: 'broken'};

function statusText(status: Status): string {
  switch (status.kind) {
    case 'loading':
      return status.total
        ? lazyTranslate(
            {
              id: 'tryIt.status.loadingPercent',
              message: 'Loading the template engine: {percent}%',
              description: 'Status while the template engine downloads, with its progress',
            },
            {percent: String(Math.floor((status.loaded / status.total) * 100))},
          )
        : lazyTranslate({
            id: 'tryIt.status.loading',
            message: 'Loading the template engine…',
            description: 'Status while the template engine downloads',
          });
    case 'rendering':
      return lazyTranslate({id: 'tryIt.status.rendering', message: 'Rendering…', description: 'Status while the chart renders'});
    case 'done':
      return lazyTranslate({id: 'tryIt.status.done', message: 'Rendered.', description: 'Status once the chart has rendered'});
    case 'error':
      return lazyTranslate({
        id: 'tryIt.status.error',
        message: 'Helm reported an error; its message is below.',
        description: 'Status when Helm rejects the chart',
      });
    case 'broken':
      return lazyTranslate({
        id: 'tryIt.status.broken',
        message: 'The template engine could not be loaded. Check your connection and reload the page.',
        description: 'Status when the engine file fails to download',
      });
  }
}

type Props = {
  initial: EditorChart;
  /** The file selected at first: the block's own file. */
  selected?: string;
  engine: Engine;
  /** The editor's title, its region's accessible name. */
  heading: string;
  /** Called with the chart after each change (the playground keeps its link up to date). */
  onChange?: (chart: EditorChart) => void;
  /** Buttons of the editor's owner, shown beside its heading (close, share). */
  actions?: ReactNode;
  /** Move focus to the editor's region when it opens (it is announced by its name). */
  autoFocus?: boolean;
};

export default function Editor({initial, selected, engine, heading, onChange, actions, autoFocus}: Props): ReactNode {
  const [chart, setChart] = useState<EditorChart>(initial);
  const paths = useMemo(() => Object.keys(chart.files).sort(), [chart.files]);
  const [current, setCurrent] = useState(() => (selected && selected in initial.files ? selected : Object.keys(initial.files).sort()[0]));
  const [status, setStatus] = useState<Status>({kind: 'loading', loaded: 0, total: 0});
  const [output, setOutput] = useState('');
  const [ready, setReady] = useState(false);
  const [newPath, setNewPath] = useState('');
  const [pathProblem, setPathProblem] = useState('');
  const id = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const sequence = useRef(0);

  useEffect(() => {
    if (autoFocus) regionRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    let live = true;
    engine
      .loadEngine((loaded, total) => live && setStatus({kind: 'loading', loaded, total}))
      .then(() => live && setReady(true))
      .catch(() => live && setStatus({kind: 'broken'}));
    return () => {
      live = false;
    };
  }, [engine]);

  useEffect(() => {
    if (!ready) return undefined;
    const mine = ++sequence.current;
    const timer = setTimeout(() => {
      setStatus({kind: 'rendering'});
      engine
        .render(requestFor(chart))
        .then((result) => {
          // A render overtaken by a later key is dropped: only the newest chart's output shows.
          if (mine !== sequence.current) return;
          setOutput(shownOutput(result));
          setStatus({kind: result.ok ? 'done' : 'error'});
        })
        .catch((error: Error) => {
          if (mine !== sequence.current) return;
          setOutput(error.message);
          setStatus({kind: 'error'});
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ready, chart, engine]);

  const update = useCallback((change: Partial<EditorChart>) => setChart((old) => ({...old, ...change})), []);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else onChange?.(chart);
  }, [chart, onChange]);

  const addFile = () => {
    const path = newPath.trim();
    if (!isChartPath(path)) {
      setPathProblem(
        lazyTranslate({
          id: 'tryIt.file.badPath',
          message: 'Give a path inside the chart, such as templates/service.yaml.',
          description: 'Shown when a new file path is empty, absolute or climbs out of the chart',
        }),
      );
      return;
    }
    if (path in chart.files) {
      setPathProblem(
        lazyTranslate({
          id: 'tryIt.file.exists',
          message: 'The chart already has that file.',
          description: 'Shown when a new file path exists',
        }),
      );
      return;
    }
    setPathProblem('');
    setNewPath('');
    update({files: {...chart.files, [path]: ''}});
    setCurrent(path);
  };

  const removeFile = () => {
    const {[current]: _removed, ...rest} = chart.files;
    update({files: rest});
    setCurrent(Object.keys(rest).sort()[0] ?? '');
  };

  const busy = status.kind === 'loading' || status.kind === 'rendering';
  const fileLabel = lazyTranslate(
    {id: 'tryIt.file.label', message: 'Contents of {path}', description: 'Accessible name of the textarea that edits one chart file'},
    {path: current},
  );

  return (
    <div ref={regionRef} role="region" aria-labelledby={`${id}-title`} tabIndex={-1} className={styles.editor}>
      <style href="helm-tryit-editor" precedence="default">
        {CSS}
      </style>
      <div className={styles.header}>
        <p id={`${id}-title`} className={styles.heading}>
          {heading}
        </p>
        {actions}
      </div>
      <div className={styles.grid}>
        <div className={styles.files}>
          <p id={`${id}-files`} className={styles.label}>
            {lazyTranslate({id: 'tryIt.files', message: 'Chart files', description: 'Label of the list of chart files'})}
          </p>
          <ul className={styles.fileList} aria-labelledby={`${id}-files`}>
            {paths.map((path) => (
              <li key={path}>
                <button
                  type="button"
                  className={styles.fileButton}
                  aria-current={path === current ? 'true' : undefined}
                  onClick={() => setCurrent(path)}
                >
                  {path}
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.addFile}>
            <label htmlFor={`${id}-new`} className={styles.label}>
              {lazyTranslate({id: 'tryIt.file.new', message: 'New file', description: 'Label of the path input for a new chart file'})}
            </label>
            <input
              id={`${id}-new`}
              className={styles.input}
              value={newPath}
              placeholder="templates/service.yaml"
              aria-describedby={pathProblem ? `${id}-path-problem` : undefined}
              aria-invalid={pathProblem ? true : undefined}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              onChange={(event) => setNewPath(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addFile();
                }
              }}
            />
            <button type="button" className="button button--secondary button--sm" onClick={addFile}>
              {lazyTranslate({id: 'tryIt.file.add', message: 'Add file', description: 'Button that adds a file to the chart'})}
            </button>
            {pathProblem && (
              <p id={`${id}-path-problem`} className={styles.problem}>
                {pathProblem}
              </p>
            )}
          </div>
        </div>
        <div className={styles.source}>
          {current ? (
            <>
              <div className={styles.fileHeader}>
                <label htmlFor={`${id}-file`} className={styles.label}>
                  {fileLabel}
                </label>
                <button type="button" className="button button--secondary button--sm" onClick={removeFile}>
                  {lazyTranslate(
                    {
                      id: 'tryIt.file.remove',
                      message: 'Remove {path}',
                      description: 'Button that removes the selected file from the chart',
                    },
                    {path: current},
                  )}
                </button>
              </div>
              <textarea
                id={`${id}-file`}
                className={styles.code}
                value={chart.files[current] ?? ''}
                rows={Math.min(24, Math.max(6, (chart.files[current] ?? '').split('\n').length + 1))}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                autoCorrect="off"
                wrap="off"
                onChange={(event) => update({files: {...chart.files, [current]: event.target.value}})}
              />
            </>
          ) : (
            <p>
              {lazyTranslate({
                id: 'tryIt.file.none',
                message: 'The chart has no files. Add one.',
                description: 'Shown when every file was removed',
              })}
            </p>
          )}
          <label htmlFor={`${id}-values`} className={styles.label}>
            {lazyTranslate({id: 'tryIt.values', message: 'Extra values file (-f)', description: 'Label of the extra values textarea'})}
          </label>
          <textarea
            id={`${id}-values`}
            className={styles.code}
            value={chart.values}
            rows={3}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            wrap="off"
            onChange={(event) => update({values: event.target.value})}
          />
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={`${id}-set`} className={styles.label}>
                {lazyTranslate({id: 'tryIt.set', message: '--set (one per line)', description: 'Label of the --set textarea'})}
              </label>
              <textarea
                id={`${id}-set`}
                className={styles.code}
                value={chart.set}
                rows={2}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                wrap="off"
                onChange={(event) => update({set: event.target.value})}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-release`} className={styles.label}>
                {lazyTranslate({id: 'tryIt.release', message: 'Release name', description: 'Label of the release name input'})}
              </label>
              <input
                id={`${id}-release`}
                className={styles.input}
                value={chart.releaseName}
                placeholder="release-name"
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                onChange={(event) => update({releaseName: event.target.value})}
              />
            </div>
          </div>
          {initial.showOnly?.length ? (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={Boolean(chart.showOnly?.length)}
                onChange={(event) => update({showOnly: event.target.checked ? initial.showOnly : undefined})}
              />{' '}
              {lazyTranslate(
                {
                  id: 'tryIt.showOnly',
                  message: 'Show only {files}',
                  description: 'Checkbox that limits the output to the block’s file (--show-only)',
                },
                {files: initial.showOnly.join(', ')},
              )}
            </label>
          ) : null}
        </div>
      </div>
      <p role="status" aria-live="polite" className={styles.status} data-status={status.kind}>
        {statusText(status)}
      </p>
      {status.kind === 'loading' && (
        <progress
          className={styles.progress}
          aria-label={lazyTranslate({
            id: 'tryIt.progress',
            message: 'Template engine download',
            description: 'Accessible name of the engine download progress bar',
          })}
          max={status.total || undefined}
          value={status.total ? status.loaded : undefined}
        />
      )}
      <p id={`${id}-output`} className={styles.label}>
        {lazyTranslate({id: 'tryIt.output', message: 'Output of helm template', description: 'Label of the rendered output'})}
      </p>
      <pre
        className={styles.output}
        tabIndex={0}
        aria-labelledby={`${id}-output`}
        aria-busy={busy}
        data-result={status.kind === 'error' ? 'error' : status.kind === 'done' ? 'ok' : undefined}
      >
        <code>{output}</code>
      </pre>
    </div>
  );
}

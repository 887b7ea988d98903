import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import data from '../../data/helm4/checker.json';
import type {CheckerData} from '../../../scripts/lib/helm4-changes';
import {MAX_CHARS, MAX_FINDINGS, refusal, scanAsync, type Finding, type Refusal, type Scan} from './scan';
import styles from './styles.module.css';

const DATA = data as CheckerData;
/** After the reader stops typing or pasting for this long, the box is checked. */
const INPUT_PAUSE_MS = 400;

const SAMPLE = `#!/usr/bin/env bash
# deploy.sh: the release of our shop
set -euo pipefail
helm repo add shop https://charts.example.com --no-update
helm upgrade --install web shop/web \\
  --namespace web --atomic --timeout 10m \\
  --wait=true --force
helm list -a --namespace web
helm status web --show-resources
`;

type State =
  {phase: 'idle'} | {phase: 'reading'; done: number} | {phase: 'refused'; why: Refusal} | {phase: 'done'; result: Scan; lines: string[]};

function kindText(f: Finding): string {
  switch (f.kind) {
    case 'removed':
      return translate({
        id: 'helm4Checker.kind.removed',
        message: 'Removed in Helm 4: the command fails with “unknown flag”.',
        description: 'Finding: a flag Helm 4 removed',
      });
    case 'deprecated':
      return translate({
        id: 'helm4Checker.kind.deprecated',
        message: 'Deprecated in Helm 4: still accepted with a warning, hidden from help.',
        description: 'Finding: a flag Helm 4 deprecated',
      });
    case 'value':
      return translate({
        id: 'helm4Checker.kind.value',
        message: 'Helm 4 still takes this form, with a warning.',
        description: 'Finding: a legacy value of a flag, such as --wait=true or a bare --dry-run',
      });
    case 'fails':
      return translate({
        id: 'helm4Checker.kind.fails',
        message: 'Helm 3 took this; Helm 4 rejects it and the command fails.',
        description: 'Finding: a value or argument Helm 4 rejects, such as helm template --dry-run=false',
      });
    case 'command-removed':
      return translate({
        id: 'helm4Checker.kind.commandRemoved',
        message: 'This command does not exist in Helm 4.',
        description: 'Finding: a command Helm 4 removed',
      });
    case 'plugin-verify':
      return translate({
        id: 'helm4Checker.kind.pluginVerify',
        message:
          'Helm 4 verifies plugin signatures by default: from a Git repository, or from an archive without its .prov file, this install fails.',
        description: 'Finding: helm plugin install from Git or from a .tgz without --verify=false',
      });
    case 'go-module':
      return translate({
        id: 'helm4Checker.kind.goModule',
        message: "Helm 4's Go module is helm.sh/helm/v4.",
        description: 'Finding: a go.mod line requiring helm.sh/helm/v3',
      });
    case 'go-import':
      return f.replacement
        ? translate({
            id: 'helm4Checker.kind.goImport',
            message: 'A Helm 3 Go package: import its Helm 4 path.',
            description: 'Finding: an import of a helm.sh/helm/v3 package',
          })
        : translate({
            id: 'helm4Checker.kind.goImportGone',
            message: 'A Helm 3 Go package with no public counterpart in Helm 4.',
            description: 'Finding: an import of a v3 package that v4 made internal',
          });
  }
}

/** A note's `code` spans, the only Markdown the notes use, as <code>. */
function inline(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

/** Where the docs of this version start, from the guide's own URL (`/es/docs/`). */
function useDocsBase(): string {
  const {metadata} = useDoc();
  const at = metadata.permalink.lastIndexOf('/topics/');
  return metadata.permalink.slice(0, at + 1);
}

function FindingItem({f, lines, base, locale}: {f: Finding; lines: string[]; base: string; locale: 'en' | 'es'}): ReactNode {
  const source = (lines[f.line - 1] ?? '').replace(/\r$/, '');
  const excerpt = source.length > 160 ? `${source.slice(Math.max(0, f.column - 40), f.column + 110)}…` : source;
  const where = translate(
    {id: 'helm4Checker.where', message: 'Line {line}, column {column}', description: 'Position of a finding'},
    {line: f.line, column: f.column},
  );
  const target = f.doc ? `${base}${f.doc}${f.hash ? `#${f.hash}` : ''}` : undefined;
  return (
    <li className={styles.finding} data-kind={f.kind}>
      <p className={styles.where}>
        <strong>{where}</strong>
        {f.command ? (
          <>
            {' · '}
            <code>{f.command}</code>
          </>
        ) : null}{' '}
        <code>{f.found}</code>
      </p>
      <pre className={styles.excerpt}>
        <code>{excerpt}</code>
      </pre>
      <p>
        {kindText(f)}
        {f.replacement ? (
          <>
            {' '}
            {translate({id: 'helm4Checker.instead', message: 'Write instead:', description: 'Before the replacement of a finding'})}{' '}
            <code>{f.replacement}</code>
          </>
        ) : null}
        {f.drop
          ? ` ${translate({id: 'helm4Checker.drop', message: 'Leave the flag out.', description: 'A finding whose fix is removing the flag'})}`
          : null}
      </p>
      {f.note ? <p className={styles.note}>{inline(f.note[locale])}</p> : null}
      {target ? (
        <p>
          <a href={target}>
            {f.flag
              ? translate(
                  {
                    id: 'helm4Checker.flagLink',
                    message: '--{name} in the {command} reference',
                    description: 'Link from a finding to the flag on the Helm 3.19 command page',
                  },
                  {name: f.flag, command: f.command ?? 'helm'},
                )
              : translate(
                  {
                    id: 'helm4Checker.commandLink',
                    message: 'The {command} reference',
                    description: 'Link from a finding to a Helm 3.19 command page',
                  },
                  {command: f.command ?? 'helm'},
                )}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/** The checker: a text box or a file, read in slices (see scan.ts), and its findings line by line. */
export default function Checker(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale === 'es' ? 'es' : 'en';
  const {selectMessage} = usePluralForm();
  const base = useDocsBase();
  const id = useId();
  const [state, setState] = useState<State>({phase: 'idle'});
  const [fileName, setFileName] = useState('');
  const abort = useRef<AbortController | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    box.current?.focus();
    return () => {
      abort.current?.abort();
      clearTimeout(debounce.current);
    };
  }, []);

  // The text box is left to the browser (no React state per keystroke, which made a 5 MB paste
  // re-render for seconds); its text is read when the reader pauses, clicks Check or opens a file.
  const setBox = (value: string) => {
    if (box.current) box.current.value = value;
  };
  const typed = () => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => void run(box.current?.value ?? ''), INPUT_PAUSE_MS);
  };

  const run = async (input: string) => {
    clearTimeout(debounce.current);
    abort.current?.abort();
    const why = refusal(input);
    if (why) {
      setState({phase: 'refused', why});
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setState({phase: 'reading', done: 0});
    const result = await scanAsync(input, DATA, {signal: controller.signal, onProgress: (done) => setState({phase: 'reading', done})});
    if (result && !controller.signal.aborted) setState({phase: 'done', result, lines: input.split('\n')});
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_CHARS) {
      setState({phase: 'refused', why: {refused: 'too-large', size: file.size}});
      return;
    }
    const content = await file.text();
    // A large file is checked without filling the text box, which would slow typing down.
    setBox(content.length <= 200_000 ? content : '');
    await run(content);
  };

  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  let status: ReactNode = null;
  if (state.phase === 'reading') {
    status = translate(
      {id: 'helm4Checker.reading', message: 'Reading… {percent} %', description: 'Progress of the checker'},
      {percent: Math.round(state.done * 100)},
    );
  } else if (state.phase === 'refused') {
    status =
      state.why.refused === 'binary'
        ? translate({
            id: 'helm4Checker.binary',
            message: 'This looks like a binary file, not text. Paste a script, a CI file, a Makefile or Go source.',
            description: 'The checker refuses binary input',
          })
        : translate(
            {
              id: 'helm4Checker.tooLarge',
              message: 'This input is {size} MB; the checker reads up to {max} MB. Check the file in parts.',
              description: 'The checker refuses input over its size limit',
            },
            {size: mb(state.why.size), max: mb(MAX_CHARS)},
          );
  } else if (state.phase === 'done') {
    const {total, lines} = state.result;
    const counted = {
      lines: selectMessage(
        lines,
        translate(
          {id: 'helm4Checker.lineCount', message: '1 line|{count} lines', description: 'How many lines the checker read (plural forms)'},
          {count: lines.toLocaleString(locale)},
        ),
      ),
      findings: selectMessage(
        total,
        translate(
          {
            id: 'helm4Checker.findingCount',
            message: '1 finding|{count} findings',
            description: 'How many findings the checker reports (plural forms)',
          },
          {count: total.toLocaleString(locale)},
        ),
      ),
    };
    status =
      total === 0
        ? translate(
            {
              id: 'helm4Checker.none',
              message: 'Nothing to change in {lines}: no Helm 3-only flag, removed command or v3 Go import.',
              description: 'The checker found nothing',
            },
            {lines: counted.lines},
          )
        : translate(
            {id: 'helm4Checker.found', message: '{findings} in {lines}.', description: 'How many findings the checker reports'},
            counted,
          ) +
          (total > MAX_FINDINGS
            ? ` ${translate(
                {
                  id: 'helm4Checker.capped',
                  message: 'The first {max} are listed.',
                  description: 'When findings exceed the displayed maximum',
                },
                {max: MAX_FINDINGS.toLocaleString(locale)},
              )}`
            : '');
  }

  return (
    <div className={styles.checker}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {translate({
          id: 'helm4Checker.label',
          message: 'Script, CI file, Makefile, go.mod or Go file',
          description: 'Label of the checker text box',
        })}
      </label>
      <textarea id={`${id}-input`} ref={box} className={styles.input} rows={10} spellCheck={false} autoComplete="off" onInput={typed} />
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => void run(box.current?.value ?? '')}>
          {translate({id: 'helm4Checker.check', message: 'Check', description: 'Button that runs the checker'})}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setBox(SAMPLE);
            void run(SAMPLE);
          }}
        >
          {translate({
            id: 'helm4Checker.sample',
            message: 'Try an example',
            description: 'Button that fills the checker with a sample script',
          })}
        </button>
        {/* The browser's own file button speaks the browser's language ("Choose File" on a Spanish
            page): a label in the page's language stands in for it, and the input stays focusable. */}
        <label className={clsx('button button--secondary', styles.file)}>
          {translate({id: 'helm4Checker.file', message: 'Open a file', description: 'Button that opens a file in the checker'})}
          <input
            type="file"
            className={styles.fileInput}
            onChange={(e) => {
              const file = e.target.files?.[0];
              setFileName(file?.name ?? '');
              void openFile(file);
              // The same file, changed on disk, can be opened again.
              e.target.value = '';
            }}
          />
        </label>
        {fileName ? <span className={styles.fileName}>{fileName}</span> : null}
      </div>
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
      {state.phase === 'done' && state.result.findings.length ? (
        <ol className={styles.findings}>
          {state.result.findings.map((f, i) => (
            <FindingItem key={i} f={f} lines={state.lines} base={base} locale={locale} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

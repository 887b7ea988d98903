// Ejected (theme-classic 3.7.0, MIT) to hydrate code blocks without rebuilding them. The lines are
// one HTML string (src/prism/html.ts). While the page hydrates, each block takes its lines from
// the server-rendered DOM instead of highlighting the code again, and React creates no element
// per token: on the install page that was half of the hydration work. The lines are written again
// only when they change. Whether a block scrolls (and so offers the word-wrap button) is measured
// without forcing a layout (./word-wrap.ts). The copy button of a shell session copies its
// commands only (src/code/shell-session.ts).
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig, usePrismTheme} from '@docusaurus/theme-common';
import {parseCodeBlockTitle, parseLanguage, parseLines, containsLineNumbers} from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type {Props} from '@theme/CodeBlock/Content/String';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {highlighter, loadHighlighter} from '../../../prism/loader';
import {plainToHtml} from '../../../prism/plain';
import {useWordWrap} from './word-wrap';
import {copiedText} from '../../../code/shell-session';

const numberedLayout = {line: lineStyles.codeLine, number: lineStyles.codeLineNumber, content: lineStyles.codeLineContent};

/**
 * The server's lines of every block hydrated so far, by what decides them. A block with the same
 * code that mounts again in the browser (the reader comes back to the page) takes its lines from
 * here instead of loading the highlighter.
 */
const hydrated = new Map<string, string>();

/** The lines the server rendered into this block, when the page is hydrating it. */
const serverLines = (id: string): string | null =>
  typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null);

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): ReactNode {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  // Prism languages are lowercase; accept "YAML" as well as "yaml".
  const language = (languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage)?.toLowerCase();
  const prismTheme = usePrismTheme();
  const wordWrap = useWordWrap();
  const id = useId();

  // MDX keeps the quotes of a metastring: title="xyz" arrives as "\"xyz\"".
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const {lineClassNames, code} = parseLines(children, {metastring, language, magicComments});
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);

  // Read once, on the first render: during hydration it is the server's markup for this code.
  const [server] = useState(() => ({code, html: serverLines(id)}));
  const key = [language, metastring, showLineNumbers, code].join('\0');
  if (server.html !== null && server.code === code) hydrated.set(key, server.html);
  const fromServer = hydrated.get(key);
  // In the browser the highlighter loads on demand (src/prism/loader.ts): until it is there, the
  // lines show uncoloured. On the server it is there at once.
  const [highlight, setHighlight] = useState(() => highlighter());
  useEffect(() => {
    if (fromServer === undefined && !highlight) void loadHighlighter().then((loaded) => setHighlight(() => loaded));
  }, [fromServer, highlight]);
  const html = useMemo(() => {
    if (fromServer !== undefined) return fromServer;
    const layout = {lineClassNames, numbered: showLineNumbers ? numberedLayout : undefined};
    return highlight ? highlight(code, language ?? 'text', prismTheme, layout) : plainToHtml(code, prismTheme, layout);
    // lineClassNames follows from code and metastring.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromServer, highlight, code, language, prismTheme, metastring, showLineNumbers]);
  // React 19 writes `innerHTML` whenever this object is a new one, even with the same string: a
  // fresh object on every render rebuilt every line of every block each time a block rendered
  // again (its word-wrap state, the colour mode), 1,100 elements on a long page.
  const lines = useMemo(() => ({__html: html}), [html]);

  return (
    <Container
      as="div"
      className={clsx(blockClassName, language && !blockClassName.includes(`language-${language}`) && `language-${language}`)}
    >
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        <pre
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          className={clsx(`prism-code language-${language ?? 'text'}`, styles.codeBlock, 'thin-scrollbar')}
          style={prismTheme.plain}
        >
          <code
            id={id}
            className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
            dangerouslySetInnerHTML={lines}
          />
        </pre>
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton className={styles.codeButton} onClick={() => wordWrap.toggle()} isEnabled={wordWrap.isEnabled} />
          )}
          <CopyButton className={styles.codeButton} code={copiedText(code, language)} />
        </div>
      </div>
    </Container>
  );
}

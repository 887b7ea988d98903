import React, {useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {twinPath} from '@site/src/markdown-twin/path';
import FooterIcon from '@site/src/components/FooterIcon';
import styles from './styles.module.css';

/** The clipboard write, given the twin's text to come: one write inside the click, as Safari requires. */
function writeClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem === 'function') {
    const blob = text.then((t) => new Blob([t], {type: 'text/plain'}));
    return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  return text.then((t) => navigator.clipboard.writeText(t));
}

/**
 * "Copy page" and "View as Markdown" under a docs page: both give the page's Markdown twin, which
 * the build writes beside the page (scripts/lib/llms-txt.ts). The twin is fetched on click only,
 * so the page loads nothing more.
 */
export default function MarkdownTwinActions(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const href = twinPath(metadata.permalink, siteConfig.baseUrl);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const copy = () => {
    const text = fetch(href).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))));
    const done = (message: string) => {
      setStatus(message);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setStatus(''), 3000);
    };
    writeClipboard(text).then(
      () =>
        done(
          translate({
            id: 'helm.markdownTwin.copied',
            message: 'Copied as Markdown',
            description: 'Shown once "Copy page" has put the page\'s Markdown on the clipboard',
          }),
        ),
      () =>
        done(
          translate({
            id: 'helm.markdownTwin.copyFailed',
            message: 'Could not copy: open the Markdown instead',
            description: 'Shown when "Copy page" could not write to the clipboard',
          }),
        ),
    );
  };
  return (
    <div className={styles.row}>
      <button type="button" className={styles.action} onClick={copy}>
        <FooterIcon path="M5 1h8a2 2 0 0 1 2 2v8h-1.5V3a.5.5 0 0 0-.5-.5H5ZM3 4h7a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 1.5a.5.5 0 0 0-.5.5v7a.5.5 0 0 0 .5.5h7a.5.5 0 0 0 .5-.5V6a.5.5 0 0 0-.5-.5Z" />
        {translate({
          id: 'helm.markdownTwin.copy',
          message: 'Copy page',
          description: 'Button under a docs page that copies the page as Markdown',
        })}
      </button>
      <a className={styles.action} href={href} type="text/markdown">
        <FooterIcon path="M1.5 3h13A1.5 1.5 0 0 1 16 4.5v7a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 0 11.5v-7A1.5 1.5 0 0 1 1.5 3Zm1 8h1.7V7.4L6 9.6l1.8-2.2V11h1.7V5H7.8L6 7.2 4.2 5H2.5Zm9.5 0 2.5-3h-1.6V5h-1.8v3H9.5Z" />
        {translate({
          id: 'helm.markdownTwin.view',
          message: 'View as Markdown',
          description: "Link under a docs page to the page's Markdown version",
        })}
      </a>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}

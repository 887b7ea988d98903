import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {issueUrl} from './issue-url';
import FooterIcon from '@site/src/components/FooterIcon';
import styles from './styles.module.css';

/**
 * A link that opens a new issue on the website's repository, its title and body already naming the
 * page, the docs version and the language, so the reader only has to say what is wrong.
 */
export default function ReportProblemLink(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const repo = siteConfig.customFields!.websiteRepo as {url: string};
  const language = `${i18n.localeConfigs[i18n.currentLocale]!.label} (${i18n.currentLocale})`;
  const href = issueUrl(repo.url, {
    title: translate(
      {
        id: 'helm.reportProblem.issueTitle',
        message: 'Docs: problem on "{title}"',
        description: 'Title of the GitHub issue opened by "Report a problem with this page"',
      },
      {title: metadata.title},
    ),
    body: translate(
      {
        id: 'helm.reportProblem.issueBody',
        message: '**Page:** {url}\n**Docs version:** {version}\n**Language:** {language}\n\n**What is wrong or missing?**\n\n',
        description: 'Body of the GitHub issue opened by "Report a problem with this page" (Markdown)',
      },
      {url: `${siteConfig.url}${metadata.permalink}`, version: version.label, language},
    ),
  });
  return (
    <div className={styles.row}>
      <Link to={href} className={styles.link}>
        <FooterIcon path="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM0 8a8 8 0 1 1 16 0A8 8 0 0 1 0 8Zm9 3a1 1 0 1 1-2 0 1 1 0 0 1 2 0Zm-.25-6.25a.75.75 0 0 0-1.5 0v3.5a.75.75 0 0 0 1.5 0v-3.5Z" />
        {translate({
          id: 'helm.reportProblem.label',
          message: 'Report a problem with this page',
          description: 'Link under a docs page that opens a new GitHub issue about the page',
        })}
      </Link>
    </div>
  );
}

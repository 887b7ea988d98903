/**
 * The docs page footer. "Edit this page" opens the file the page is built from, the Spanish one on
 * a Spanish page (scripts/lib/edit-url.ts). The "last updated" date comes from git, and only from
 * a full history: in a shallow clone every file has the date of the one commit there, so the date
 * is left out (scripts/lib/git-dates.ts).
 */
import {join} from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {docSourcePath, editUrl} from '../../scripts/lib/edit-url';
import {gitHistory, gitLastUpdates, lastUpdateFrontMatter} from '../../scripts/lib/git-dates';
import {LOCALES, WEBSITE_REPO} from '../site-constants';

/** The docs plugin's footer options for the site in `siteDir`. */
export const docsFooter = (siteDir: string) =>
  ({
    editUrl: (p: {locale: string; version: string; versionDocsDirPath: string; docPath: string}) =>
      editUrl(WEBSITE_REPO, docSourcePath(siteDir, {...p, defaultLocale: LOCALES.default})),
    showLastUpdateTime: gitHistory(siteDir) === 'full',
    // Commit authors are whoever merged a change, often not the page's writers: no names.
    showLastUpdateAuthor: false,
  }) as const;

/** Where docs pages come from: the pages that get a "last updated" date. */
const DOCS_SOURCE_DIRS = ['docs/', 'versioned_docs/', ...LOCALES.all.map((l) => `i18n/${l}/docusaurus-plugin-content-docs/`)];

/** A `markdown.parseFrontMatter` that dates the docs from one git call, not one per page. */
export const lastUpdateDates = (siteDir: string): ParseFrontMatter =>
  lastUpdateFrontMatter(
    gitLastUpdates(siteDir),
    DOCS_SOURCE_DIRS.map((d) => join(siteDir, d)),
  );

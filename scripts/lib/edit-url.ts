/**
 * Where a docs page's "Edit this page" link points: the file the page is built from, the Spanish
 * one on a Spanish page (tests/unit/site-meta.test.ts).
 */
import {existsSync} from 'node:fs';
import {join, posix} from 'node:path';

export type EditUrlParams = {
  locale: string;
  defaultLocale: string;
  /** The version's English source folder, relative to the site, e.g. `versioned_docs/version-3`. */
  versionDocsDirPath: string;
  /** Version name: `current`, `3`, `2`. */
  version: string;
  docPath: string;
};

/**
 * The file a docs page is built from, relative to the site: the translation under `i18n/<locale>`
 * when it exists (Docusaurus falls back to the English file when it does not).
 */
export function docSourcePath(siteDir: string, p: EditUrlParams): string {
  if (p.locale !== p.defaultLocale) {
    const folder = p.version === 'current' ? 'current' : `version-${p.version}`;
    const localized = posix.join('i18n', p.locale, 'docusaurus-plugin-content-docs', folder, p.docPath);
    if (existsSync(join(siteDir, localized))) return localized;
  }
  return posix.join(p.versionDocsDirPath, p.docPath);
}

export const editUrl = (repo: {url: string; branch: string}, path: string) => `${repo.url}/edit/${repo.branch}/${path}`;

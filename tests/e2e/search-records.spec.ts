import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {DOCS_VERSIONS, LOCALES} from '../../src/site-constants';
import {localized, ROOT} from '../contract';
import {searchData} from '../search-fixture';

/** The docs version a docs URL belongs to, from its path alone. */
function versionOf(pathname: string, locale: string): string {
  const rest = pathname.slice(localized('/docs/', locale as 'en').length);
  const other = Object.entries(DOCS_VERSIONS.versions).find(([, v]) => v.path && (rest === v.path || rest.startsWith(`${v.path}/`)));
  return other ? other[0] : DOCS_VERSIONS.last;
}

for (const locale of LOCALES.all) {
  test(`the search records hold every ${locale} docs page of the sitemap, with its language and version tag`, () => {
    const sitemap = readFileSync(join(ROOT, 'build', locale === LOCALES.default ? '' : locale, 'sitemap.xml'), 'utf8');
    const docs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]))
      .filter(({pathname}) => pathname.startsWith(localized('/docs/', locale)) && !/\/tags(\/|$)/.test(pathname));
    const pages = new Map(
      searchData()
        .records.filter((r) => r.type === 'lvl1')
        .map((r) => [r.url_without_anchor, r]),
    );
    const versions = new Set<string>();
    for (const url of docs) {
      const version = versionOf(url.pathname, locale);
      versions.add(version);
      const record = pages.get(url.href);
      expect(record, url.href).toBeDefined();
      expect(record).toMatchObject({language: locale, docusaurus_tag: [`docs-default-${version}`], version: [version]});
      expect(record!.hierarchy.lvl1, url.href).toBeTruthy();
    }
    expect([...versions].sort()).toEqual(Object.keys(DOCS_VERSIONS.versions).sort());
  });
}

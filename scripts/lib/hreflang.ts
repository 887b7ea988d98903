/**
 * The sitemap's language alternates: each URL names its twin in every locale, as the page's own
 * head does (tests/unit/site-meta.test.ts).
 */

export type HrefLang = {lang: string; url: string};

/**
 * The language versions of one sitemap URL. Every page exists in every locale
 * (tests/unit/locale-parity.test.ts), so each URL has one twin per locale, as the pages' own
 * `<link rel="alternate" hreflang>` tags say; x-default is the default locale's page.
 */
export function hreflangLinks(
  url: string,
  site: {url: string; baseUrl: string},
  locales: {default: string; configs: Record<string, {htmlLang: string}>},
): HrefLang[] {
  const localeBase = (locale: string) => (locale === locales.default ? site.baseUrl : `${site.baseUrl}${locale}/`);
  const path = new URL(url).pathname;
  // The longest base first: /es/ before /.
  const bases = Object.keys(locales.configs)
    .map((locale) => ({locale, base: localeBase(locale)}))
    .sort((a, b) => b.base.length - a.base.length);
  const own = bases.find(({base}) => path === base.replace(/\/$/, '') || path.startsWith(base))!;
  const rest = path === own.base.replace(/\/$/, '') ? '' : path.slice(own.base.length);
  const urlOf = (locale: string) => `${site.url}${localeBase(locale)}${rest}`;
  return [
    ...Object.entries(locales.configs).map(([locale, {htmlLang}]) => ({lang: htmlLang, url: urlOf(locale)})),
    {lang: 'x-default', url: urlOf(locales.default)},
  ];
}

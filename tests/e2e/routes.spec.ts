import {expect, test} from '@playwright/test';
import {LOCALES, SITE} from '../../src/site-constants';
import {SPEC_LOCALES} from '../contract-spec';
import {localized, missingSources, routes, type Locale} from '../contract';
import {find} from '../html';

const all = routes();

const strip = (url: string) => url.replace(/\/$/, '');

for (const locale of LOCALES.all as readonly Locale[]) {
  const {htmlLang} = SPEC_LOCALES.configs[locale];
  test.describe(`route contract (${locale})`, () => {
    for (const entry of all) {
      const path = localized(entry.path, locale);
      test(`${path} answers 200 with lang, dir, canonical, hreflang and social metadata`, async ({request}) => {
        // Docusaurus serves the English page where the Spanish file is missing: check the files too.
        expect(missingSources(entry, locale), 'source files of the route').toEqual([]);

        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();

        const root = find(html, 'html');
        expect(root?.attrs.lang).toBe(htmlLang);
        expect(root?.attrs.dir).toBe('ltr');

        expect(strip(find(html, 'link', {rel: 'canonical'})?.attrs.href ?? '')).toBe(strip(SITE.url + path));
        for (const other of LOCALES.all as readonly Locale[]) {
          const hreflang = SPEC_LOCALES.configs[other].htmlLang;
          const href = find(html, 'link', {rel: 'alternate', hreflang})?.attrs.href ?? '';
          expect(strip(href), `hreflang ${hreflang}`).toBe(strip(SITE.url + localized(entry.path, other)));
        }
        expect(find(html, 'link', {rel: 'alternate', hreflang: 'x-default'})).toBeDefined();

        const meta = (key: string, value: string) => find(html, 'meta', {[key]: value})?.attrs.content;
        expect(meta('property', 'og:title')).toBeTruthy();
        expect(strip(meta('property', 'og:url') ?? '')).toBe(strip(SITE.url + path));
        const image = meta('property', 'og:image') ?? '';
        expect(image).toMatch(/^https:\/\/helm\.sh\/.+\.png$/);
        expect((await request.get(image.replace(SITE.url, ''))).status(), image).toBe(200);
        expect(meta('name', 'twitter:card')).toBe('summary_large_image');
      });
    }
  });
}

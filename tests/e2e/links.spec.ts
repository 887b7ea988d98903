import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {expect, test} from '@playwright/test';
import {ROOT} from '../contract';
import {tags} from '../html';

const BUILD = join(ROOT, 'build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/** The built file that serves a URL path, as our static host resolves it. */
function fileFor(pathname: string): string | undefined {
  const bare = pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
  return [join(BUILD, pathname), `${join(BUILD, bare)}.html`, join(BUILD, bare, 'index.html')].find(isFile);
}

const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    ids = new Set(tags(readFileSync(file, 'utf8')).flatMap((t) => (t.attrs.id ? [t.attrs.id] : [])));
    idCache.set(file, ids);
  }
  return ids;
}

test('every internal link and #anchor of every built page resolves, in both locales', () => {
  test.setTimeout(180_000);
  expect(existsSync(BUILD), 'run `npm run build` first').toBe(true);
  const pages = htmlFiles(BUILD);
  const broken: string[] = [];
  let checked = 0;
  for (const page of pages) {
    const pagePath = '/' + relative(BUILD, page).split('\\').join('/');
    const html = readFileSync(page, 'utf8');
    for (const anchor of tags(html, 'a')) {
      const href = anchor.attrs.href;
      if (href === undefined) continue;
      if (/^(https?:|mailto:|tel:|javascript:)/.test(href) || href.startsWith('//')) continue;
      checked++;
      const url = new URL(href, `http://site${pagePath}`);
      const [target, hash] = [decodeURIComponent(url.pathname), decodeURIComponent(url.hash.slice(1))];
      const file = href.startsWith('#') ? page : fileFor(target);
      if (!file) {
        broken.push(`${pagePath}: ${href} (no page)`);
      } else if (hash && file.endsWith('.html') && !idsOf(file).has(hash)) {
        broken.push(`${pagePath}: ${href} (no #${hash})`);
      }
    }
  }
  console.log(`link check: ${checked} internal links on ${pages.length} pages, ${broken.length} broken`);
  expect(pages.some((p) => p.startsWith(join(BUILD, 'es')))).toBe(true);
  // Every page has navbar and footer links: a parser that finds none would pass everything.
  expect(checked).toBeGreaterThan(pages.length * 5);
  expect(broken.slice(0, 50)).toEqual([]);
});

test('the link check itself catches a broken link and a broken anchor', () => {
  // Guard against a checker that passes everything: known-bad targets must not resolve.
  expect(fileFor('/docs/this-page-does-not-exist')).toBeUndefined();
  const home = fileFor('/');
  expect(home).toBeDefined();
  expect(idsOf(home!).has('no-such-anchor-anywhere')).toBe(false);
});

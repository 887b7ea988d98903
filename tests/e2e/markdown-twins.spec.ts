// The Markdown twins, llms.txt and llms-full.txt of the production build (scripts/lib/llms-txt.ts):
// every page has its twin and says so, a twin holds its page's headings and code, llms.txt links
// only what exists, every host serves them with their type, and "Copy page" copies the twin.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import * as cheerio from 'cheerio';
import {expect, test} from '@playwright/test';
import {MIGRATION_GUIDE} from '../../scripts/lib/llms-txt';
import {twinPath} from '../../src/markdown-twin/path';
import {SITE} from '../../src/site-constants';
import {SPEC_DOCS_VERSIONS} from '../contract-spec';
import {BUILD, forEachHost, HOST_CONCURRENCY, type Host} from '../nginx-server';
import {header, payload, rawRequest, type RawResponse} from '../raw-http';

/** The locales' folders in the build and the URL prefix each is served at. */
const LOCALE_DIRS = [
  {dir: BUILD, base: '/', skip: new Set(['es'])},
  {dir: join(BUILD, 'es'), base: '/es/', skip: new Set<string>()},
];

/** Every URL of both sitemaps, as paths. */
const SITEMAP_PATHS = ['sitemap.xml', 'es/sitemap.xml'].flatMap((file) =>
  [...readFileSync(join(BUILD, file), 'utf8').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]),
);
const baseOf = (path: string) => (path === '/es' || path.startsWith('/es/') ? '/es/' : '/');
const twinOf = (path: string) => twinPath(path, baseOf(path));
/** The file of a site path in the build. */
const fileOf = (path: string) => join(BUILD, decodeURIComponent(path));

function htmlFiles(dir: string, skip: ReadonlySet<string>): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : htmlFiles(path, new Set());
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every page Docusaurus rendered (it has a canonical URL: not the not-found page, not a Go import page), with its URL path. */
const PAGES = LOCALE_DIRS.flatMap(({dir, skip}) =>
  htmlFiles(dir, skip).flatMap((file) => {
    const html = readFileSync(file, 'utf8');
    const canonical = html.match(/<link[^>]*\brel=["']?canonical\b[^>]*\bhref=["']?https?:\/\/[^/"'\s>]+(\/[^"'\s>]*)/)?.[1];
    return canonical ? [{file, path: canonical, html}] : [];
  }),
);

/**
 * A page's <main> alone, parsed as a browser reads it (parse5; the minified pages leave out
 * optional end tags, but never </main>). The checks below read nothing outside it, and leaving
 * out the head's inlined CSS, the navbar and the sidebar makes the parse four times faster.
 */
function loadMain(html: string): cheerio.CheerioAPI {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return cheerio.load(start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html);
}

/** The lines of each code block of a page, as the reader sees them. */
function codeBlocks($: cheerio.CheerioAPI): {language: string; code: string}[] {
  return $('main .theme-code-block')
    .toArray()
    .map((block) => ({
      language: ($(block).attr('class') ?? '').match(/\blanguage-([\w+#-]+)/)?.[1] ?? '',
      code: $(block)
        .find('.token-line')
        .toArray()
        .map((line) => $(line).text())
        .join('\n')
        .replace(/\u200b/g, '')
        .replace(/\n+$/, ''),
    }));
}

test.describe('the build', () => {
  test('every page declares its Markdown twin, and the twin exists', () => {
    const wrong: string[] = [];
    for (const {path, html} of PAGES) {
      const href = html.match(/<link[^>]*\btype=["']?text\/markdown\b[^>]*>/)?.[0].match(/\bhref=["']?([^"'\s>]+)/)?.[1];
      const expected = `${SITE.url}${twinOf(path)}`;
      if (href !== expected) wrong.push(`${path}: declares ${href}, expected ${expected}`);
      else if (!existsSync(fileOf(twinOf(path)))) wrong.push(`${path}: no ${twinOf(path)}`);
    }
    expect(PAGES.length).toBeGreaterThan(450);
    expect(wrong.slice(0, 20), `${wrong.length} of ${PAGES.length}`).toEqual([]);
  });

  test('every sitemap URL has a twin in the build', () => {
    const missing = SITEMAP_PATHS.filter((path) => !existsSync(fileOf(twinOf(path))));
    expect(SITEMAP_PATHS.length).toBeGreaterThan(400);
    expect(missing.slice(0, 20), `${missing.length} of ${SITEMAP_PATHS.length}`).toEqual([]);
  });

  test('a twin holds every heading id, every flag anchor and every code block of its page, fenced with its language', () => {
    const wrong: string[] = [];
    let blocks = 0;
    for (const {path, html} of PAGES) {
      const $ = loadMain(html);
      const twin = readFileSync(fileOf(twinOf(path)), 'utf8');
      const ids = $('main :is(h2, h3, h4, h5, h6)[id], main .flag-list__name[id]')
        .toArray()
        .map((el) => $(el).attr('id'));
      for (const id of ids) if (!twin.includes(`{#${id}}`)) wrong.push(`${path}: heading #${id}`);
      for (const {language, code} of codeBlocks($)) {
        blocks++;
        // A block inside a list item is indented under its marker, blank lines excepted.
        const indented = (pad: number) =>
          `\n${code
            .split('\n')
            .map((l) => (l ? ' '.repeat(pad) + l : l))
            .join('\n')}\n`;
        const fenced = new RegExp(`(^|\\n) *(\`{3,})${language}( [^\\n]*)?\\n`).test(twin);
        if (!fenced || ![0, 2, 3, 4, 5, 6, 7, 8].some((pad) => twin.includes(indented(pad)))) {
          wrong.push(`${path}: ${language} block ${JSON.stringify(code.slice(0, 60))}`);
        }
      }
    }
    expect(blocks).toBeGreaterThan(1000);
    expect(wrong.slice(0, 20), `${wrong.length} problems`).toEqual([]);
  });

  test('a twin has each table of its page: its header cells in the header line, then one line a row', () => {
    const wrong: string[] = [];
    let tables = 0;
    /** A header line as text: no emphasis, code marks or link targets. */
    const plain = (line: string) =>
      line
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[`*]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    for (const {path, html} of PAGES) {
      const $ = loadMain(html);
      const expected = $('main .markdown table')
        .toArray()
        .map((t) => ({
          header: $(t)
            .find('thead th')
            .toArray()
            .map((th) => $(th).text().replace(/\s+/g, ' ').trim()),
          rows: $(t).find('tbody tr').length,
        }));
      if (!expected.length) continue;
      const lines = readFileSync(fileOf(twinOf(path)), 'utf8').split('\n');
      // Table lines outside code blocks (a shell line may start with a pipe).
      const found: string[][] = [];
      let fence = '';
      let previous = false;
      for (const line of lines) {
        const mark = line.match(/^ *(`{3,})/)?.[1];
        if (mark && (!fence || mark.length >= fence.length)) fence = fence ? '' : mark;
        const row = !fence && !mark && /^ *\|/.test(line);
        if (row && previous) found[found.length - 1].push(line);
        else if (row) found.push([line]);
        previous = row;
      }
      if (found.length !== expected.length) wrong.push(`${path}: ${found.length} tables, the page has ${expected.length}`);
      expected.forEach(({header, rows}, i) => {
        tables++;
        const table = found[i];
        if (!table) return;
        if (table.length - 2 !== rows) wrong.push(`${path} table ${i + 1}: ${table.length - 2} rows, the page has ${rows}`);
        if (header.length && plain(table[0]) !== plain(`| ${header.join(' | ')} |`))
          wrong.push(`${path} table ${i + 1}: header ${plain(table[0]).slice(0, 80)}`);
      });
    }
    expect(tables).toBeGreaterThan(50);
    expect(wrong.slice(0, 20), `${wrong.length} problems`).toEqual([]);
  });

  test('a twin has no page chrome: navbar, sidebar, table of contents, pagination, footer', () => {
    const twin = readFileSync(fileOf('/docs/intro/install.md'), 'utf8');
    const $ = cheerio.load(readFileSync(PAGES.find((p) => p.path === '/docs/intro/install')!.file, 'utf8'));
    expect(twin.startsWith(`# ${$('main h1').first().text()}\n\n> `)).toBe(true);
    for (const chrome of ['.navbar__items', '.footer__links', '.pagination-nav', '.theme-doc-toc-desktop', '.theme-doc-breadcrumbs']) {
      const text = $(chrome).first().text().trim();
      expect(text, chrome).not.toBe('');
      expect(twin, chrome).not.toContain(text);
    }
    expect(twin).not.toMatch(/<(div|nav|span|a|svg|button)\b/);
  });

  for (const {dir, base} of LOCALE_DIRS) {
    test(`${base}llms.txt follows llmstxt.org and links only pages of the build`, () => {
      const text = readFileSync(join(dir, 'llms.txt'), 'utf8');
      const blocks = text.trimEnd().split('\n\n');
      expect(blocks[0]).toBe('# Helm');
      expect(blocks[1]).toMatch(new RegExp(`^> .*Helm ${SPEC_DOCS_VERSIONS.versions['3'].label.replace(/\./g, '\\.')}.*2027-02-10`));
      // After the summary: paragraphs and lists, then only H2 sections of lists.
      const firstSection = blocks.findIndex((b) => b.startsWith('## '));
      expect(blocks.slice(2, firstSection).every((b) => !b.startsWith('#'))).toBe(true);
      for (const block of blocks.slice(firstSection)) expect(block, block.slice(0, 80)).toMatch(/^## [^\n]+$|^( *- [^\n]+\n?)+$/);
      const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => new URL(m[1], `${SITE.url}${base}`));
      const broken = links.filter((u) => u.origin === SITE.url && !existsSync(fileOf(u.pathname))).map((u) => u.href);
      expect(links.length).toBeGreaterThan(150);
      expect(broken).toEqual([]);
      // Each page of the latest docs is listed by its twin.
      const latest = PAGES.filter(
        (p) =>
          baseOf(p.path) === base &&
          /docs-version-3\b/.test(p.html.match(/<html[^>]*>/)![0]) &&
          /docs-doc-page/.test(p.html.match(/<html[^>]*>/)![0]),
      );
      const unlisted = latest.filter((p) => !text.includes(`(${SITE.url}${twinOf(p.path)})`)).map((p) => p.path);
      expect(latest.length).toBeGreaterThan(100);
      expect(unlisted).toEqual([]);
      // The Helm 4 migration guide: named exactly when the build has it.
      const guide = `${base}docs/${MIGRATION_GUIDE}.md`;
      expect(blocks[1].includes(`${SITE.url}${guide}`)).toBe(existsSync(fileOf(guide)));
    });

    test(`${base}llms-full.txt holds every page of the latest docs, in llms.txt's order`, () => {
      const index = readFileSync(join(dir, 'llms.txt'), 'utf8');
      const full = readFileSync(join(dir, 'llms-full.txt'), 'utf8');
      const listed = [...index.split('\n## Optional')[0].matchAll(/^- \[[^\n]*?\]\((https:[^)]+\.md)\)/gm)].map((m) => m[1]);
      const sources = [...full.matchAll(/^(?:Source|Fuente): (https:\S+)$/gm)].map((m) => `${SITE.url}${twinOf(new URL(m[1]).pathname)}`);
      expect(listed.length).toBeGreaterThan(100);
      expect(sources).toEqual(listed);
      // Each page whole: its last code block is there too.
      const install = readFileSync(fileOf(`${base}docs/intro/install.md`), 'utf8');
      expect(full).toContain(install.slice(install.indexOf('\n## ')));
    });
  }
});

function send(host: Host, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return rawRequest(host.port(), lines.join('\r\n'));
}
const type = (response: RawResponse) => header(response, 'content-type')?.toLowerCase().replace(/\s/g, '');

forEachHost((host) => {
  test(`the twin of every sitemap URL answers 200, text/markdown; charset=utf-8, noindex (${SITEMAP_PATHS.length} URLs)`, async () => {
    const wrong: string[] = [];
    const queue = [...SITEMAP_PATHS];
    await Promise.all(
      Array.from({length: HOST_CONCURRENCY}, async () => {
        for (let path = queue.pop(); path; path = queue.pop()) {
          const twin = twinOf(path);
          const response = await send(host, twin, {'Accept-Encoding': 'br'}, 'HEAD');
          const problem = [
            response.status !== 200 && `status ${response.status} ${header(response, 'location') ?? ''}`,
            type(response) !== 'text/markdown;charset=utf-8' && `type ${header(response, 'content-type')}`,
            header(response, 'x-robots-tag') !== 'noindex' && `X-Robots-Tag ${header(response, 'x-robots-tag')}`,
          ].filter(Boolean);
          if (problem.length) wrong.push(`${twin}: ${problem.join(', ')}`);
        }
      }),
    );
    expect(wrong.slice(0, 20), `${wrong.length} of ${SITEMAP_PATHS.length}`).toEqual([]);
  });

  test('a twin is the file the build wrote, compressed or not', async () => {
    const twin = '/es/docs/intro/install.md';
    const plain = await send(host, twin, {'Accept-Encoding': 'identity'});
    expect(plain.status).toBe(200);
    expect(payload(plain).equals(readFileSync(fileOf(twin)))).toBe(true);
    if (host.name !== 'pages') {
      // Pages compresses at its edge, not from the build's copies.
      const br = await send(host, twin, {'Accept-Encoding': 'br'});
      expect(header(br, 'content-encoding')).toBe('br');
      expect(payload(br).equals(readFileSync(`${fileOf(twin)}.br`))).toBe(true);
    }
  });

  test('llms.txt and llms-full.txt of both locales answer 200, text/plain; charset=utf-8, indexable', async () => {
    for (const path of ['/llms.txt', '/llms-full.txt', '/es/llms.txt', '/es/llms-full.txt']) {
      const response = await send(host, path);
      expect(response.status, path).toBe(200);
      expect(type(response), path).toBe('text/plain;charset=utf-8');
      expect(header(response, 'x-robots-tag'), path).toBeUndefined();
      expect(payload(response).toString('utf8'), path).toBe(readFileSync(join(BUILD, path), 'utf8'));
    }
  });

  test('a twin that does not exist is not found, in its locale', async () => {
    for (const [path, lang] of [
      ['/docs/intro/nothing-here.md', 'en-us'],
      ['/es/docs/intro/nothing-here.md', 'es'],
    ]) {
      const response = await send(host, path, {'Accept-Encoding': 'identity'});
      expect(response.status, path).toBe(404);
      expect(payload(response).toString('utf8'), path).toContain(`lang="${lang}"`);
    }
  });
});

for (const [locale, prefix, copy, view, copied] of [
  ['en', '', 'Copy page', 'View as Markdown', 'Copied as Markdown'],
  ['es', '/es', 'Copiar página', 'Ver como Markdown', 'Copiada como Markdown'],
] as const) {
  test.describe(`"${copy}" and "${view}" (${locale})`, {tag: '@browser'}, () => {
    test("copy the page's Markdown twin, from the keyboard too", async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const path = `${prefix}/docs/topics/charts`;
      await page.goto(path);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const twin = readFileSync(fileOf(twinOf(path)), 'utf8');

      const button = page.getByRole('button', {name: copy, exact: true});
      await button.click();
      await expect(page.getByRole('status').filter({hasText: copied})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

      await page.evaluate(() => navigator.clipboard.writeText(''));
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

      const link = page.getByRole('link', {name: view, exact: true});
      expect(await link.getAttribute('href')).toBe(twinOf(path));
      await link.focus();
      await expect(link).toBeFocused();
    });

    test('follow the page after a client-side navigation', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${prefix}/docs/topics/charts`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForURL((url) => !url.pathname.endsWith('/topics/charts'));
      const path = new URL(page.url()).pathname;
      await page.getByRole('button', {name: copy, exact: true}).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(readFileSync(fileOf(twinOf(path)), 'utf8'));
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${SITE.url}${twinOf(path)}`);
    });
  });
}

test("the twins are the only .md files of the build, and each is some page's", () => {
  const twins = new Set(PAGES.map((p) => relative(BUILD, fileOf(twinOf(p.path)))));
  const md = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
      e.isDirectory() ? md(join(dir, e.name)) : e.name.endsWith('.md') ? [relative(BUILD, join(dir, e.name))] : [],
    );
  expect(md(BUILD).filter((f) => !twins.has(f))).toEqual([]);
});

test("the standalone Spanish build (build-es, served at /es/) has the same twins, llms.txt and llms-full.txt as the full build's /es/", () => {
  const standalone = join(BUILD, '..', 'build-es');
  const files = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true})
      .flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)).map((f) => `${e.name}/${f}`) : /\.md$|^llms(-full)?\.txt$/.test(e.name) ? [e.name] : [],
      )
      .sort();
  const full = files(join(BUILD, 'es'));
  expect(files(standalone)).toEqual(full);
  expect(full.length).toBeGreaterThan(250);
  const differ = full.filter((f) => !readFileSync(join(standalone, f)).equals(readFileSync(join(BUILD, 'es', f))));
  expect(differ).toEqual([]);
});

import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {docSourcePath} from '../../scripts/lib/edit-url';
import {gitHistory, gitLastUpdates, lastUpdateFrontMatter} from '../../scripts/lib/git-dates';
import {hreflangLinks} from '../../scripts/lib/hreflang';
import {addFeedSelfLink} from '../../src/plugins/blog-with-feed-self-links/feed-self-link';
import {notFoundIndex} from '../../src/plugins/not-found-index/pages';
import {archiveProps, versionPropsWithoutDescriptions} from '../../src/plugins/route-data-trim';
import {LOCALES, SITE} from '../../src/site-constants';
import {ROOT} from '../contract';

describe('"Edit this page"', () => {
  const params = (locale: string, version: string, dir: string, docPath: string) => ({
    locale,
    version,
    versionDocsDirPath: dir,
    docPath,
    defaultLocale: LOCALES.default,
  });

  it('opens the Spanish file of a Spanish page, in its version', () => {
    expect(docSourcePath(ROOT, params('es', '3', 'versioned_docs/version-3', 'intro/install.md'))).toBe(
      'i18n/es/docusaurus-plugin-content-docs/version-3/intro/install.md',
    );
    expect(docSourcePath(ROOT, params('es', '2', 'versioned_docs/version-2', 'intro.md'))).toBe(
      'i18n/es/docusaurus-plugin-content-docs/version-2/intro.md',
    );
    expect(docSourcePath(ROOT, params('es', 'current', 'docs', 'intro.md'))).toBe(
      'i18n/es/docusaurus-plugin-content-docs/current/intro.md',
    );
  });

  it('opens the English file of an English page, and of a page not translated yet', () => {
    expect(docSourcePath(ROOT, params('en', '3', 'versioned_docs/version-3', 'intro/install.md'))).toBe(
      'versioned_docs/version-3/intro/install.md',
    );
    expect(docSourcePath(ROOT, params('es', '3', 'versioned_docs/version-3', 'no/such/page.md'))).toBe(
      'versioned_docs/version-3/no/such/page.md',
    );
  });
});

describe('git history for "last updated"', () => {
  const dirs: string[] = [];
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-meta-'));
    dirs.push(dir);
    return dir;
  };
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {cwd, stdio: 'ignore'});
  afterAll(() => dirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

  it('is full in a clone with its history, shallow in a --depth 1 clone, none outside git', () => {
    const origin = temp();
    git(origin, 'init', '-q');
    for (const n of [1, 2]) {
      writeFileSync(join(origin, 'page.md'), `version ${n}`);
      git(origin, 'add', '.');
      git(origin, 'commit', '-qm', `change ${n}`);
    }
    expect(gitHistory(origin)).toBe('full');

    const shallow = join(temp(), 'clone');
    git(tmpdir(), 'clone', '-q', '--depth', '1', `file://${origin}`, shallow);
    expect(gitHistory(shallow)).toBe('shallow');

    expect(gitHistory(temp())).toBe('none');
  });

  it('dates every file by its newest commit, as `git log -1 -- file` does, from one git call', async () => {
    const repo = temp();
    git(repo, 'init', '-q');
    const commit = (file: string, text: string, date: string) => {
      writeFileSync(join(repo, file), text);
      git(repo, 'add', '.');
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', file], {
        cwd: repo,
        stdio: 'ignore',
        env: {...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date},
      });
    };
    commit('a.md', 'a1', '2026-01-01T00:00:00Z');
    commit('b.md', 'b1', '2026-02-01T00:00:00Z');
    commit('a.md', 'a2', '2026-03-01T00:00:00Z');
    const dates = gitLastUpdates(repo);
    const real = (file: string) =>
      dates.get(join(execFileSync('git', ['rev-parse', '--show-toplevel'], {cwd: repo, encoding: 'utf8'}).trim(), file));
    expect(real('a.md')).toBe(Date.parse('2026-03-01T00:00:00Z'));
    expect(real('b.md')).toBe(Date.parse('2026-02-01T00:00:00Z'));
    expect(gitLastUpdates(temp()).size).toBe(0);

    // The front matter Docusaurus then reads: a date where the page has none, only under the docs folders.
    const parse = lastUpdateFrontMatter(
      new Map([
        ['/site/docs/a.md', Date.parse('2026-03-01T00:00:00Z')],
        ['/site/blog/p.md', 1],
      ]),
      ['/site/docs/'],
    );
    const defaultParseFrontMatter = async () => ({frontMatter: {} as Record<string, unknown>, content: ''});
    expect((await parse({filePath: '/site/docs/a.md', fileContent: '', defaultParseFrontMatter})).frontMatter).toEqual({
      last_update: {date: '2026-03-01T00:00:00.000Z'},
    });
    expect((await parse({filePath: '/site/blog/p.md', fileContent: '', defaultParseFrontMatter})).frontMatter).toEqual({});
    const own = async () => ({frontMatter: {last_update: {date: '2020-01-01'}} as Record<string, unknown>, content: ''});
    expect((await parse({filePath: '/site/docs/a.md', fileContent: '', defaultParseFrontMatter: own})).frontMatter).toEqual({
      last_update: {date: '2020-01-01'},
    });
  });
});

describe('sitemap alternates', () => {
  it('names the English, Spanish and x-default twin of a Spanish URL', () => {
    expect(hreflangLinks('https://helm.sh/es/docs/intro/install', SITE, LOCALES)).toEqual([
      {lang: 'en-us', url: 'https://helm.sh/docs/intro/install'},
      {lang: 'es', url: 'https://helm.sh/es/docs/intro/install'},
      {lang: 'x-default', url: 'https://helm.sh/docs/intro/install'},
    ]);
  });

  it('does the same for English URLs and both home pages', () => {
    expect(hreflangLinks('https://helm.sh/blog/tags', SITE, LOCALES).map(({url}) => url)).toEqual([
      'https://helm.sh/blog/tags',
      'https://helm.sh/es/blog/tags',
      'https://helm.sh/blog/tags',
    ]);
    expect(hreflangLinks('https://helm.sh/', SITE, LOCALES).map(({url}) => url)).toEqual([
      'https://helm.sh/',
      'https://helm.sh/es/',
      'https://helm.sh/',
    ]);
    expect(hreflangLinks('https://helm.sh/es/', SITE, LOCALES)[0].url).toBe('https://helm.sh/');
  });
});

describe('feed self links', () => {
  const rss = '<?xml version="1.0"?>\n<rss version="2.0">\n    <channel>\n        <title>t</title>\n    </channel>\n</rss>';
  const atom = '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n    <id>x</id>\n</feed>';

  it('adds atom:link rel=self, and its namespace, to RSS', () => {
    const out = addFeedSelfLink(rss, 'rss', 'https://helm.sh/es/blog/rss.xml');
    expect(out).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(out).toMatch(/<channel>\s*<atom:link href="https:\/\/helm.sh\/es\/blog\/rss.xml" rel="self"/);
    expect(addFeedSelfLink(out, 'rss', 'x')).toBe(out);
  });

  it('adds link rel=self to Atom', () => {
    const out = addFeedSelfLink(atom, 'atom', 'https://helm.sh/es/blog/atom.xml');
    expect(out).toContain('<link rel="self" type="application/atom+xml" href="https://helm.sh/es/blog/atom.xml"/>');
    expect(addFeedSelfLink(out, 'atom', 'x')).toBe(out);
  });
});

describe('not-found index', () => {
  const head = (title: string, meta = '') => `<title data-rh="true">${title}</title>${meta}`;

  it('lists each page with its title, below the locale base, without the site suffix', () => {
    const pages = notFoundIndex(
      [
        {path: '/es/docs/intro/install', head: head('Instalar Helm | Helm')},
        {path: '/es/', head: head('Helm &amp; Kubernetes | Helm')},
      ],
      '/es/',
      ' | Helm',
    );
    expect(pages).toEqual([
      ['/', 'Helm & Kubernetes'],
      ['/docs/intro/install', 'Instalar Helm'],
    ]);
  });

  it('leaves out noindex pages, the not-found and search pages and later list pages', () => {
    const pages = notFoundIndex(
      [
        {path: '/docs/next/example/lorem-ipsum', head: head('Lorem', '<meta data-rh="true" name="robots" content="noindex, follow">')},
        {path: '/404.html', head: head('Page Not Found | Helm')},
        {path: '/search', head: head('Search | Helm')},
        {path: '/blog/page/2', head: head('Blog | Helm')},
        {path: '/blog/authors/someone/authors/2', head: head('Someone | Helm')},
        {path: '/blog', head: head('Blog | Helm')},
      ],
      '/',
      ' | Helm',
    );
    expect(pages).toEqual([['/blog', 'Blog']]);
  });
});

describe('route data trimmed to what the pages show', () => {
  it('keeps of each archive post its id, link, title and date', () => {
    const post = {
      id: 'a',
      metadata: {permalink: '/blog/a', title: 'A', date: '2026-01-01', description: 'long', frontMatter: {}},
      content: '# A',
    };
    expect(archiveProps({blogPosts: [post]})).toEqual({
      blogPosts: [{id: 'a', metadata: {permalink: '/blog/a', title: 'A', date: '2026-01-01'}}],
    });
  });

  it("drops the descriptions of a version's docs and nothing else", () => {
    const version = {label: '3.19.0', docs: {install: {id: 'install', title: 'Install', description: 'How to', sidebar: 'docs'}}};
    expect(versionPropsWithoutDescriptions(version)).toEqual({
      label: '3.19.0',
      docs: {install: {id: 'install', title: 'Install', sidebar: 'docs'}},
    });
  });
});

import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {
  buildLoadedProblems,
  duplicateHeadingIds,
  frontMatterProblem,
  problemReport,
  REPORT_LINES,
  sourceProblems,
  versionsProblems,
} from '../../scripts/lib/source-checks';
import {anchorsOf, linksIn} from '../../scripts/lib/source-links';
import {mdxProblems} from '../../scripts/lib/source-mdx';
import {sidebarProblems} from '../../scripts/lib/source-sidebars';
import sourceChecks from '../../src/plugins/source-checks';
import {DOCS_VERSIONS} from '../../src/site-constants';
import {ROOT} from '../contract';
import {scaled} from '../slowdown';

// `npm run build` runs these checks first (scripts/build.ts) and stops on any problem;
// `docusaurus build` runs them in src/plugins/source-checks.

/** A site folder of its own, removed after the file's tests. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'source-checks-'));
  afterAll(() => rmSync(root, {recursive: true, force: true}));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), {recursive: true});
    writeFileSync(join(root, rel), text);
  }
  return root;
}

const ES_DOCS = 'i18n/es/docusaurus-plugin-content-docs/current';
const ES_BLOG = 'i18n/es/docusaurus-plugin-content-blog';

describe('source checks', () => {
  // A walk of every page: its time depends on the machine's load.
  it(
    'find no problem in the site',
    () => {
      expect(sourceProblems(ROOT, Object.keys(DOCS_VERSIONS.versions))).toEqual([]);
    },
    scaled(5_000),
  );

  it(
    'find no sidebar naming a missing doc and no MDX syntax error in the site',
    async () => {
      expect(await buildLoadedProblems(ROOT)).toEqual([]);
    },
    scaled(10_000),
  );

  it('name a heading id given twice, outside code blocks only', () => {
    expect(duplicateHeadingIds('## A {#a}\n\n### B {#b}\n\n## C {#a}\n')).toEqual(['a']);
    expect(duplicateHeadingIds('## A {#a}\n\n```md\n## A {#a}\n```\n')).toEqual([]);
    expect(duplicateHeadingIds('## A {#a}\n\n## B {#b}\n')).toEqual([]);
  });

  it('say which line and column of the file the front matter breaks on', () => {
    expect(frontMatterProblem('---\ntitle: Fine\n---\n\nText')).toBeUndefined();
    expect(frontMatterProblem('No front matter\n---\n')).toBeUndefined();
    expect(frontMatterProblem('---\ntitle: A\nsidebar_position: 2\ndescription: x: y\n---\n')).toBe(
      '4:14: front matter is not valid YAML: Nested mappings are not allowed in compact mappings; fix that line',
    );
    expect(frontMatterProblem('---\ntitle: A\ntitle: B\n---\n')).toBe(
      '3:1: front matter is not valid YAML: Map keys must be unique; fix that line',
    );
  });

  describe('in a site with a page missing in Spanish, a bad front matter and a repeated id', () => {
    const root = fixture({
      'docs/intro.md': '---\ntitle: Intro\n---\n\n## One {#one}\n\n## Two {#one}\n',
      [`${ES_DOCS}/intro.md`]: '---\ntitle: Intro\n---\n\n## Uno {#one}\n\n## Dos {#two}\n',
      'docs/only-english.md': '---\ntitle: [unclosed\n---\n',
      'docs/spanish-broken.md': '---\ntitle: Fine\n---\n',
      [`${ES_DOCS}/spanish-broken.md`]: '---\ntitle: Bien\ndescription: Una: dos\n---\n',
    });

    it('lists each problem on one line, with the file and, for front matter, the line in either locale', () => {
      expect(sourceProblems(root, ['current'])).toEqual([
        'docs/intro.md: two headings have the id {#one}; give each its own',
        expect.stringMatching(/^docs\/only-english\.md:3:1: front matter is not valid YAML: .*; fix that line$/),
        'docs/only-english.md: no Spanish page at i18n/es/docusaurus-plugin-content-docs/current/only-english.md; every page exists in both locales',
        `${ES_DOCS}/spanish-broken.md:3:14: front matter is not valid YAML: Nested mappings are not allowed in compact mappings; fix that line`,
      ]);
    });
  });

  describe('tags and authors', () => {
    const root = fixture({
      'docs/tags.yml': 'charts:\n  label: Charts\nnew-tag:\n  label: New\n',
      [`${ES_DOCS}/tags.yml`]: 'charts:\n  label: Charts\n',
      'docs/a.md': '---\ntitle: A\ntags: [charts, new-tag]\n---\n',
      [`${ES_DOCS}/a.md`]: '---\ntitle: A\ntags: [charts, new-tag]\n---\n',
      'docs/b.md': '---\ntitle: B\ntags:\n  - unknown\n---\n',
      [`${ES_DOCS}/b.md`]: '---\ntitle: B\n---\n',
      'blog/authors.yml': 'ada:\n  name: Ada\n',
      'blog/tags.yml': 'release:\n  label: Releases\n',
      [`${ES_BLOG}/tags.yml`]: 'release:\n  label: Versiones\n',
      'blog/2024-01-01-post.md': '---\ntitle: Post\nauthors: [ada, bob]\ntags: [release]\n---\n',
      [`${ES_BLOG}/2024-01-01-post.md`]: '---\ntitle: Post\nauthors: ada\ntags: [release]\n---\n',
    });

    it("name the tags.yml or authors.yml the locale reads, and the other locale's", () => {
      expect(sourceProblems(root, ['current'])).toEqual([
        `${ES_DOCS}/a.md:3: tag "new-tag" is not in ${ES_DOCS}/tags.yml; add it there (the English pages read docs/tags.yml), or use one it has`,
        `docs/b.md:3: tag "unknown" is not in docs/tags.yml; add it there (the Spanish pages read ${ES_DOCS}/tags.yml), or use one it has`,
        'blog/2024-01-01-post.md:3: author "bob" is not in blog/authors.yml; add it there, or use one it has',
      ]);
    });
  });

  describe('versions.json', () => {
    const root = fixture({
      'versions.json': '["3", "2"]',
      'versioned_docs/version-3/index.md': '---\ntitle: Docs\n---\n',
      'versioned_sidebars/version-3-sidebars.json': '{}',
    });

    it('is blamed for a version without its folder', () => {
      expect(versionsProblems(root)).toEqual([
        'versions.json: names version "2", which has no versioned_docs/version-2 and no versioned_sidebars/version-2-sidebars.json; remove it from versions.json, or cut it with npm run version:cut',
      ]);
    });
  });

  describe('MDX pages', () => {
    const tabs = (close: string) =>
      `---\ntitle: Install\nmdx:\n  format: mdx\n---\n\nimport Tabs from '@theme/Tabs';\n\n<!-- a comment -->\n\n## Linux {#linux}\n\n<Tabs>\n<TabItem value="a" label="A">\n\nText.\n\n${close}</Tabs>\n`;
    const root = fixture({
      'docs/install.md': tabs(''),
      [`${ES_DOCS}/install.md`]: tabs('</TabItem>\n'),
      'docs/plain.md': '---\ntitle: Plain\n---\n\nA <b and a { are text in CommonMark.\n',
      'docs/brace.mdx': '---\ntitle: Brace\n---\n\nA value {of.\n',
      [`${ES_DOCS}/brace.mdx`]: '---\ntitle: Llave\n---\n\nUn valor \\{de.\n',
    });

    it('name the file, line and column of a syntax error, in either locale, and only in MDX pages', () => {
      const files = ['docs/install.md', `${ES_DOCS}/install.md`, 'docs/plain.md', 'docs/brace.mdx', `${ES_DOCS}/brace.mdx`];
      const problems = mdxProblems(root, files);
      expect(problems).toEqual([
        'docs/install.md:18:1: MDX cannot read this: Unexpected closing tag `</Tabs>`, expected corresponding closing tag for `<TabItem>` (14:1-14:30); close or fix the tag there (a literal < or { in text is written \\< or \\{)',
        'docs/brace.mdx:5:13: MDX cannot read this: Unexpected end of file in expression, expected a corresponding closing brace for `{`; close or fix the tag there (a literal < or { in text is written \\< or \\{)',
      ]);
    });
  });

  describe('links', () => {
    const root = fixture({
      'docs/intro.md':
        '---\ntitle: Intro\n---\n\n## Install Helm\n\n## Flags {#flags}\n\nSee [flags](#flags), [install](#install-helm) and [gone](#nope).\n\n' +
        '```md\n[not a link](./nowhere.md)\n```\n\n[Topics](./topics/charts.md#chart-yaml), [wrong](./topics/chart.md), [heading](./topics/charts.md#no-such)\n\n' +
        '[page](/docs/topics/charts#chart-yaml) [missing page](/docs/topics/gone) ![diagram](./img/diagram.png) [post](/blog/hello) [logo](/img/logo.svg)\n',
      [`${ES_DOCS}/intro.md`]:
        '---\ntitle: Intro\n---\n\n## Instalar {#install-helm}\n\n[Gráficos](/docs/topics/charts#chart-yaml) y [otro](/docs/topics/charts#chart-file)\n',
      'docs/topics/charts.md': '---\ntitle: Charts\n---\n\n## The Chart.yaml file {#chart-yaml}\n',
      [`${ES_DOCS}/topics/charts.md`]: '---\ntitle: Charts\n---\n\n## El archivo Chart.yaml {#chart-yaml}\n',
      'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
      [`${ES_BLOG}/2024-01-01-hello.md`]: '---\ntitle: Hola\n---\n\nHola.\n',
      'static/img/logo.svg': '<svg/>',
    });

    it('read link targets outside code, and heading ids as Docusaurus makes them', () => {
      expect(linksIn('a [x](./a.md) `[y](./b.md)`\n\n[ref]: /docs/c\n').map((l) => l.target)).toEqual(['./a.md', '/docs/c']);
      expect([...anchorsOf('## Install Helm\n\n## Flags {#flags}\n\n### `helm` and [links](/x)\n')]).toEqual([
        'install-helm',
        'flags',
        'helm-and-links',
      ]);
    });

    it('name the source file and line of each broken link, file and anchor, in either locale', () => {
      expect(sourceProblems(root, ['current'])).toEqual([
        'docs/intro.md:9: links to #nope, which no heading of this page has; its ids are #install-helm, #flags',
        'docs/intro.md:15: links to ./topics/chart.md, but there is no docs/topics/chart.md; correct the path, or add the file',
        'docs/intro.md:15: links to ./topics/charts.md#no-such, but docs/topics/charts.md has no heading #no-such; its ids are #chart-yaml',
        'docs/intro.md:17: links to /docs/topics/gone, where there is no page; link to an existing page (its URL, or its file by relative path)',
        'docs/intro.md:17: links to ./img/diagram.png, but there is no docs/img/diagram.png; correct the path, or add the file',
        `${ES_DOCS}/intro.md:7: links to /docs/topics/charts#chart-file, but ${ES_DOCS}/topics/charts.md has no heading #chart-file; its ids are #chart-yaml`,
      ]);
    });
  });

  describe('sidebars', () => {
    const root = fixture({
      'versioned_docs/version-3/intro/install.md': '---\ntitle: Install\n---\n',
      'versioned_docs/version-3/faq/index.md': '---\ntitle: FAQ\n---\n',
      'versioned_sidebars/version-3-sidebars.json': JSON.stringify(
        {
          docs: [
            {type: 'doc', id: 'faq/index'},
            {type: 'category', label: 'Intro', link: {type: 'doc', id: 'intro/index'}, items: ['install']},
          ],
        },
        null,
        2,
      ),
    });

    it('name the sidebar file, the line and the id a version does not have, with a near id', async () => {
      expect(await sidebarProblems(root, ['3'])).toEqual([
        'versioned_sidebars/version-3-sidebars.json:12: the doc "intro/index" is not in versioned_docs/version-3; use the id of an existing page (its path without .md) or add the page',
        'versioned_sidebars/version-3-sidebars.json:15: the doc "install" is not in versioned_docs/version-3; did you mean "intro/install"?',
      ]);
    });
  });

  it(`report in at most ${REPORT_LINES} lines, however many problems there are`, () => {
    const many = Array.from({length: 40}, (_, i) => `docs/p${i}.md: a problem`);
    const report = problemReport(many).split('\n');
    expect(report).toHaveLength(REPORT_LINES);
    expect(report[0]).toBe('[build] 40 problem(s) in the sources:');
    expect(report.at(-1)).toBe('  and 27 more; fix these first');
    expect(problemReport(many.slice(0, 2)).split('\n')).toEqual([
      '[build] 2 problem(s) in the sources:',
      '  docs/p0.md: a problem',
      '  docs/p1.md: a problem',
    ]);
  });
});

describe('src/plugins/source-checks, the same checks inside docusaurus build', () => {
  const root = fixture({'docs/only-english.md': '---\ntitle: Only English\n---\n'});
  const clean = fixture({'docs/intro.md': '---\ntitle: Intro\n---\n', [`${ES_DOCS}/intro.md`]: '---\ntitle: Intro\n---\n'});
  const badMdx = fixture({
    'docs/tabs.mdx': '---\ntitle: Tabs\n---\n\n<Tabs>\n<TabItem value="a">\n</Tabs>\n',
    [`${ES_DOCS}/tabs.mdx`]: '---\ntitle: Tabs\n---\n\n<Tabs>\n<TabItem value="a"></TabItem>\n</Tabs>\n',
  });
  const CHECKED = Symbol.for('helm-source-checks');
  const run = async (siteDir: string) => {
    delete (process as unknown as Record<symbol, unknown>)[CHECKED];
    const errors: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    const exit = vi.spyOn(process, 'exit').mockImplementation(((status: number) => {
      throw new Error(`exit ${status}`);
    }) as never);
    try {
      await sourceChecks({siteDir} as LoadContext);
      return {status: 0, errors};
    } catch (e) {
      return {status: Number((e as Error).message.replace('exit ', '')), errors};
    } finally {
      error.mockRestore();
      exit.mockRestore();
    }
  };

  it('stops the build with the lines npm run build prints', async () => {
    const {status, errors} = await run(root);
    expect(status).toBe(1);
    expect(errors[0]).toBe(
      '[build] 1 problem(s) in the sources:\n  docs/only-english.md: no Spanish page at i18n/es/docusaurus-plugin-content-docs/current/only-english.md; every page exists in both locales',
    );
    expect(errors[1]).toMatch(/^\[build\] the sources have problems: nothing was written to .*build\/\.$/);
  });

  it('stops it on an MDX syntax error, after the other checks', async () => {
    const {status, errors} = await run(badMdx);
    expect(status).toBe(1);
    expect(errors[0]).toMatch(/^\[build\] 1 problem\(s\) in the sources:\n {2}docs\/tabs\.mdx:7:1: MDX cannot read this: /);
  });

  it('lets a site without problems build', async () => {
    expect(await run(clean)).toEqual({status: 0, errors: []});
  });
});

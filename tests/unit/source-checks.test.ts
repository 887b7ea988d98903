import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {
  duplicateHeadingIds,
  frontMatterProblem,
  problemReport,
  REPORT_LINES,
  sourceProblems,
  versionsProblems,
} from '../../scripts/lib/source-checks';
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
  const CHECKED = Symbol.for('helm-source-checks');
  const run = (siteDir: string) => {
    delete (process as unknown as Record<symbol, unknown>)[CHECKED];
    const errors: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    const exit = vi.spyOn(process, 'exit').mockImplementation(((status: number) => {
      throw new Error(`exit ${status}`);
    }) as never);
    try {
      sourceChecks({siteDir} as LoadContext);
      return {status: 0, errors};
    } catch (e) {
      return {status: Number((e as Error).message.replace('exit ', '')), errors};
    } finally {
      error.mockRestore();
      exit.mockRestore();
    }
  };

  it('stops the build with the lines npm run build prints', () => {
    const {status, errors} = run(root);
    expect(status).toBe(1);
    expect(errors[0]).toBe(
      '[build] 1 problem(s) in the sources:\n  docs/only-english.md: no Spanish page at i18n/es/docusaurus-plugin-content-docs/current/only-english.md; every page exists in both locales',
    );
    expect(errors[1]).toMatch(/^\[build\] the sources have problems: nothing was written to .*build\/\.$/);
  });

  it('lets a site without problems build', () => {
    expect(run(clean)).toEqual({status: 0, errors: []});
  });
});

import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {duplicateHeadingIds, frontMatterProblem, sourceProblems} from '../../scripts/lib/source-checks';
import {DOCS_VERSIONS} from '../../src/site-constants';
import {ROOT} from '../contract';

// `npm run build` runs these checks first (scripts/build.ts) and stops on any problem.

describe('source checks', () => {
  it('find no problem in the site', () => {
    expect(sourceProblems(ROOT, Object.keys(DOCS_VERSIONS.versions))).toEqual([]);
  });

  it('name a heading id given twice, outside code blocks only', () => {
    expect(duplicateHeadingIds('## A {#a}\n\n### B {#b}\n\n## C {#a}\n')).toEqual(['a']);
    expect(duplicateHeadingIds('## A {#a}\n\n```md\n## A {#a}\n```\n')).toEqual([]);
    expect(duplicateHeadingIds('## A {#a}\n\n## B {#b}\n')).toEqual([]);
  });

  it('say which line of the front matter is not YAML', () => {
    expect(frontMatterProblem('---\ntitle: Fine\n---\n\nText')).toBeUndefined();
    expect(frontMatterProblem('No front matter\n---\n')).toBeUndefined();
    expect(frontMatterProblem('---\ntitle: A\ndescription: "unclosed\n---\n')).toMatch(/^line \d+: front matter is not valid YAML/);
    expect(frontMatterProblem('---\ntitle: A\n  bad: indent\n---\n')).toMatch(/^line 2: front matter is not valid YAML/);
  });

  describe('in a site with a page missing in Spanish, a bad front matter and a repeated id', () => {
    const root = mkdtempSync(join(tmpdir(), 'source-checks-'));
    afterAll(() => rmSync(root, {recursive: true, force: true}));
    const write = (rel: string, text: string) => {
      mkdirSync(dirname(join(root, rel)), {recursive: true});
      writeFileSync(join(root, rel), text);
    };
    write('docs/intro.md', '---\ntitle: Intro\n---\n\n## One {#one}\n\n## Two {#one}\n');
    write('i18n/es/docusaurus-plugin-content-docs/current/intro.md', '---\ntitle: Intro\n---\n\n## Uno {#one}\n\n## Dos {#two}\n');
    write('docs/only-english.md', '---\ntitle: [unclosed\n---\n');

    it('lists each problem on one line, with the file', () => {
      expect(sourceProblems(root, ['current'])).toEqual([
        'docs/intro.md: two headings have the id {#one}; give each its own',
        expect.stringMatching(/^docs\/only-english\.md:2: front matter is not valid YAML/),
        'docs/only-english.md: no Spanish page at i18n/es/docusaurus-plugin-content-docs/current/only-english.md; every page exists in both locales',
      ]);
    });
  });
});

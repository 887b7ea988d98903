import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {LOCALE_FOLDERS, markdownFiles, ROOT} from '../contract';

// Every page of LOCALE_FOLDERS must exist in both locales, and line up heading for heading and
// code block for code block.
const withoutCode = (md: string) => md.replace(/^```[\s\S]*?^```/gm, '');
const headingIds = (md: string) => [...withoutCode(md).matchAll(/^#{2,6} .*\{#([^}]+)\}\s*$/gm)].map((m) => m[1]);
const headingLevels = (md: string) => [...withoutCode(md).matchAll(/^(#{2,6}) /gm)].map((m) => m[1].length);
const codeBlocks = (md: string) => [...md.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)];
/** Code with comments removed (#, //, SQL's "-- " and Go template comments), so translated
 * comments do not count as a difference. */
const codeShape = (code: string) =>
  code
    .replace(/\{\{-?\s*\/\*[\s\S]*?\*\/\s*-?\}\}/g, '')
    .split('\n')
    .map((line) => line.replace(/(^|\s)(#|\/\/|-- ).*$/, '').trimEnd())
    .filter(Boolean)
    .join('\n');

export function parityProblems(en: string, es: string): string[] {
  const problems: string[] = [];
  if (headingIds(en).join() !== headingIds(es).join()) problems.push('heading ids differ');
  if (headingLevels(en).join() !== headingLevels(es).join()) problems.push('headings differ in count or level');
  const [a, b] = [codeBlocks(en), codeBlocks(es)];
  if (a.length !== b.length) problems.push(`code blocks ${a.length} ≠ ${b.length}`);
  else
    a.forEach((block, i) => {
      if (block[1] !== b[i][1]) problems.push(`code block ${i + 1} language ${block[1]} ≠ ${b[i][1]}`);
      else if (codeShape(block[2]) !== codeShape(b[i][2])) problems.push(`code block ${i + 1} differs beyond comments`);
    });
  return problems;
}

describe('locale parity', () => {
  for (const [enDir, esDir] of LOCALE_FOLDERS) {
    const files = markdownFiles(join(ROOT, enDir));
    it(`every page in ${enDir} has a Spanish twin that lines up`, () => {
      const problems: string[] = [];
      for (const file of files) {
        const rel = relative(join(ROOT, enDir), file);
        const twin = join(ROOT, esDir, rel);
        if (!existsSync(twin)) {
          problems.push(`${enDir}/${rel}: no Spanish page at ${esDir}/${rel}`);
          continue;
        }
        for (const p of parityProblems(readFileSync(file, 'utf8'), readFileSync(twin, 'utf8'))) {
          problems.push(`${enDir}/${rel}: ${p}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('flags a page whose headings or code blocks drift', () => {
    const en = '## A {#a}\n\n```bash\nhelm list # all\n```\n';
    expect(parityProblems(en, '## A {#a}\n\n```bash\nhelm list # todas\n```\n')).toEqual([]);
    expect(parityProblems(en, '## A {#b}\n\n```bash\nhelm list\n```\n')).toEqual(['heading ids differ']);
    expect(parityProblems(en, '## A {#a}\n')).toEqual(['code blocks 1 ≠ 0']);
    expect(parityProblems(en, '### A {#a}\n\n```bash\nhelm list\n```\n')).toEqual(['headings differ in count or level']);
    expect(parityProblems(en, '## A {#a}\n\n```bash\nhelm list -A\n```\n')).toEqual(['code block 1 differs beyond comments']);
    const tpl = (c: string) => `\`\`\`yaml\n{{- /* ${c} */}}\nname: {{ .Release.Name }}\n\`\`\`\n`;
    expect(parityProblems(tpl('the name'), tpl('el nombre'))).toEqual([]);
  });
});

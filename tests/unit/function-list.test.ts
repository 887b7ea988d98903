/**
 * The template function reference must name, in code, every function a Helm 3.19 template can
 * call, in both locales, and must never present a function that Helm removes from Sprig. The set
 * comes from facts/helm-3.19-cli.json, so a change there is enforced without editing this test.
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = resolve(__dirname, '../..');
const PAGE = 'chart_template_guide/function_list.md';
const PAGES = {
  en: `versioned_docs/version-3/${PAGE}`,
  es: `i18n/es/docusaurus-plugin-content-docs/version-3/${PAGE}`,
} as const;

type TemplateFunctions = {
  sprig_v3_3_0_all: string[];
  sprig_removed: string[];
  helm_specific: string[];
};

const facts: TemplateFunctions = JSON.parse(readFileSync(resolve(ROOT, 'facts/helm-3.19-cli.json'), 'utf8')).template_functions;

const removed = [...facts.sprig_removed].sort();
const available = [...new Set([...facts.sprig_v3_3_0_all.filter((name) => !removed.includes(name)), ...facts.helm_specific])].sort();

const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');

/** Removes fenced code blocks, whose backticks would confuse the inline-code scan. */
const withoutFences = (md: string) => md.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');

/**
 * Names shown in inline code: a span that is the name alone (`toYaml`) or a signature that
 * starts with it (`trimSuffix SUFFIX STRING`). Example calls such as `{{ upper "x" }}` do not count.
 */
function namesInCode(md: string): Set<string> {
  const spans = [...withoutFences(md).matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
  return new Set(spans.map((span) => span.split(/\s+/)[0]));
}

/** Identifiers used inside template actions anywhere on the page, code blocks included. */
function identifiersInActions(md: string): Set<string> {
  const found = new Set<string>();
  for (const [, action] of md.matchAll(/\{\{([\s\S]*?)\}\}/g)) {
    const code = action.replace(/"(?:[^"\\\n]|\\.)*"|`[^`]*`/g, ' ');
    for (const [, name] of code.matchAll(/(?<![\w.$])([A-Za-z_]\w*)/g)) found.add(name);
  }
  return found;
}

const missingFrom = (md: string) => {
  const shown = namesInCode(md);
  return available.filter((name) => !shown.has(name));
};

/** Drops one h3 entry, from its heading to the next h2 or h3. */
const dropEntry = (md: string, id: string) => md.replace(new RegExp(`^### [^\\n]*\\{#${id}\\}[\\s\\S]*?(?=^#{2,3} )`, 'm'), '');

describe('template function list facts', () => {
  it('offers Sprig 3.3.0 minus the removed functions, plus the Helm ones', () => {
    expect(available.length).toBeGreaterThan(facts.helm_specific.length);
    for (const name of facts.helm_specific) expect(available).toContain(name);
    for (const name of removed) expect(available).not.toContain(name);
  });
});

describe.each(Object.entries(PAGES))('template function list (%s)', (_locale, file) => {
  const md = read(file);

  it('names every function Helm 3.19 offers in code formatting', () => {
    expect(missingFrom(md)).toEqual([]);
  });

  it('never presents a function that Helm removes', () => {
    const shown = namesInCode(md);
    const used = identifiersInActions(md);
    for (const name of removed) {
      expect(shown.has(name), `\`${name}\` shown in code`).toBe(false);
      expect(used.has(name), `${name} called in a template example`).toBe(false);
    }
  });

  it('would notice a function entry that goes missing', () => {
    for (const [id, name] of [
      ['hello', 'hello'],
      ['sha512sum', 'sha512sum'],
      ['uuidv4', 'uuidv4'],
    ]) {
      const dropped = dropEntry(md, id);
      expect(dropped.length).toBeLessThan(md.length);
      expect(missingFrom(dropped)).toContain(name);
    }
  });
});

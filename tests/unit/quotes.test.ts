// Interface strings quote with one kind of mark per language: curly quotes (“…”) in English,
// angle quotes («…») in Spanish. Straight quotes ("…", '…') crept in from the stock theme
// strings beside curly ones of ours. Reads our messages in src/, and the messages of every
// locale's code.json, which override the theme's own in each language.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../contract';

/** A straight double quote anywhere, or a straight single quote used as a quotation mark (not an apostrophe). */
const STRAIGHT_QUOTE = /"|(^|[\s({])'|'($|[\s).,;:!?}])/;
/** The title of an issue on GitHub, not text of the site (tests/e2e/meta.spec.ts reads it). */
const NOT_INTERFACE = new Set(['helm.reportProblem.issueTitle']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('interface strings', () => {
  it('quote with curly quotes in English and angle quotes in Spanish, never straight ones', () => {
    const found: string[] = [];
    for (const locale of readdirSync(join(ROOT, 'i18n'))) {
      const file = join(ROOT, 'i18n', locale, 'code.json');
      if (!statSync(join(ROOT, 'i18n', locale)).isDirectory()) continue;
      let messages: Record<string, {message: string}> = {};
      try {
        messages = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        continue;
      }
      for (const [id, {message}] of Object.entries(messages)) {
        if (!NOT_INTERFACE.has(id) && STRAIGHT_QUOTE.test(message)) found.push(`i18n/${locale}/code.json ${id}: ${message}`);
      }
    }
    for (const file of sourceFiles(join(ROOT, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, id, message] of text.matchAll(/id: '([^']+)',\s*message:\s*'((?:[^'\\]|\\.)*)'/g)) {
        if (!NOT_INTERFACE.has(id) && STRAIGHT_QUOTE.test(message.replace(/\\'/g, '’')))
          found.push(`${relative(ROOT, file)} ${id}: ${message}`);
      }
    }
    expect(found).toEqual([]);
  });
});

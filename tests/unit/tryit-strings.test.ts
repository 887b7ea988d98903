// The editor's Spanish travels with its chunk (src/components/TryIt/strings.ts), not in
// i18n/es/code.json: every id the editor's lazy files pass to lazyTranslate has a Spanish string
// written for it, no string is left unused, and none is also in code.json or reads as the English.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {lazyTranslate, SPANISH} from '../../src/components/TryIt/strings';
import {ROOT} from '../contract';

const LAZY_FILES = ['Editor.tsx', 'Panel.tsx', 'PlaygroundEditor.tsx'];
const calls = LAZY_FILES.flatMap((file) => {
  const source = readFileSync(join(ROOT, 'src/components/TryIt', file), 'utf8');
  return [...source.matchAll(/lazyTranslate\(\s*\{\s*id: '([^']+)',\s*message:\s*'((?:[^'\\]|\\.)*)'/g)].map(([, id, message]) => ({
    file,
    id,
    message,
  }));
});

describe('the Try it editor strings', () => {
  it('are found in the editor files', () => {
    expect(calls.length).toBeGreaterThan(30);
  });

  it('each have Spanish, and every Spanish string is used', () => {
    expect(calls.filter(({id}) => !SPANISH[id]).map(({file, id}) => `${file}: ${id}`)).toEqual([]);
    expect(Object.keys(SPANISH).filter((id) => !calls.some((c) => c.id === id))).toEqual([]);
  });

  it('are not also in code.json, and none reads as the English', () => {
    const code = JSON.parse(readFileSync(join(ROOT, 'i18n/es/code.json'), 'utf8'));
    expect(Object.keys(SPANISH).filter((id) => id in code)).toEqual([]);
    expect(calls.filter(({id, message}) => SPANISH[id] === message).map(({id}) => id)).toEqual([]);
  });

  it('are drawn in the page language, with their values', () => {
    const message = {id: 'tryIt.file.remove', message: 'Remove {path}'};
    const page = globalThis as {document?: unknown};
    try {
      page.document = {documentElement: {lang: 'es'}};
      expect(lazyTranslate(message, {path: 'values.yaml'})).toBe('Quitar values.yaml');
      page.document = {documentElement: {lang: 'en'}};
      expect(lazyTranslate(message, {path: 'values.yaml'})).toBe('Remove values.yaml');
    } finally {
      delete page.document;
    }
  });
});

// The Spanish interface strings are complete: write-translations, run in a copy of the site, finds
// nothing to add. A string it adds would show in English on /es/ (label, category, footer link…).
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {copySite, runIn, snapshot} from '../site-copy';

describe('Spanish interface strings', () => {
  const site = copySite('translations');
  afterAll(() => site.remove());

  it('are complete: `write-translations --locale es` changes nothing', async () => {
    const before = snapshot(site.dir, 'i18n/es');
    const run = await runIn(site.dir, join(site.dir, 'node_modules/.bin/docusaurus'), ['write-translations', '--locale', 'es']);
    expect(run.status, run.stderr).toBe(0);
    const after = snapshot(site.dir, 'i18n/es');
    const changes = [...after].flatMap(([file, text]) => {
      if (before.get(file) === text) return [];
      if (!before.has(file)) return [`${file}: new file`];
      const old = JSON.parse(before.get(file)!) as Record<string, unknown>;
      const added = Object.keys(JSON.parse(text) as object).filter((key) => !(key in old));
      return [`${file}: ${added.length ? `untranslated ${added.join(', ')}` : 'rewritten'}`];
    });
    expect(changes, 'translate these in i18n/es (or keep the English word on purpose)').toEqual([]);
  }, 120_000);
});

// scripts/write-translations.ts: after `docusaurus write-translations` it names the keys it added
// and every string that is still the English text.
import {describe, expect, it} from 'vitest';
import {addedKeys, stillEnglish} from '../../scripts/write-translations';

const file = (entries: Record<string, string>) =>
  JSON.stringify(Object.fromEntries(Object.entries(entries).map(([key, message]) => [key, {message}])));

describe('npm run write-translations', () => {
  const before = new Map([['code.json', file({'home.title': 'El gestor de paquetes'})]]);
  const after = new Map([
    ['code.json', file({'home.title': 'El gestor de paquetes', 'home.new': 'Install Helm'})],
    ['docusaurus-theme-classic/navbar.json', file({'item.label.Blog': 'Blog'})],
  ]);
  const english = new Map([
    ['code.json', file({'home.title': 'The package manager', 'home.new': 'Install Helm'})],
    ['docusaurus-theme-classic/navbar.json', file({'item.label.Blog': 'Blog'})],
  ]);

  it('names the keys it added, in new files too', () => {
    expect(addedKeys(before, after)).toEqual(
      new Map([
        ['code.json', ['home.new']],
        ['docusaurus-theme-classic/navbar.json', ['item.label.Blog']],
      ]),
    );
    expect(addedKeys(after, after)).toEqual(new Map());
  });

  it('names every string whose text is the English one, and no translated one', () => {
    expect(stillEnglish(after, english)).toEqual([
      ['code.json', 'home.new', 'Install Helm'],
      ['docusaurus-theme-classic/navbar.json', 'item.label.Blog', 'Blog'],
    ]);
  });
});

import {existsSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {expect, test} from '@playwright/test';
import {ROOT} from '../contract';

// What the build leaves on disk besides its pages. No folder is empty: a static server that knows
// nothing of the clean-URL pages (scripts/lib/flatten-pages.ts) answers `/x` with a redirect to
// `/x/` where a folder `x/` exists, and shows an empty listing there. No staging folder of a build
// (scripts/lib/atomic-output.ts) is left beside the output once the build is done.

function emptyFolders(dir: string): string[] {
  const entries = readdirSync(dir, {withFileTypes: true});
  if (!entries.length) return [dir];
  return entries.filter((e) => e.isDirectory()).flatMap((e) => emptyFolders(join(dir, e.name)));
}

for (const folder of ['build', 'build-es']) {
  const dir = join(ROOT, folder);
  test.describe(folder, () => {
    test.skip(!existsSync(join(dir, 'index.html')), `needs ${folder}/: npm run build, npm run build:standalone-es`);

    test('has no empty folder', () => {
      const empty = emptyFolders(dir).map((d) => relative(ROOT, d));
      expect(empty.length, `${empty.length} empty, the first: ${empty.slice(0, 5).join(', ')}`).toBe(0);
    });

    test('has no staging folder of a build left beside it', () => {
      expect(readdirSync(ROOT).filter((name) => name.startsWith(`.${folder}.`))).toEqual([]);
    });
  });
}

import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {LOCALE_FOLDERS, markdownFiles, ROOT} from '../contract';
import {TAB_GROUPS} from '../../src/site-constants';

// Synced tabs only sync when every page spells a group and its values the same way, and a Spanish
// reader must get the same choices as an English one. These tests fail when a page uses a group
// outside this list, a value that is not the group's, or when the locales' tabs differ.

/** The synced tab groups: query-string key (the groupId) and its values. */
const GROUPS: Record<string, readonly string[]> = TAB_GROUPS;

/** Tabs and tab items in page order: `<os>` opens a group, `os=macos` is an item of it. */
export function tabOutline(md: string): string[] {
  const outline: string[] = [];
  const open: string[] = [];
  for (const [tag] of md.matchAll(/<\/?Tabs\b[^>]*>|<TabItem\b[^>]*>/g)) {
    if (tag.startsWith('</Tabs')) open.pop();
    else if (tag.startsWith('<Tabs')) {
      const group = /groupId="([^"]+)"/.exec(tag)?.[1] ?? '(none)';
      const query = /\bqueryString\b/.test(tag) ? '' : ' without queryString';
      open.push(group);
      outline.push(`<${group}>${query}`);
    } else outline.push(`${open.at(-1)}=${/value="([^"]+)"/.exec(tag)?.[1]}`);
  }
  return outline;
}

const pages = LOCALE_FOLDERS.flatMap(([enDir, esDir]) =>
  markdownFiles(join(ROOT, enDir)).map((en) => [en, join(ROOT, esDir, relative(join(ROOT, enDir), en))] as const),
).filter(([en]) => readFileSync(en, 'utf8').includes('<Tabs'));

describe('synced tabs', () => {
  it('are on the install page, the cheat sheet and the completion command page', () => {
    expect(pages.map(([en]) => relative(ROOT, en)).sort()).toEqual([
      'versioned_docs/version-3/commands/helm_completion.md',
      'versioned_docs/version-3/intro/CheatSheet.md',
      'versioned_docs/version-3/intro/install.md',
    ]);
  });

  it("offer every shell on the completion page, each with the commands of that shell's own page", () => {
    const [en, es] = pages.find(([file]) => file.endsWith('/commands/helm_completion.md'))!;
    for (const file of [en, es]) {
      const md = readFileSync(file, 'utf8');
      expect(tabOutline(md), relative(ROOT, file)).toEqual(['<shell>', ...GROUPS.shell.map((v) => `shell=${v}`)]);
      for (const [, value, body] of md.matchAll(/<TabItem value="([^"]+)"[^>]*>([\s\S]*?)<\/TabItem>/g)) {
        const own = readFileSync(file.replace('helm_completion.md', `helm_completion_${value}.md`), 'utf8');
        const code = [...body.matchAll(/^```\w+\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
        expect(code.length, `${relative(ROOT, file)}: ${value}`).toBeGreaterThanOrEqual(2);
        for (const block of code) expect(own, `${relative(ROOT, file)}: ${value}`).toContain(block);
      }
    }
  });

  it('use only the known groups and values, each with a query string', () => {
    const problems = pages.flatMap(([en, es]) =>
      [en, es].flatMap((file) =>
        tabOutline(readFileSync(file, 'utf8'))
          .filter((entry) => {
            const group = /^<([^>]+)>(.*)$/.exec(entry);
            if (group) return !(group[1] in GROUPS) || group[2] !== '';
            const [name, value] = entry.split('=');
            return !GROUPS[name]?.includes(value);
          })
          .map((entry) => `${relative(ROOT, file)}: ${entry}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('offer the same choices in the same order in both locales', () => {
    for (const [en, es] of pages) {
      expect(tabOutline(readFileSync(es, 'utf8')), relative(ROOT, es)).toEqual(tabOutline(readFileSync(en, 'utf8')));
    }
  });

  it('outline nested tabs under their group', () => {
    const md =
      '<Tabs groupId="os" queryString>\n<TabItem value="linux">\n<Tabs groupId="shell">\n<TabItem value="zsh">\n</TabItem>\n</Tabs>\n</TabItem>\n<TabItem value="macos">\n</TabItem>\n</Tabs>';
    expect(tabOutline(md)).toEqual(['<os>', 'os=linux', '<shell> without queryString', 'shell=zsh', 'os=macos']);
  });
});

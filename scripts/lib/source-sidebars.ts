/**
 * The sidebars checked against the docs they name (scripts/lib/source-checks.ts runs this in every
 * build): a sidebar item naming a doc id that its version does not have is reported as
 * `<sidebar file>:<line>: …`, with the id and the folder it was looked for in. Docusaurus stops on
 * it too, but names neither the line nor a near id, and lists every id of the version after it.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import {docsDir} from './docs-versions';

/** The sidebar file of a version: sidebars.ts for the unreleased docs, the versioned JSON file otherwise. */
export const sidebarFile = (name: string): string =>
  name === 'current' ? 'sidebars.ts' : `versioned_sidebars/version-${name}-sidebars.json`;

/** Every doc id of a folder: the file's path without its extension, with `id:` from front matter for its last part. */
export function docIds(dir: string): Set<string> {
  const ids = new Set<string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.mdx?$/.test(name) && !name.startsWith('_')) {
        const id = relative(dir, path)
          .split(/[\\/]/)
          .join('/')
          .replace(/\.mdx?$/, '');
        const own = /^---\n[\s\S]*?^id: ?['"]?([^'"\s]+)['"]?$/m.exec(readFileSync(path, 'utf8'))?.[1];
        ids.add(own ? id.replace(/[^/]*$/, own) : id);
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return ids;
}

/** The doc ids a sidebar names: string items, `doc` and `ref` items, a category's doc link, in every sidebar of the file. */
export function sidebarDocIds(sidebars: unknown): string[] {
  const out: string[] = [];
  const visit = (item: unknown): void => {
    if (typeof item === 'string') out.push(item);
    else if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === 'object') {
      const entry = item as {type?: string; id?: unknown; link?: {type?: string; id?: unknown}; items?: unknown};
      if ((entry.type === 'doc' || entry.type === 'ref') && typeof entry.id === 'string') out.push(entry.id);
      if (entry.link?.type === 'doc' && typeof entry.link.id === 'string') out.push(entry.link.id);
      if (entry.items) visit(entry.items);
      // The shorthand `{Label: [items]}` is a category too.
      if (!entry.type) Object.values(entry).forEach(visit);
    }
  };
  for (const sidebar of Object.values((sidebars ?? {}) as Record<string, unknown>)) visit(sidebar);
  return out;
}

/** Reads a sidebar file: JSON, or a module whose default export is the sidebars, loaded as Docusaurus loads it. */
async function loadSidebars(path: string): Promise<unknown> {
  if (path.endsWith('.json')) return JSON.parse(readFileSync(path, 'utf8'));
  const module = (await loadFreshModule(path)) as {default?: unknown};
  return module.default ?? module;
}

/** Every sidebar item naming a doc that does not exist, for the versions `names`, one line each. */
export async function sidebarProblems(root: string, names: readonly string[]): Promise<string[]> {
  const found = await Promise.all(names.map((name) => versionSidebarProblems(root, name)));
  return found.flat();
}

async function versionSidebarProblems(root: string, name: string): Promise<string[]> {
  const file = sidebarFile(name);
  const path = join(root, file);
  if (!existsSync(path)) return [];
  const dir = docsDir(name);
  const ids = docIds(join(root, dir));
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  return [...new Set(sidebarDocIds(await loadSidebars(path)))]
    .filter((id) => !ids.has(id))
    .map((id) => {
      const index = lines.findIndex((l) => l.includes(`"${id}"`) || l.includes(`'${id}'`));
      const last = id.split('/').at(-1);
      const near = last === 'index' ? [] : [...ids].filter((known) => known.split('/').at(-1) === last);
      const hint = near.length ? `did you mean "${near[0]}"?` : 'use the id of an existing page (its path without .md) or add the page';
      return `${file}:${index + 1}: the doc "${id}" is not in ${dir}; ${hint}`;
    });
}

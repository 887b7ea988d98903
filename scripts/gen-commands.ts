// usage: tsx scripts/gen-commands.ts [--check]
//
// Generates the command reference from src/data/commands: one page per helm command plus the
// index, in English (versioned_docs/version-3/commands/) and Spanish
// (i18n/es/docusaurus-plugin-content-docs/version-3/commands/), and the items of the sidebar
// category linked to commands/index in versioned_sidebars/version-3-sidebars.json.
// Generated pages that no longer match a command are deleted.
//
// --check  write nothing; exit 1 if any file differs from what would be generated (for CI).
// Exit status: 0 on success, 1 on any failure (missing sidebar category, stale files in --check).
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {LANGS} from '../src/data/commands/types';
import {applySidebar, OUTPUT_DIRS, renderAll, SIDEBAR_FILE} from './lib/commands-render';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const unknown = args.filter((a) => a !== '--check');
if (unknown.length) {
  console.error(`gen-commands: unknown argument ${unknown.join(' ')}\nusage: tsx scripts/gen-commands.ts [--check]`);
  process.exit(1);
}

const read = (rel: string): string | null => (existsSync(join(root, rel)) ? readFileSync(join(root, rel), 'utf8') : null);

function main(): number {
  const files = renderAll();
  const problems: string[] = [];

  // Pages the generator owns but no longer produces.
  const stale: string[] = [];
  for (const lang of LANGS) {
    const dir = join(root, OUTPUT_DIRS[lang]);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const rel = `${OUTPUT_DIRS[lang]}/${name}`;
      if (name.endsWith('.md') && !files.has(rel)) stale.push(rel);
    }
  }

  const changed = [...files].filter(([rel, text]) => read(rel) !== text).map(([rel]) => rel);

  let sidebar: string | null = null;
  const sidebarSource = read(SIDEBAR_FILE);
  if (sidebarSource === null) {
    problems.push(`${SIDEBAR_FILE} does not exist; create it with a category linked to commands/index, then run this again`);
  } else {
    try {
      sidebar = applySidebar(sidebarSource);
    } catch (e) {
      problems.push((e as Error).message);
    }
  }

  if (check) {
    for (const rel of changed) problems.push(`out of date: ${rel}`);
    for (const rel of stale) problems.push(`not generated from the data: ${rel}`);
    if (sidebar !== null && sidebar !== sidebarSource) problems.push(`out of date: ${SIDEBAR_FILE}`);
    if (problems.length === 0) console.log(`gen-commands: ${files.size} pages and the sidebar are up to date`);
  } else {
    for (const rel of changed) {
      mkdirSync(dirname(join(root, rel)), {recursive: true});
      writeFileSync(join(root, rel), files.get(rel)!);
    }
    for (const rel of stale) rmSync(join(root, rel));
    if (sidebar !== null && sidebar !== sidebarSource) writeFileSync(join(root, SIDEBAR_FILE), sidebar);
    console.log(
      `gen-commands: ${files.size} pages (${changed.length} written, ${stale.length} removed); ` +
        `sidebar ${sidebar === null ? 'NOT updated' : sidebar === sidebarSource ? 'unchanged' : 'updated'}`,
    );
  }

  for (const p of problems) console.error(`gen-commands: ${p}`);
  return problems.length ? 1 : 0;
}

try {
  process.exit(main());
} catch (e) {
  console.error(`gen-commands: ${(e as Error).stack ?? e}`);
  process.exit(1);
}

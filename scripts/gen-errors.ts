// usage: tsx scripts/gen-errors.ts [--check]
//
// Generates the error index from Helm's own source: reads the error messages of Helm 3.19.0 with
// tools/errors-extract (Go's parser, over the module that `go mod download` fetches), writes them
// as src/data/errors/helm-errors.json, and renders the pages under faq/errors/ in English and
// Spanish, the index's sidebar category, and the category's Spanish label.
//
// --check  write nothing; exit 1 if the data, a page or the sidebar differs from what would be
//          generated (for CI). Needs Go, as the extraction does.
// Exit status: 0 on success, 1 on any failure.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {format, getFileInfo, resolveConfig} from 'prettier';
import {
  applySidebar,
  buildData,
  DATA_FILE,
  HELM_MODULE,
  HELM_VERSION,
  OUTPUT_DIRS,
  PACKAGES,
  renderPages,
  SIDEBAR_FILE,
  SPANISH_CATEGORY,
  troubleshootingTitles,
  type Extraction,
} from './lib/errors-index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const unknown = args.filter((a) => a !== '--check');
if (unknown.length) {
  console.error(`gen-errors: unknown argument ${unknown.join(' ')}\nusage: tsx scripts/gen-errors.ts [--check]`);
  process.exit(1);
}

const EXTRACTOR = join(root, 'tools/errors-extract');
const SPANISH_SIDEBAR = 'i18n/es/docusaurus-plugin-content-docs/version-3.json';
const read = (rel: string): string | null => (existsSync(join(root, rel)) ? readFileSync(join(root, rel), 'utf8') : null);

/** Helm's source at the documented version: the module cache's copy, downloaded if missing. */
function helmSource(): string {
  const out = execFileSync('go', ['mod', 'download', '-json', `${HELM_MODULE}@${HELM_VERSION}`], {cwd: EXTRACTOR, encoding: 'utf8'});
  const dir = (JSON.parse(out) as {Dir?: string}).Dir;
  if (!dir) throw new Error(`go mod download gave no folder for ${HELM_MODULE}@${HELM_VERSION}`);
  return dir;
}

function extract(): Extraction {
  const out = execFileSync('go', ['run', '.', helmSource(), ...PACKAGES], {cwd: EXTRACTOR, encoding: 'utf8', maxBuffer: 64 << 20});
  return JSON.parse(out) as Extraction;
}

function spanishLabels(source: string): string {
  const json = JSON.parse(source) as Record<string, {message: string; description: string}>;
  json[SPANISH_CATEGORY.key] = {
    message: SPANISH_CATEGORY.message,
    description: `The label for category ${SPANISH_CATEGORY.key.replace(/^sidebar\.docs\.category\./, '')} in sidebar docs`,
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

async function main(): Promise<number> {
  const data = buildData(extract());
  const files = new Map<string, string>([[DATA_FILE, `${JSON.stringify(data, null, 2)}\n`]]);
  for (const [rel, text] of renderPages(data, {en: troubleshootingTitles('en'), es: troubleshootingTitles('es')})) files.set(rel, text);
  for (const [rel, source, apply] of [
    [SIDEBAR_FILE, read(SIDEBAR_FILE), applySidebar],
    [SPANISH_SIDEBAR, read(SPANISH_SIDEBAR), spanishLabels],
  ] as const) {
    if (source === null) throw new Error(`${rel} does not exist`);
    files.set(rel, apply(source));
  }
  // Written as Prettier would write them where the lint checks them (the data), as generated elsewhere.
  for (const [rel, text] of files) {
    const file = join(root, rel);
    if ((await getFileInfo(file, {ignorePath: join(root, '.prettierignore')})).ignored) continue;
    files.set(rel, await format(text, {...(await resolveConfig(file)), filepath: file}));
  }
  const stale: string[] = [];
  for (const dir of Object.values(OUTPUT_DIRS)) {
    if (!existsSync(join(root, dir))) continue;
    for (const name of readdirSync(join(root, dir))) if (!files.has(`${dir}/${name}`)) stale.push(`${dir}/${name}`);
  }
  const changed = [...files].filter(([rel, text]) => read(rel) !== text).map(([rel]) => rel);
  const summary = `${data.calls} calls, ${data.entries.length} messages (${data.unresolved} calls built at run time left out)`;
  if (check) {
    for (const rel of changed) console.error(`gen-errors: out of date: ${rel}`);
    for (const rel of stale) console.error(`gen-errors: not generated from the data: ${rel}`);
    if (changed.length || stale.length) return 1;
    console.log(`gen-errors: ${summary}; ${files.size} files up to date`);
    return 0;
  }
  for (const rel of changed) {
    mkdirSync(dirname(join(root, rel)), {recursive: true});
    writeFileSync(join(root, rel), files.get(rel)!);
  }
  for (const rel of stale) rmSync(join(root, rel));
  console.log(`gen-errors: ${summary}; ${changed.length} files written, ${stale.length} removed`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`gen-errors: ${(e as Error).stack ?? e}`);
    process.exit(1);
  },
);

// usage: tsx scripts/search-records.ts [--build build] [--out build]
//
// Writes the records a DocSearch crawler would make for the production build (both locales, all
// docs versions) to <out>/search-records.json, and the index settings they need to
// <out>/search-settings.json. Run `npm run build` first. handbook/search.md says how to push both to an
// Algolia index. Exit status: 0 on success, 1 when there is no build or a page cannot be read.
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {buildRecords, countRecords, INDEX_SETTINGS, RECORDS_FILE, SETTINGS_FILE} from './lib/search-records';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

function main(): number {
  const buildDir = resolve(option('build', 'build'));
  const outDir = resolve(option('out', buildDir));
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`search-records: no build in ${buildDir}; run \`npm run build\` first`);
    return 1;
  }
  const started = performance.now();
  const records = buildRecords(buildDir);
  mkdirSync(outDir, {recursive: true});
  writeFileSync(join(outDir, RECORDS_FILE), JSON.stringify(records));
  writeFileSync(join(outDir, SETTINGS_FILE), `${JSON.stringify(INDEX_SETTINGS, null, 2)}\n`);
  for (const [key, count] of countRecords(records)) console.log(`  ${key}: ${count}`);
  console.log(`search-records: ${records.length} records in ${Math.round(performance.now() - started)} ms → ${outDir}`);
  return 0;
}

try {
  process.exit(main());
} catch (error) {
  console.error(`search-records: ${(error as Error).message}`);
  process.exit(1);
}

import {existsSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildRecords, countRecords} from '../scripts/lib/search-records';
import {ROOT} from './contract';
import {RECORDS_FILE} from './search-fixture';

/** The search tests answer the browser from these records: make them from the build being tested. */
function writeSearchRecords(): void {
  const build = join(ROOT, 'build');
  const page = join(build, 'index.html');
  if (!existsSync(page)) return; // the web server reports the missing build
  if (existsSync(RECORDS_FILE) && statSync(RECORDS_FILE).mtimeMs > statSync(page).mtimeMs) return;
  const records = buildRecords(build);
  writeFileSync(RECORDS_FILE, JSON.stringify(records));
  const counts = [...countRecords(records)].map(([key, n]) => `${key}: ${n}`).join(', ');
  console.log(`search records: ${records.length} (${counts})`);
}

export default function globalSetup(): void {
  writeSearchRecords();
}

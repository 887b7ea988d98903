import {existsSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildRecords, countRecords} from '../scripts/lib/search-records';
import {LOCALES} from '../src/site-constants';
import {missingSources, routes, ROOT, type Locale} from './contract';
import {RECORDS_FILE} from './search-fixture';

/** Prints how much of the route contract is still pending, by the issue that will write it. */
function reportContract(): void {
  const all = routes();
  const byIssue = new Map<string, number>();
  let pending = 0;
  for (const locale of LOCALES.all as readonly Locale[]) {
    for (const entry of all) {
      if (missingSources(entry, locale).length === 0) continue;
      pending++;
      byIssue.set(entry.issue, (byIssue.get(entry.issue) ?? 0) + 1);
    }
  }
  const total = all.length * LOCALES.all.length;
  console.log(`route contract: ${total - pending} of ${total} routes ready, ${pending} pending`);
  for (const [issue, count] of byIssue) console.log(`  ${count} pending on issue ${issue}`);
}

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
  reportContract();
  writeSearchRecords();
}

import {existsSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildRecords, countRecords} from '../scripts/lib/search-records';
import {ROOT} from './contract';
import {TEST_PORT} from './test-port';
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

/**
 * Playwright reuses a server already listening on TEST_PORT (playwright.config.ts). Make sure it is
 * ours: it must answer the home page with this checkout's build/index.html, byte for byte.
 * Another checkout's server, or this one's serving an older build, stops the run here instead of
 * failing tests one by one against the wrong pages.
 */
async function checkServer(): Promise<void> {
  const page = join(ROOT, 'build', 'index.html');
  if (!existsSync(page)) return;
  const url = `http://localhost:${TEST_PORT}/`;
  const served = await fetch(url, {headers: {'accept-encoding': 'identity'}}).then(
    (r) => r.text(),
    () => '',
  );
  if (served !== readFileSync(page, 'utf8')) {
    throw new Error(
      `The server at ${url} does not serve this checkout's build (${join(ROOT, 'build')}): another checkout's ` +
        'server, or an older build. Stop that server, or give this run a free port: TEST_PORT=3301 npx playwright test …',
    );
  }
}

export default async function globalSetup(): Promise<void> {
  writeSearchRecords();
  await checkServer();
}

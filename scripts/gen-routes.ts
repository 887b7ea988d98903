// usage: tsx scripts/gen-routes.ts [--check]
//
// Writes, from the routing table in deploy/routes.ts: deploy/routes.json (what scripts/serve.mjs
// applies), the generated blocks of deploy/nginx.conf, static/_redirects (Cloudflare Pages) and
// the Go import pages under static/. The headers that carry the Content-Security-Policy are the
// build's: `npm run build` writes them (scripts/lib/csp.ts).
//
// --check  write nothing; exit 1 if any file differs from what would be generated (for CI).
// Exit status: 0 on success, 1 on a stale file in --check or an unsafe rule.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {renderAll} from '../deploy/render';
import {problems} from '../deploy/routes';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
if (args.some((a) => a !== '--check')) {
  console.error('usage: tsx scripts/gen-routes.ts [--check]');
  process.exit(1);
}

const unsafe = problems();
if (unsafe.length) {
  for (const p of unsafe) console.error(`gen-routes: ${p}`);
  process.exit(1);
}

const read = (rel: string) => (existsSync(join(root, rel)) ? readFileSync(join(root, rel), 'utf8') : null);
const files = renderAll(read);
const changed = [...files].filter(([rel, text]) => read(rel) !== text).map(([rel]) => rel);

if (check) {
  for (const rel of changed) console.error(`gen-routes: out of date: ${rel} (run npm run gen:routes)`);
  if (!changed.length) console.log(`gen-routes: ${files.size} files are up to date`);
  process.exit(changed.length ? 1 : 0);
}
for (const rel of changed) {
  mkdirSync(dirname(join(root, rel)), {recursive: true});
  writeFileSync(join(root, rel), files.get(rel)!);
}
console.log(`gen-routes: ${files.size} files (${changed.length} written)`);

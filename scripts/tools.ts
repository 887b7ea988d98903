// usage: tsx scripts/tools.ts [--newest]
//
// Builds the programs the examples run against (scripts/lib/tools.ts) into the cache outside the
// repository, and prints where each is. `--newest` asks the Go module proxy for the newest Helm 4
// release and exits 1 when it is newer than the one the docs are checked against.
import {execFileSync} from 'node:child_process';
import {ensureTools, HELM_4_VERSION, TOOLS} from './lib/tools';

if (process.argv.includes('--newest')) {
  const listed = execFileSync('go', ['list', '-m', '-versions', TOOLS.helm4.module], {encoding: 'utf8', cwd: '/'})
    .trim()
    .split(/\s+/)
    .slice(1);
  const releases = listed.filter((v) => /^v4\.\d+\.\d+$/.test(v));
  const newest = releases.at(-1);
  console.log(`Newest Helm 4 on the module proxy: ${newest}; the docs are checked against ${HELM_4_VERSION}`);
  process.exit(newest === HELM_4_VERSION ? 0 : 1);
}
const started = performance.now();
for (const [name, dir] of Object.entries(ensureTools())) console.log(`${name.padEnd(11)} ${dir}`);
console.log(`tools ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

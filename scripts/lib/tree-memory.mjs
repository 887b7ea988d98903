// usage: node scripts/lib/tree-memory.mjs <root pid> <out file>
//
// Samples, every 200 ms until it is stopped (SIGTERM), the resident memory of all the processes
// descending from <root pid> (this one left out) and writes the highest sum seen, in MB, to
// <out file> after every sample. npm run bench:build runs it beside a build: GNU time reports
// the biggest single process only, while the build's processes overlap (Docusaurus for one locale,
// the finishing step of the one before). Linux only: it reads /proc.
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';

const [rootArg, out] = process.argv.slice(2);
const root = Number(rootArg);
if (!root || !out) {
  console.error('usage: node scripts/lib/tree-memory.mjs <root pid> <out file>');
  process.exit(2);
}
const pageKB = 4;
let peakKB = 0;

function sample() {
  const parent = new Map();
  const rss = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name, in parentheses, may hold spaces: the fields after it are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(fields[1]));
      rss.set(Number(name), Number(readFileSync(`/proc/${name}/statm`, 'utf8').split(' ')[1]) * pageKB);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  let sum = 0;
  for (const [pid, kb] of rss) {
    if (pid === process.pid) continue;
    for (let p = parent.get(pid); p; p = parent.get(p)) {
      if (p === root) {
        sum += kb;
        break;
      }
    }
  }
  if (sum > peakKB) {
    peakKB = sum;
    writeFileSync(out, String(Math.round(peakKB / 1024)));
  }
}

writeFileSync(out, '0');
const timer = setInterval(sample, 200);
process.on('SIGTERM', () => {
  clearInterval(timer);
  process.exit(0);
});

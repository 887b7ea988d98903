// usage: tsx scripts/gen-tryit.ts [--check]
//
// Writes src/data/tryit/<locale>/<page>.json: the chart of each runnable chart, template and values
// block of the chart template guide, as the examples harness renders it, for the block's "Try it"
// editor (scripts/lib/examples/tryit-export.ts). Needs Helm 3.19.0 from `npm run tools`; no cluster.
//
// --check  write nothing; exit 1 if any file differs from what would be written (for CI).
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {binary, TOOLS} from './lib/tools';
import {LOCALES} from './lib/examples/markdown';
import {exportGuideCharts, packPage} from './lib/examples/tryit-export';

const ROOT = resolve(__dirname, '..');
// HELM_TRYIT_DATA writes elsewhere (a trial export beside a build that reads the committed files).
export const TRYIT_DATA = process.env.HELM_TRYIT_DATA ?? join(ROOT, 'src/data/tryit');

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  if (args.some((a) => a !== '--check')) {
    console.error('usage: tsx scripts/gen-tryit.ts [--check]');
    return 1;
  }
  const helm = binary(TOOLS.helm3);
  if (!existsSync(helm)) {
    console.error(`gen-tryit: ${helm} is missing (run npm run tools)`);
    return 1;
  }
  const wanted = new Map<string, string>();
  for (const locale of LOCALES) {
    const pages = await exportGuideCharts(helm, locale);
    for (const [id, page] of [...pages].sort(([a], [b]) => a.localeCompare(b)))
      wanted.set(join(locale, `${id.replace(/^chart_template_guide\//, '')}.json`), `${JSON.stringify(packPage(page), null, 1)}\n`);
  }
  const present = LOCALES.flatMap((locale) =>
    existsSync(join(TRYIT_DATA, locale)) ? readdirSync(join(TRYIT_DATA, locale)).map((f) => join(locale, f)) : [],
  );
  const stale = [...wanted].filter(
    ([rel, text]) => !existsSync(join(TRYIT_DATA, rel)) || readFileSync(join(TRYIT_DATA, rel), 'utf8') !== text,
  );
  const extra = present.filter((rel) => !wanted.has(rel));
  if (check) {
    for (const [rel] of stale) console.error(`gen-tryit: out of date: src/data/tryit/${rel} (run npm run gen:tryit)`);
    for (const rel of extra) console.error(`gen-tryit: no longer made: src/data/tryit/${rel} (run npm run gen:tryit)`);
    if (!stale.length && !extra.length) console.log(`gen-tryit: ${wanted.size} files are up to date`);
    return stale.length || extra.length ? 1 : 0;
  }
  for (const [rel, text] of stale) {
    mkdirSync(join(TRYIT_DATA, rel, '..'), {recursive: true});
    writeFileSync(join(TRYIT_DATA, rel), text);
  }
  for (const rel of extra) rmSync(join(TRYIT_DATA, rel));
  console.log(`gen-tryit: ${wanted.size} files (${stale.length} written, ${extra.length} removed)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  },
);

// Usage: tsx scripts/precompress.ts [build folder, default build]
// `npm run build` runs this after `docusaurus build`, not as a plugin's postBuild: Docusaurus runs
// the plugins' postBuild steps at the same time, and the sitemaps, feeds and not-found index they
// write must be complete before they are compressed.
import {resolve} from 'node:path';
import {precompress} from './lib/precompress';

const dir = resolve(process.argv[2] ?? 'build');
const started = Date.now();
precompress(dir).then((count) => {
  console.log(`[precompress] ${count} text files of ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

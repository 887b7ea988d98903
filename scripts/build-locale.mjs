// usage: node scripts/build-locale.mjs <locale>
//
// `docusaurus build` for one locale, into build/ (the default locale) or build/<locale> with its
// /<locale>/ base URL, as the full build makes it. `docusaurus build --locale es` cannot: with one
// --locale it builds a site of its own, at /, into build/. scripts/build.ts runs this once per
// locale, each in its own process. It calls Docusaurus 3.7.0's buildLocale, which the CLI calls for
// each locale; after a Docusaurus upgrade, check the path and its parameters still hold.
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [locale] = process.argv.slice(2);
if (!locale) {
  console.error('usage: node scripts/build-locale.mjs <locale>');
  process.exit(2);
}

// What `docusaurus build` sets before it builds.
process.env.BABEL_ENV = 'production';
process.env.NODE_ENV = 'production';
const {buildLocale} = require('@docusaurus/core/lib/commands/build/buildLocale.js');

try {
  await buildLocale({siteDir: ROOT, locale, cliOptions: {}});
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}

// usage: node scripts/build-locale.mjs <locale> [output folder, default build]
//
// `docusaurus build` for one locale, into the output folder (the default locale) or
// <folder>/<locale> with its /<locale>/ base URL, as the full build makes it. `docusaurus build --locale es` cannot: with one
// --locale it builds a site of its own, at /, into build/. scripts/build.ts runs this once per
// locale, each in its own process. It calls Docusaurus 3.7.0's buildLocale, which the CLI calls for
// each locale; after a Docusaurus upgrade, check the path and its parameters still hold.
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [locale, outDir] = process.argv.slice(2);
if (!locale) {
  console.error('usage: node scripts/build-locale.mjs <locale> [output folder]');
  process.exit(2);
}

// What `docusaurus build` sets before it builds.
process.env.BABEL_ENV = 'production';
process.env.NODE_ENV = 'production';
const {buildLocale} = require('@docusaurus/core/lib/commands/build/buildLocale.js');

// scripts/build.ts says "[SUCCESS]" once the whole build is in place; Docusaurus's line, when its
// part of one locale is done, would name the staging folder long before that.
const logger = createRequire(require.resolve('@docusaurus/core/lib/commands/build/buildLocale.js'))('@docusaurus/logger').default;
const success = logger.success;
logger.success = (message, ...values) => {
  if (!String(message[0] ?? message).startsWith('Generated static files')) success(message, ...values);
};

try {
  await buildLocale({siteDir: ROOT, locale, cliOptions: outDir ? {outDir} : {}});
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}

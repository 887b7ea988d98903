// usage: tsx scripts/lint-terms.ts [file ...]
//
// Checks the Spanish term base (terms/es.yml, rules of textlint-rule-prh) on the Spanish Markdown
// under i18n/es (body and the title, sidebar_label and description of the front matter), the
// interface strings of i18n/es (*.json, and the tags.yml files), and every Spanish string of
// src/data/commands, the source of the generated command pages (which are therefore not read
// themselves). Code blocks and inline code are never checked. With files, checks only those
// (.md/.mdx as Markdown, .json/.yml as interface strings, .ts as command data).
// Prints one line per violation, file:line:column, the variant, the preferred term and why.
// Exit status: 0 when nothing is found, 1 on any violation or failure.
import {
  commandDataFiles,
  createTermLinter,
  format,
  lintDataFiles,
  lintMarkdownFiles,
  lintTranslationFiles,
  spanishMarkdownFiles,
  translationFiles,
} from './lib/terms';

async function main(): Promise<number> {
  const started = performance.now();
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => !/\.(mdx?|json|yml|ts)$/.test(a));
  if (unknown.length) {
    console.error(
      `lint-terms: not a .md, .mdx, .json, .yml or .ts file: ${unknown.join(' ')}\nusage: tsx scripts/lint-terms.ts [file ...]`,
    );
    return 1;
  }
  const markdown = args.length ? args.filter((a) => /\.mdx?$/.test(a)) : spanishMarkdownFiles();
  const strings = args.length ? args.filter((a) => a.endsWith('.json') || a.endsWith('.yml')) : translationFiles();
  const data = args.length ? args.filter((a) => a.endsWith('.ts')) : commandDataFiles();
  const linter = await createTermLinter();
  const violations = [
    ...(await lintMarkdownFiles(linter, markdown)),
    ...(await lintTranslationFiles(linter, strings)),
    ...(await lintDataFiles(linter, data)),
  ];
  for (const v of violations) console.error(format(v));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `lint-terms: ${markdown.length} Markdown, ${strings.length} interface string and ${data.length} command data files, ` +
      `${violations.length} term${violations.length === 1 ? '' : 's'} to replace (terms/es.yml), ${seconds} s`,
  );
  return violations.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`lint-terms: ${(e as Error).stack ?? e}`);
    process.exit(1);
  },
);

// usage: npm run write-translations [-- --locale es]   (tsx scripts/write-translations.ts [--locale <locale>])
//
// `docusaurus write-translations` for one locale (Spanish unless --locale names another), then
// what Docusaurus does not say: the keys it added to each i18n/<locale>/ file, and every string of
// that locale that is still the English text, new or old, so that nothing shows in English on
// /es/ unnoticed (some stay English on purpose: "Blog", "helm repo"). The English texts come from
// a second run for English, whose files in i18n/en/ are put back as they were afterwards.
// Exit status: that of `docusaurus write-translations`; 2 on a wrong argument.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {LOCALES} from '../src/site-constants';

const ROOT = resolve(__dirname, '..');
type Messages = Record<string, {message?: string}>;

/** Every JSON file below a folder, relative path → text. */
export function jsonFiles(dir: string, base = dir): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) for (const [rel, text] of jsonFiles(path, base)) files.set(rel, text);
    else if (name.endsWith('.json')) files.set(relative(base, path), readFileSync(path, 'utf8'));
  }
  return files;
}

/** The keys of each file that `after` has and `before` had not. */
export function addedKeys(before: Map<string, string>, after: Map<string, string>): Map<string, string[]> {
  const added = new Map<string, string[]>();
  for (const [file, text] of after) {
    const old = before.has(file) ? (JSON.parse(before.get(file)!) as Messages) : {};
    const keys = Object.keys(JSON.parse(text) as Messages).filter((key) => !(key in old));
    if (keys.length) added.set(file, keys);
  }
  return added;
}

/** The strings of `translated` whose message is the English one, as `[file, key, message]`. */
export function stillEnglish(translated: Map<string, string>, english: Map<string, string>): [string, string, string][] {
  return [...translated].flatMap(([file, text]) => {
    const source = english.has(file) ? (JSON.parse(english.get(file)!) as Messages) : {};
    return Object.entries(JSON.parse(text) as Messages)
      .filter(([key, entry]) => entry.message !== undefined && source[key]?.message === entry.message)
      .map(([key, entry]): [string, string, string] => [file, key, entry.message!]);
  });
}

function writeTranslations(locale: string): number {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/docusaurus'), ['write-translations', '--locale', locale], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return run.status ?? 1;
}

/** The English texts of every key, from a run for English; i18n/en/ is left as it was. */
function englishTexts(): Map<string, string> {
  const dir = join(ROOT, 'i18n', LOCALES.default);
  const kept = jsonFiles(dir);
  try {
    const status = spawnSync(join(ROOT, 'node_modules/.bin/docusaurus'), ['write-translations', '--locale', LOCALES.default], {
      cwd: ROOT,
      stdio: 'ignore',
    }).status;
    return status === 0 ? jsonFiles(dir) : new Map();
  } finally {
    rmSync(dir, {recursive: true, force: true});
    for (const [rel, text] of kept) {
      mkdirSync(dirname(join(dir, rel)), {recursive: true});
      writeFileSync(join(dir, rel), text);
    }
  }
}

function main(): number {
  const args = process.argv.slice(2);
  const locale = args.length === 0 ? 'es' : args[0] === '--locale' && args.length === 2 ? args[1] : undefined;
  if (!locale || !(LOCALES.all as readonly string[]).includes(locale) || locale === LOCALES.default) {
    console.error(`usage: npm run write-translations [-- --locale <${LOCALES.all.filter((l) => l !== LOCALES.default).join('|')}>]`);
    return 2;
  }
  const dir = join(ROOT, 'i18n', locale);
  const before = jsonFiles(dir);
  const status = writeTranslations(locale);
  if (status !== 0) return status;
  const after = jsonFiles(dir);
  const shown = relative(ROOT, dir);
  const added = addedKeys(before, after);
  console.log(
    added.size
      ? `[write-translations] added, in English until you translate them:\n${[...added].map(([file, keys]) => `  ${shown}/${file}: ${keys.join(', ')}`).join('\n')}`
      : `[write-translations] nothing added: ${shown}/ has every key`,
  );
  const english = stillEnglish(after, englishTexts());
  if (english.length)
    console.log(
      `[write-translations] ${english.length} strings of ${shown}/ are the English text; translate each, or keep it on purpose:\n` +
        english.map(([file, key, message]) => `  ${shown}/${file}  ${key}  ${JSON.stringify(message)}`).join('\n'),
    );
  return 0;
}

if (require.main === module) process.exit(main());

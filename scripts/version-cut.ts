// usage: npm run version:cut -- <name> --label <label> [--next-label <label>] [--allow-dirty]
//
// Cuts a docs version: docs/ (the unreleased docs) becomes version <name>, labelled <label>, served
// at /docs/; the previous latest moves to /docs/<its name>; /docs/next keeps serving docs/.
//   1. `docusaurus docs:version <name>`: copies docs/, its Spanish pages and its sidebar.
//   2. src/data/docs-versions.json: labels, paths, the latest, and the moved version
//      (deploy/routes.ts redirects its former URLs). The config and the tests read that file.
//   3. Links written as absolute paths (`/docs/topics/charts`) to a page the new latest lacks now
//      lead to the moved version (`/docs/3/topics/charts`): config (footer), pages, components,
//      blog posts, docs, end-to-end tests, the config test's footer. The navbar's Documentation link opens
//      the new version's front page.
//   4. Spanish: the version labels and sidebar categories (i18n/es/…/version-<name>.json, current.json).
//   5. `npm run gen:routes`, then `write-translations --locale es`; it names any file that got
//      strings to translate.
//   6. Prettier on the files it rewrote (a link made longer can break a line's layout), so that
//      `npm run lint`, npm test's first stage, passes after the cut; the files .prettierignore
//      names (the docs, the generated data) are left as written.
//
// --next-label  label of the unreleased docs after the cut (default "Next 🚧", Spanish "Próxima 🚧").
// --allow-dirty  cut even when git reports uncommitted changes (the cut's diff is then mixed with them).
// Exit status: 0 on success, 1 on bad input (one line naming the problem) or a failed step.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {docRoutes, docsBaseOf, docsDir, spanishVersionStrings, tagRoutes, type DocsVersions} from './lib/docs-versions';

const USAGE = 'usage: npm run version:cut -- <name> --label <label> [--next-label <label>] [--allow-dirty]';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NEXT_LABEL = {en: 'Next 🚧', es: 'Próxima 🚧'};

function fail(message: string): never {
  console.error(`version:cut: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Input

function parseArgs(argv: string[]) {
  const opts: {name?: string; label?: string; nextLabel?: string; allowDirty: boolean} = {allowDirty: false};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) fail(`${arg} needs a value. ${USAGE}`);
      return v;
    };
    if (arg === '--label') opts.label = value();
    else if (arg === '--next-label') opts.nextLabel = value();
    else if (arg === '--allow-dirty') opts.allowDirty = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('-')) fail(`unknown option ${arg}. ${USAGE}`);
    else if (opts.name === undefined) opts.name = arg;
    else fail(`one version name only, got "${opts.name}" and "${arg}". ${USAGE}`);
  }
  if (!opts.name) fail(`missing the version name. ${USAGE}`);
  if (!opts.label?.trim()) fail(`missing --label, the version's label in the dropdown (e.g. 4.0.0). ${USAGE}`);
  if (opts.nextLabel !== undefined && !opts.nextLabel.trim()) fail('--next-label is empty');
  return opts as {name: string; label: string; nextLabel?: string; allowDirty: boolean};
}

function gitDirty(): string[] | null {
  const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: root, encoding: 'utf8'});
  if (inside.status !== 0 || inside.stdout.trim() !== 'true') return null;
  const status = spawnSync('git', ['status', '--porcelain'], {cwd: root, encoding: 'utf8'});
  return status.stdout.split('\n').filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Files

const read = (rel: string) => readFileSync(join(root, rel), 'utf8');
/** Every file the cut wrote itself, for Prettier at the end. */
const written = new Set<string>();
const write = (rel: string, text: string) => {
  writeFileSync(join(root, rel), text);
  written.add(rel);
};
const readJson = (rel: string) => JSON.parse(read(rel));

function run(command: string, args: string[]): void {
  console.log(`version:cut: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) fail(`\`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal})`);
}
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

const DOCS_VERSIONS_FILE = 'src/data/docs-versions.json';

/** The text of src/data/docs-versions.json: one line a version, in the dropdown's order. */
function renderDocsVersions(v: DocsVersions, released: string[]): string {
  // Numeric keys iterate first in JavaScript: list the versions in the dropdown's order instead.
  const order = ['current', ...released].filter((n) => v.versions[n]);
  const json = (value: unknown) => JSON.stringify(value).replace(/":/g, '": ').replace(/,"/g, ', "');
  return [
    '{',
    `  "last": ${JSON.stringify(v.last)},`,
    '  "versions": {',
    order.map((n) => `    ${JSON.stringify(n)}: ${json(v.versions[n])}`).join(',\n'),
    '  },',
    `  "moved": ${json(v.moved)}`,
    '}',
    '',
  ].join('\n');
}

/** Files whose absolute /docs links follow a moved page. Generated files are regenerated instead. */
// The end-to-end tests visit real pages and the config test checks the footer; other unit tests
// hold made-up routes, and tests/contract.ts is the product spec's route table, which a cut does
// not change.
const LINK_ROOTS = [
  'docusaurus.config.ts',
  'src',
  'blog',
  'docs',
  'versioned_docs',
  'i18n',
  'tests/e2e',
  'tests/page-types.ts',
  'tests/unit/config.test.ts',
];
const LINK_FILE = /\.(tsx?|mjs|jsx?|mdx?|json)$/;

function filesUnder(rel: string): string[] {
  const abs = join(root, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return LINK_FILE.test(rel) ? [rel] : [];
  return readdirSync(abs).flatMap((name) => (name === 'node_modules' || name.endsWith('-snapshots') ? [] : filesUnder(join(rel, name))));
}

/**
 * Rewrites `/docs/<page>` (and `/es/docs/<page>`) to `/docs/<moved>/<page>` where the page is one
 * of the previous latest's and the new latest has no page at that path. Returns the files changed
 * and how many links each.
 */
function followMovedLinks(prevRoutes: Set<string>, newRoutes: Set<string>, movedBase: string): Map<string, number> {
  const changed = new Map<string, number>();
  const link = /(?<=["'`(\s<[])(\/es)?\/docs(\/[A-Za-z0-9_.\-/]*)?(?=[#?"'`)\s>\]$]|$)/g;
  for (const file of LINK_ROOTS.flatMap(filesUnder)) {
    const text = read(file);
    let count = 0;
    const out = text.replace(link, (whole, es: string | undefined, rest: string | undefined) => {
      const route = `/docs${rest ?? ''}`.replace(/\/+$/, '');
      if (route === '/docs' || !prevRoutes.has(route) || newRoutes.has(route)) return whole;
      count++;
      return `${es ?? ''}${movedBase}${rest}`;
    });
    if (count) {
      write(file, out);
      changed.set(file, count);
    }
  }
  return changed;
}

/** The id of a version's front page: the doc with `slug: /`, else the first doc of its sidebar. */
function frontPageId(name: string): string {
  const dir = join(root, docsDir(name));
  const walk = (d: string): string | undefined => {
    for (const entry of readdirSync(d)) {
      const path = join(d, entry);
      if (statSync(path).isDirectory()) {
        const found = walk(path);
        if (found) return found;
      } else if (/\.mdx?$/.test(entry) && /^---\n[\s\S]*?^slug: \/$/m.test(readFileSync(path, 'utf8'))) {
        return relative(dir, path)
          .split(/[\\/]/)
          .join('/')
          .replace(/\.mdx?$/, '');
      }
    }
    return undefined;
  };
  const bySlug = walk(dir);
  if (bySlug) return bySlug;
  const sidebars = readJson(`versioned_sidebars/version-${name}-sidebars.json`) as Record<string, unknown[]>;
  const first = (items: unknown[]): string | undefined => {
    for (const item of items) {
      if (typeof item === 'string') return item;
      const i = item as {type?: string; id?: string; items?: unknown[]; link?: {type: string; id?: string}};
      if (i.type === 'doc' && i.id) return i.id;
      if (i.link?.type === 'doc' && i.link.id) return i.link.id;
      const inner = i.items && first(i.items);
      if (inner) return inner;
    }
    return undefined;
  };
  const id = Object.values(sidebars).map(first).find(Boolean);
  if (!id) fail(`version ${name} has no doc with slug / and no doc in its sidebar`);
  return id;
}

// ---------------------------------------------------------------------------------------------
// The cut

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const {name, label} = opts;
  const before = readJson(DOCS_VERSIONS_FILE) as DocsVersions;
  const released: string[] = readJson('versions.json');
  const prev = before.last;

  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) fail(`"${name}" is not a version name: use letters, digits, dots, dashes (e.g. 4)`);
  if (name === 'current') fail('"current" is the unreleased docs (docs/), not a name for a release');
  if (released.includes(name) || before.versions[name]) fail(`version ${name} already exists (versions.json)`);
  const taken = Object.entries(before.versions)
    .filter(([n]) => n !== prev)
    .map(([, v]) => v.path);
  if (taken.includes(name)) fail(`the path /docs/${name} is taken by another version (${DOCS_VERSIONS_FILE})`);
  if (taken.includes(prev)) fail(`the previous latest, ${prev}, cannot move to /docs/${prev}: another version is there`);
  if (Object.values(before.versions).some((v) => v.label === label)) fail(`the label "${label}" is already a version's label`);
  if (before.versions[prev]?.path !== '') fail(`the latest version, ${prev}, is not served at /docs/ (${DOCS_VERSIONS_FILE})`);
  if (!existsSync(join(root, 'docs'))) fail('there is no docs/ folder to cut');
  const dirty = gitDirty();
  if (dirty?.length && !opts.allowDirty) {
    fail(`the git tree has ${dirty.length} uncommitted change(s) (first: ${dirty[0].trim()}); commit or stash them, or pass --allow-dirty`);
  }

  // Where the previous latest's pages are before the cut, for the link rewrite below.
  const prevRoutes = new Set([...docRoutes(root, docsDir(prev), '/docs'), ...tagRoutes(root, docsDir(prev), '/docs')]);

  // 1. Copy docs/, its Spanish pages and its sidebar.
  run(bin('docusaurus'), ['docs:version', name]);

  // 2. The versions.
  const nextLabel = opts.nextLabel ?? NEXT_LABEL.en;
  const after: DocsVersions = {
    last: name,
    versions: {},
    moved: {...before.moved, [prev]: before.versions[prev].path},
  };
  for (const [n, info] of Object.entries(before.versions)) {
    if (n === 'current') {
      after.versions.current = {...info, label: nextLabel};
      after.versions[name] = {label, path: '', banner: 'none'};
    } else if (n === prev) after.versions[n] = {...info, path: prev};
    else after.versions[n] = info;
  }
  write(DOCS_VERSIONS_FILE, renderDocsVersions(after, readJson('versions.json')));

  // 3. Links. The new latest is served at /docs; its routes are those of docs/ at that base.
  const newRoutes = new Set([...docRoutes(root, docsDir(name), '/docs'), ...tagRoutes(root, docsDir(name), '/docs')]);
  const changed = followMovedLinks(prevRoutes, newRoutes, docsBaseOf(prev));
  const config = read('docusaurus.config.ts');
  const navbarDoc = /(\{type: 'doc', docId: ')([^']+)(')/;
  if (!navbarDoc.test(config)) fail("docusaurus.config.ts has no navbar item {type: 'doc', docId: '…'}");
  write('docusaurus.config.ts', config.replace(navbarDoc, `$1${frontPageId(name)}$3`));

  // 4. Spanish version labels and sidebar categories: the new version's sidebar is the current one's.
  const current = readJson(spanishVersionStrings('current')) as Record<string, {message: string; description: string}>;
  const strings: typeof current = {};
  for (const [key, entry] of Object.entries(current)) {
    strings[key] = key === 'version.label' ? {message: label, description: `The label for version ${name}`} : entry;
  }
  write(spanishVersionStrings(name), `${JSON.stringify(strings, null, 2)}\n`);
  current['version.label'] = {...current['version.label'], message: opts.nextLabel ?? NEXT_LABEL.es};
  write(spanishVersionStrings('current'), `${JSON.stringify(current, null, 2)}\n`);

  // 5. What is derived from the versions.
  run(bin('tsx'), ['scripts/gen-routes.ts']);
  const i18nBefore = spanishJson();
  run(bin('docusaurus'), ['write-translations', '--locale', 'es']);
  const added = [...spanishJson()].filter(([file, text]) => i18nBefore.get(file) !== text).map(([file]) => file);

  // 6. The layout of the code and tests it rewrote.
  run(bin('prettier'), ['--write', '--ignore-unknown', '--log-level', 'warn', ...[...written].sort()]);

  console.log(
    `\nversion:cut: ${label} (version ${name}) is at /docs/, ${before.versions[prev].label} moved to /docs/${prev}, ` +
      `/docs/next serves docs/ as "${nextLabel}".`,
  );
  for (const [file, n] of changed) console.log(`  ${file}: ${n} link(s) now lead to /docs/${prev}/…`);
  if (added.length) {
    console.log(`version:cut: write-translations added strings to translate in: ${added.join(', ')}`);
  }
  console.log('Review with `git status` and `git diff`, then `npm test`.');
}

function spanishJson(): Map<string, string> {
  const dir = 'i18n/es';
  return new Map(
    filesUnder(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f, read(f)]),
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

// Renders the command reference (one page per helm command, plus the index) in every language,
// and the commands part of the version-3 sidebar. Shared by scripts/gen-commands.ts, which writes
// the result, and tests/unit/commands.test.ts, which compares it with the committed files.
import {commands, globalFlags, groups} from '../../src/data/commands/index';
import {LANGS} from '../../src/data/commands/types';
import type {Command, Flag, GlobalFlag, L10n, Lang, VisibleFlag} from '../../src/data/commands/types';
import {argsSentence, columns, globalIntro, headings, indexPage, inheritedIntro, optionsIntro, phrases} from '../../src/data/commands/ui';

export const OUTPUT_DIRS: L10n = {
  en: 'versioned_docs/version-3/commands',
  es: 'i18n/es/docusaurus-plugin-content-docs/version-3/commands',
};
export const SIDEBAR_FILE = 'versioned_sidebars/version-3-sidebars.json';
/** The sidebar category whose items the generator owns. */
export const INDEX_DOC_ID = 'commands/index';

export const docId = (path: string): string => path.replace(/ /g, '_');
export const parentPath = (path: string): string | null => (path.includes(' ') ? path.slice(0, path.lastIndexOf(' ')) : null);

const byPath = new Map(commands.map((c) => [c.path, c]));

export function childrenOf(path: string): Command[] {
  return commands.filter((c) => parentPath(c.path) === path);
}

function getCommand(path: string): Command {
  const c = byPath.get(path);
  if (!c) throw new Error(`no command ${path} in src/data/commands`);
  return c;
}

// --- Markdown helpers --------------------------------------------------------------------------

const yamlString = (s: string): string => JSON.stringify(s);
const plain = (s: string): string => s.replace(/`/g, '');
const code = (s: string): string => `\`${s}\``;

function cell(s: string): string {
  if (/\n/.test(s)) throw new Error(`table cell spans lines: ${s}`);
  return s.replace(/\|/g, '\\|');
}

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(head), `| ${head.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

function heading(level: 2 | 3, title: string, id: string): string {
  return `${'#'.repeat(level)} ${title} {#${id}}`;
}

function fence(lang: string, body: string): string {
  if (body.includes('```')) throw new Error('code contains a fence');
  return `\`\`\`${lang}\n${body.replace(/\n+$/, '')}\n\`\`\``;
}

function frontMatter(fields: {title: string; sidebarLabel: string; description: string; tags: string[]}): string {
  return [
    '---',
    `title: ${yamlString(fields.title)}`,
    `sidebar_label: ${yamlString(fields.sidebarLabel)}`,
    `description: ${yamlString(plain(fields.description))}`,
    `tags: [${fields.tags.join(', ')}]`,
    '---',
  ].join('\n');
}

const generatedNote = (lang: Lang): string => `<!-- ${phrases.generated[lang]} -->`;

/** Joins blocks with one blank line and ends the file with a newline. */
const page = (blocks: string[]): string => `${blocks.filter((b) => b !== '').join('\n\n')}\n`;

// --- Flags -------------------------------------------------------------------------------------

const isVisible = (f: Flag): f is VisibleFlag => !f.hidden;
const sortFlags = <T extends Flag>(flags: readonly T[]): T[] => [...flags].sort((a, b) => a.name.localeCompare(b.name));

function flagDescription(f: VisibleFlag, lang: Lang): string {
  const parts: string[] = [];
  if (f.deprecated) parts.push(`**${phrases.deprecated[lang]}**`);
  parts.push(f.text[lang]);
  if (f.allowedValues) parts.push(`${phrases.allowed[lang]} ${f.allowedValues.map(code).join(', ')}.`);
  if (f.noOptDefault) parts.push(`${phrases.bare[lang]} ${code(f.noOptDefault)}.`);
  return parts.join(' ');
}

const defaultCell = (f: Flag): string => code(f.default === '' ? '""' : f.default);

function flagRow(f: VisibleFlag, lang: Lang): string[] {
  return [code(`--${f.name}`), f.shorthand ? code(`-${f.shorthand}`) : '', code(f.type), defaultCell(f), flagDescription(f, lang)];
}

function optionsTable(flags: readonly Flag[], lang: Lang): string {
  const head = [columns.flag, columns.shorthand, columns.type, columns.default, columns.description].map((c) => c[lang]);
  return table(head, sortFlags(flags).filter(isVisible).map((f) => flagRow(f, lang)));
}

function globalTable(lang: Lang): string {
  const head = [columns.flag, columns.shorthand, columns.type, columns.default, columns.env, columns.description].map((c) => c[lang]);
  const rows = sortFlags(globalFlags)
    .filter((f): f is GlobalFlag & VisibleFlag => !f.hidden)
    .map((f) => {
      const [name, short, type, def, text] = flagRow(f, lang);
      return [name, short, type, def, f.env ? code(f.env) : '', text];
    });
  return table(head, rows);
}

// --- Command pages -----------------------------------------------------------------------------

export function usageLines(c: Command): string[] {
  const parent = parentPath(c.path);
  const full = parent ? `${parent} ${c.use}` : c.use;
  const name = c.path.split(' ').pop();
  if (childrenOf(c.path).length === 0) return [`${full} [flags]`];
  return c.use === name ? [`${c.path} [command]`] : [full, `${c.path} [command]`];
}

function link(c: Command): string {
  return `[${c.path}](./${docId(c.path)}.md)`;
}

/** Heading ids of a command page, in order. */
export function headingIds(c: Command): string[] {
  return [
    'description',
    ...(c.sections ?? []).map((s) => s.id),
    'usage',
    'examples',
    ...c.examples.map((e) => e.id),
    'options',
    parentPath(c.path) ? 'inherited-options' : 'global-options',
    'see-also',
  ];
}

export function renderCommandPage(c: Command, lang: Lang): string {
  const ids = headingIds(c);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) throw new Error(`${c.path}: heading id "${dup}" is used twice`);

  const parent = parentPath(c.path);
  const children = childrenOf(c.path);
  const blocks: string[] = [
    frontMatter({title: c.path, sidebarLabel: c.path, description: c.summary[lang], tags: ['cli']}),
    generatedNote(lang),
    c.summary[lang],
    heading(2, headings.description[lang], 'description'),
    ...c.description[lang],
  ];
  const facts: string[] = [];
  if (c.aliases.length) facts.push(`${phrases.aliases[lang]}: ${c.aliases.map(code).join(', ')}.`);
  if (children.length === 0) facts.push(argsSentence(c.args)[lang]);
  if (facts.length) blocks.push(facts.join(' '));

  for (const s of c.sections ?? []) blocks.push(heading(2, s.title[lang], s.id), ...s.body[lang]);

  blocks.push(heading(2, headings.usage[lang], 'usage'), fence('bash', usageLines(c).join('\n')));

  blocks.push(heading(2, headings.examples[lang], 'examples'));
  for (const e of c.examples) {
    blocks.push(heading(3, e.title[lang], e.id), e.intro[lang]);
    if (e.setup) blocks.push(fence(e.setup.lang, e.setup.code));
    blocks.push(fence(e.lang ?? 'bash', e.code));
    if (e.output !== undefined) blocks.push(fence('text', e.output));
    if (e.outro) blocks.push(e.outro[lang]);
  }

  const onlyHelp = c.flags.filter(isVisible).length === 1;
  blocks.push(heading(2, headings.options[lang], 'options'), optionsIntro(c.path, onlyHelp)[lang], optionsTable(c.flags, lang));

  if (parent) blocks.push(heading(2, headings.inherited[lang], 'inherited-options'), inheritedIntro[lang], globalTable(lang));
  else blocks.push(heading(2, headings.global[lang], 'global-options'), globalIntro[lang], globalTable(lang));

  const seeAlso: string[] = [];
  if (parent) {
    const p = getCommand(parent);
    seeAlso.push(`- ${link(p)} (${phrases.parent[lang]}): ${p.summary[lang]}`);
  }
  for (const child of children) seeAlso.push(`- ${link(child)}: ${child.summary[lang]}`);
  blocks.push(heading(2, headings.seeAlso[lang], 'see-also'));
  if (seeAlso.length) blocks.push(seeAlso.join('\n'));
  if (c.related.length) {
    blocks.push(phrases.read[lang], c.related.map((r) => `- [${r.label[lang]}](${r.doc})`).join('\n'));
  }
  return page(blocks);
}

// --- Index page --------------------------------------------------------------------------------

/** A command and, nested below it, its subcommands. The root stands alone: its children are the groups. */
function indexEntries(c: Command, lang: Lang, depth = 0): string[] {
  const line = `${'  '.repeat(depth)}- ${link(c)}: ${c.summary[lang]}`;
  if (!parentPath(c.path)) return [line];
  return [line, ...childrenOf(c.path).flatMap((child) => indexEntries(child, lang, depth + 1))];
}

export function renderIndexPage(lang: Lang): string {
  const blocks: string[] = [
    frontMatter({
      title: indexPage.title[lang],
      sidebarLabel: indexPage.sidebarLabel[lang],
      description: indexPage.description[lang],
      tags: ['cli', 'reference'],
    }),
    generatedNote(lang),
    ...indexPage.intro[lang],
    heading(2, indexPage.readingTitle[lang], 'reading'),
    ...indexPage.reading[lang],
  ];
  const tops = commands.filter((c) => parentPath(c.path) === null || parentPath(c.path) === 'helm');
  for (const g of groups) {
    const members = tops.filter((c) => c.group === g.id);
    blocks.push(heading(2, g.title[lang], g.id), g.intro[lang], members.flatMap((c) => indexEntries(c, lang)).join('\n'));
  }
  blocks.push(heading(2, indexPage.globalTitle[lang], 'global-flags'), ...indexPage.global[lang]);
  return page(blocks);
}

// --- All files ---------------------------------------------------------------------------------

/** Every generated page: path relative to the site root → content. */
export function renderAll(): Map<string, string> {
  const files = new Map<string, string>();
  for (const lang of LANGS) {
    files.set(`${OUTPUT_DIRS[lang]}/index.md`, renderIndexPage(lang));
    for (const c of commands) files.set(`${OUTPUT_DIRS[lang]}/${docId(c.path)}.md`, renderCommandPage(c, lang));
  }
  return files;
}

// --- Sidebar -----------------------------------------------------------------------------------

export type SidebarItem = string | {type: 'category'; label: string; link: {type: 'doc'; id: string}; items: SidebarItem[]};

function sidebarItem(c: Command): SidebarItem {
  const id = `commands/${docId(c.path)}`;
  const children = childrenOf(c.path);
  if (children.length === 0) return id;
  return {type: 'category', label: c.path, link: {type: 'doc', id}, items: children.map(sidebarItem)};
}

/** The items of the commands category: the root page, then each top-level command as a tree. */
export function commandSidebarItems(): SidebarItem[] {
  return [`commands/${docId('helm')}`, ...childrenOf('helm').map(sidebarItem)];
}

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** Finds the categories linked to the commands index doc, depth first. */
export function findCommandCategories(node: Json): {[key: string]: Json}[] {
  if (Array.isArray(node)) return node.flatMap(findCommandCategories);
  if (node === null || typeof node !== 'object') return [];
  const here: {[key: string]: Json}[] = [];
  const l = node.link;
  if (node.type === 'category' && l && typeof l === 'object' && !Array.isArray(l) && l.type === 'doc' && l.id === INDEX_DOC_ID) {
    here.push(node);
  }
  return [...here, ...Object.values(node).flatMap(findCommandCategories)];
}

/** Returns the sidebar file with the commands category's items replaced, or throws why it cannot. */
export function applySidebar(source: string): string {
  const json = JSON.parse(source) as Json;
  const found = findCommandCategories(json);
  if (found.length !== 1) {
    throw new Error(
      `${SIDEBAR_FILE} must contain exactly one category with "link": {"type": "doc", "id": "${INDEX_DOC_ID}"}; found ${found.length}`,
    );
  }
  found[0].items = commandSidebarItems() as Json;
  return `${JSON.stringify(json, null, 2)}\n`;
}

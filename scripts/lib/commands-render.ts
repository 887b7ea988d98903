// Renders the command reference (one page per helm command, plus the index) in every language,
// and the commands part of the version-3 sidebar. Shared by scripts/gen-commands.ts, which writes
// the result, and tests/unit/commands.test.ts, which compares it with the committed files.
import {commands, globalFlags, groups} from '../../src/data/commands/index';
import {LANGS} from '../../src/data/commands/types';
import {isCommandToken} from '../../src/code/tokens';
import {escapeHtml} from '../../src/utils/text';
import type {Command, Example, ExampleTabs, Flag, GlobalFlag, L10n, Lang, VisibleFlag} from '../../src/data/commands/types';
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

function heading(level: 2 | 3, title: string, id: string): string {
  return `${'#'.repeat(level)} ${title} {#${id}}`;
}

function fence(lang: string, body: string): string {
  if (body.includes('```')) throw new Error('code contains a fence');
  return `\`\`\`${lang}\n${body.replace(/\n+$/, '')}\n\`\`\``;
}

function frontMatter(fields: {title: string; sidebarLabel: string; description: string; tags: string[]; mdx?: boolean}): string {
  return [
    '---',
    `title: ${yamlString(fields.title)}`,
    `sidebar_label: ${yamlString(fields.sidebarLabel)}`,
    `description: ${yamlString(plain(fields.description))}`,
    `tags: [${fields.tags.join(', ')}]`,
    // A page with tabs stays `.md` (links keep working) but is compiled as MDX to use components.
    ...(fields.mdx ? ['mdx:', '  format: mdx'] : []),
    '---',
  ].join('\n');
}

const TAB_IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';";

const generatedNote = (lang: Lang): string => `<!-- ${phrases.generated[lang]} -->`;

/** Joins blocks with one blank line and ends the file with a newline. */
const page = (blocks: string[]): string => `${blocks.filter((b) => b !== '').join('\n\n')}\n`;

// --- Flags -------------------------------------------------------------------------------------
//
// Flags are a definition list, one block per flag: name and shorthand, then type, default (and
// environment variable), then the description. Unlike a five-column table it reflows to any width,
// and each flag's name is an anchor that is the same in every locale (on the link itself, where
// Docusaurus' broken-anchor check sees it). The list is raw HTML in the
// Markdown page, so the generator renders the flag texts' inline Markdown itself.

const isVisible = (f: Flag): f is VisibleFlag => !f.hidden;
const sortFlags = <T extends Flag>(flags: readonly T[]): T[] => [...flags].sort((a, b) => a.name.localeCompare(b.name));

/**
 * The anchor of a flag on every page that lists it: `flag-` and the long name. Shorthands get no
 * anchor of their own (one letter means different flags on different pages, and every shorthand
 * has a long name). An inherited global flag keeps its id, so `#flag-namespace` works on the root
 * page and on every subcommand page alike; no command flag shares a name with a global one.
 */
export const flagId = (name: string): string => `flag-${name}`;

/** Inline Markdown of a flag text as HTML: code spans and bold; anything else is refused. */
export function inlineHtml(md: string): string {
  return md
    .split(/(`[^`]*`)/)
    .map((part, i) => {
      // A flag or a command never breaks across lines (src/code/tokens.ts, src/css/custom.css).
      if (i % 2)
        return `<code${isCommandToken(part.slice(1, -1)) ? ' class="code-token"' : ''}>${escapeHtml(part.slice(1, -1), {quotes: false})}</code>`;
      if (/[*_[`]/.test(part.replace(/\*\*[^*]+\*\*/g, '')))
        throw new Error(`flag text needs Markdown the generator does not render: ${md}`);
      return escapeHtml(part, {quotes: false}).replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
    })
    .join('');
}

function flagDescription(f: VisibleFlag, lang: Lang): string {
  const parts: string[] = [];
  if (f.deprecated) parts.push(`**${phrases.deprecated[lang]}**`);
  parts.push(f.text[lang]);
  if (f.allowedValues) parts.push(`${phrases.allowed[lang]} ${f.allowedValues.map(code).join(', ')}.`);
  if (f.noOptDefault) parts.push(`${phrases.bare[lang]} ${code(f.noOptDefault)}.`);
  return inlineHtml(parts.join(' '));
}

const defaultValue = (f: Flag): string => (f.default === '' ? '""' : f.default);

function flagBlock(f: VisibleFlag, lang: Lang, env?: string | null): string {
  const id = flagId(f.name);
  const fact = (label: L10n, value: string) =>
    `<span class="flag-list__fact">${label[lang]}: <code>${escapeHtml(value, {quotes: false})}</code></span>`;
  const facts = [fact(columns.type, f.type), fact(columns.default, defaultValue(f)), ...(env ? [fact(columns.env, env)] : [])];
  const short = f.shorthand ? ` <code class="flag-list__short">-${f.shorthand}</code>` : '';
  return [
    '<div class="flag-list__item">',
    `<dt><a class="flag-list__name" id="${id}" href="#${id}"><code>--${f.name}</code></a>${short}</dt>`,
    `<dd class="flag-list__facts">${facts.join(' ')}</dd>`,
    `<dd class="flag-list__text">${flagDescription(f, lang)}</dd>`,
    '</div>',
  ].join('\n');
}

/** One HTML block: no blank line inside, or CommonMark would end it early. */
const flagList = (blocks: string[]): string => ['<dl class="flag-list">', ...blocks, '</dl>'].join('\n');

function optionsList(flags: readonly Flag[], lang: Lang): string {
  return flagList(
    sortFlags(flags)
      .filter(isVisible)
      .map((f) => flagBlock(f, lang)),
  );
}

function globalList(lang: Lang): string {
  return flagList(
    sortFlags(globalFlags)
      .filter((f): f is GlobalFlag & VisibleFlag => !f.hidden)
      .map((f) => flagBlock(f, lang, f.env)),
  );
}

/** The anchors of the flags a command page lists, in page order. */
export function flagIds(c: Command): string[] {
  return [...sortFlags(c.flags), ...sortFlags(globalFlags)].filter(isVisible).map((f) => flagId(f.name));
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

/** An example's body: intro (after the title, when it has no heading of its own), code, output, outro. */
function exampleBlocks(e: Example, lang: Lang, inlineTitle: boolean): string[] {
  const blocks = [inlineTitle ? `**${e.title[lang]}.** ${e.intro[lang]}` : e.intro[lang]];
  if (e.setup) blocks.push(fence(e.setup.lang, e.setup.code));
  blocks.push(fence(e.lang ?? 'bash', e.code));
  if (e.output !== undefined) blocks.push(fence('text', e.output));
  if (e.outro) blocks.push(e.outro[lang]);
  return blocks;
}

/**
 * One `<Tabs>` block of the site-wide group, one tab per choice, each with the examples of the
 * command it names and a link to that command's page. Blank lines around the Markdown inside
 * each `<TabItem>` keep MDX reading it as Markdown.
 */
export function exampleTabsBlock(t: ExampleTabs, lang: Lang): string {
  const values = t.tabs.map((tab) => tab.value);
  const dup = values.find((v, i) => values.indexOf(v) !== i);
  if (dup) throw new Error(`example tabs: value "${dup}" is used twice`);
  const lines = [`<Tabs groupId="${t.group}" queryString>`];
  for (const tab of t.tabs) {
    if (tab.label[lang].includes('"')) throw new Error(`example tabs: label ${tab.label[lang]} contains a quote`);
    const source = getCommand(tab.command);
    const examples = tab.examples.map((id) => {
      const e = source.examples.find((x) => x.id === id);
      if (!e) throw new Error(`example tabs: ${tab.command} has no example "${id}"`);
      return e;
    });
    const blocks = [
      ...(tab.intro ? [tab.intro[lang]] : []),
      ...examples.flatMap((e) => exampleBlocks(e, lang, true)),
      `${phrases.moreIn[lang]} ${link(source)}.`,
    ];
    lines.push(`<TabItem value="${tab.value}" label="${tab.label[lang]}">`, '', blocks.join('\n\n'), '', '</TabItem>');
  }
  lines.push('</Tabs>');
  return lines.join('\n');
}

export function renderCommandPage(c: Command, lang: Lang): string {
  const ids = [...headingIds(c), ...flagIds(c)];
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) throw new Error(`${c.path}: id "${dup}" is used twice`);

  const parent = parentPath(c.path);
  const children = childrenOf(c.path);
  const blocks: string[] = [
    frontMatter({title: c.path, sidebarLabel: c.path, description: c.summary[lang], tags: ['cli'], mdx: Boolean(c.exampleTabs)}),
    c.exampleTabs ? TAB_IMPORTS : '',
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
  for (const e of c.examples) blocks.push(heading(3, e.title[lang], e.id), ...exampleBlocks(e, lang, false));
  if (c.exampleTabs) {
    const t = c.exampleTabs;
    blocks.push(t.intro[lang], exampleTabsBlock(t, lang));
    if (t.outro) blocks.push(t.outro[lang]);
  }

  const onlyHelp = c.flags.filter(isVisible).length === 1;
  blocks.push(heading(2, headings.options[lang], 'options'), optionsIntro(c.path, onlyHelp)[lang], optionsList(c.flags, lang));

  if (parent) blocks.push(heading(2, headings.inherited[lang], 'inherited-options'), inheritedIntro[lang], globalList(lang));
  else blocks.push(heading(2, headings.global[lang], 'global-options'), globalIntro[lang], globalList(lang));

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

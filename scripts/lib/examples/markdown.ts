/**
 * Reads the fenced code blocks of a docs page, with the prose just before each and the fence's
 * `norun` tag: the reason a block cannot run offline, written on the fence identically in both
 * locales, as `norun="<category>: <why>"`; and `fails="<message>"` on a wrong example that Helm
 * must reject with that message. Three more tags say how a block runs: `shell="zsh"` (or `fish`) for
 * a block written for another shell than bash, `exit="1"` for one whose meaningful exit status is
 * not 0 (`kubectl auth can-i` answering no), and `background="8080"` for a server that runs until it
 * is stopped, serving that port on 127.0.0.1 for the rest of the page. `given="<name>"` makes the
 * state a block assumes and the page describes in words (the script
 * `tests/examples/fixtures/<page>/given/<name>.sh`, run in bash just before the block, not shown).
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';

const ROOT = resolve(__dirname, '../../..');

export type Locale = 'en' | 'es';
export const LOCALES: readonly Locale[] = ['en', 'es'];

/** What a tag may name: why Helm cannot run the block here. */
export const NORUN_CATEGORIES = {
  cluster: 'needs a Kubernetes cluster',
  network: 'needs the network (a repository, a registry or a download)',
  sketch: 'shows the shape of a syntax, with placeholders, not a file Helm reads',
  partial:
    'shows the result of changes the page makes in steps or describes in words, which the harness renders step by step but cannot assemble',
  platform: 'runs on another system or shell, or outside Helm',
} as const;
export type NorunCategory = keyof typeof NORUN_CATEGORIES;

/** The shells a block may ask for besides bash, each from Debian's package of the same name. */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** The tags that must read the same in both locales. */
export const PARITY_TAGS = /\b(?:norun|fails|helm|shell|exit|background|given)="[^"]*"/g;

export type Block = {
  /** 1-based index among the page's fenced blocks, the same in both locales. */
  index: number;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
  /** The prose between the previous block and this one. */
  before: string;
  norun?: {category: NorunCategory; why: string};
  /** `fails="<message>"`: a wrong example that the page says Helm rejects, with that message. */
  fails?: string;
  /** `shell="zsh"`: the shell the block is written for (bash when absent). */
  shell?: Shell;
  /** `exit="1"`: the exit status the block must end with (0 when absent). */
  exit?: number;
  /** `background="8080"`: the block is a server, run for the rest of the page, answering on this port. */
  background?: number;
  /** `given="<name>"`: the fixture script that makes the state the block starts from. */
  given?: string;
  /** A malformed tag, reported as a failure. */
  badTag?: string;
};

export function pagePath(locale: Locale, page: string): string {
  return locale === 'en' ? `versioned_docs/version-3/${page}` : `i18n/es/docusaurus-plugin-content-docs/version-3/${page}`;
}

export function readPage(locale: Locale, page: string): string {
  return readFileSync(resolve(ROOT, pagePath(locale, page)), 'utf8');
}

export function parseBlocks(md: string): Block[] {
  const lines = md.split('\n');
  const blocks: Block[] = [];
  let prose: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) {
      prose.push(lines[i]);
      continue;
    }
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      if (lines[j].trimEnd() === `${indent}${fence}` || lines[j].trim() === fence) break;
      body.push(indent && lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    }
    const block: Block = {index: blocks.length + 1, line: i + 1, lang, meta, code: body.join('\n'), before: prose.join('\n')};
    const fails = /\bfails="([^"]+)"/.exec(meta);
    if (fails) block.fails = fails[1];
    const tag = /\bnorun="([^"]*)"/.exec(meta);
    if (tag) {
      const m = /^(\w+):\s*(\S.*)$/.exec(tag[1]);
      if (m && m[1] in NORUN_CATEGORIES) block.norun = {category: m[1] as NorunCategory, why: m[2]};
      else block.badTag = tag[1];
    }
    const shell = /\bshell="([^"]*)"/.exec(meta);
    if (shell) {
      if ((SHELLS as readonly string[]).includes(shell[1])) block.shell = shell[1] as Shell;
      else block.badTag = `shell="${shell[1]}"`;
    }
    const exit = /\bexit="([^"]*)"/.exec(meta);
    if (exit) {
      if (/^[1-9]\d{0,2}$/.test(exit[1])) block.exit = Number(exit[1]);
      else block.badTag = `exit="${exit[1]}"`;
    }
    const given = /\bgiven="([^"]*)"/.exec(meta);
    if (given) {
      if (/^[\w-]+$/.test(given[1])) block.given = given[1];
      else block.badTag = `given="${given[1]}"`;
    }
    const background = /\bbackground="([^"]*)"/.exec(meta);
    if (background) {
      if (/^[1-9]\d{1,4}$/.test(background[1]) && Number(background[1]) < 65536) block.background = Number(background[1]);
      else block.badTag = `background="${background[1]}"`;
    }
    blocks.push(block);
    prose = [];
    i = j;
  }
  return blocks;
}

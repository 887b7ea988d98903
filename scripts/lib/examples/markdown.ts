/**
 * Reads the fenced code blocks of a docs page, with the prose just before each and the fence's
 * `norun` tag: the reason a block cannot run offline, written on the fence identically in both
 * locales, as `norun="<category>: <why>"`; and `fails="<message>"` on a wrong example that Helm
 * must reject with that message.
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
    blocks.push(block);
    prose = [];
    i = j;
  }
  return blocks;
}

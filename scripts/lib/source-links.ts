/**
 * The links of the Markdown sources, checked where they are written (scripts/lib/source-checks.ts
 * runs this first in every build): a link to a page, a heading or a file that does not exist is
 * reported as `<file>:<line>: …`, in either locale, before Docusaurus spends minutes rendering
 * pages only to name the built page that holds it (or, for an anchor, only to warn).
 *
 * What is checked: Markdown links and images (`[text](target)`, `![alt](target)`, reference
 * definitions) outside code, whose target is
 *   - a Markdown file by relative path (`../topics/charts.md#chart-yaml`): the file, and the heading;
 *   - a heading of the same page (`#flags`);
 *   - a docs route (`/docs/intro/install`, `/docs/next/…`, `/docs/2/…`) or a blog route (`/blog/<post>`):
 *     a page there, and the heading;
 *   - a file of the site (`/img/…`, `./diagram.png`): that it exists.
 * A page's headings are its explicit ids (`{#id}`), the ids Docusaurus derives from the other
 * headings' text, and the `id` attributes of its HTML; a page that renders components (an
 * `import`) may have more, so an anchor into one is left to Docusaurus's own check.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, normalize, relative} from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {docPages, docsBaseOf, docsDir, tagRoutes} from './docs-versions';

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

/** The text with fenced code blocks and HTML comments blanked, newlines kept. */
const withoutBlocks = (markdown: string): string =>
  markdown.replace(/^( {0,3})(```+|~~~+)[^\n]*\n[\s\S]*?^ {0,3}\2[^\S\n]*$/gm, blank).replace(/<!--[\s\S]*?-->/g, blank);

/** The text with code (fenced blocks, inline spans) and HTML comments blanked, newlines kept: links there are examples. */
export function withoutCode(markdown: string): string {
  return withoutBlocks(markdown).replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank);
}

/** Every link target of a page with its line: inline links and images, and reference definitions. */
export function linksIn(markdown: string): {target: string; line: number}[] {
  const text = withoutCode(markdown);
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)].map((m) => ({
    target: m[1],
    line: lineAt(m.index),
  }));
  const references = [...text.matchAll(/^ {0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => ({target: m[1], line: lineAt(m.index)}));
  return [...inline, ...references].sort((a, b) => a.line - b.line);
}

/** The ids a page's headings and elements have: explicit `{#id}`, derived from a heading's text, or an HTML `id`. */
export function anchorsOf(markdown: string): Set<string> {
  // Inline code stays: a heading's id includes its words.
  const text = withoutBlocks(markdown.replace(/^---\n[\s\S]*?\n---\n/, ''));
  const slugger = createSlugger();
  const ids = new Set<string>();
  for (const [, heading] of text.matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const explicit = /\{#([^}\s]+)\}\s*$/.exec(heading);
    if (explicit) ids.add(explicit[1]);
    else
      ids.add(
        slugger.slug(
          heading
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/<[^>]+>/g, '')
            .replace(/[*_`]/g, ''),
        ),
      );
  }
  for (const [, , id] of text.matchAll(/\b(id|name)=["']([^"']+)["']/g)) ids.add(id);
  return ids;
}

/** A page whose components may render ids of their own (an MDX import). */
const rendersComponents = (markdown: string) => /^import\s/m.test(withoutCode(markdown));

/** Where each docs and blog route's source is (English, the route set of both locales), and the other routes that exist. */
export type SiteRoutes = {pages: Map<string, string>; others: Set<string>};

/** The routes of the docs (every version, with their tag pages) and the blog, from the sources under `root`. */
export function siteRoutes(root: string, versions: Record<string, {path: string}>): SiteRoutes {
  const pages = new Map<string, string>();
  const others = new Set<string>(['/blog', '/blog/tags', '/blog/authors', '/blog/archive']);
  for (const [name, {path}] of Object.entries(versions)) {
    const base = docsBaseOf(path);
    for (const page of docPages(root, docsDir(name), base)) pages.set(page.route, page.file);
    for (const route of tagRoutes(root, docsDir(name), base)) others.add(route);
  }
  for (const file of markdownIn(join(root, 'blog'))) {
    const text = readFileSync(file, 'utf8');
    const slug = /^---\n[\s\S]*?^slug: ?(\S+)$/m.exec(text)?.[1];
    const name = relative(join(root, 'blog'), file)
      .replace(/(\/index)?\.mdx?$/, '')
      .replace(/^(\d{4})-(\d{2})-(\d{2})-/, '');
    pages.set(`/blog/${(slug ?? name).replace(/^\//, '')}`, relative(root, file));
  }
  return {pages, others};
}

function markdownIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.mdx?$/.test(name) && !name.startsWith('_')) out.push(path);
    }
  };
  walk(dir);
  return out;
}

/** The ids of a source file, read once a run. */
export function anchorReader(root: string) {
  const seen = new Map<string, {ids: Set<string>; components: boolean}>();
  return (rel: string) => {
    if (!seen.has(rel)) {
      const text = readFileSync(join(root, rel), 'utf8');
      seen.set(rel, {ids: anchorsOf(text), components: rendersComponents(text)});
    }
    return seen.get(rel)!;
  };
}

const list = (ids: Set<string>) => {
  const all = [...ids].map((id) => `#${id}`);
  return all.length > 6 ? `${all.slice(0, 6).join(', ')}…` : all.join(', ');
};

/**
 * Every broken link of one page, as `<file>:<line>: …` lines. `file` is relative to `root`;
 * `localize` gives, for a route's English source, the one of the page's locale, whose ids the
 * page's links name.
 */
export function linkProblems(
  root: string,
  file: string,
  routes: SiteRoutes,
  localize: (english: string) => string = (english) => english,
  ids = anchorReader(root),
): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const problems: string[] = [];
  const own = anchorsOf(text);
  const anchorProblem = (target: string, page: string, anchor: string | undefined, line: number) => {
    if (!anchor) return;
    const {ids: known, components} = ids(page);
    if (known.has(decodeURIComponent(anchor)) || components) return;
    problems.push(`${file}:${line}: links to ${target}, but ${page} has no heading #${anchor}; its ids are ${list(known)}`);
  };
  for (const {target, line} of linksIn(text)) {
    if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('//') || target.includes('{')) continue;
    const [path, anchor] = target.split('#', 2);
    if (!path) {
      if (anchor && !own.has(decodeURIComponent(anchor)) && !rendersComponents(text))
        problems.push(`${file}:${line}: links to #${anchor}, which no heading of this page has; its ids are ${list(own)}`);
      continue;
    }
    const clean = decodeURIComponent(path.split('?')[0]);
    if (!clean.startsWith('/')) {
      const resolved = normalize(join(dirname(file), clean));
      // A relative link without an extension is a URL relative to the page, left to Docusaurus.
      if (!/\.[a-z0-9]+$/i.test(clean)) continue;
      if (!existsSync(join(root, resolved))) {
        problems.push(`${file}:${line}: links to ${clean}, but there is no ${resolved}; correct the path, or add the file`);
        continue;
      }
      if (/\.mdx?$/.test(clean)) anchorProblem(target, resolved, anchor, line);
      continue;
    }
    const route = clean.replace(/\/$/, '') || '/';
    if (/^\/(docs|blog)(\/|$)/.test(route)) {
      const page = routes.pages.get(route);
      if (page) anchorProblem(target, existsSync(join(root, localize(page))) ? localize(page) : page, anchor, line);
      else if (!routes.others.has(route) && !/^\/blog\/(tags|authors|page)\//.test(route))
        problems.push(
          `${file}:${line}: links to ${clean}, where there is no page; link to an existing page (its URL, or its file by relative path)`,
        );
    } else if (/\.[a-z0-9]+$/i.test(route) && !existsSync(join(root, 'static', route))) {
      problems.push(`${file}:${line}: links to ${clean}, but there is no static${route}; correct the path, or add the file`);
    }
  }
  return problems;
}

/**
 * The Markdown twin of a built page: what the page says, as Markdown, for tools and assistants
 * that read Markdown rather than HTML (`/docs/intro/install` → `/docs/intro/install.md`, see
 * src/markdown-twin/path.ts). Written from the built HTML rather than the MDX sources: the HTML
 * is every page of every type (generated command pages, blog lists, tag and author pages, the
 * home page), with partials included, links resolved per locale and version, and tabs and
 * admonitions already rendered, so a twin says exactly what its page says.
 *
 * A twin holds the page's title (`# …`), its description (a quotation), then its content: headings
 * with their ids (`## Install {#install}`), prose, lists, tables, every code block fenced with its
 * language and title, tabs as one labelled section per tab, admonitions as quotations, a command's
 * flags with their anchors. Links and images are absolute URLs. No navbar, sidebar, breadcrumbs,
 * table of contents, pagination between docs or footer.
 */
import type {CheerioAPI} from 'cheerio/slim';
import {loadBuiltPage} from './built-html';
import type {AnyNode, Element} from 'domhandler';

/** Page chrome inside `<main>` that a twin leaves out. */
const CHROME = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer',
  '.theme-doc-version-banner',
  '.pagination-nav',
  '.theme-blog-footer-edit-meta-row',
  // An author's picture: the name beside it links to the same page.
  '.avatar__photo-link',
  '.hash-link',
  'button',
  'script',
  'style',
  'noscript',
  'svg',
  'template',
  '[hidden]:not([role="tabpanel"])',
  '[aria-hidden="true"]',
].join(', ');

export type Twin = {
  /** The page's canonical URL. */
  url: string;
  title: string;
  description: string;
  markdown: string;
  /** Docs pages: the docs version (`3`, `2`, `current`), the sidebar labels down to the page, and the pages before and after it in the sidebar. */
  docs?: {version: string; sections: string[]; previous?: string; next?: string};
  /** The page type by the class Docusaurus puts on <html> (`docs-doc-page`, `blog-post-page`…). */
  kind: string;
};

const collapse = (s: string) => s.replace(/[\s\u200b]+/g, ' ');

/** The longest run of backticks in `s`, plus one, at least `min`. */
function fence(s: string, min: number): string {
  const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(min, longest + 1));
}

/**
 * Markdown's inline syntax characters in prose, escaped so they stay text; an underscore inside a
 * word (`chart_best_practices`) cannot start emphasis and stays as it is.
 */
const escapeText = (s: string) => s.replace(/[\\`*[\]<]/g, '\\$&').replace(/(^|\W)_|_(?=\W|$)/g, (m) => m.replace('_', '\\_'));

class Converter {
  constructor(
    private readonly $: CheerioAPI,
    private readonly pageUrl: string,
  ) {}

  absolute(href: string): string {
    try {
      return new URL(href, this.pageUrl).href;
    } catch {
      return href;
    }
  }

  /** The inline Markdown of a node's children. */
  inline(node: AnyNode): string {
    const parts: string[] = [];
    for (const child of (node as Element).children ?? []) parts.push(this.inlineNode(child));
    return parts.join('');
  }

  inlineNode(node: AnyNode): string {
    if (node.type === 'text') return escapeText(collapse((node as unknown as {data: string}).data));
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return '';
    const el = node as Element;
    switch (el.name) {
      case 'code':
      case 'kbd': {
        const text = collapse(this.$(el).text());
        if (!text.trim()) return '';
        const f = fence(text, 1);
        const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
        return `${f}${pad}${text}${pad}${f}`;
      }
      case 'strong':
      case 'b': {
        const inner = this.inline(el).trim();
        return inner ? `**${inner}**` : '';
      }
      case 'em':
      case 'i': {
        const inner = this.inline(el).trim();
        return inner ? `*${inner}*` : '';
      }
      case 'del':
      case 's': {
        const inner = this.inline(el).trim();
        return inner ? `~~${inner}~~` : '';
      }
      case 'a': {
        const inner = this.inline(el).trim();
        const href = el.attribs.href;
        const id = el.attribs.id;
        if (!inner) return '';
        const text = !href ? inner : `[${inner}](${this.absolute(href)})`;
        // An anchor of its own (a command's flag): its id, as a heading's.
        return id && href === `#${id}` ? `${inner} {#${id}}` : text;
      }
      case 'img': {
        const src = el.attribs.src;
        return src ? `![${escapeText(el.attribs.alt ?? '')}](${this.absolute(src)})` : '';
      }
      case 'br':
        return '\n';
      case 'script':
      case 'style':
      case 'svg':
      case 'button':
        return '';
      default:
        return this.inline(el);
    }
  }

  /** A paragraph's Markdown: inline text, lines trimmed, hard breaks kept as breaks. */
  paragraph(node: AnyNode): string {
    return this.inline(node)
      .split('\n')
      .map((l) => l.trim())
      .filter((l, i, all) => l || (i > 0 && i < all.length - 1))
      .join('  \n')
      .trim();
  }

  /** The Markdown blocks of a node's children. */
  blocks(node: AnyNode): string[] {
    const out: string[] = [];
    let run: AnyNode[] = [];
    const flush = () => {
      if (!run.length) return;
      // Links side by side without a space between them (buttons) stay apart.
      const text = run
        .map((n, i) => (i && isTag(n, 'a') && isTag(run[i - 1], 'a') ? ' ' : '') + this.inlineNode(n))
        .join('')
        .trim();
      if (text)
        out.push(
          text
            .split('\n')
            .map((l) => l.trim())
            .join('  \n'),
        );
      run = [];
    };
    for (const child of (node as Element).children ?? []) {
      if (child.type === 'text' || (child.type === 'tag' && INLINE.has((child as Element).name))) {
        run.push(child);
        continue;
      }
      flush();
      if (child.type === 'tag') out.push(...this.block(child as Element));
    }
    flush();
    return out.filter((b) => b.trim());
  }

  block(el: Element): string[] {
    const $el = this.$(el);
    const cls = el.attribs.class ?? '';
    // The chrome is removed before the conversion starts; a <pre> is only ever met outside a code block.
    if (/\btheme-code-block\b/.test(cls) || el.name === 'pre') return [this.codeBlock(el)];
    if (/\btheme-admonition\b/.test(cls)) return [this.admonition(el)];
    if (/\btabs-container\b/.test(cls)) return this.tabs(el);
    if (/\bflag-list__item\b/.test(cls)) return [this.flag(el)];
    switch (el.name) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6': {
        const text = this.paragraph(el);
        if (!text) return [];
        const id = el.attribs.id;
        return [`${'#'.repeat(Number(el.name[1]))} ${text}${id ? ` {#${id}}` : ''}`];
      }
      case 'p':
        return [this.paragraph(el)];
      case 'ul':
      case 'ol':
        return [this.list(el)];
      case 'blockquote':
        return [quote(this.blocks(el).join('\n\n'))];
      case 'table':
        return [this.table(el)];
      case 'hr':
        return ['---'];
      case 'dl':
        return [this.definitions(el)];
      case 'details': {
        const summary = $el.children('summary').first();
        const title = summary.length ? this.paragraph(summary[0]) : '';
        const body = this.blocks(el).filter((_, i) => !(summary.length && i === 0 && title));
        return [...(title ? [`**${title}**`] : []), ...body];
      }
      case 'summary':
        return [this.paragraph(el)];
      case 'img':
        return [this.inlineNode(el)];
      case 'header':
      case 'footer':
      case 'section':
      case 'article':
      case 'div':
      case 'main':
      case 'figure':
      case 'nav':
      case 'aside':
      default:
        return this.blocks(el);
    }
  }

  list(el: Element): string {
    const ordered = el.name === 'ol';
    let n = Number(el.attribs.start ?? 1);
    const items: string[] = [];
    for (const li of this.$(el).children('li').toArray()) {
      const marker = ordered ? `${n++}. ` : '- ';
      // An item of plain text (no paragraphs) is tight: a nested list follows its text directly.
      const tight = !this.$(li).children('p, pre, .theme-code-block, .theme-admonition, table').length;
      const body = this.blocks(li).join(tight ? '\n' : '\n\n') || ' ';
      const pad = ' '.repeat(marker.length);
      items.push(
        marker +
          body
            .split('\n')
            .map((l, i) => (i === 0 || !l ? l : pad + l))
            .join('\n'),
      );
    }
    // Items with paragraphs of their own are loose: a blank line between them.
    const loose = items.some((i) => i.includes('\n\n'));
    return items.join(loose ? '\n\n' : '\n');
  }

  definitions(el: Element): string {
    const out: string[] = [];
    for (const child of this.$(el).children().toArray()) {
      if (child.name === 'dt') out.push(`**${this.paragraph(child)}**`);
      else if (child.name === 'dd') out.push(`: ${this.blocks(child).join('\n\n')}`);
      else out.push(...this.block(child));
    }
    return out.join('\n\n');
  }

  /** One flag of a command page: its name and anchor, its type and default, what it does. */
  flag(el: Element): string {
    const $el = this.$(el);
    const name = this.paragraph($el.children('dt')[0]);
    const details = $el
      .children('dd')
      .toArray()
      .map((dd) => this.blocks(dd).join(' '))
      .filter(Boolean);
    return [`- ${name}`, ...details.map((d) => `  ${d}`)].join('\n');
  }

  table(el: Element): string {
    const $ = this.$;
    const rows = $(el)
      .find('tr')
      .toArray()
      .map((tr) =>
        $(tr)
          .children('th, td')
          .toArray()
          .map((cell) => this.blocks(cell).join(' ').replace(/\n+/g, ' ').replace(/\|/g, '\\|') || ' '),
      );
    if (!rows.length) return '';
    const width = Math.max(...rows.map((r) => r.length));
    const line = (cells: string[]) => `| ${[...cells, ...Array(width - cells.length).fill(' ')].join(' | ')} |`;
    const header = $(el).find('thead tr').length ? rows.shift()! : Array(width).fill(' ');
    return [line(header), `|${' --- |'.repeat(width)}`, ...rows.map(line)].join('\n');
  }

  codeBlock(el: Element): string {
    const $el = this.$(el);
    const container = $el.is('.theme-code-block') ? $el : $el.closest('.theme-code-block');
    const classes = `${container.attr('class') ?? ''} ${$el.find('pre, code').addBack().attr('class') ?? ''}`;
    const language = classes.match(/\blanguage-([\w+#-]+)/)?.[1] ?? '';
    const title = collapse(container.find('[class*="codeBlockTitle"]').first().text()).trim();
    const lines = $el.find('.token-line').toArray();
    const code = (lines.length ? lines.map((l) => this.$(l).text()) : $el.find('pre').addBack('pre').first().text().split('\n'))
      .join('\n')
      .replace(/\u200b/g, '')
      .replace(/\n+$/, '');
    const f = fence(code, 3);
    const info = [language, title ? `title=${JSON.stringify(title)}` : ''].filter(Boolean).join(' ');
    return `${f}${info}\n${code}\n${f}`;
  }

  admonition(el: Element): string {
    const $el = this.$(el);
    const heading = $el.find('[class*="admonitionHeading"]').first();
    const content = $el.find('[class*="admonitionContent"]').first();
    const title = collapse(heading.text()).trim();
    const body = content.length ? this.blocks(content[0]).join('\n\n') : '';
    return quote([title ? `**${title}**` : '', body].filter(Boolean).join('\n\n'));
  }

  tabs(el: Element): string[] {
    const $el = this.$(el);
    const labels = $el
      .find('[role="tab"]')
      .toArray()
      .map((t) => collapse(this.$(t).text()).trim());
    const panels = $el
      .find('[role="tabpanel"]')
      .toArray()
      .filter((p) => this.$(p).closest('.tabs-container')[0] === el);
    return panels.flatMap((panel, i) => [`**${labels[i] ?? ''}**`, ...this.blocks(panel)]);
  }
}

const isTag = (node: AnyNode, name: string) => node.type === 'tag' && (node as Element).name === name;

const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'code',
  'del',
  'em',
  'i',
  'img',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'wbr',
]);

const quote = (text: string) =>
  text
    .split('\n')
    .map((l) => (l ? `> ${l}` : '>'))
    .join('\n');

/** Page types that get no twin: the not-found page (no canonical URL) and pages that are not Docusaurus's. */
export function pageTwin(html: string): Twin | undefined {
  const $ = loadBuiltPage(html);
  const url = $('link[rel="canonical"]').attr('href');
  const main = $('main').first();
  if (!url || !main.length) return undefined;
  const kind = ($('html').attr('class') ?? '').split(/\s+/).find((c) => /-page$/.test(c) && c !== 'plugin-id-default') ?? 'page';
  const converter = new Converter($, url);

  // The docs version and the sidebar's path to the page, read before the chrome goes.
  let docs: Twin['docs'];
  const version = $('meta[name="docsearch:docusaurus_tag"]')
    .attr('content')
    ?.match(/^docs-[^-]+-(.+)$/)?.[1];
  if (kind === 'docs-doc-page' && version) {
    // The labels from the top of the sidebar down to the page (a category's own page ends on the category).
    const sections = $('.theme-doc-breadcrumbs .breadcrumbs__item')
      .toArray()
      .map((item) => collapse($(item).text()).trim())
      .filter(Boolean);
    const link = (cls: string) => {
      const href = $(`.pagination-nav__link--${cls}`).attr('href');
      return href ? converter.absolute(href) : undefined;
    };
    docs = {version, sections, previous: link('prev'), next: link('next')};
  }
  const banner = $('.theme-doc-version-banner').first();
  const bannerText = banner.length ? converter.paragraph(banner[0]) : '';

  main.find(CHROME).remove();
  const h1 = main.find('h1').first();
  const pageTitle = collapse($('title').first().text())
    .replace(/\s*\|\s*Helm\s*$/, '')
    .trim();
  const title = h1.length ? converter.paragraph(h1[0]) : escapeText(pageTitle);
  h1.remove();
  const description = collapse($('meta[name="description"]').attr('content') ?? '').trim();

  const body = converter.blocks(main[0]).join('\n\n');
  const markdown = [`# ${title}`, description ? quote(escapeText(description)) : '', bannerText ? quote(bannerText) : '', body]
    .filter(Boolean)
    .join('\n\n');
  return {url, title, description, markdown: `${markdown}\n`, docs, kind};
}

/**
 * The route contract: every route the product spec names, in both locales, each with the source
 * files it is built from. Playwright checks each route; a route whose page is missing fails.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {markdownFiles} from '../scripts/lib/source-checks';
import {SPEC_BLOG as BLOG, SPEC_LOCALES as LOCALES} from './contract-spec';

export const ROOT = resolve(__dirname, '..');
const facts = (name: string) => JSON.parse(readFileSync(join(ROOT, 'facts', name), 'utf8'));

type Contract = {
  sections: Record<string, string[]>;
  other_versions: Record<string, {label: string; path: string; docs: string[]}>;
};
type BlogPost = {slug: string; route: string; date: string; authors: string[]};
type BlogFacts = {
  posts: BlogPost[];
  authors: {key: string; post_count: number}[];
};
type LaterBlogFacts = {new_author: {key: string}; posts: BlogPost[]};

/**
 * blog.json holds the posts of helm-www's reference commit; blog-2026.json the posts written since,
 * with their one new author. The blog is both: each author's count covers the later posts too.
 */
function allPosts(base: BlogFacts, later: LaterBlogFacts): BlogFacts {
  const posts = [...base.posts, ...later.posts];
  const count = (key: string) => posts.filter((p) => p.authors.includes(key)).length;
  const authors = [...base.authors.map((a) => a.key), later.new_author.key].map((key) => ({key, post_count: count(key)}));
  return {posts, authors};
}

export const contract: Contract = facts('docs-contract.json');
export const blogFacts: BlogFacts = allPosts(facts('blog.json'), facts('blog-2026.json'));

export type Locale = (typeof LOCALES.all)[number];

export type RouteEntry = {
  /** Path without the locale prefix, e.g. `/docs/intro/install`. */
  path: string;
  /** Files (relative to the repo) per locale that the route is built from. */
  sources: Record<Locale, string[]>;
};

/** `/es` + path for Spanish, the path itself for English. */
export function localized(path: string, locale: Locale): string {
  return locale === LOCALES.default ? path : `/${locale}${path === '/' ? '/' : path}`;
}

const docSource = (dirs: Record<Locale, string>, id: string) => ({
  en: [join(dirs.en, `${id}.md`)],
  es: [join(dirs.es, `${id}.md`)],
});
const v3 = {en: 'versioned_docs/version-3', es: 'i18n/es/docusaurus-plugin-content-docs/version-3'};
const dirsOf: Record<string, Record<Locale, string>> = {
  '2': {en: 'versioned_docs/version-2', es: 'i18n/es/docusaurus-plugin-content-docs/version-2'},
  current: {en: 'docs', es: 'i18n/es/docusaurus-plugin-content-docs/current'},
};

function blogFile(slug: string, dir: string): string | undefined {
  // Posts are `<date>-<name>.md` with a `slug:` front matter field; find the one with this slug.
  const index = blogSlugIndex(dir);
  return index.get(slug);
}

/**
 * Each English content folder and its Spanish twin. Docusaurus silently serves the English file
 * when the Spanish one is missing, so the unit tests walk these pairs.
 */
export const LOCALE_FOLDERS: [string, string][] = [
  ['docs', 'i18n/es/docusaurus-plugin-content-docs/current'],
  ['versioned_docs/version-3', 'i18n/es/docusaurus-plugin-content-docs/version-3'],
  ['versioned_docs/version-2', 'i18n/es/docusaurus-plugin-content-docs/version-2'],
  ['blog', 'i18n/es/docusaurus-plugin-content-blog'],
  ['src/pages', 'i18n/es/docusaurus-plugin-content-pages'],
];

/** Every Markdown and MDX file below an absolute folder, or none when it does not exist. */
export {markdownFiles};

const slugIndexes = new Map<string, Map<string, string>>();
function blogSlugIndex(dir: string): Map<string, string> {
  let index = slugIndexes.get(dir);
  if (index) return index;
  index = new Map();
  const abs = join(ROOT, dir);
  if (existsSync(abs)) {
    for (const name of readdirSync(abs)) {
      if (!name.endsWith('.md')) continue;
      const text = readFileSync(join(abs, name), 'utf8');
      const slug = text.match(/^slug:\s*["']?\/?([^"'\n]+)/m)?.[1];
      if (slug) index.set(slug.trim(), join(dir, name));
    }
  }
  slugIndexes.set(dir, index);
  return index;
}

const blogSources = (slug: string) => ({
  en: [blogFile(slug, 'blog') ?? `blog/<post with slug ${slug}>.md`],
  es: [blogFile(slug, 'i18n/es/docusaurus-plugin-content-blog') ?? `i18n/es/docusaurus-plugin-content-blog/<post with slug ${slug}>.md`],
});
const anyPost = {en: ['blog/authors.yml'], es: ['blog/authors.yml']};
const pageSources = (en: string, es: string) => ({en: [en], es: [es]});

function markdownUnder(dir: string): string[] {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(dir, f));
}

/** Tag key → the English files that use it, read from front matter `tags: [a, b]`. */
function tagsUsed(dir: string): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of markdownUnder(dir)) {
    const list = readFileSync(join(ROOT, file), 'utf8').match(/^tags:\s*\[([^\]]*)\]/m)?.[1];
    for (const tag of list
      ?.split(',')
      .map((t) => t.trim())
      .filter(Boolean) ?? []) {
      used.set(tag, [...(used.get(tag) ?? []), file]);
    }
  }
  return used;
}

/** Every route of the spec's route table and of the docs contract. */
export function routes(): RouteEntry[] {
  const list: RouteEntry[] = [
    {path: '/', sources: pageSources('src/pages/index.tsx', 'i18n/es/code.json')},
    {
      path: '/markdown-page',
      sources: pageSources('src/pages/markdown-page.md', 'i18n/es/docusaurus-plugin-content-pages/markdown-page.md'),
    },
    {path: '/search', sources: pageSources('docusaurus.config.ts', 'i18n/es/code.json')},
    {path: '/docs/', sources: docSource(v3, 'index')},
    {path: '/docs/tags', sources: pageSources(`${v3.en}/tags.yml`, `${v3.es}/tags.yml`)},
  ];

  for (const [version, info] of Object.entries(contract.other_versions)) {
    for (const id of info.docs) {
      const path = id === 'intro' ? `/docs/${info.path}` : `/docs/${info.path}/${id}`;
      list.push({path, sources: docSource(dirsOf[version], id)});
    }
  }

  for (const [section, pages] of Object.entries(contract.sections)) {
    for (const page of pages) {
      const id = `${section}/${page}`;
      const path = page === 'index' ? `/docs/${section}/` : `/docs/${id}`;
      list.push({path, sources: docSource(v3, id)});
    }
  }

  for (const [tag, files] of tagsUsed(v3.en)) {
    const es = files.map((f) => f.replace(v3.en, v3.es));
    list.push({path: `/docs/tags/${tag}`, sources: {en: files, es}});
  }
  for (const [tag, files] of tagsUsed('blog')) {
    const es = files.map((f) => f.replace(/^blog/, 'i18n/es/docusaurus-plugin-content-blog'));
    list.push({path: `/blog/tags/${tag}`, sources: {en: files, es}});
  }

  const pages = Math.ceil(blogFacts.posts.length / BLOG.postsPerPage);
  list.push({path: '/blog', sources: anyPost});
  for (let n = 2; n <= pages; n++) {
    list.push({path: `/blog/page/${n}`, sources: blogSources(blogFacts.posts[(n - 1) * BLOG.postsPerPage].slug)});
  }
  list.push({path: '/blog/archive', sources: anyPost});
  list.push({path: '/blog/authors', sources: anyPost});
  list.push({path: '/blog/tags', sources: pageSources('blog/tags.yml', 'i18n/es/docusaurus-plugin-content-blog/tags.yml')});
  for (const author of blogFacts.authors) {
    const posts = blogFacts.posts.filter((p) => p.authors.includes(author.key));
    const sources = {
      en: posts.flatMap((p) => blogSources(p.slug).en),
      es: posts.flatMap((p) => blogSources(p.slug).es),
    };
    list.push({path: `/blog/authors/${author.key}`, sources});
    if (posts.length > BLOG.postsPerPage) {
      list.push({path: `/blog/authors/${author.key}/authors/2`, sources});
    }
  }
  for (const post of blogFacts.posts) {
    list.push({path: post.route, sources: blogSources(post.slug)});
  }
  return list;
}

/** The files of a route that do not exist in a locale (empty when the route can be built). */
export function missingSources(entry: RouteEntry, locale: Locale): string[] {
  return entry.sources[locale].filter((file) => !existsSync(join(ROOT, file)));
}

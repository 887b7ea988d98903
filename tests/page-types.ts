/**
 * One page of every page type of the product spec (§2), plus the longest docs page and the blog
 * archive. The axe test and the quality report both walk this list, so they measure the same pages.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {blogFacts, ROOT} from './contract';

/** `listsPosts`: the page shows the list of posts, or counts them: a new post changes its first screen. */
export type PageType = {name: string; path: string; listsPosts?: boolean};

/** First key of a tags.yml file. */
const firstTag = (file: string) => readFileSync(join(ROOT, file), 'utf8').match(/^([\w-]+):/m)![1];

/** The docs pages of the latest version with the most source text, longest first: the heaviest pages a reader opens. */
export function longestDocsPages(count: number): string[] {
  const docs = join(ROOT, 'versioned_docs', 'version-3');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.mdx?$/.test(name) ? [path] : [];
    });
  return files(docs)
    .sort((a, b) => statSync(b).size - statSync(a).size)
    .slice(0, count)
    .map((file) => {
      const id = relative(docs, file)
        .split('\\')
        .join('/')
        .replace(/\.mdx?$/, '');
      return `/docs/${id.replace(/(^|\/)index$/, '$1')}`;
    });
}

export function pageTypes(): PageType[] {
  const mostPosts = [...blogFacts.authors].sort((a, b) => b.post_count - a.post_count)[0].key;
  return [
    {name: 'home', path: '/'},
    {name: 'docs page', path: '/docs/intro/install'},
    {name: 'longest docs page', path: longestDocsPages(1)[0]},
    {name: 'docs tags', path: '/docs/tags'},
    {name: 'docs tag', path: `/docs/tags/${firstTag('versioned_docs/version-3/tags.yml')}`},
    {name: 'blog list', path: '/blog', listsPosts: true},
    {name: 'blog post', path: blogFacts.posts[0].route},
    {name: 'blog tags', path: '/blog/tags', listsPosts: true},
    {name: 'blog tag', path: `/blog/tags/${firstTag('blog/tags.yml')}`, listsPosts: true},
    {name: 'authors', path: '/blog/authors', listsPosts: true},
    {name: 'author posts', path: `/blog/authors/${mostPosts}`, listsPosts: true},
    {name: 'archive', path: '/blog/archive', listsPosts: true},
    {name: 'search', path: '/search'},
    {name: 'markdown page', path: '/markdown-page'},
    {name: 'not-found', path: '/no-such-page'},
  ];
}

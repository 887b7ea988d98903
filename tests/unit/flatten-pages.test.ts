// scripts/lib/flatten-pages.ts: which pages move from x/index.html to x.html, so that Cloudflare Pages serves their URL without a redirect.
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {flattenPages} from '../../scripts/lib/flatten-pages';

const dir = mkdtempSync(join(tmpdir(), 'helm-flatten-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const write = (rel: string, text: string) => {
  mkdirSync(join(dir, rel, '..'), {recursive: true});
  writeFileSync(join(dir, rel), text);
};
const canonical = (url: string, quoted: boolean) =>
  quoted ? `<link data-rh="true" rel="canonical" href="${url}">` : `<link data-rh=true rel=canonical href=${url}>`;

describe('flattenPages', () => {
  it('moves pages whose canonical URL has no trailing slash, minified or not, and leaves the rest', () => {
    write('index.html', canonical('https://helm.sh/', false));
    write('docs/index.html', canonical('https://helm.sh/docs/', false));
    write('docs/intro/install/index.html', canonical('https://helm.sh/docs/intro/install', false));
    write('blog/index.html', canonical('https://helm.sh/blog', true));
    write('blog/2020/post/index.html', canonical('https://helm.sh/blog/2020/post', true));
    write('helm/v3/index.html', '<meta name=go-import content="helm.sh/helm/v3 git https://github.com/helm/helm">');
    write('es/docs/intro/install/index.html', canonical('https://helm.sh/es/docs/intro/install', false));
    expect(flattenPages(dir, new Set(['es']))).toBe(3);
    for (const rel of [
      'docs/intro/install.html',
      'blog.html',
      'blog/2020/post.html',
      'index.html',
      'docs/index.html',
      'helm/v3/index.html',
      'es/docs/intro/install/index.html',
    ]) {
      expect(existsSync(join(dir, rel)), rel).toBe(true);
    }
    for (const rel of ['docs/intro/install/index.html', 'blog/index.html', 'docs.html'])
      expect(existsSync(join(dir, rel)), rel).toBe(false);
  });

  it('removes the folders the moves leave empty, and keeps those with other files', () => {
    // A plain static server answers /docs/intro/install with a redirect to an empty listing.
    for (const rel of ['docs/intro/install', 'blog/2020/post']) expect(existsSync(join(dir, rel)), rel).toBe(false);
    // blog/ still holds the post's folder, with its page moved to blog/2020/post.html.
    expect(readdirSync(join(dir, 'blog')).sort()).toEqual(['2020']);
    expect(existsSync(join(dir, 'helm/v3'))).toBe(true);
  });

  it('removes a page folder that held nothing else, and stops at the folder it flattens', () => {
    const only = mkdtempSync(join(tmpdir(), 'helm-flatten-only-'));
    try {
      mkdirSync(join(only, 'a/b/c'), {recursive: true});
      writeFileSync(join(only, 'a/b/c/index.html'), canonical('https://helm.sh/a/b/c', false));
      expect(flattenPages(`${only}/`)).toBe(1);
      expect(readdirSync(join(only, 'a/b'))).toEqual(['c.html']);
      expect(existsSync(only)).toBe(true);
    } finally {
      rmSync(only, {recursive: true, force: true});
    }
  });
});

/**
 * Where a page's Markdown twin is: the page's URL path without its trailing slash, plus `.md`
 * (`/docs/intro/install` → `/docs/intro/install.md`, `/docs/` → `/docs.md`), and `index.md` for
 * a locale's home page (`/` → `/index.md`, `/es/` → `/es/index.md`), so that each locale's twins
 * stay inside its own folder. A URL with and without its trailing slash is one page on every host
 * (scripts/lib/flatten-pages.ts), so each page has one twin. Shared by the build, which writes the
 * twins, and the pages, which link to them.
 */
export function twinPath(pathname: string, baseUrl: string): string {
  const path = pathname.replace(/(?:\/index)?\.html$/, '/');
  if (path === baseUrl || `${path}/` === baseUrl) return `${baseUrl}index.md`;
  return `${path.replace(/\/$/, '')}.md`;
}

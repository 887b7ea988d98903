/**
 * Where each docs version lives on disk and on the site, read from DOCS_VERSIONS
 * (src/site-constants.ts). The routing table (deploy/routes.ts) and the version cut
 * (scripts/version-cut.ts) derive their paths from here, so that moving a version changes one
 * declaration.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, posix} from 'node:path';

export type VersionInfo = {label: string; path: string; banner: string};
export type DocsVersions = {
  last: string;
  versions: Record<string, VersionInfo>;
  /** Released versions that moved, with the path they were served at before (`''` is /docs). */
  moved: Record<string, string>;
};

/** `/docs` for the path `''`, `/docs/2` for `2`. */
export const docsBaseOf = (path: string): string => (path ? `/docs/${path}` : '/docs');

/** The English folder of a version: `docs` for the unreleased one, `versioned_docs/version-<name>` otherwise. */
export const docsDir = (name: string): string => (name === 'current' ? 'docs' : `versioned_docs/version-${name}`);

/** The Spanish folder of a version, and its interface strings. */
export const spanishDocsDir = (name: string): string =>
  `i18n/es/docusaurus-plugin-content-docs/${name === 'current' ? 'current' : `version-${name}`}`;
export const spanishVersionStrings = (name: string): string =>
  `i18n/es/docusaurus-plugin-content-docs/${name === 'current' ? 'current' : `version-${name}`}.json`;

/**
 * The English route of every doc in a folder (relative to `root`), served below `base`: the doc
 * with `slug: /` at the base, `x/index` at `base/x`, others at `base/<id>`. No trailing slash.
 */
export function docRoutes(root: string, dir: string, base: string): string[] {
  return docPages(root, dir, base).map((p) => p.route);
}

/**
 * Each doc's route (no trailing slash), its file (relative to `root`) and whether Docusaurus serves it with one: the version's
 * front page (`slug: /`) and a folder's index (`x/index.md`, `x/README.md`, `x/x.md`).
 */
export function docPages(root: string, dir: string, base: string): {route: string; index: boolean; file: string}[] {
  const out: {route: string; index: boolean; file: string}[] = [];
  const top = join(root, dir);
  if (!existsSync(top)) return out;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.mdx?$/.test(name) && !name.startsWith('_')) {
        const slug = readFileSync(path, 'utf8').match(/^---\n[\s\S]*?^slug: (\S+)$/m)?.[1];
        const id = posix.join(...path.slice(top.length + 1).split(/[\\/]/)).replace(/\.mdx?$/, '');
        const route = slug === '/' ? base : `${base}/${id.replace(/(^|\/)index$/, '')}`;
        const [folder, file] = id.split('/').slice(-2);
        const index = slug === '/' || /^(index|readme)$/i.test(file ?? folder) || (file !== undefined && file === folder);
        out.push({route: route.replace(/\/$/, '') || '/', index, file: posix.join(dir, id) + path.slice(path.lastIndexOf('.'))});
      }
    }
  };
  walk(top);
  return out;
}

/** Every docs route Docusaurus serves with a trailing slash, without it (`/docs`, `/docs/intro`). */
export function allDocIndexRoutes(root: string, versions: DocsVersions): Set<string> {
  return new Set(
    Object.entries(versions.versions).flatMap(([name, v]) =>
      docPages(root, docsDir(name), docsBaseOf(v.path))
        .filter((p) => p.index)
        .map((p) => p.route),
    ),
  );
}

/** The tag pages of a version: its tag list and one page per tag its docs use. */
export function tagRoutes(root: string, dir: string, base: string): string[] {
  const tags = new Set<string>();
  for (const route of docFiles(join(root, dir))) {
    const list = readFileSync(route, 'utf8').match(/^tags:\s*\[([^\]]*)\]/m)?.[1];
    for (const tag of list
      ?.split(',')
      .map((t) => t.trim())
      .filter(Boolean) ?? [])
      tags.add(tag);
  }
  return tags.size ? [`${base}/tags`, ...[...tags].map((t) => `${base}/tags/${t}`)] : [];
}

function docFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return docFiles(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** Every route of every version (English paths), as the docs plugin makes them. */
export function allDocRoutes(root: string, versions: DocsVersions): Set<string> {
  return new Set(Object.entries(versions.versions).flatMap(([name, v]) => docRoutes(root, docsDir(name), docsBaseOf(v.path))));
}

/**
 * Where the docs of a Helm major version are served: the released version named after it, else
 * the one whose label starts with it (the unreleased `4.0.0-alpha.1 🚧`).
 */
export function helmMajorBase(versions: DocsVersions, major: string): string {
  const all = versions.versions;
  if (all[major]) return docsBaseOf(all[major].path);
  const found = Object.values(all).find((v) => v.label.startsWith(`${major}.`));
  if (!found) throw new Error(`No docs version documents Helm ${major} (src/site-constants.ts, DOCS_VERSIONS)`);
  return docsBaseOf(found.path);
}

/**
 * Reading the installed Docusaurus packages from Node.js, without loading them: where a package's
 * file is, its hash, and the names a module exports. The guards (./guards.ts) run this when the
 * config loads, so it reads files and nothing else; loading the modules themselves would cost the
 * config load hundreds of milliseconds.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';

/** The site's root folder. */
export const SITE_DIR = resolve(__dirname, '../..');

/**
 * The folder of an installed package, found as Node.js finds it (node_modules folders from the
 * site upwards). Not `require.resolve`: packages with an `exports` map (theme-common,
 * theme-search-algolia) do not export their `src/` or `package.json`.
 */
export function packageDir(name: string, from = SITE_DIR): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The package name of a specifier: `@docusaurus/core/lib/x.js` → `@docusaurus/core`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The absolute path of a package file named `<package>/<path in it>`, or undefined if it is not installed. */
export function packageFile(file: string, from = SITE_DIR): string | undefined {
  const name = packageName(file);
  const dir = packageDir(name, from);
  if (!dir) return undefined;
  const path = join(dir, file.slice(name.length + 1));
  return existsSync(path) ? path : undefined;
}

/** The installed version of a package, or "not installed". */
export function installedVersion(name: string): string {
  const dir = packageDir(name);
  return dir ? (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {version: string}).version : 'not installed';
}

/** The first 16 hex digits of a file's SHA-256: what the registry records of an upstream file. */
export function fileHash(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);
}

const EXTENSIONS = ['', '.js', '.mjs', '.cjs', '.ts', '.tsx', '/index.js', '/index.ts', '/index.tsx'];

/** The file a path names, trying the extensions a bundler would. */
export function withExtension(path: string): string | undefined {
  return EXTENSIONS.map((ext) => path + ext).find((candidate) => statSync(candidate, {throwIfNoEntry: false})?.isFile());
}

/** The names a module exports, read from its text; `export *` and CommonJS `__exportStar` are followed. */
export function exportNames(path: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(path)) return names;
  seen.add(path);
  const text = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const follow = (specifier: string) => {
    const target = specifier.startsWith('.') ? withExtension(resolve(dirname(path), specifier)) : undefined;
    if (target) for (const name of exportNames(target, seen)) if (name !== 'default') names.add(name);
  };
  // ES modules.
  if (/^export default\b/m.test(text)) names.add('default');
  for (const [, name] of text.matchAll(/^export (?:declare )?(?:async )?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm)) names.add(name);
  for (const [, list] of text.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  for (const [, specifier] of text.matchAll(/^export \* from ['"]([^'"]+)['"]/gm)) follow(specifier);
  // CommonJS, as tsc writes it.
  for (const [, name] of text.matchAll(/\bexports\.([\w$]+)\s*=/g)) names.add(name);
  for (const [, name] of text.matchAll(/Object\.defineProperty\(exports,\s*["']([\w$]+)["']/g)) names.add(name);
  for (const [, specifier] of text.matchAll(/__exportStar\(require\(["']([^"']+)["']\)/g)) follow(specifier);
  if (/\bmodule\.exports\s*=/.test(text)) names.add('default');
  names.delete('__esModule');
  return names;
}

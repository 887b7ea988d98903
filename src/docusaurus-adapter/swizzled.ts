/**
 * The guard of the swizzled components (src/theme/): what each one imports from Docusaurus
 * resolves as the bundler would resolve it, the names it imports exist there, and every class it
 * reads from a CSS module (`styles.foo`) is in that module. A missing class would not fail the
 * build: CSS modules give `undefined` for it, and the element is drawn unstyled.
 *
 * Run by tests/unit/docusaurus-adapter.test.ts; it parses with TypeScript, too slow to load for the
 * config.
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import ts from 'typescript';
import {surfaceProblem} from './guards';
import type {Surface} from './surfaces';
import {exportNames, packageDir, packageName, SITE_DIR, withExtension} from './upstream';

/** The themes in the order `@theme-original/…` looks through them (the last theme listed wins), then Docusaurus's fallbacks. */
const THEME_DIRS = ['@docusaurus/theme-search-algolia', '@docusaurus/theme-classic'];

type Resolved = {path: string} | {error: string} | undefined;

function inPackage(specifier: string): string | undefined {
  const name = packageName(specifier);
  const dir = packageDir(name);
  if (!dir) return undefined;
  const subpath = `.${specifier.slice(name.length)}`;
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string | Record<string, string>>;
    module?: string;
    main?: string;
  };
  const mapped = manifest.exports?.[subpath];
  if (mapped !== undefined) {
    const target = typeof mapped === 'string' ? mapped : (mapped.import ?? mapped.default);
    return target ? withExtension(join(dir, target)) : undefined;
  }
  if (manifest.exports && !Object.keys(manifest.exports).some((key) => key.endsWith('/*') && subpath.startsWith(key.slice(0, -1))))
    return undefined;
  if (subpath === '.') return withExtension(join(dir, manifest.module ?? manifest.main ?? 'index.js'));
  return withExtension(join(dir, subpath));
}

function themeComponent(component: string, themes: readonly string[]): string | undefined {
  for (const theme of themes) {
    const dir = packageDir(theme);
    const found = dir && withExtension(join(dir, 'lib/theme', component));
    if (found) return found;
  }
  const fallback = packageDir('@docusaurus/core');
  return fallback ? withExtension(join(fallback, 'lib/client/theme-fallback', component)) : undefined;
}

/**
 * Where the bundler takes an import of a swizzled component from, as Docusaurus's aliases say;
 * undefined for what this guard does not check (React, our own modules, generated ones).
 */
export function resolveThemeImport(specifier: string, fromFile: string): Resolved {
  const found = (path: string | undefined): Resolved => (path ? {path} : {error: `${specifier} does not resolve`});
  if (specifier.startsWith('.'))
    return specifier.endsWith('.css') ? found(withExtension(resolve(dirname(fromFile), specifier))) : undefined;
  const theme = specifier.match(/^@theme(-original|-init)?\/(.+)$/);
  if (theme) {
    const [, variant, component] = theme;
    if (!variant) {
      const ours = withExtension(join(SITE_DIR, 'src/theme', component));
      if (ours) return undefined;
    }
    return found(themeComponent(component, variant === '-init' ? [...THEME_DIRS].reverse() : THEME_DIRS));
  }
  if (!specifier.startsWith('@docusaurus/')) return undefined;
  const coreExport = packageDir('@docusaurus/core');
  const fromExports = coreExport && withExtension(join(coreExport, 'lib/client/exports', specifier.slice('@docusaurus/'.length)));
  if (fromExports) return {path: fromExports};
  return found(inPackage(specifier));
}

/** The class names a CSS file defines. */
export function cssClasses(path: string): Set<string> {
  const text = readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  return new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

/** The problems of one swizzled component's file. */
export function fileProblems(surface: Surface, file: string): string[] {
  const path = join(SITE_DIR, file);
  if (!existsSync(path)) return [surfaceProblem(surface, `${file} is listed but does not exist`)];
  if (!/\.tsx?$/.test(file)) return [];
  const problems: string[] = [];
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const styles = new Map<string, {specifier: string; classes: Set<string>}>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (clause?.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier.text;
    const resolved = resolveThemeImport(specifier, path);
    if (!resolved) continue;
    if ('error' in resolved) {
      problems.push(
        surfaceProblem(
          surface,
          `${file} imports ${specifier}, which ${resolved.error.replace(`${specifier} `, '')}`,
          packageName(specifier),
        ),
      );
      continue;
    }
    if (resolved.path.endsWith('.css')) {
      if (clause?.name && /\.module\.css$/.test(resolved.path))
        styles.set(clause.name.text, {specifier, classes: cssClasses(resolved.path)});
      continue;
    }
    const names = exportNames(resolved.path);
    const wanted = [
      ...(clause?.name ? ['default'] : []),
      ...(clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
        ? clause.namedBindings.elements
            .filter((element) => !element.isTypeOnly)
            .map((element) => (element.propertyName ?? element.name).text)
        : []),
    ];
    const missing = wanted.filter((name) => !names.has(name));
    if (missing.length) {
      const what = missing.map((name) => (name === 'default' ? 'a default export' : `"${name}"`)).join(', ');
      problems.push(
        surfaceProblem(surface, `${file} imports ${what} from ${specifier} (${resolved.path}), which has none`, packageName(specifier)),
      );
    }
  }
  const visit = (node: ts.Node) => {
    let binding: string | undefined;
    let name: string | undefined;
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      binding = node.expression.text;
      name = node.name.text;
    } else if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression) && ts.isStringLiteralLike(node.argumentExpression)) {
      binding = node.expression.text;
      name = node.argumentExpression.text;
    }
    const module = binding && styles.get(binding);
    if (module && name && !module.classes.has(name) && !surface.undefinedClasses?.includes(`${binding}.${name}`)) {
      problems.push(
        surfaceProblem(
          surface,
          `${file} reads ${binding}.${name}, a class ${module.specifier} does not define: it would be drawn unstyled`,
          module.specifier.startsWith('@docusaurus/') ? packageName(module.specifier) : undefined,
        ),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

/** The problems of every swizzled component's files. */
export function swizzledProblems(surfaces: readonly Surface[]): string[] {
  return surfaces
    .filter((s) => s.kind === 'eject' || s.kind === 'wrapper')
    .flatMap((s) => s.files.flatMap((file) => fileProblems(s, file)));
}

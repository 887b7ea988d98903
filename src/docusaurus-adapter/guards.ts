/**
 * The guards of the surfaces in ./surfaces.ts. Each problem names its surface and the Docusaurus
 * version the surface was written for, and the installed one.
 *
 * `assertPrivateModules` runs when docusaurus.config.ts loads (every build, `docusaurus start` and
 * every test that loads the config): each private module resolves and exports the names the site
 * uses. It reads a few files and loads none. `upstreamProblems` and the checks of ./swizzled.ts
 * run in `npm test` (tests/unit/docusaurus-adapter.test.ts): a changed upstream file does not
 * always break the site, but the surface must be reviewed before the hash is updated.
 */
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {type Surface, SURFACES, UPSTREAM_SHA256, WRITTEN_FOR} from './surfaces';
import {exportNames, fileHash, installedVersion, packageFile, packageName, SITE_DIR} from './upstream';

/** A problem of one surface, as a line that names it, its version and the installed one. */
export function surfaceProblem(surface: Surface, problem: string, pkg = '@docusaurus/core'): string {
  return (
    `[docusaurus-adapter] surface ${surface.id} (${surface.kind}; ${surface.files[0]}) was written for Docusaurus ${WRITTEN_FOR}; ` +
    `with ${pkg} ${installedVersion(pkg)} installed, ${problem}. See handbook/internals.md.`
  );
}

/** Each private module that does not resolve, or lacks a name the site uses. */
export function privateModuleProblems(surfaces: readonly Surface[] = SURFACES): string[] {
  const problems: string[] = [];
  for (const surface of surfaces) {
    for (const {specifier, exports, from} of surface.modules ?? []) {
      const base = from ? packageFile(from) : join(SITE_DIR, 'package.json');
      const pkg = packageName(specifier);
      if (!base) {
        problems.push(surfaceProblem(surface, `${from} does not exist`, packageName(from ?? specifier)));
        continue;
      }
      let resolved: string;
      try {
        resolved = createRequire(base).resolve(specifier);
      } catch {
        problems.push(surfaceProblem(surface, `${specifier} does not resolve`, pkg));
        continue;
      }
      const names = exportNames(resolved);
      const missing = exports.filter((name) => !names.has(name));
      if (missing.length) problems.push(surfaceProblem(surface, `${specifier} no longer exports ${missing.join(', ')}`, pkg));
    }
  }
  return problems;
}

// Docusaurus loads the config, and with it this module, afresh for each locale: once a process is enough.
const CHECKED = Symbol.for('helm-docusaurus-adapter');

/** Throws, listing every problem, when a private module does not resolve or lacks a name; once a process. */
export function assertPrivateModules(surfaces: readonly Surface[] = SURFACES): void {
  const state = process as unknown as {[CHECKED]?: boolean};
  if (state[CHECKED]) return;
  const problems = privateModuleProblems(surfaces);
  if (problems.length) throw new Error(problems.join('\n'));
  state[CHECKED] = true;
}

/** Each upstream file that is missing or differs from the one the surface was written for. */
export function upstreamProblems(
  surfaces: readonly Surface[] = SURFACES,
  recorded: Readonly<Record<string, string>> = UPSTREAM_SHA256,
): string[] {
  const problems: string[] = [];
  for (const surface of surfaces) {
    for (const file of surface.upstream) {
      const pkg = packageName(file);
      const path = packageFile(file);
      if (!path) problems.push(surfaceProblem(surface, `its upstream file ${file} is gone: re-eject or rewrite it`, pkg));
      else if (fileHash(path) !== recorded[file])
        problems.push(
          surfaceProblem(
            surface,
            `its upstream file ${file} changed (sha256 ${fileHash(path)}, recorded ${recorded[file] ?? 'none'}): review the surface against it (re-eject an ejected component), then record the new hash in src/docusaurus-adapter/surfaces.ts`,
            pkg,
          ),
        );
    }
  }
  return problems;
}

/**
 * A build's output folder replaced whole, or not at all. Every build (scripts/build.ts, and
 * `docusaurus build` through src/plugins/atomic-output) writes into a staging folder beside the
 * output folder, `.build.staging` for `build/`, and only once the whole build, finishing step
 * included, has succeeded does the staging folder take the output folder's place. A build that
 * fails or is interrupted leaves the previous output as it was, byte for byte, and removes its
 * staging folder.
 *
 * The swap is two renames on one file system (`build/` → `.build.previous`, the staging folder →
 * `build/`), then the removal of the previous output. Node.js has no call that exchanges two
 * folders in one step, so a process killed outright (SIGKILL, power loss) between the two renames
 * leaves `.build.previous` and no `build/`: the next build's `prepare` puts it back.
 */
import {existsSync, renameSync, rmSync} from 'node:fs';
import {basename, dirname, join, relative} from 'node:path';

export type Output = {
  /** The folder the build replaces: `build/`, `build/es` for `npm run build -- --locale es`, `build-es/`. */
  target: string;
  /** The folder the build writes into. */
  staging: string;
  /** Where `target` waits, during the swap, until the staged output has taken its place. */
  previous: string;
};

/** The staging and previous folders of an output folder: hidden siblings, on the same file system. */
export function outputFor(target: string): Output {
  const dir = dirname(target);
  const name = basename(target);
  return {target, staging: join(dir, `.${name}.staging`), previous: join(dir, `.${name}.previous`)};
}

/** Before a build: finishes or undoes what a killed build left, and clears the staging folder. */
export function prepare(output: Output): void {
  if (existsSync(output.previous)) {
    // Killed between the two renames: the previous output is the last complete one.
    if (!existsSync(output.target)) renameSync(output.previous, output.target);
    else rmSync(output.previous, {recursive: true, force: true});
  }
  rmSync(output.staging, {recursive: true, force: true});
}

/** After a complete build: the staged output (or `staged`, a folder inside the staging folder) becomes the target. */
export function replace(output: Output, staged: string = output.staging): void {
  if (existsSync(output.target)) renameSync(output.target, output.previous);
  renameSync(staged, output.target);
  rmSync(output.previous, {recursive: true, force: true});
  rmSync(output.staging, {recursive: true, force: true});
}

/** After a failed or interrupted build: removes the staging folder and says, in one line, what became of the output. */
export function discard(output: Output, why: string): string {
  // A step that was just stopped may still be ending: a few tries, as its last files land.
  rmSync(output.staging, {recursive: true, force: true, maxRetries: 5});
  const shown = relative(process.cwd(), output.target) || '.';
  return existsSync(output.target)
    ? `[build] ${why}: ${shown}/ is left as the last complete build wrote it.`
    : `[build] ${why}: nothing was written to ${shown}/.`;
}

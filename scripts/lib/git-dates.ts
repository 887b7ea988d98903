/**
 * What git knows of the pages' dates: whether the history is full enough to date them, and the
 * newest commit time of every file from one `git log`, handed to Docusaurus as front matter.
 * The config wires them into the docs' "last updated" line (tests/unit/site-meta.test.ts).
 */
import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';

export type GitHistory = 'full' | 'shallow' | 'none';

/**
 * What git knows about the files in `dir`. A shallow clone (`git clone --depth 1`, the default of
 * many CI checkouts) has one commit, so every page would show the date of that commit.
 */
export function gitHistory(dir: string): GitHistory {
  try {
    const out = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out === 'false' ? 'full' : 'shallow';
  } catch {
    return 'none';
  }
}

/**
 * The newest commit time (ms) of every file git tracks under `dir`, keyed by absolute path, from
 * one `git log`. Docusaurus asks git once per page (a shell and a git process each: about 3 s of a
 * two-locale build); `lastUpdateFrontMatter` hands it these dates instead. A merge counts for a
 * file only where it changed the file against every parent, as in `git log -- file`.
 */
export function gitLastUpdates(dir: string): Map<string, number> {
  const dates = new Map<string, number>();
  let root: string;
  let log: string;
  try {
    const git = (args: string[]) =>
      execFileSync('git', args, {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 << 20});
    root = git(['rev-parse', '--show-toplevel']).trim();
    log = git([
      '-c',
      'log.showSignature=false',
      '-c',
      'core.quotePath=false',
      'log',
      '--format=@%ct',
      '--name-only',
      '--no-renames',
      '--diff-merges=dense-combined',
    ]);
  } catch {
    return dates;
  }
  let time = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) time = Number(line.slice(1)) * 1000;
    else if (line) {
      const file = join(root, line);
      if (!dates.has(file)) dates.set(file, time);
    }
  }
  return dates;
}

/**
 * A `markdown.parseFrontMatter` that adds `last_update.date` from `dates` to the pages under
 * `dirs` that have none, so Docusaurus dates them without running git per page.
 */
export function lastUpdateFrontMatter(dates: Map<string, number>, dirs: string[]): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const date = dates.get(params.filePath);
    // A partial (`_name.md`, imported by a page) is no page: front matter there only draws a warning.
    const partial = /(^|[\\/])_[^\\/]*$/.test(params.filePath);
    if (date !== undefined && !partial && !result.frontMatter.last_update && dirs.some((d) => params.filePath.startsWith(d))) {
      result.frontMatter.last_update = {date: new Date(date).toISOString()};
    }
    return result;
  };
}

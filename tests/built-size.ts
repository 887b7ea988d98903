/**
 * A page's bytes as `npm run report:quality` and tests/e2e/page-bytes.spec.ts both count them, so
 * the report and the test agree on every byte and hold them to the same budgets.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from './contract';

export const BUDGETS_FILE = join(ROOT, 'scripts/quality-budgets.json');

/**
 * KB of scripts and styles each page type may load: today's figures, so a regression fails.
 * `overTarget` says why a page may load more than the reader's allowance of scripts.
 */
export const budgets: Record<string, {jsKB: number; cssKB: number; overTarget?: string}> = JSON.parse(
  readFileSync(BUDGETS_FILE, 'utf8'),
).pages;

/** What a reader downloads for a path of the build: the size of its brotli copy, or of the file itself when it has none. */

export function builtSize(dir: string, pathname: string): number {
  let path = join(dir, decodeURIComponent(pathname));
  if (pathname.endsWith('/')) path = join(path, 'index.html');
  else if (!existsSync(path) && existsSync(`${path}.html`)) path = `${path}.html`;
  else if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
  if (!existsSync(path)) path = join(dir, pathname.startsWith('/es/') ? 'es/404.html' : '404.html');
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

/**
 * What a reader downloads for a path of the build: the size of its brotli copy, or of the file
 * itself when it has none. `npm run report:quality` and tests/e2e/page-bytes.spec.ts count a
 * page's scripts and styles with it, so the report and the test agree on every byte.
 */
import {existsSync, statSync} from 'node:fs';
import {join} from 'node:path';

export function builtSize(dir: string, pathname: string): number {
  let path = join(dir, decodeURIComponent(pathname));
  if (pathname.endsWith('/')) path = join(path, 'index.html');
  else if (!existsSync(path) && existsSync(`${path}.html`)) path = `${path}.html`;
  else if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
  if (!existsSync(path)) path = join(dir, pathname.startsWith('/es/') ? 'es/404.html' : '404.html');
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

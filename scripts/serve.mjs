#!/usr/bin/env node
// usage: node scripts/serve.mjs [--port 3000] [--dir build]
// Serves the production build the way our static host does: clean URLs (a `.html` or
// `/index.html` suffix redirects to the bare path) and, for a missing page, the not-found page
// of the visitor's locale with status 404. `docusaurus serve` would answer /es/… with the
// English 404 page, which is why this script exists.
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import handler from 'serve-handler';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const root = resolve(option('dir', 'build'));
const locales = ['es'];

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** Whether the request path names a page or a file of the build, with or without suffixes. */
function exists(pathname) {
  const bare = pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
  const base = join(root, bare);
  return isFile(join(root, pathname)) || isFile(`${base}.html`) || isFile(join(base, 'index.html'));
}

function notFoundPage(pathname) {
  const locale = locales.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
  return join(root, locale ?? '', '404.html');
}

const server = createServer((req, res) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (pathname.includes('\0') || !resolve(root, `.${pathname}`).startsWith(root)) {
    res.writeHead(400).end();
    return;
  }
  if (!exists(pathname)) {
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    res.end(readFileSync(notFoundPage(pathname)));
    return;
  }
  handler(req, res, {public: root, cleanUrls: true, directoryListing: false});
});

server.listen(port, () => {
  console.log(`Serving ${root} at http://localhost:${port}/ (Spanish at /es/)`);
});

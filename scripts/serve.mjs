#!/usr/bin/env node
// usage: node scripts/serve.mjs [--port 3000] [--dir build]
// Serves the production build the way our static host does: clean URLs (a `.html` or
// `/index.html` suffix redirects to the bare path), text compressed with brotli or gzip, and, for
// a missing page, the not-found page of the visitor's locale with status 404. `docusaurus serve`
// would answer /es/… with the English 404 page, which is why this script exists.
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, resolve, sep} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import handler from 'serve-handler';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const root = resolve(option('dir', 'build'));
const locales = ['es'];

// The text files of the build, compressed as a CDN would: the quality report measures transfer
// sizes. serve-handler serves the rest (images).
const TEXT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The built file that serves the request path, with or without suffixes, if any. */
function fileFor(pathname) {
  const bare = pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
  const base = join(root, bare);
  return [join(root, pathname), `${base}.html`, join(base, 'index.html')].find(isFile);
}

function notFoundPage(pathname) {
  const locale = locales.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
  return join(root, locale ?? '', '404.html');
}

const encoded = new Map();
function send(req, res, status, file) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let body = encoded.get(key);
  if (!body) {
    const raw = readFileSync(file);
    // Hashed assets at the highest level, as static hosts precompress them; pages as a CDN
    // compresses on the fly (quality 11 takes a second on the main bundle).
    const quality = file.includes(`${sep}assets${sep}`) ? 11 : 5;
    body =
      encoding === 'br' ? brotliCompressSync(raw, {params: {[constants.BROTLI_PARAM_QUALITY]: quality}})
      : encoding === 'gzip' ? gzipSync(raw, {level: 9})
      : raw;
    encoded.set(key, body);
  }
  res.writeHead(status, {
    'Content-Type': TEXT_TYPES[extname(file)],
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(encoding && {'Content-Encoding': encoding}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
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
  const file = fileFor(pathname);
  if (!file) {
    send(req, res, 404, notFoundPage(pathname));
    return;
  }
  const bare = pathname.replace(/(\/index)?\.html$/, '') || '/';
  if (bare !== pathname) {
    res.writeHead(301, {Location: encodeURI(bare) + new URL(req.url, 'http://localhost').search}).end();
    return;
  }
  if (TEXT_TYPES[extname(file)]) {
    send(req, res, 200, file);
    return;
  }
  handler(req, res, {public: root, cleanUrls: true, directoryListing: false});
});

server.listen(port, () => {
  console.log(`Serving ${root} at http://localhost:${port}/ (Spanish at /es/)`);
});

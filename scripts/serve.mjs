#!/usr/bin/env node
// usage: node scripts/serve.mjs [--port 3000] [--dir build]
// Serves the production build as our hosts do (deploy/nginx.conf, Cloudflare Pages): the routing
// table of deploy/routes.ts (legacy redirects, Go import pages), clean URLs (a `.html` or
// `/index.html` suffix redirects to the bare path), the .br/.gz copies the build writes, ETags,
// the security headers, and for a missing page the not-found page of the visitor's locale with
// status 404. sirv does the file serving; this file adds only what a host configuration adds.
import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {join, resolve} from 'node:path';
import sirv from 'sirv';
import {isSafePath, match} from '../deploy/match.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const root = resolve(option('dir', 'build'));
const policy = JSON.parse(readFileSync(new URL('../deploy/routes.json', import.meta.url), 'utf8'));
const locales = ['es'];

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

// sirv lists the build once at startup and serves only files from that list: no path of a request
// can reach a file outside the build.
const files = sirv(root, {
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  extensions: ['html'],
  onNoMatch: (req, res) => notFound(req, res),
});

/** The not-found page of each locale, in each encoding the build has, read once. */
const notFoundPages = new Map();
for (const locale of ['', ...locales]) {
  const page = join(root, locale, '404.html');
  const variants = {identity: readFileSync(page)};
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']]) {
    if (existsSync(page + ext)) variants[encoding] = readFileSync(page + ext);
  }
  notFoundPages.set(locale, variants);
}

function notFound(req, res, pathname = req.path) {
  const locale = locales.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`)) ?? '';
  const variants = notFoundPages.get(locale);
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) && variants.br ? 'br' : /\bgzip\b/.test(accepts) && variants.gzip ? 'gzip' : 'identity';
  const body = variants[encoding];
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(encoding !== 'identity' && {'Content-Encoding': encoding}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const plain = (res, status, extra = {}) =>
  res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', ...extra}).end(`${status}\n`);

// A decoded path that must not go further: control characters, backslashes, dot segments, empty
// segments. Encoded slashes and backslashes are refused before decoding.
const refused = (raw, path) =>
  /%(2f|5c)/i.test(raw) || /[\u0000-\u001f\u007f\\]/.test(path) || /(^|\/)\.\.?(\/|$)/.test(path) || path.includes('//');

// One Host, a name or an address with an optional port, as nginx requires.
const validHost = (req) =>
  req.headersDistinct.host?.length === 1 && /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/.test(req.headers.host);

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(policy.headers)) res.setHeader(name, value);
  if (!validHost(req)) {
    plain(res, 400);
    return;
  }
  if (!policy.methods.includes(req.method)) {
    plain(res, 405, {Allow: policy.methods.join(', ')});
    return;
  }
  const raw = req.url ?? '';
  const q = raw.indexOf('?');
  const rawPath = q < 0 ? raw : raw.slice(0, q);
  const query = q < 0 ? '' : raw.slice(q);
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    plain(res, 400);
    return;
  }
  if (!rawPath.startsWith('/') || refused(rawPath, path)) {
    plain(res, 400);
    return;
  }
  req.path = path;
  const immutable = policy.cache.immutablePrefixes.some((p) => path.startsWith(p));
  res.setHeader('Cache-Control', immutable ? policy.cache.immutable : policy.cache.revalidate);

  // Host configuration, and the not-found pages themselves, which are only sent with a 404.
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (policy.hidden.includes(name) || (name === '404.html' && notFoundPages.has(path.slice(1, -'/404.html'.length)))) {
    notFound(req, res);
    return;
  }

  const route = match(policy.table, path);
  if (route && route.status !== 200) {
    res.writeHead(route.status, {Location: route.to}).end();
    return;
  }
  const served = route ? route.to : path;

  const bare = served.replace(/(\/index)?\.html$/, '') || '/';
  if (bare !== served) {
    if (!isSafePath(bare)) {
      notFound(req, res);
      return;
    }
    // The query is passed on only when it is plain printable ASCII, as it arrived.
    res.writeHead(301, {Location: bare + (/^\?[\x21-\x7e]*$/.test(query) ? query : '')}).end();
    return;
  }

  req.url = encodeURI(served);
  files(req, res);
});

// Node hands CONNECT to this event instead of the request handler: refuse it like any other method.
server.on('connect', (req, socket) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${policy.methods.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
});

server.listen(port, () => {
  console.log(`Serving ${root} at http://localhost:${port}/ (Spanish at /es/)`);
});

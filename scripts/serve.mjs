#!/usr/bin/env node
// usage: node scripts/serve.mjs [--port 3000] [--dir build] [--base /]   (PORT=3000 also sets the port)
// Serves the production build as our hosts do (deploy/nginx.conf, Cloudflare Pages): the routing
// table of deploy/routes.ts (legacy redirects, Go import pages), clean URLs (a `.html` or
// `/index.html` suffix redirects to the bare path), the .br/.gz copies the build writes, the
// security headers, and for a missing page the not-found page of the visitor's locale with status
// 404. With `--base /es/`, the build's contents are served under that prefix and anything outside
// it is not found; without it, the prefix is the path of the home page's canonical URL, so the
// Spanish site of `docusaurus build --locale es` is served at /es/ as it was built for. `send` (Express's file sender) answers for the file: Range,
// conditional requests, HEAD and Last-Modified; this file gives it a strong ETag and decides
// If-Range itself, as RFC 9110 asks. `negotiator` picks the precompressed copy from
// Accept-Encoding, q-values included, brotli first where the client accepts several alike. The
// not-found page is read at each 404, so a server left running across a rebuild serves the new one.
// The Content-Security-Policy is the build's own, from the `_headers` file that `npm run build`
// writes for Cloudflare Pages with the hashes of the build's inline scripts (scripts/lib/csp.ts),
// read again whenever a rebuild rewrites it. Otherwise this file adds only what a host
// configuration adds.
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {extname, join, resolve, sep} from 'node:path';
import Negotiator from 'negotiator';
import send from 'send';
import {isSafePath, match} from '../deploy/match.mjs';

const args = process.argv.slice(2);
/** The value of `--name`; the last one counts, so `npm run serve -- --port 4000` wins over any earlier one. */
const option = (name, fallback) => {
  const i = args.lastIndexOf(`--${name}`);
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

/** The build's Content-Security-Policy, from its `_headers`, or undefined when there is none. */
const readPolicy = () => {
  try {
    return readFileSync(join(root, '_headers'), 'utf8').match(/^ {2}Content-Security-Policy: (.+)$/m)?.[1];
  } catch {
    return undefined;
  }
};
let csp = {mtime: statSync(join(root, '_headers'), {throwIfNoEntry: false})?.mtimeMs, value: readPolicy()};
if (!csp.value) {
  console.error(`${join(root, '_headers')} holds no Content-Security-Policy: run \`npm run build\`, whose finishing step writes it.`);
  process.exit(1);
}
/** The policy of the build as it is now; the last one read while a rebuild has removed the file. */
function currentPolicy() {
  const mtime = statSync(join(root, '_headers'), {throwIfNoEntry: false})?.mtimeMs;
  if (mtime !== undefined && mtime !== csp.mtime) csp = {mtime, value: readPolicy() ?? csp.value};
  return csp.value;
}

/** The path of the home page's canonical URL: the prefix the build was made for. */
const builtFor = () =>
  readFileSync(join(root, 'index.html'), 'utf8').match(
    /<link\b[^>]*\brel="?canonical"?[^>]*\bhref="?https?:\/\/[^/"\s>]+(\/[^"\s>]*)/,
  )?.[1] ?? '/';
/** The URL prefix the build is served under, with a slash at both ends. */
const base = `/${option('base', builtFor()).replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/** Textual types carry their charset; everything the build writes is UTF-8. */
const TYPES = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};
/** The Content-Type of a textual file, or undefined: send names the others from their extension. */
const textType = (file) => {
  const type = TYPES[extname(file).toLowerCase()];
  return type && `${type}; charset=utf-8`;
};

/** Binary types of files the build compresses (the template engine's WebAssembly), so that a .br or .gz copy keeps its type. */
const BINARY_TYPES = {'.wasm': 'application/wasm'};

/** The encodings the build has copies of, by preference when a client accepts several equally. */
const CODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
/** Browsers list br after gzip at the same q (`gzip, deflate, br, zstd`): the server's order breaks the tie. */
const PREFERRED = {preferred: [...CODINGS.map(([name]) => name), 'identity']};
const pickEncoding = (req, has) => new Negotiator(req).encodings([...CODINGS.map(([name]) => name).filter(has), 'identity'], PREFERRED)[0];

/**
 * Files found so far, at most the build's files. A rebuild under a running server removes some of
 * them: send then finds nothing, the whole list is forgotten and the request looked up again (see
 * the error handler below).
 */
const found = new Map();

/** A regular file of the build at this site path, or undefined. */
function fileAt(sitePath) {
  if (found.has(sitePath)) return found.get(sitePath);
  const file = resolve(root, `.${sitePath}`);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  try {
    if (!statSync(file).isFile()) return undefined;
  } catch {
    return undefined;
  }
  found.set(sitePath, file);
  return file;
}

/**
 * The not-found page of a locale (the English one where the locale has none), in the encoding the
 * request prefers, read from disk at each 404: a rebuild replaces the page and the hashed scripts it
 * names, so a copy kept from startup would name scripts that are gone. Undefined when the build has
 * none, as in the middle of a rebuild.
 */
function notFoundPage(req, locale) {
  for (const dir of new Set([locale, ''])) {
    const page = join(root, dir, '404.html');
    const copy = (encoding) => page + (CODINGS.find(([name]) => name === encoding)?.[1] ?? '');
    const encoding = pickEncoding(req, (e) => existsSync(copy(e))) ?? 'identity';
    try {
      return {encoding, body: readFileSync(copy(encoding))};
    } catch {
      // Not there (or removed since): the next candidate.
    }
  }
  return undefined;
}

function notFound(req, res, sitePath = '/') {
  const locale = locales.find((l) => sitePath === `/${l}` || sitePath.startsWith(`/${l}/`)) ?? '';
  const page = notFoundPage(req, locale);
  if (!page) return plain(res, 404);
  const {encoding, body} = page;
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': policy.cache.revalidate,
    Vary: 'Accept-Encoding',
    ...(encoding !== 'identity' && {'Content-Encoding': encoding}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const plain = (res, status, extra = {}) =>
  res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra}).end(`${status}\n`);

// A decoded path that must not go further: control characters, backslashes, dot segments, empty
// segments. Encoded slashes and backslashes are refused before decoding.
const refused = (raw, path) =>
  /%(2f|5c)/i.test(raw) || /[\u0000-\u001f\u007f\\]/.test(path) || /(^|\/)\.\.?(\/|$)/.test(path) || path.includes('//');

// One Host, a name or an address with an optional port, as nginx requires.
const validHost = (req) =>
  req.headersDistinct.host?.length === 1 && /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/.test(req.headers.host);

/**
 * The validators of a file: send's, but a strong ETag, as nginx's is. Each encoding is a file of its
 * own, so each representation has its own tag, and a rebuild rewrites the file and changes its time.
 */
const validators = (stat) => ({
  etag: `"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
  lastModified: stat.mtime.toUTCString(),
});

/**
 * RFC 9110 §13.1.5: If-Range holds only for a strong validator that matches exactly, the current
 * entity tag or the current Last-Modified date; a weak tag, another tag, a list or another date
 * gets the whole file (200), never a range of a representation the client does not hold.
 */
function ifRangeHolds(value, {etag, lastModified}) {
  const given = value.trim();
  if (given.startsWith('"')) return given === etag;
  if (given.startsWith('W/')) return false;
  const date = Date.parse(given);
  return !Number.isNaN(date) && date === Date.parse(lastModified);
}

/** A Location of ours under the base; an off-site target as it is. */
const located = (to) => (to.startsWith('/') ? base.slice(0, -1) + to : to);

function handle(req, res) {
  res.setHeader('Content-Security-Policy', currentPolicy());
  for (const [name, value] of Object.entries(policy.headers)) res.setHeader(name, value);
  if (!validHost(req)) return plain(res, 400);
  if (!policy.methods.includes(req.method)) return plain(res, 405, {Allow: policy.methods.join(', ')});
  const raw = req.url ?? '';
  const q = raw.indexOf('?');
  const rawPath = q < 0 ? raw : raw.slice(0, q);
  const query = q < 0 ? '' : raw.slice(q);
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return plain(res, 400);
  }
  if (!rawPath.startsWith('/') || refused(rawPath, path)) return plain(res, 400);
  if (!(path === base.slice(0, -1) && base !== '/') && !path.startsWith(base)) return notFound(req, res);
  const site = path === base.slice(0, -1) ? '/' : path.slice(base.length - 1);

  // The not-found pages themselves are only sent with a 404.
  if (site.endsWith('/404.html') && ['', ...locales].includes(site.slice(1, -'/404.html'.length))) return notFound(req, res, site);

  const route = match(policy.table, site);
  if (route && route.status !== 200) {
    res.writeHead(route.status, {Location: located(route.to), 'Cache-Control': policy.cache.revalidate}).end();
    return;
  }
  const served = route ? route.to : site;

  const bare = served.replace(/(\/index)?\.html$/, '') || '/';
  if (bare !== served) {
    if (!isSafePath(bare)) return notFound(req, res, site);
    // The query is passed on only when it is plain printable ASCII, as it arrived.
    res
      .writeHead(301, {Location: located(bare) + (/^\?[\x21-\x7e]*$/.test(query) ? query : ''), 'Cache-Control': policy.cache.revalidate})
      .end();
    return;
  }

  // A page of scripts/lib/flatten-pages.ts asked for with a trailing slash: the URL without it.
  if (served.length > 1 && served.endsWith('/') && isSafePath(served) && fileAt(`${served.slice(0, -1)}.html`)) {
    res
      .writeHead(301, {
        Location: located(served.slice(0, -1)) + (/^\?[\x21-\x7e]*$/.test(query) ? query : ''),
        'Cache-Control': policy.cache.revalidate,
      })
      .end();
    return;
  }

  // Exactly the file, the page `x.html` (not for `/index` or `/404`, which are no pages), or the
  // folder's index.html: no other spelling reaches a file.
  const last = served.slice(served.lastIndexOf('/') + 1);
  const candidates = served.endsWith('/')
    ? [`${served}index.html`]
    : [served, ...(last === 'index' || last === '404' ? [] : [`${served}.html`]), `${served}/index.html`];
  const sitePath = candidates.find((c) => fileAt(c));
  const name = sitePath?.slice(sitePath.lastIndexOf('/') + 1);
  if (!sitePath || policy.hidden.includes(name)) return notFound(req, res, site);

  const file = fileAt(sitePath);
  const encoding = pickEncoding(req, (e) => !!fileAt(sitePath + CODINGS.find(([n]) => n === e)[1]));
  if (!encoding) {
    res.setHeader('Vary', 'Accept-Encoding');
    return plain(res, 406);
  }
  const ext = CODINGS.find(([n]) => n === encoding)?.[1] ?? '';
  const hasCopies = CODINGS.some(([, e]) => fileAt(sitePath + e));
  const immutable = policy.cache.immutablePrefixes.some((p) => sitePath.startsWith(p));
  // `Cache-Control: no-cache` in a request asks caches to revalidate; this is the origin, whose
  // answer to If-None-Match stays 304 (RFC 9110 §13.2). `send` would send the whole file instead.
  delete req.headers['cache-control'];
  // If-Range is decided here: send compares it weakly and takes any later date (see ifRangeHolds).
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined) {
    delete req.headers['if-range'];
    const stat = statSync(file + ext, {throwIfNoEntry: false});
    if (!stat || !ifRangeHolds(ifRange, validators(stat))) delete req.headers.range;
  }
  send(req, file.slice(root.length) + ext, {root, dotfiles: 'allow', index: false, cacheControl: false, etag: true, lastModified: true})
    .on('headers', (response, _path, stat) => {
      const {etag, lastModified} = validators(stat);
      response.setHeader('ETag', etag);
      response.setHeader('Last-Modified', lastModified);
      // The .br or .gz copy would be typed by its own extension: name the original's type.
      const type = textType(file) ?? BINARY_TYPES[extname(file).toLowerCase()] ?? (ext ? 'application/octet-stream' : undefined);
      if (type) response.setHeader('Content-Type', type);
      // The routing table's headers for this extension (the twins' type and X-Robots-Tag).
      for (const [name, value] of Object.entries(policy.types[extname(file).slice(1).toLowerCase()] ?? {})) response.setHeader(name, value);
      response.setHeader('Cache-Control', immutable ? policy.cache.immutable : policy.cache.revalidate);
      if (hasCopies) response.setHeader('Vary', 'Accept-Encoding');
      if (ext) response.setHeader('Content-Encoding', encoding);
    })
    .on('error', (error) => {
      if (res.headersSent) res.destroy();
      else if (error.status === 404 && !req.lookedAgain) {
        // A file found before is gone: the build changed under the server. Look again, once.
        found.clear();
        req.lookedAgain = true;
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        respond(req, res);
      } else if (error.status === 404) notFound(req, res, site);
      else plain(res, error.status ?? 500);
    })
    .pipe(res);
}

function respond(req, res) {
  try {
    handle(req, res);
  } catch (error) {
    // No single request may take the preview down.
    console.error(error);
    if (res.headersSent) res.destroy();
    else plain(res, 500);
  }
}

const server = createServer(respond);

// Node hands CONNECT to this event instead of the request handler: refuse it like any other method.
server.on('connect', (req, socket) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${policy.methods.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
});

server.listen(port, () => {
  console.log(`Serving ${root} at http://localhost:${port}${base}${existsSync(join(root, 'es')) ? ` (Spanish at ${base}es/)` : ''}`);
});

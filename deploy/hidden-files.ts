/**
 * Files of the build that configure a host and are never served. A module of its own, so that the
 * build's finishing step (scripts/finish-locale.ts) can read it without evaluating deploy/routes.ts,
 * which reads the legacy URL facts and every docs version's routes when it loads.
 */
/** The `add_header` line of the build's Content-Security-Policy, which deploy/nginx.conf includes (scripts/lib/csp.ts). */
export const NGINX_HEADERS_FILE = '_nginx-headers.conf';
export const HIDDEN_FILES = ['_headers', '_redirects', NGINX_HEADERS_FILE];
/** The hidden files Cloudflare Pages itself never serves; the others are rewritten to a missing page in `_redirects`. */
export const PAGES_HIDES = ['_headers', '_redirects'];

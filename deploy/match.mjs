// How a request path meets the routing table (deploy/routes.json, generated from deploy/routes.ts).
// scripts/serve.mjs and the unit tests use this module; deploy/nginx.conf and static/_redirects are
// generated to behave the same way: exact rules first (a trailing slash is ignored), then splat rules
// in table order, and a splat only matches when what it captures is a safe path.

/** A path segment that may reach a Location header: no dot segment, no control character, no `\`. */
export const SEGMENT = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
/** What a splat may capture: one or more safe segments, nothing else. */
export const SPLAT = `${SEGMENT}(?:/${SEGMENT})*`;
/**
 * A splat capture with a `.html` or `/index.html` suffix, which the target drops: otherwise the
 * redirect would land on a suffix that redirects again. Segments are matched lazily so that
 * `a/index.html` captures `a`, as the same expression does in deploy/nginx.conf.
 */
export const SPLAT_HTML = `(${SEGMENT}(?:/${SEGMENT})*?)(?:/index)?\\.html`;
const splatPattern = new RegExp(`^${SPLAT}$`);
const splatHtmlPattern = new RegExp(`^${SPLAT_HTML}$`);
const pathPattern = new RegExp(`^(?:/${SEGMENT})*/?$`);

/** True for a decoded path made only of safe segments (the only kind a redirect is built from). */
export const isSafePath = (path) => path.startsWith('/') && pathPattern.test(path);

/**
 * The rule for a decoded request path, or undefined.
 * @param {{exact: Record<string, {to: string, status: number}>, splats: {prefix: string, to: string, status: number}[]}} table
 * @param {string} path
 * @returns {{to: string, status: number} | undefined}
 */
export function match(table, path) {
  const key = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (Object.hasOwn(table.exact, key)) return table.exact[key];
  for (const rule of table.splats) {
    if (!path.startsWith(rule.prefix)) continue;
    let rest = path.slice(rule.prefix.length).replace(/\/$/, '');
    if (!splatPattern.test(rest)) return undefined;
    rest = rest.match(splatHtmlPattern)?.[1] ?? rest;
    return {to: rule.to.replace(':splat', rest), status: rule.status};
  }
  return undefined;
}

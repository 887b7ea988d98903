/**
 * Reads start tags and their attributes from built HTML. The production build is minified, so
 * attribute values may be double-quoted, single-quoted or bare.
 */
export type Tag = {name: string; attrs: Record<string, string>};

const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const ATTR = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function tags(html: string, name?: string): Tag[] {
  const out: Tag[] = [];
  for (const m of html.matchAll(TAG)) {
    const tagName = m[1].toLowerCase();
    if (name && tagName !== name) continue;
    const attrs: Record<string, string> = {};
    for (const a of (m[2] ?? '').matchAll(ATTR)) {
      attrs[a[1].toLowerCase()] = decode(a[2] ?? a[3] ?? a[4] ?? '');
    }
    out.push({name: tagName, attrs});
  }
  return out;
}

/** The first tag with this name whose attributes include all of `match`. */
export function find(html: string, name: string, match: Record<string, string> = {}): Tag | undefined {
  return tags(html, name).find((t) => Object.entries(match).every(([k, v]) => t.attrs[k] === v));
}

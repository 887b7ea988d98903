/**
 * Text helpers shared by the browser code, the build scripts and the routing table: one of each.
 */

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};

/**
 * Text made safe inside HTML, in element content and in quoted attributes alike (as React escapes
 * it). `{quotes: false}` leaves quotes as they are, for element content that people read as
 * source too (the generated command pages, whose `""` defaults the examples harness compares).
 */
export const escapeHtml = (text: string, {quotes = true} = {}): string =>
  text.replace(quotes ? /[&<>"']/g : /[&<>]/g, (c) => HTML_ESCAPES[c]);

/** Case- and accent-insensitive: `Configuración` and `configuracion` are the same word. */
export const fold = (s: string): string =>
  // Most words are plain ASCII: skip the costly decomposition for them (search folds every hit's text word by word).
  /^[\x00-\x7f]*$/.test(s) ? s.toLowerCase() : s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

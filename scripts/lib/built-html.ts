// cheerio/slim is cheerio with htmlparser2 alone, which is what the `xml` option below selects anyway;
// cheerio's main entry also loads undici for `fromURL`, 0.6 s of CPU in every process that reads a page.
import {type CheerioAPI, load} from 'cheerio/slim';

/**
 * Loads a page the build wrote, for the build's own readers of it (Markdown twins, search records).
 *
 * htmlparser2 reads our pages several times faster than parse5, but it does not know every rule
 * by which HTML lets an end tag be left out, and the HTML minifier leaves out all it may. A table
 * comes out as `<thead><tr><th>A<th>B<tbody>…`: a browser closes the header at `<tbody>`, while
 * htmlparser2 put the whole body inside the last header cell. Closing the header explicitly
 * before each body restores the browser's tree; where the header was already closed, the extra
 * end tag matches nothing and is dropped.
 */
export function loadBuiltPage(html: string): CheerioAPI {
  return load(html.replace(/<tbody>/g, '</thead><tbody>'), {xml: {xmlMode: false, decodeEntities: true}});
}

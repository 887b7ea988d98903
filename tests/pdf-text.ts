/**
 * The text of a PDF that Chromium printed (`page.pdf()`), enough for a test to ask what a printed
 * page shows. Chromium (Skia) writes each font as a Type0 font with a ToUnicode map and draws text
 * with `Tj` and `TJ` in Flate-compressed content streams; this reads those and nothing else. Where
 * the text moves (a new line, a gap between runs), it puts a space; a test that looks for a phrase
 * compares without whitespace (`squeeze`).
 */
import {inflateSync} from 'node:zlib';

type PdfObject = {dict: string; stream?: Buffer};

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\b/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const end = text.indexOf('endobj', match.index);
    const body = text.slice(match.index + match[0].length, end);
    const streamAt = body.search(/\bstream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), {dict: body});
      continue;
    }
    const dict = body.slice(0, streamAt);
    const dataStart = body.indexOf('\n', streamAt) + 1;
    const length = /\/Length (\d+)/.exec(dict);
    const dataEnd = length ? dataStart + Number(length[1]) : body.lastIndexOf('endstream');
    let stream = Buffer.from(body.slice(dataStart, dataEnd), 'latin1');
    if (/\/Filter \/FlateDecode/.test(dict)) stream = inflateSync(stream);
    objects.set(Number(match[1]), {dict, stream});
    start.lastIndex = end;
  }
  return objects;
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap: glyph code (hex) → text. */
function cmapOf(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(code.toLowerCase(), utf16(text));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
      const width = lo.length;
      const targets = rest.startsWith('[') ? [...rest.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : undefined;
      for (let code = parseInt(lo, 16), i = 0; code <= parseInt(hi, 16); code++, i++) {
        const key = code.toString(16).padStart(width, '0');
        if (targets) map.set(key, utf16(targets[i] ?? ''));
        else {
          const first = Buffer.from(rest.slice(1, -1), 'hex');
          first.writeUInt16BE(first.readUInt16BE(first.length - 2) + i, first.length - 2);
          map.set(key, first.swap16().toString('utf16le'));
        }
      }
    }
  }
  return map;
}

/** The text of every page, in the order the content streams draw it. */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  // Font resource name → the font's ToUnicode map (Skia names each font once for the document).
  const fonts = new Map<string, Map<string, string>>();
  for (const {dict} of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '');
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
      if (cmap) fonts.set(name, cmapOf(cmap.toString('latin1')));
    }
  }
  const decode = (hex: string, cmap: Map<string, string> | undefined) => {
    let out = '';
    for (let i = 0; i < hex.length; i += 4) out += cmap?.get(hex.slice(i, i + 4).toLowerCase()) ?? '';
    return out;
  };
  const pages: string[] = [];
  for (const {dict, stream} of objects.values()) {
    if (!stream || /\/Subtype|\/Type|\/Length1/.test(dict)) continue;
    const content = stream.toString('latin1');
    if (!/\bT[jJ]\b/.test(content)) continue;
    let cmap: Map<string, string> | undefined;
    let out = '';
    const ops = /\/(\w+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\[((?:[^\]\\]|\\.)*)\]\s*TJ|\b(Td|TD|Tm|T\*|ET)\b/g;
    for (const [, font, hex, array, move] of content.matchAll(ops)) {
      if (font) cmap = fonts.get(font);
      else if (hex !== undefined) out += decode(hex, cmap);
      else if (array !== undefined) {
        for (const [, part, kern] of array.matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)) {
          if (part !== undefined) out += decode(part, cmap);
          else if (Number(kern) < -200) out += ' ';
        }
      } else if (move) out += ' ';
    }
    pages.push(out);
  }
  return pages.join('\n');
}

/** Text without whitespace or ligatures ("ﬁ" for "fi"): how a test compares a phrase with a PDF's text. */
export const squeeze = (text: string): string => text.normalize('NFKC').replace(/\s+/g, '');

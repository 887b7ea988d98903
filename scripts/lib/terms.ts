// The Spanish term check: textlint with textlint-rule-prh and the term base terms/es.yml
// (configured in .textlintrc.json), run over Spanish Markdown and over the Spanish strings of the
// command data. Shared by scripts/lint-terms.ts and tests/unit/terms.test.ts.
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {createLinter, loadTextlintrc} from 'textlint';
import ts from 'typescript';

export const ROOT = resolve(__dirname, '../..');
export const CONFIG = join(ROOT, '.textlintrc.json');

/** Spanish Markdown: docs of every version, blog posts, pages. */
export const MARKDOWN_ROOT = 'i18n/es';
/** Written by scripts/gen-commands.ts from src/data/commands, so checked at that source. */
export const GENERATED_DIR = 'i18n/es/docusaurus-plugin-content-docs/version-3/commands';
export const DATA_DIR = 'src/data/commands';

/** Front matter fields that are prose a reader sees. */
const FRONT_MATTER_FIELDS = ['title', 'sidebar_label', 'description'];

export interface Violation {
  /** Path relative to the repository root. */
  file: string;
  line: number;
  column: number;
  /** prh's message: `actual => expected`, then the rule's explanation. */
  message: string;
}

type Linter = ReturnType<typeof createLinter>;

export async function createTermLinter(): Promise<Linter> {
  return createLinter({descriptor: await loadTextlintrc({configFilePath: CONFIG}), cwd: ROOT});
}

export function spanishMarkdownFiles(): string[] {
  return (readdirSync(join(ROOT, MARKDOWN_ROOT), {recursive: true}) as string[])
    .map((f) => `${MARKDOWN_ROOT}/${f.split('\\').join('/')}`)
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith(`${GENERATED_DIR}/`))
    .sort();
}

/** Interface strings: code.json, navbar, footer, sidebar and version labels, tag labels. */
export function translationFiles(): string[] {
  return (readdirSync(join(ROOT, MARKDOWN_ROOT), {recursive: true}) as string[])
    .map((f) => `${MARKDOWN_ROOT}/${f.split('\\').join('/')}`)
    .filter((f) => f.endsWith('.json') || f.endsWith('/tags.yml'))
    .sort();
}

export function commandDataFiles(): string[] {
  return readdirSync(join(ROOT, DATA_DIR))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${DATA_DIR}/${f}`)
    .sort();
}

/**
 * Text pieces of one source, linted together as one Markdown document (one paragraph each), so
 * the term base loads once per file, not once per string. `at` maps an offset in a piece back to
 * a line and column of the source.
 */
interface Piece {
  text: string;
  at: (offset: number) => {line: number; column: number};
}

async function lintPieces(linter: Linter, file: string, pieces: Piece[]): Promise<Violation[]> {
  if (pieces.length === 0) return [];
  const starts: number[] = [];
  let line = 1;
  const parts: string[] = [];
  for (const piece of pieces) {
    starts.push(line);
    // A blank line inside a piece would end its paragraph early; the offsets stay the same.
    const text = piece.text.replace(/\n(?=\s*\n)/g, ' ');
    parts.push(text);
    line += text.split('\n').length + 1;
  }
  const document = parts.join('\n\n');
  const result = await linter.lintText(document, join(ROOT, 'pieces.md'));
  return result.messages.map((m) => {
    let i = starts.length - 1;
    while (starts[i] > m.line) i--;
    const lines = parts[i].split('\n');
    const offset = lines.slice(0, m.line - starts[i]).reduce((n, l) => n + l.length + 1, 0) + (m.column - 1);
    const at = pieces[i].at(offset);
    return {file, line: at.line, column: at.column, message: m.message};
  });
}

/** Offset in a literal's source text of the character at `cooked` in its value. */
function rawOffset(raw: string, cooked: number): number {
  let r = 0;
  for (let c = 0; c < cooked && r < raw.length; c++) {
    if (raw[r] !== '\\') {
      r++;
      continue;
    }
    const next = raw[r + 1];
    if (next === 'u' && raw[r + 2] === '{') r = raw.indexOf('}', r) + 1;
    else if (next === 'u') r += 6;
    else if (next === 'x') r += 4;
    else r += 2;
  }
  return r;
}

/** Stands for a `${…}` substitution of a template, so the literal parts read as one text. */
const SUBSTITUTION = 'X';

/** Every string of the data that sits under an `es` key: Spanish text a reader sees. */
export function spanishStrings(file: string, source: string): Piece[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const pieces: Piece[] = [];
  /** Literal parts of one string: their value and where their source text starts. */
  const add = (parts: {value: string; start: number}[]) => {
    const offsets: number[] = [];
    let text = '';
    for (const part of parts) {
      if (offsets.length) text += SUBSTITUTION;
      offsets.push(text.length);
      text += part.value;
    }
    pieces.push({
      text,
      at: (offset) => {
        let i = offsets.length - 1;
        while (i > 0 && offsets[i] > offset) i--;
        const {start} = parts[i];
        const within = Math.max(0, offset - offsets[i]);
        const pos = sf.getLineAndCharacterOfPosition(start + rawOffset(source.slice(start), within));
        return {line: pos.line + 1, column: pos.character + 1};
      },
    });
  };
  const collect = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      add([{value: node.text, start: node.getStart(sf) + 1}]);
    } else if (ts.isTemplateExpression(node)) {
      // The substitutions are code (paths, names); the literal parts around them are one text.
      add([
        {value: node.head.text, start: node.head.getStart(sf) + 1},
        ...node.templateSpans.map((span) => ({value: span.literal.text, start: span.literal.getStart(sf) + 1})),
      ]);
      for (const span of node.templateSpans) collect(span.expression);
    } else {
      ts.forEachChild(node, collect);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(sf) === 'es') collect(node.initializer);
    else ts.forEachChild(node, visit);
  };
  visit(sf);
  return pieces;
}

/** Values of the YAML `fields` among `lines`, the first of which is line `first` of the file. */
function yamlStrings(lines: string[], fields: readonly string[], first: number): Piece[] {
  const pieces: Piece[] = [];
  lines.forEach((text, i) => {
    const field = /^\s*(\w+):\s*(['"]?)(.*?)\2\s*$/.exec(text);
    if (!field || !fields.includes(field[1]) || field[3] === '') return;
    const column = text.indexOf(field[3], text.indexOf(':') + 1) + 1;
    pieces.push({text: field[3], at: (offset) => ({line: first + i, column: column + offset})});
  });
  return pieces;
}

/** The prose fields of a Markdown file's front matter, which textlint's Markdown parser skips. */
export function frontMatterStrings(source: string): Piece[] {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  return match ? yamlStrings(match[1].split('\n'), FRONT_MATTER_FIELDS, 2) : [];
}

/**
 * The alt text of each image, which textlint's Markdown parser keeps out of its text nodes but a
 * screen reader reads out. Fenced code is skipped.
 */
export function imageAltStrings(source: string): Piece[] {
  const pieces: Piece[] = [];
  let fence: string | null = null;
  source.split('\n').forEach((text, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence !== null) return;
    for (const match of text.matchAll(/!\[([^\]]+)\]\(/g)) {
      const column = match.index! + 3;
      pieces.push({text: match[1], at: (offset) => ({line: i + 1, column: column + offset})});
    }
  });
  return pieces;
}

/** Fields of a tags.yml that readers see on the tag pages. */
const TAG_FIELDS = ['label', 'description'];

/**
 * The `message` of each interface string (Docusaurus writes one per line), or the label and
 * description of each tag of a tags.yml.
 */
export function translationStrings(source: string, file = 'code.json'): Piece[] {
  if (file.endsWith('.yml')) return yamlStrings(source.split('\n'), TAG_FIELDS, 1);
  const pieces: Piece[] = [];
  source.split('\n').forEach((text, i) => {
    const field = /^\s*"message":\s*"((?:[^"\\]|\\.)*)"/.exec(text);
    if (!field) return;
    const start = text.indexOf(field[1], text.indexOf('"message"') + 9);
    const raw = field[1];
    pieces.push({
      text: JSON.parse(`"${raw}"`) as string,
      at: (offset) => ({line: i + 1, column: start + 1 + rawOffset(raw, offset)}),
    });
  });
  return pieces;
}

export async function lintTranslationFiles(linter: Linter, files: string[]): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const file of files) {
    violations.push(...(await lintPieces(linter, file, translationStrings(readFileSync(join(ROOT, file), 'utf8'), file))));
  }
  return violations;
}

export async function lintMarkdownFiles(linter: Linter, files: string[]): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const result of await linter.lintFiles(files.map((f) => join(ROOT, f)))) {
    const file = relative(ROOT, result.filePath).split('\\').join('/');
    for (const m of result.messages) violations.push({file, line: m.line, column: m.column, message: m.message});
    const source = readFileSync(result.filePath, 'utf8');
    violations.push(...(await lintPieces(linter, file, [...frontMatterStrings(source), ...imageAltStrings(source)])));
  }
  return violations;
}

export async function lintDataFiles(linter: Linter, files: string[]): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const file of files) {
    violations.push(...(await lintPieces(linter, file, spanishStrings(file, readFileSync(join(ROOT, file), 'utf8')))));
  }
  return violations;
}

/** prh's message is `actual => expected`, a line break, then the rule's `prh` explanation. */
export function format(v: Violation): string {
  const cut = v.message.lastIndexOf('\n');
  // A variant can span a line break of the source; print it on one line.
  const change = v.message.slice(0, cut < 0 ? undefined : cut).replace(/\s+/g, ' ');
  const why = cut < 0 ? '' : `  (${v.message.slice(cut + 1)})`;
  return `${v.file}:${v.line}:${v.column}  ${change}${why}`;
}

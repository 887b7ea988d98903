/**
 * The readiness checker's reader: finds Helm 3 command lines and Go imports of helm.sh/helm/v3
 * in pasted text (shell, CI YAML, Makefiles, go.mod, Go) and reports what Helm 4 removed,
 * deprecated or changed, line by line. Linear in the input: one pass per line, no backtracking
 * regular expression over a whole line, and an async driver that yields to the browser between
 * slices so that a 5 MB paste never blocks the page.
 */
import type {CheckerData, Change} from '../../../scripts/lib/helm4-changes';
import type {Note} from '../../data/helm4/notes';
import {GO_PACKAGES} from '../../data/helm4/notes';

export type FindingKind = 'removed' | 'deprecated' | 'value' | 'fails' | 'command-removed' | 'plugin-verify' | 'go-module' | 'go-import';

export type Finding = {
  /** 1-based line and column of what was found. */
  line: number;
  column: number;
  kind: FindingKind;
  /** What the input says: `--atomic`, `-a`, `helm.sh/helm/v3/pkg/chart`. */
  found: string;
  command?: string;
  flag?: string;
  replacement?: string;
  /** Leave the flag out (`--wait=false`). */
  drop?: boolean;
  note?: Note;
  /** The doc and hash to link: `commands/helm_upgrade` and `flag-atomic`. */
  doc?: string;
  hash?: string;
};

/** Inputs larger than this are refused with a message: 10 MiB of text. */
export const MAX_CHARS = 10 * 1024 * 1024;
/** The findings kept for display; the count goes on. */
export const MAX_FINDINGS = 1000;
/** A command continued with `\` over more lines than this is read no further. */
const MAX_CONTINUATION = 200;

export type Refusal = {refused: 'binary' | 'too-large'; size: number};

/** Text with NUL bytes or many control characters is no script: a binary file pasted or opened. */
export function refusal(text: string): Refusal | null {
  if (text.length > MAX_CHARS) return {refused: 'too-large', size: text.length};
  const sample = text.length > 65536 ? text.slice(0, 65536) : text;
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 0 || c === 0xfffd) return {refused: 'binary', size: text.length};
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) control++;
  }
  return control > sample.length / 100 ? {refused: 'binary', size: text.length} : null;
}

type Token = {text: string; line: number; column: number};

/**
 * Where `helm` is run: `helm`, `helm3`, `helm.exe`, a path ending in one (`/usr/local/bin/helm`,
 * `sudo helm`, `env X=1 helm` come with it), or a variable that names the binary, in any of the
 * spellings shells, Makefiles and Taskfiles use: `$HELM`, `${HELM_BIN}`, `$(HELM)`, `{{.HELM}}`.
 * Only names that stand for a program (`HELM`, `HELM3`, `HELM_BIN`, `HELM_CMD`, `HELM_EXE`…), not
 * `$HELM_NAMESPACE` or `$HELM_CHART`.
 */
const VARIABLE = String.raw`(?:HELM3?|HELM_(?:BIN|BINARY|CMD|COMMAND|EXE|EXEC|EXECUTABLE|TOOL)|helm3?|helm_(?:bin|binary|cmd|command|exe))`;
const INVOCATION = new RegExp(
  String.raw`(?<![\w.-])(?:helm3?|helm\.exe)(?=[\s"'\`])|\$\(${VARIABLE}\)|\$\{${VARIABLE}\}|\$${VARIABLE}(?![\w])|\{\{-?\s*\.${VARIABLE}\s*-?\}\}`,
  'g',
);
const BEFORE = new Set([' ', '\t', '/', ';', '&', '|', '(', '`', '"', "'", '=', '{', '[', ',', ':']);
/** A command line is read for at most this many characters after `helm`. */
const MAX_COMMAND = 16384;

/**
 * Splits a command line into words from `start`, as a shell would for our purpose: quotes group
 * (an unbalanced one runs to the end of the line), and `;`, `&&`, `||`, `|`, `)`, a backtick
 * or a `#` word end the command. `pos` maps an offset of `text` to its line and column.
 */
function words(text: string, start: number, pos: (i: number) => {line: number; column: number}): {tokens: Token[]; end: number} {
  const out: Token[] = [];
  const unclosed = new Set<string>();
  let i = start;
  const n = Math.min(text.length, start + MAX_COMMAND);
  while (i < n) {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\r')) i++;
    if (i >= n) break;
    const c = text[i];
    if (c === ';' || c === '|' || c === '&' || c === ')' || c === '`' || c === '#' || c === '\n') break;
    const from = i;
    let word = '';
    while (i < n) {
      const d = text[i];
      if (d === ' ' || d === '\t' || d === '\r' || d === '\n' || d === ';' || d === '|' || d === '&' || d === ')' || d === '`') break;
      if (d === '"' || d === "'") {
        let close = i + 1;
        while (close < n && text[close] !== d) close++;
        const end = close;
        if (close >= n) close = -1;
        word += text.slice(i + 1, end);
        i = close === -1 ? n : close + 1;
        continue;
      }
      // `$(NAMESPACE)`, `${NS}`, `${{ github.sha }}`, `{{ .Release }}`: an expansion is part of the
      // word, with its spaces and brackets, up to the bracket that closes it.
      // Once one bracket kind is left open, later ones of that kind are read as plain characters,
      // so that a line of unclosed `$(` costs one scan, not one per bracket.
      if ((d === '$' && (text[i + 1] === '(' || text[i + 1] === '{')) || (d === '{' && text[i + 1] === '{')) {
        const open = d === '$' ? i + 1 : i;
        const close = unclosed.has(text[open]) ? -1 : expansionEnd(text, open, n);
        if (close === -1) unclosed.add(text[open]);
        else {
          word += text.slice(i, close + 1);
          i = close + 1;
          continue;
        }
      }
      if (d === '\\' && i + 1 < n) {
        word += text[i + 1];
        i += 2;
        continue;
      }
      word += d;
      i++;
    }
    out.push({text: word, ...pos(from)});
  }
  return {tokens: out, end: i};
}

/**
 * The offset of the bracket that closes the one at `open` (`(` or `{`), counting nested ones, on
 * the same line and within `n`; -1 when it is not closed there.
 */
function expansionEnd(text: string, open: number, n: number): number {
  const o = text[open];
  const c = o === '(' ? ')' : '}';
  let depth = 0;
  for (let i = open; i < n; i++) {
    const d = text[i];
    if (d === '\n') return -1;
    if (d === o) depth++;
    else if (d === c && --depth === 0) return i;
  }
  return -1;
}

type Index = {
  commands: Set<string>;
  aliases: Map<string, string>;
  byFlag: Map<string, Change>;
  globalValue: Set<string>;
  shorthands: CheckerData['shorthands'];
  /** The Helm 4 release the data was read from, as go.mod writes it (`v4.3.2`). */
  version: string;
};

export function index(data: CheckerData): Index {
  const byFlag = new Map<string, Change>();
  for (const c of data.changes) byFlag.set(`${c.command}|${c.flag ?? ''}`, c);
  return {
    commands: new Set(data.commands),
    aliases: new Map(Object.entries(data.aliases)),
    byFlag,
    globalValue: new Set(data.globalValueFlags),
    shorthands: data.shorthands,
    version: data.helm4.replace(/\+.*$/, ''),
  };
}

function flagFinding(change: Change, token: Token, found: string): Finding | null {
  if (change.kind !== 'removed' && change.kind !== 'deprecated') return null;
  return {
    line: token.line,
    column: token.column,
    kind: change.kind,
    found,
    command: change.command,
    flag: change.flag,
    replacement: change.replacement,
    note: change.note,
    doc: change.doc,
    hash: change.anchored ? `flag-${change.flag}` : undefined,
  };
}

/** The findings of one command line: `tokens` are the words after `helm`. */
function command(tokens: Token[], idx: Index, out: Finding[]): void {
  let path = 'helm';
  const args: Token[] = [];
  let skip = false;
  let pathDone = false;
  for (const t of tokens) {
    if (skip) {
      skip = false;
      continue;
    }
    if (t.text.startsWith('-')) {
      // A global flag before the command (`helm -n "$NS" upgrade`) takes the next word as its value.
      if (!pathDone && t.text.startsWith('--') && !t.text.includes('=') && idx.globalValue.has(t.text.slice(2))) skip = true;
      if (!pathDone && /^-[a-zA-Z]$/.test(t.text) && shorthand(idx, path, t.text[1])?.takesValue) skip = true;
      continue;
    }
    const next = `${path} ${t.text}`;
    if (!pathDone && idx.commands.has(next)) path = next;
    else if (!pathDone && idx.aliases.has(next)) path = idx.aliases.get(next)!;
    else {
      pathDone = true;
      args.push(t);
    }
  }
  if (path === 'helm' && !args.length) return;
  // `helm` followed by a word that is no command is prose ("the helm chart"), not a command line.
  if (path === 'helm') return;
  const lookup = (name: string) => idx.byFlag.get(`${path}|${name}`) ?? idx.byFlag.get(`helm|${name}`);
  let verify = false;
  const valueFinding = (t: Token, change: Change, name: string, kind: FindingKind, instead: string | null | undefined): Finding => ({
    line: t.line,
    column: t.column,
    kind,
    found: t.text,
    command: change.command,
    flag: name,
    replacement: instead ?? undefined,
    drop: instead === null,
    note: change.note,
    doc: change.doc,
    hash: change.anchored ? `flag-${name}` : undefined,
  });
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.text.startsWith('--')) {
      // Only the first `=` splits: `--set a=b` keeps its value whole.
      const eq = t.text.indexOf('=');
      const name = eq === -1 ? t.text.slice(2) : t.text.slice(2, eq);
      const value = eq === -1 ? undefined : t.text.slice(eq + 1);
      if (name === 'verify') verify = true;
      const change = lookup(name);
      if (!change) continue;
      // Own keys only: a value such as `__proto__` or `constructor` is no legacy value.
      if (change.failingValues && value !== undefined && Object.hasOwn(change.failingValues, value)) {
        out.push(valueFinding(t, change, name, 'fails', change.failingValues[value]));
        continue;
      }
      if (change.pathValue) {
        const given = value ?? tokens[k + 1]?.text;
        if (given?.includes('/')) out.push(valueFinding(t, change, name, 'fails', undefined));
        continue;
      }
      if (change.legacyValues) {
        const key = value ?? '';
        if (Object.hasOwn(change.legacyValues, key)) out.push(valueFinding(t, change, name, 'value', change.legacyValues[key]));
        continue;
      }
      const f = flagFinding(change, t, `--${name}`);
      if (f) out.push(f);
    } else if (t.text.length > 1 && t.text[0] === '-' && t.text[1] !== '-') {
      // Shorthands may be grouped (`-aq`) until one that takes a value.
      for (let i = 1; i < t.text.length; i++) {
        const letter = t.text[i];
        const s = shorthand(idx, path, letter);
        if (!s) break;
        const change = lookup(s.flag);
        const f = change && flagFinding(change, {...t, column: t.column + i}, `-${letter}`);
        if (f) out.push(f);
        if (s.takesValue) break;
      }
    }
  }
  const argument = idx.byFlag.get(`${path}|`);
  if (argument?.hostOnly) {
    const host = registryArgument(tokens, idx, path);
    if (host && /\/|:\/\//.test(host.text))
      out.push({
        line: host.line,
        column: host.column,
        kind: 'fails',
        found: host.text,
        command: path,
        replacement: host.text.replace(/^[a-z]+:\/\//, '').replace(/\/.*$/, ''),
        note: argument.note,
        doc: argument.doc,
      });
  }
  if (path === 'helm plugin install' && !verify && args[0] && isUnverifiable(args[0].text)) {
    const change = idx.byFlag.get('helm plugin install|verify');
    out.push({
      line: args[0].line,
      column: args[0].column,
      kind: 'plugin-verify',
      found: args[0].text,
      command: path,
      flag: 'verify',
      replacement: '--verify=false',
      note: change?.note,
      doc: 'commands/helm_plugin_install',
    });
  }
}

/**
 * A plugin source Helm 4 cannot verify as Helm 3 scripts give it: a Git repository, or an archive
 * (`.tgz`), which fails without its `.prov` beside it. OCI and a local folder are left alone.
 */
function isUnverifiable(source: string): boolean {
  if (source.startsWith('oci://')) return false;
  return /\.(tgz|tar\.gz)$/.test(source) || /^(https?:\/\/|git@|git:\/\/|ssh:\/\/)/.test(source);
}

/** A shorthand of the command, or a global one; own keys only, whatever letter was typed. */
function shorthand(idx: Index, path: string, letter: string): {flag: string; takesValue: boolean} | undefined {
  const own = idx.shorthands[path];
  if (own && Object.hasOwn(own, letter)) return own[letter];
  const global = idx.shorthands.helm;
  return global && Object.hasOwn(global, letter) ? global[letter] : undefined;
}

/** Long flags of `helm registry login` whose value is the next word. */
const LOGIN_VALUE_FLAGS = new Set(['username', 'password', 'cert-file', 'key-file', 'ca-file']);

/** The first argument after the command path, skipping flags and the values they take. */
function registryArgument(tokens: Token[], idx: Index, path: string): Token | undefined {
  const words = path.split(' ').length - 1;
  let seen = 0;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k].text;
    if (t.startsWith('--')) {
      const name = t.slice(2);
      if (!name.includes('=') && (LOGIN_VALUE_FLAGS.has(name) || idx.globalValue.has(name))) k++;
      continue;
    }
    if (t.length > 1 && t.startsWith('-')) {
      if (shorthand(idx, path, t[t.length - 1])?.takesValue) k++;
      continue;
    }
    if (seen++ >= words) return tokens[k];
  }
  return undefined;
}

const GO_V3 = 'helm.sh/helm/v3';

function goLine(text: string, line: number, version: string, out: Finding[]): void {
  let at = text.indexOf(GO_V3);
  while (at !== -1) {
    let end = at + GO_V3.length;
    while (end < text.length && /[\w./-]/.test(text[end])) end++;
    const found = text.slice(at, end);
    const sub = found.slice(GO_V3.length + 1);
    const rest = text.slice(end);
    if (!sub && /^\s+v3\.\d/.test(rest)) {
      out.push({line, column: at + 1, kind: 'go-module', found, replacement: `helm.sh/helm/v4 ${version}`});
    } else {
      const mapped = Object.hasOwn(GO_PACKAGES, sub) ? GO_PACKAGES[sub] : sub;
      out.push({
        line,
        column: at + 1,
        kind: 'go-import',
        found,
        replacement: mapped === null ? undefined : `helm.sh/helm/v4${mapped ? `/${mapped}` : ''}`,
      });
    }
    at = text.indexOf(GO_V3, end);
  }
}

/**
 * State carried from one line to the next: a command continued with `\`, or a YAML scalar that
 * goes on over the lines indented deeper than the one that opened it (`yaml`, that line's indent).
 */
type Pending = {text: string; starts: {offset: number; line: number}[]; yaml?: number} | null;

/** `run: >`, `- script: >-` or a GitLab list item `- >`: a folded block scalar, whose lines YAML joins with spaces. */
const FOLDED = /^\s*(?:-\s+(?:[\w.-]+:\s*)?|[\w.-]+:\s*)>[-+]?\d*\s*(?:#.*)?$/;
/** A list item or a key whose plain (unquoted, unfolded) value starts on the same line. */
const PLAIN = /^\s*(?:-\s+(?:[\w.-]+:\s+)?|[\w.-]+:\s+)(?![|>"'#[{&*!\s])/;
/** A line that starts a new YAML item or key, so no continuation of the one before. */
const NEW_ITEM = /^\s*(?:-(?:\s|$)|[\w.-]+:(?:\s|$))/;

export type Scan = {findings: Finding[]; total: number; lines: number};

/** Lines as an editor counts them: the newline that ends a file does not start another line. */
const lineCount = (lines: string[]): number => (lines.length > 1 && lines[lines.length - 1] === '' ? lines.length - 1 : lines.length);

/** How far a scan has read (`line`) and the steps it has taken since it last yielded. */
type Progress = {line: number; steps: number};
/** A scan yields every this many steps (a line, a command, or 256 characters of one). */
const STEPS = 64;

/**
 * Reads the commands of `pending`, yielding now and then between two of them, so that one long
 * line is sliced too. The regular expression's position is kept here, not in the shared object,
 * since another scan may run between two slices.
 */
function* flush(pending: Pending, idx: Index, out: Finding[], at: Progress): Generator<void, void> {
  const {text, starts} = pending;
  const pos = (i: number) => {
    let k = starts.length - 1;
    while (k > 0 && starts[k].offset > i) k--;
    return {line: starts[k].line, column: i - starts[k].offset + 1};
  };
  for (let next = 0; ;) {
    INVOCATION.lastIndex = next;
    const m = INVOCATION.exec(text);
    if (!m) return;
    next = m.index + m[0].length;
    const prev = m.index === 0 ? ' ' : text[m.index - 1];
    if (!BEFORE.has(prev) && m[0][0] !== '$' && m[0][0] !== '{') continue;
    // `"$HELM" upgrade`: the quote that closes around the program is no quote of the arguments.
    const after = (prev === '"' || prev === "'") && text[next] === prev ? next + 1 : next;
    const {tokens, end} = words(text, after, pos);
    command(tokens, idx, out);
    // The words read belong to this command (`helm` among them is an argument): go on after them.
    next = Math.max(end, next);
    // A long command counts as many steps, one per 256 characters read.
    at.steps += 1 + ((end - after) >> 8);
    if (at.steps >= STEPS) {
      at.steps = 0;
      yield;
    }
  }
}

/** A pending command worth a `flush`: it runs helm (most lines do not, and cost no generator). */
const readable = (pending: Pending): boolean => !!pending?.starts.length && hasInvocation(pending.text);

function hasInvocation(text: string): boolean {
  INVOCATION.lastIndex = 0;
  return INVOCATION.test(text);
}

/**
 * Scans `lines`, yielding after each line and each command; `at.line` says how far it has read.
 */
function* scanLines(lines: string[], idx: Index, out: Finding[], at: Progress): Generator<void, void> {
  let pending: Pending = null;
  for (let i = 0; i < lines.length; i++) {
    at.line = i;
    if (++at.steps >= STEPS) {
      at.steps = 0;
      yield;
    }
    let line = lines[i];
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (line.includes(GO_V3)) goLine(line, i + 1, idx.version, out);
    const trimmed = line.trimStart();
    const indent = line.length - trimmed.length;
    if (pending?.yaml !== undefined) {
      // YAML forbids tabs for indentation: a tab-indented line is a Makefile recipe, not a scalar.
      if (trimmed !== '' && indent > pending.yaml && line[0] !== '\t' && !NEW_ITEM.test(line)) {
        pending.text += ' ';
        pending.starts.push({offset: pending.text.length, line: i + 1});
        pending.text += line;
        if (pending.starts.length >= MAX_CONTINUATION) {
          if (readable(pending)) yield* flush(pending, idx, out, at);
          pending = null;
        }
        continue;
      }
      if (readable(pending)) yield* flush(pending, idx, out, at);
      pending = null;
    }
    if (!pending && trimmed.startsWith('#')) continue;
    if (!pending && FOLDED.test(line)) {
      pending = {text: '', starts: [], yaml: indent};
      continue;
    }
    const continued = line.endsWith('\\') && !line.endsWith('\\\\');
    const body = continued ? `${line.slice(0, -1)} ` : line;
    if (pending) {
      pending.starts.push({offset: pending.text.length, line: i + 1});
      pending.text += body;
    } else pending = {text: body, starts: [{offset: 0, line: i + 1}]};
    if (continued && pending.starts.length < MAX_CONTINUATION) continue;
    // A plain YAML value that runs `helm` may go on over the deeper-indented lines after it.
    if (pending.starts.length === 1 && line[0] !== '\t' && PLAIN.test(line) && hasInvocation(body)) {
      pending.yaml = indent;
      continue;
    }
    if (readable(pending)) yield* flush(pending, idx, out, at);
    pending = null;
  }
  if (readable(pending)) yield* flush(pending, idx, out, at);
}

/** Scans all at once: for tests and small inputs. */
export function scan(text: string, data: CheckerData): Scan {
  const idx = index(data);
  const lines = text.split('\n');
  const out: Finding[] = [];
  const run = scanLines(lines, idx, out, {line: 0, steps: 0});
  while (!run.next().done);
  return {findings: out.slice(0, MAX_FINDINGS), total: out.length, lines: lineCount(lines)};
}

/**
 * Scans in slices of about `budgetMs` each, yielding to the browser between them (input and
 * paint go on), and stops early when `signal` aborts. A slice ends between lines or between two
 * commands of one line, so a single 5 MB line is sliced too. `onProgress` gets the share done.
 */
export async function scanAsync(
  text: string,
  data: CheckerData,
  {signal, onProgress, budgetMs = 12}: {signal?: AbortSignal; onProgress?: (done: number) => void; budgetMs?: number} = {},
): Promise<Scan | null> {
  const idx = index(data);
  const lines = text.split('\n');
  const out: Finding[] = [];
  const at = {line: 0, steps: 0};
  const run = scanLines(lines, idx, out, at);
  for (let done = false; !done;) {
    const started = performance.now();
    // Each step of the generator is STEPS lines or commands, a fraction of a millisecond.
    while (!done && performance.now() - started < budgetMs) done = !!run.next().done;
    onProgress?.(done ? 1 : at.line / lines.length);
    await new Promise((go) => setTimeout(go, 0));
    if (signal?.aborted) return null;
  }
  return {findings: out.slice(0, MAX_FINDINGS), total: out.length, lines: lineCount(lines)};
}

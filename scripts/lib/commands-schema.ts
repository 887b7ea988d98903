/**
 * A check of the command data (src/data/commands) at run time, against the shape of its types
 * (src/data/commands/types.ts). The type checker already refuses a wrong type, but only when
 * `npm run typecheck` runs; the build and `npm test`'s unit tests run this first, so a number where
 * a text belongs is reported as `file:line: command, flag: field: what` instead of a TypeError
 * deep in the renderer (`text.replace is not a function`). Each shape below names the fields of its
 * type, and the type checker holds the two together (`FieldsOf`).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {Command, Example, ExampleTab, Flag, GlobalFlag, L10n, Prose, RelatedLink, Section} from '../../src/data/commands/types';

/**
 * A value's shape: a type name (`string|null` when it may be null), a list of one shape, or an
 * object's fields, where a field whose name ends in `?` may be absent.
 */
type Shape = string | readonly Shape[] | Fields;
type Fields = {readonly [field: string]: Shape};
/** The fields of a type, each once, `name?` for an optional one: a field added to types.ts and not here is a type error. */
type FieldsOf<T> = {readonly [K in keyof T as Pick<T, K> extends Required<Pick<T, K>> ? K : `${K & string}?`]-?: Shape};

const L10N = {en: 'string', es: 'string'} satisfies FieldsOf<L10n>;
const PROSE = {en: ['string'], es: ['string']} satisfies FieldsOf<Prose>;
const FLAG = {
  name: 'string',
  shorthand: 'string|null',
  type: 'string',
  default: 'string',
  hidden: 'boolean',
  deprecated: 'boolean',
  'allowedValues?': ['string'],
  'noOptDefault?': 'string',
  // Required of a flag shown in help (`hidden: false`): checked in shapeProblems.
  'text?': L10N,
} satisfies FieldsOf<Flag>;
const EXAMPLE = {
  id: 'string',
  title: L10N,
  intro: L10N,
  'setup?': {lang: 'string', code: 'string'},
  'lang?': 'string',
  code: 'string',
  'norun?': 'string',
  'given?': 'string',
  'shell?': 'string',
  'exit?': 'number',
  'output?': 'string',
  'outro?': L10N,
} satisfies FieldsOf<Example>;
const COMMAND = {
  path: 'string',
  use: 'string',
  aliases: ['string'],
  args: 'string',
  group: 'string',
  summary: L10N,
  description: PROSE,
  'sections?': [{id: 'string', title: L10N, body: PROSE} satisfies FieldsOf<Section>],
  examples: [EXAMPLE],
  'exampleTabs?': {
    group: 'string',
    intro: L10N,
    tabs: [{value: 'string', label: L10N, 'intro?': L10N, command: 'string', examples: ['string']} satisfies FieldsOf<ExampleTab<string>>],
    'outro?': L10N,
  },
  flags: [FLAG],
  related: [{doc: 'string', label: L10N} satisfies FieldsOf<RelatedLink>],
} satisfies FieldsOf<Command>;
const GLOBAL_FLAG = {...FLAG, env: 'string|null', origin: 'string'} satisfies FieldsOf<GlobalFlag>;

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value);
const KIND_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  list: 'a list',
};
const named = (kind: string) => KIND_NAMES[kind] ?? kind;

/** A shape in a few words, for "add it (…)". */
const describe = (shape: Shape): string =>
  typeof shape === 'string'
    ? shape.split('|').map(named).join(' or ')
    : Array.isArray(shape)
      ? `a list of ${describe(shape[0])}`
      : `{${Object.keys(shape)
          .filter((key) => !key.endsWith('?'))
          .join(', ')}}`;

/** Where a value does not have its shape, as `[path, what]`; the path is the fields down to it (`flags.3.text.es`). */
export function shapeProblems(value: unknown, shape: Shape, path: (string | number)[] = []): [(string | number)[], string][] {
  if (typeof shape === 'string') {
    const allowed = shape.split('|');
    return allowed.includes(kindOf(value)) ? [] : [[path, `is ${named(kindOf(value))}; make it ${allowed.map(named).join(' or ')}`]];
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [[path, `is ${named(kindOf(value))}; make it a list`]];
    return value.flatMap((item, i) => shapeProblems(item, shape[0], [...path, i]));
  }
  const fields = shape as Fields;
  const required = Object.keys(fields).filter((key) => !key.endsWith('?'));
  if (kindOf(value) !== 'object') return [[path, `is ${named(kindOf(value))}; make it {${required.join(', ')}}`]];
  const record = value as Record<string, unknown>;
  const problems: [(string | number)[], string][] = [];
  for (const [key, fieldShape] of Object.entries(fields)) {
    const field = key.replace(/\?$/, '');
    if (key.endsWith('?') && record[field] === undefined) continue;
    if (record[field] === undefined) problems.push([[...path, field], `is missing; add it (${describe(fieldShape)})`]);
    else problems.push(...shapeProblems(record[field], fieldShape, [...path, field]));
  }
  for (const field of Object.keys(record).filter((f) => !(f in fields) && !(`${f}?` in fields)))
    problems.push([[...path, field], 'is not a field of this type (src/data/commands/types.ts); remove or rename it']);
  // A flag shown in help is described on the page, in both languages.
  if (fields === FLAG || fields === GLOBAL_FLAG) {
    if (record.hidden === false && record.text === undefined)
      problems.push([[...path, 'text'], 'is missing; a flag shown in help needs one: add {en, es}']);
  }
  return problems;
}

/** The data files and their lines, to point at the line that defines a command or a flag. */
function sourceLines(dir: string): {file: string; lines: string[]}[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({file: join(dir, name), lines: readFileSync(join(dir, name), 'utf8').split('\n')}));
}

/** `file:line` of the first line that matches, the command's own file first; the folder when none does. */
function locate(files: {file: string; lines: string[]}[], root: string, patterns: RegExp[], fallback: string): string {
  for (const pattern of patterns)
    for (const {file, lines} of files) {
      const index = lines.findIndex((line) => pattern.test(line));
      if (index >= 0) return `${relative(root, file)}:${index + 1}`;
    }
  return fallback;
}

const quoted = (text: string) => new RegExp(`['"\`]${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);

/**
 * Every problem of the command data, one line each, `file:line: helm x, flag --y: field: what to change`.
 * `root` is the site folder; the data's files are looked up below it.
 */
export function commandDataProblems(data: {commands: readonly unknown[]; globalFlags: readonly unknown[]}, root: string): string[] {
  const dir = join(root, 'src/data/commands');
  // Read only when there is something to point at.
  let read: ReturnType<typeof sourceLines> | undefined;
  const files = () => (read ??= sourceLines(dir));
  const fallback = relative(root, dir);
  const problems: string[] = [];
  data.commands.forEach((command, i) => {
    const path = (command as {path?: unknown})?.path;
    const name = typeof path === 'string' ? path : `command ${i + 1}`;
    const found = shapeProblems(command, COMMAND);
    if (!found.length) return;
    const pathLine = typeof path === 'string' ? new RegExp(`path: ${quoted(path).source}`) : undefined;
    const commandFile = pathLine && files().find((f) => f.lines.some((l) => pathLine.test(l)));
    const ordered = commandFile ? [commandFile, ...files().filter((f) => f !== commandFile)] : files();
    for (const [where, what] of found) {
      const flag =
        where[0] === 'flags' && typeof where[1] === 'number' ? (command as {flags: {name?: unknown}[]}).flags[where[1]]?.name : undefined;
      const example =
        where[0] === 'examples' && typeof where[1] === 'number'
          ? (command as {examples: {id?: unknown}[]}).examples[where[1]]?.id
          : undefined;
      const label = typeof flag === 'string' ? `, flag --${flag}` : typeof example === 'string' ? `, example ${example}` : '';
      const rest = typeof flag === 'string' || typeof example === 'string' ? where.slice(2) : where;
      const at =
        typeof flag === 'string'
          ? locate(ordered, root, [new RegExp(`name: ${quoted(flag).source}`), quoted(flag)], fallback)
          : typeof example === 'string'
            ? locate(ordered, root, [new RegExp(`id: ${quoted(example).source}`)], fallback)
            : locate(ordered, root, pathLine ? [pathLine] : [], fallback);
      problems.push(`${at}: ${name}${label}: ${rest.join('.') || 'the command'} ${what}`);
    }
  });
  data.globalFlags.forEach((flag, i) => {
    const name = (flag as {name?: unknown})?.name;
    const label = typeof name === 'string' ? `--${name}` : `flag ${i + 1}`;
    const found = shapeProblems(flag, GLOBAL_FLAG);
    if (!found.length) return;
    const at = typeof name === 'string' ? locate(files(), root, [quoted(name)], fallback) : fallback;
    for (const [where, what] of found) problems.push(`${at}: global flag ${label}: ${where.join('.') || 'the flag'} ${what}`);
  });
  return problems;
}

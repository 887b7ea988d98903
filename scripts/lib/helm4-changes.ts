/**
 * The differences between the Helm 3.19 command line (facts/helm-3.19-cli.json, read from the
 * source) and Helm 4's (facts/helm-4-cli.json, read from the binary named there), per command and flag,
 * with the notes of src/data/helm4/notes.ts. Pure: the generator and the tests call it.
 */
import {ARGUMENT_NOTES, FLAG_NOTES, COMMAND_NOTES, type Note} from '../../src/data/helm4/notes';

type Flag3 = {name: string; shorthand: string | null; type: string; default: string; hidden: boolean; deprecated: boolean | string};
type Command3 = {path: string; doc_id: string; aliases?: string[]; flags: Flag3[]};
export type Helm3Facts = {global_flags: Flag3[]; commands: Command3[]; hidden_commands: string[]};

type Flag4 = {name: string; shorthand: string | null; value: string | null; no_opt_default?: string; default: string};
type Command4 = {path: string; subcommands: string[]; flags: Flag4[]};
export type Helm4Facts = {
  source: {binary: string};
  global_flags: Flag4[];
  commands: Command4[];
  hidden_helm3_flags: {command: string; flag: string; accepted: boolean; message: string}[];
};

export type ChangeKind = 'removed' | 'deprecated' | 'added' | 'default' | 'value' | 'argument' | 'command-added' | 'command-removed';

export type Change = {
  /** `helm upgrade`; `helm` for a global flag. */
  command: string;
  flag?: string;
  kind: ChangeKind;
  /** The doc id of the Helm 3.19 command page, for links (`commands/helm_upgrade`). */
  doc?: string;
  /** Whether our command page has an anchor for the flag (hidden flags have none). */
  anchored?: boolean;
  shorthand?: string | null;
  helm3?: {default: string; takesValue: boolean};
  helm4?: {default: string; takesValue: boolean; noOptDefault?: string};
  /** What to write instead (`--rollback-on-failure`), when there is one. */
  replacement?: string;
  note?: Note;
  /** Values Helm 4 still takes with a warning, and what to write instead (see FlagNote). */
  legacyValues?: Record<string, string | null>;
  /** Values Helm 4 rejects, and what to write instead (see FlagNote). */
  failingValues?: Record<string, string | null>;
  /** A path as the value fails: Helm 4 takes a name (see FlagNote). */
  pathValue?: boolean;
  /** `argument`: the first argument must be a registry host, not a path or URL. */
  hostOnly?: boolean;
};

/** The data the readiness checker reads: what it reports, and what it needs to read a command line. */
export type CheckerData = {
  helm4: string;
  /** Helm 3 command paths, `helm` included. */
  commands: string[];
  /** A command path spelled with an alias, to the path it stands for: `helm dep up` → `helm dependency update`. */
  aliases: Record<string, string>;
  /** Per Helm 3 command, its shorthand letters and whether each takes a value; global ones under `helm`. */
  shorthands: Record<string, Record<string, {flag: string; takesValue: boolean}>>;
  /** Global flags of Helm 3 that take a value (their value may sit between `helm` and the command). */
  globalValueFlags: string[];
  changes: Change[];
};

/** pflag prints no default for a zero value; the Helm 3 facts keep pflag's DefValue. */
function zeroless(value: string, type: string): string {
  if (['false', '[]', '0', '0s', '{}'].includes(value) && type !== 'string') return '';
  return value;
}

/** Help prints `[]` for the empty value of a type pflag does not know (a map, Helm's own slices). */
const zeroless4 = (value: string) => (value === '[]' || value === '{}' ? '' : value);

const takes3 = (f: Flag3) => f.type !== 'bool';
const takes4 = (f: Flag4) => f.value !== null;

function replacementOf(message: string): string | undefined {
  const m = /use '?(--[\w-]+(?:=[\w-]+)?)'? instead/.exec(message);
  return m?.[1];
}

export function diff(h3: Helm3Facts, h4: Helm4Facts): Change[] {
  const changes: Change[] = [];
  const c4 = new Map(h4.commands.map((c) => [c.path, c]));
  const c3 = new Map(h3.commands.map((c) => [c.path, c]));
  const probes = new Map(h4.hidden_helm3_flags.map((p) => [`${p.command}|${p.flag}`, p]));
  const g4 = new Map(h4.global_flags.map((f) => [f.name, f]));

  const compare = (command: string, doc: string, flags3: Flag3[], flags4: Flag4[], global: boolean) => {
    const m4 = new Map(flags4.map((f) => [f.name, f]));
    const names3 = new Set(flags3.map((f) => f.name));
    for (const f of flags3) {
      if (f.name === 'help') continue;
      const n = m4.get(f.name) ?? (global ? undefined : g4.get(f.name));
      const helm3 = {default: zeroless(f.default, f.type), takesValue: takes3(f)};
      const base = {command, flag: f.name, doc, anchored: !f.hidden, shorthand: f.shorthand, helm3};
      if (!n) {
        const probe = probes.get(`${command}|${f.name}`);
        const note = FLAG_NOTES[`${command}|${f.name}`];
        if (probe?.accepted) {
          changes.push({
            ...base,
            kind: 'deprecated',
            replacement: note?.noReplacement ? undefined : (note?.replacement ?? replacementOf(probe.message)),
            note: note?.note,
          });
        } else {
          changes.push({...base, kind: 'removed', replacement: note?.replacement, note: note?.note});
        }
        continue;
      }
      const helm4 = {
        default: zeroless4(n.default),
        takesValue: takes4(n),
        ...(n.no_opt_default !== undefined ? {noOptDefault: n.no_opt_default} : {}),
      };
      const note = FLAG_NOTES[`${command}|${f.name}`];
      const extra = {
        replacement: note?.replacement,
        note: note?.note,
        ...(note?.legacyValues ? {legacyValues: note.legacyValues} : {}),
        ...(note?.failingValues ? {failingValues: note.failingValues} : {}),
        ...(note?.pathValue ? {pathValue: true} : {}),
      };
      if (helm3.takesValue !== helm4.takesValue || note?.legacyValues || note?.failingValues || note?.pathValue)
        changes.push({...base, kind: 'value', helm4, ...extra});
      else if (helm3.default !== helm4.default) changes.push({...base, kind: 'default', helm4, ...extra});
    }
    for (const n of flags4) {
      if (names3.has(n.name) || n.name === 'help') continue;
      const note = FLAG_NOTES[`${command}|${n.name}`];
      changes.push({
        command,
        flag: n.name,
        kind: 'added',
        doc,
        shorthand: n.shorthand,
        helm4: {
          default: zeroless4(n.default),
          takesValue: takes4(n),
          ...(n.no_opt_default !== undefined ? {noOptDefault: n.no_opt_default} : {}),
        },
        note: note?.note,
      });
    }
  };

  compare(
    'helm',
    'commands/helm',
    h3.global_flags.filter((f) => !f.hidden),
    h4.global_flags,
    true,
  );
  for (const c of h3.commands) {
    const n = c4.get(c.path);
    if (!n) {
      changes.push({
        command: c.path,
        kind: 'command-removed',
        doc: `commands/${c.doc_id}`,
        note: COMMAND_NOTES[c.path]?.note,
        replacement: COMMAND_NOTES[c.path]?.replacement,
      });
      continue;
    }
    if (c.path === 'helm') continue;
    compare(c.path, `commands/${c.doc_id}`, c.flags, n.flags, false);
    const argument = ARGUMENT_NOTES[c.path];
    if (argument) changes.push({command: c.path, kind: 'argument', doc: `commands/${c.doc_id}`, note: argument.note, hostOnly: true});
  }
  for (const c of h4.commands) {
    if (!c3.has(c.path) && !h3.hidden_commands.includes(c.path))
      changes.push({command: c.path, kind: 'command-added', note: COMMAND_NOTES[c.path]?.note});
  }
  const order: Record<ChangeKind, number> = {
    'command-removed': 0,
    'command-added': 1,
    removed: 2,
    deprecated: 3,
    value: 4,
    argument: 5,
    default: 6,
    added: 7,
  };
  return changes.sort(
    (a, b) =>
      (a.command === b.command ? 0 : a.command === 'helm' ? -1 : b.command === 'helm' ? 1 : a.command < b.command ? -1 : 1) ||
      order[a.kind] - order[b.kind] ||
      (a.flag ?? '').localeCompare(b.flag ?? ''),
  );
}

export function checkerData(h3: Helm3Facts, h4: Helm4Facts, changes: Change[]): CheckerData {
  const shorthands: CheckerData['shorthands'] = {};
  const add = (command: string, flags: Flag3[]) => {
    for (const f of flags) if (f.shorthand) (shorthands[command] ??= {})[f.shorthand] = {flag: f.name, takesValue: takes3(f)};
  };
  add('helm', h3.global_flags);
  for (const c of h3.commands) if (c.path !== 'helm') add(c.path, c.flags);
  const aliases: Record<string, string> = {};
  for (const c of h3.commands) {
    const parent = c.path.slice(0, c.path.lastIndexOf(' '));
    for (const a of c.aliases ?? []) aliases[`${parent} ${a}`] = c.path;
  }
  return {
    helm4: h4.source.binary,
    commands: h3.commands.map((c) => c.path),
    aliases,
    shorthands,
    globalValueFlags: h3.global_flags.filter(takes3).map((f) => f.name),
    changes: changes.filter((c) => c.kind !== 'added' && c.kind !== 'command-added'),
  };
}

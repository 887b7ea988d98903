/**
 * Reads cobra's `--help` text: the command's subcommands, its flags and the global flags, with
 * each flag's shorthand, the value it takes and its default as pflag prints them.
 */

export type HelpFlag = {
  name: string;
  shorthand: string | null;
  /** The value's name as help prints it (`string`, `duration`, `WaitStrategy`), null for a switch. */
  value: string | null;
  /** What the flag means without `=value`, when help shows it (`--wait[=watcher]`). */
  no_opt_default?: string;
  /** The default as help prints it, quotes removed; '' when help shows none (a zero value). */
  default: string;
  usage: string;
};

export type Help = {
  usage: string;
  aliases: string[];
  subcommands: string[];
  flags: HelpFlag[];
  global_flags: HelpFlag[];
};

const FLAG = /^\s+(?:-(\w), )?--([\w-]+)(?:\[=("?)([^\]]*?)\3\])?(?: ([\w.]+)(?:\[=("?)([^\]]*?)\6\])?)?(?:\s{2,}|\s*$)(.*)$/;

function parseFlags(lines: string[]): HelpFlag[] {
  const flags: HelpFlag[] = [];
  for (const line of lines) {
    const m = FLAG.exec(line);
    if (!m || !/^\s{2,}-/.test(line)) {
      // A usage that spans lines goes on with deeper indentation.
      if (flags.length && line.trim()) flags[flags.length - 1].usage += `\n${line.trim()}`;
      continue;
    }
    const [, short, name, , switchOpt, value, , valueOpt, usage] = m;
    flags.push({
      name,
      shorthand: short ?? null,
      value: value ?? null,
      ...(switchOpt !== undefined || valueOpt !== undefined ? {no_opt_default: switchOpt ?? valueOpt} : {}),
      default: '',
      usage: usage.trim(),
    });
  }
  for (const f of flags) {
    const d = /\(default (.*)\)\s*$/.exec(f.usage);
    if (d) {
      f.default = d[1].replace(/^"(.*)"$/, '$1');
      f.usage = f.usage.slice(0, d.index).trimEnd();
    }
  }
  return flags;
}

/** Splits help text into its titled sections (`Flags:`, `Available Commands:`…). */
function sections(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split(/\r?\n/)) {
    const title = /^([A-Z][\w ]*):\s*$/.exec(line);
    if (title) {
      current = [];
      out.set(title[1], current);
    } else if (current && line.trim() !== '') current.push(line);
    else if (current && line.trim() === '' && current.length) current = undefined;
  }
  return out;
}

export function parseHelp(text: string): Help {
  const s = sections(text);
  return {
    usage: (s.get('Usage') ?? [''])[0].trim(),
    aliases: (s.get('Aliases') ?? [''])[0]
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean)
      .slice(1),
    subcommands: (s.get('Available Commands') ?? []).map((l) => l.trim().split(/\s+/)[0]).filter(Boolean),
    flags: parseFlags(s.get('Flags') ?? []),
    global_flags: parseFlags(s.get('Global Flags') ?? []),
  };
}

/**
 * What the instructions of llms.txt (scripts/lib/llms-txt.ts) say about Helm's commands and flags,
 * written from Helm's own `--help`, not from the generator. tests/unit/llms-contract.test.ts checks
 * that the instructions of both locales name exactly these commands and flags;
 * tests/cluster/llms-instructions.test.ts checks each one against `helm <command> --help` of Helm
 * 3.19.0 and Helm 4.
 */

export type HelmFact = {
  /** The command's words after `helm` ('' for helm itself, whose flags are global). */
  command: string;
  /** False: the command does not exist (`helm init`). */
  exists?: false;
  /** Flags its `--help` lists, long or short. */
  flags?: string[];
  /** Flags the instructions say it does not have. */
  absentFlags?: string[];
};

/** Helm 3.19.0: the version the docs and the instructions are for. */
export const HELM_3_FACTS: HelmFact[] = [
  {command: '', flags: ['--namespace']},
  {command: 'init', exists: false},
  {command: 'repo add'},
  {command: 'search hub'},
  {command: 'search repo'},
  {command: 'install', flags: ['--generate-name', '--atomic', '--post-renderer']},
  {command: 'upgrade', flags: ['--atomic', '--force', '--post-renderer']},
  {command: 'pull'},
  {command: 'show'},
  {command: 'push'},
  {command: 'registry login'},
  {command: 'uninstall', flags: ['--keep-history']},
  // An alias of uninstall in Helm 3; Helm 2's `--purge` is gone.
  {command: 'delete', absentFlags: ['--purge']},
  {command: 'list', flags: ['--all-namespaces', '-A']},
  {command: 'version'},
];

/** Helm 4, for the sentence on what it renames: the new names exist, the old ones are gone from `--help`. */
export const HELM_4_FACTS: HelmFact[] = [
  {command: 'install', flags: ['--rollback-on-failure', '--post-renderer'], absentFlags: ['--atomic']},
  {command: 'upgrade', flags: ['--rollback-on-failure', '--force-replace', '--post-renderer'], absentFlags: ['--atomic', '--force']},
  {command: 'version'},
];

/** Every command the instructions may name, longest first (so that `search hub` wins over `search`). */
export const INSTRUCTION_COMMANDS: string[] = [...new Set([...HELM_3_FACTS, ...HELM_4_FACTS].map((f) => f.command))]
  .filter(Boolean)
  .sort((a, b) => b.split(' ').length - a.split(' ').length);

/** Every flag the contract holds, present or absent, in either Helm. */
export const INSTRUCTION_FLAGS: Set<string> = new Set(
  [...HELM_3_FACTS, ...HELM_4_FACTS].flatMap((f) => [...(f.flags ?? []), ...(f.absentFlags ?? [])]),
);

/** The pairs command + flag the contract holds ('' + flag: a global flag). */
export const INSTRUCTION_PAIRS: Set<string> = new Set(
  [...HELM_3_FACTS, ...HELM_4_FACTS].flatMap((f) => [...(f.flags ?? []), ...(f.absentFlags ?? [])].map((flag) => `${f.command} ${flag}`)),
);

type Mention = {span: string; command?: string; flags: string[]};

/**
 * The Helm commands and flags a Markdown text names: each `code span` that starts with `helm `
 * (its command: the longest of `commands` its words start with, or the span's first word when none
 * does) and each flag, in a span of its own or in a command's.
 */
export function mentions(text: string, commands: readonly string[] = INSTRUCTION_COMMANDS): Mention[] {
  const out: Mention[] = [];
  for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
    const words = span.trim().split(/\s+/);
    const flags = words.filter((w) => /^--?[A-Za-z][\w-]*$/.test(w));
    if (words[0] === 'helm') {
      const rest = words.slice(1).join(' ');
      const command = commands.find((c) => rest === c || rest.startsWith(`${c} `)) ?? words[1] ?? '';
      out.push({span, command, flags});
    } else if (flags.length) {
      out.push({span, flags});
    }
  }
  return out;
}

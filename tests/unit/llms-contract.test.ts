// The instructions of llms.txt name the Helm commands and flags of tests/contract-llms.ts, no other:
// a flag misspelt or swapped for one Helm lacks fails here, and test:cluster
// (tests/cluster/llms-instructions.test.ts) checks the contract against both Helm binaries.
import {describe, expect, it} from 'vitest';
import {llmsTxt} from '../../scripts/lib/llms-txt';
import {INSTRUCTION_COMMANDS, INSTRUCTION_FLAGS, INSTRUCTION_PAIRS, mentions} from '../contract-llms';
import {SPEC_LOCALES} from '../contract-spec';

/** The instructions section of a locale's llms.txt. */
function instructions(locale: string): string {
  const sections = llmsTxt(locale, []).split(/^## /m);
  const section = sections.find((s) => /^Instru[cç]/.test(s));
  if (!section) throw new Error(`llms.txt (${locale}) has no instructions section`);
  return section;
}

describe.each(SPEC_LOCALES.all)('llms.txt instructions (%s)', (locale) => {
  const found = mentions(instructions(locale));

  it('name only commands the contract holds', () => {
    const unknown = found.filter((m) => m.command !== undefined && !INSTRUCTION_COMMANDS.includes(m.command)).map((m) => m.span);
    expect(unknown, 'commands of tests/contract-llms.ts').toEqual([]);
  });

  it('name only flags the contract holds, each on the command the contract gives it', () => {
    const flags = found.flatMap((m) => m.flags);
    expect(
      flags.filter((f) => !INSTRUCTION_FLAGS.has(f)),
      'flags of tests/contract-llms.ts',
    ).toEqual([]);
    const pairs = found.flatMap((m) => (m.command === undefined ? [] : m.flags.map((f) => `${m.command} ${f}`)));
    expect(pairs.filter((p) => !INSTRUCTION_PAIRS.has(p) && !INSTRUCTION_PAIRS.has(` ${p.split(' ').pop()}`))).toEqual([]);
  });

  it('name every command and flag the contract holds', () => {
    const commands = new Set(found.flatMap((m) => (m.command ? [m.command] : [])));
    const flags = new Set(found.flatMap((m) => m.flags));
    // `helm delete --purge` is named as Helm 2's; `helm uninstall` is named as such.
    expect(INSTRUCTION_COMMANDS.filter((c) => !commands.has(c))).toEqual([]);
    expect([...INSTRUCTION_FLAGS].filter((f) => !flags.has(f))).toEqual([]);
  });
});

describe('mentions', () => {
  it('reads a command by its longest known form, and flags in and out of commands', () => {
    expect(mentions('Run `helm search hub nginx`, then `helm install x --generate-name`; or `-A`.', ['search hub', 'install'])).toEqual([
      {span: 'helm search hub nginx', command: 'search hub', flags: []},
      {span: 'helm install x --generate-name', command: 'install', flags: ['--generate-name']},
      {span: '-A', flags: ['-A']},
    ]);
  });

  it('gives an unknown command by its first word', () => {
    expect(mentions('`helm instal CHART`', ['install'])).toEqual([{span: 'helm instal CHART', command: 'instal', flags: []}]);
  });
});

/**
 * The commands and flags llms.txt's instructions name (tests/contract-llms.ts), against the real
 * `helm <command> --help` of Helm 3.19.0 and Helm 4: a command the contract says exists is one
 * Helm resolves (its usage line or its aliases name it), a flag it lists is in that command's
 * flags or the global ones, and a command or flag it says is gone is not there.
 * tests/unit/llms-contract.test.ts ties the instructions' text to the contract. No cluster needed:
 * it runs in test:cluster because that stage always has the binaries test:examples built.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {binary, ensureTool, TOOLS} from '../../scripts/lib/tools';
import {HELM_3_FACTS, HELM_4_FACTS, type HelmFact} from '../contract-llms';

const home = mkdtempSync(join(tmpdir(), 'llms-helm-'));
afterAll(() => rmSync(home, {recursive: true, force: true}));

type Help = {status: number; path: string[]; aliases: string[]; flags: Set<string>};

/** `helm <command> --help`, read: the command path of its usage line, its aliases and its flags. */
function help(helm: string, command: string): Help {
  const run = spawnSync(helm, [...command.split(' ').filter(Boolean), '--help'], {
    encoding: 'utf8',
    env: {PATH: process.env.PATH, HOME: home, XDG_CACHE_HOME: join(home, 'cache'), XDG_CONFIG_HOME: join(home, 'config')},
  });
  const out = `${run.stdout}${run.stderr}`;
  const usage = out.match(/^Usage:\n\s+helm((?: [a-z][a-z-]*)*)/m)?.[1] ?? '';
  const aliases = out.match(/^Aliases:\n\s+(.+)$/m)?.[1].split(/,\s*/) ?? [];
  const flags = new Set<string>();
  for (const [, short, long] of out.matchAll(/^\s+(?:(-[A-Za-z]), )?(--[\w-]+)/gm)) {
    if (short) flags.add(short);
    flags.add(long);
  }
  return {status: run.status ?? -1, path: usage.split(' ').filter(Boolean), aliases, flags};
}

/** Whether `helm <command>` resolves to a command of that name (the last word may be an alias). */
function resolves(h: Help, command: string): boolean {
  const words = command.split(' ').filter(Boolean);
  if (h.status !== 0 || h.path.length !== words.length) return false;
  const last = words.length - 1;
  return words.every((w, i) => h.path[i] === w || (i === last && h.aliases.includes(w)));
}

const majors: [string, () => string, HelmFact[]][] = [
  [TOOLS.helm3.version, () => ensureTool(TOOLS.helm3) && binary(TOOLS.helm3), HELM_3_FACTS],
  [TOOLS.helm4.version, () => ensureTool(TOOLS.helm4) && binary(TOOLS.helm4), HELM_4_FACTS],
];

describe.each(majors)('llms.txt instructions against Helm %s', (_version, helmBinary, facts) => {
  const helm = helmBinary();
  const global = help(helm, '');

  it.each(facts.map((f) => [f.command || '(global)', f] as const))('helm %s', (_name, fact) => {
    const h = help(helm, fact.command);
    const where = `helm ${fact.command} --help`;
    expect(resolves(h, fact.command) || fact.command === '', where).toBe(fact.exists ?? true);
    const has = (flag: string) => h.flags.has(flag) || global.flags.has(flag);
    for (const flag of fact.flags ?? []) expect(has(flag), `${where}: ${flag}`).toBe(true);
    for (const flag of fact.absentFlags ?? []) expect(has(flag), `${where}: ${flag}`).toBe(false);
  });
});

describe('reading --help', () => {
  it('tells a real command from one Helm does not have', () => {
    const helm = ensureTool(TOOLS.helm3) && binary(TOOLS.helm3);
    expect(resolves(help(helm, 'repo add'), 'repo add')).toBe(true);
    expect(resolves(help(helm, 'repo ad'), 'repo ad')).toBe(false);
    expect(help(helm, 'list').flags.has('-A')).toBe(true);
    expect(help(helm, 'list').flags.has('--all')).toBe(true);
    expect(help(helm, 'list').flags.has('--al')).toBe(false);
  });
});

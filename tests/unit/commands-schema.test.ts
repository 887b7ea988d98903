// scripts/lib/commands-schema.ts: the build and these tests check the command data's shape at run
// time, so a wrong type names its file, command and flag instead of failing inside the renderer.
import {describe, expect, it} from 'vitest';
import {commandDataProblems} from '../../scripts/lib/commands-schema';
import {commands, globalFlags} from '../../src/data/commands/index';
import {ROOT} from '../contract';

/** A writable copy of the data, broken by `change`. */
function broken(change: (data: {commands: Record<string, unknown>[]; globalFlags: Record<string, unknown>[]}) => void) {
  const data = structuredClone({commands, globalFlags}) as unknown as {
    commands: Record<string, unknown>[];
    globalFlags: Record<string, unknown>[];
  };
  change(data);
  return commandDataProblems(data, ROOT);
}
const command = (data: {commands: Record<string, unknown>[]}, path: string) => data.commands.find((c) => c.path === path)!;
const flag = (c: Record<string, unknown>, name: string) => (c.flags as Record<string, unknown>[]).find((f) => f.name === name)!;

describe('the command data', () => {
  it('has the shape of its types', () => {
    expect(commandDataProblems({commands, globalFlags}, ROOT)).toEqual([]);
  });

  it('names the file, the command and the flag of a text that is not a string', () => {
    const problems = broken((data) => {
      (flag(command(data, 'helm install'), 'atomic').text as Record<string, unknown>).es = 3;
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^src\/data\/commands\/install-flags\.ts:\d+: helm install, flag --atomic: text\.es is a number; make it a string$/,
      ),
    ]);
  });

  it('names a visible flag without a text, a missing field and an unknown one', () => {
    const problems = broken((data) => {
      const repoAdd = command(data, 'helm repo add');
      delete flag(repoAdd, 'force-update').text;
      delete repoAdd.summary;
      repoAdd.descripton = repoAdd.description;
    });
    expect(problems).toEqual([
      expect.stringMatching(/^src\/data\/commands\/repositories\.ts:\d+: helm repo add: summary is missing; add it \(\{en, es\}\)$/),
      expect.stringMatching(
        /^src\/data\/commands\/\S+\.ts:\d+: helm repo add, flag --force-update: text is missing; a flag shown in help needs one: add \{en, es\}$/,
      ),
      expect.stringMatching(
        /^src\/data\/commands\/repositories\.ts:\d+: helm repo add: descripton is not a field of this type \(src\/data\/commands\/types\.ts\); remove or rename it$/,
      ),
    ]);
  });

  it('names an example by its id and a global flag by its name', () => {
    const problems = broken((data) => {
      const install = command(data, 'helm install');
      const example = (install.examples as Record<string, unknown>[])[0];
      example.code = ['helm install a b'];
      data.globalFlags.find((f) => f.name === 'debug')!.default = false;
    });
    const id = commands.find((c) => c.path === 'helm install')!.examples[0].id;
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^src/data/commands/install\\.ts:\\d+: helm install, example ${id}: code is a list; make it a string$`),
      ),
      expect.stringMatching(/^src\/data\/commands\/global\.ts:\d+: global flag --debug: default is true or false; make it a string$/),
    ]);
  });
});

import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {runInStages, yieldToBrowser, type Yield} from '../../src/client/stages';
import {stageEntry} from '../../src/plugins/staged-entry';

// The browser entry (src/client/staged-entry.ts) evaluates the site's startup code in stages, one
// task each, so no single task blocks a phone for long. These tests fail when two stages share a
// task, when the order changes, or when the build stops using the staged entry.

describe('runInStages', () => {
  it('runs the first stage at once and every later one in a task of its own, in order', () => {
    const log: string[] = [];
    const tasks: (() => void)[] = [];
    const later: Yield = (next) => tasks.push(next);
    runInStages(
      ['a', 'b', 'c'].map((name) => () => void log.push(name)),
      later,
    );
    expect(log).toEqual(['a']);
    for (const expected of [
      ['a', 'b'],
      ['a', 'b', 'c'],
    ]) {
      expect(tasks).toHaveLength(1);
      tasks.shift()!();
      expect(log).toEqual(expected);
    }
    expect(tasks).toHaveLength(0);
  });

  it('runs the stages a stage returns next, each in a task of its own, before the stages after it', () => {
    const log: string[] = [];
    const tasks: (() => void)[] = [];
    const stage = (name: string) => () => void log.push(name);
    runInStages(
      [
        stage('a'),
        () => {
          log.push('b');
          return [stage('b1'), stage('b2')];
        },
        stage('c'),
      ],
      (next) => tasks.push(next),
    );
    const perTask: string[][] = [log.splice(0)];
    while (tasks.length > 0) {
      tasks.shift()!();
      perTask.push(log.splice(0));
    }
    expect(perTask).toEqual([['a'], ['b'], ['b1'], ['b2'], ['c']]);
  });

  it('takes only an array for more stages: a stage that returns a module is one stage', () => {
    const log: string[] = [];
    const tasks: (() => void)[] = [];
    runInStages([() => ({default: 'a module'}) as unknown as void, () => void log.push('next')], (next) => tasks.push(next));
    tasks.shift()!();
    expect(log).toEqual(['next']);
    expect(tasks).toHaveLength(0);
  });

  it('yields through a message, which runs after the current task', async () => {
    const log: string[] = [];
    runInStages([() => void log.push('first'), () => void log.push('second')], yieldToBrowser);
    log.push('same task');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['first', 'same task', 'second']);
  });
});

describe('the browser entry', () => {
  type Entry = {entry?: unknown};
  const entryOf = (isServer: boolean) => {
    const webpackConfig: Entry = {entry: '/x/node_modules/@docusaurus/core/lib/client/clientEntry.js'};
    for (const plugin of config.plugins ?? []) {
      if (typeof plugin !== 'function') continue;
      const instance = (plugin as (...a: unknown[]) => {name?: string; configureWebpack?: (c: Entry, s: boolean) => unknown})();
      // Only the plugin that sets the entry: another's configureWebpack may build (the template engine's).
      if (instance.name === 'helm-staged-entry') instance.configureWebpack?.(webpackConfig, isServer);
    }
    return String(webpackConfig.entry);
  };

  it('is the staged entry in the browser, and the server renders from its own entry', () => {
    expect(entryOf(false)).toMatch(/src[\\/]client[\\/]staged-entry\.ts$/);
    expect(entryOf(true)).toMatch(/clientEntry\.js$/);
  });

  // tests/e2e/build-guards.spec.ts checks the built main script; this, that a Docusaurus whose
  // entry is not the one the plugin replaces stops the build instead of shipping the stock entry.
  it("stops the build when the client entry is not Docusaurus 3.7's clientEntry.js", () => {
    for (const entry of ['/x/node_modules/@docusaurus/core/lib/client/entry.js', ['/a.js'], undefined]) {
      expect(() => stageEntry({entry}, false)).toThrow(
        /\[helm-staged-entry\] surface client-entry was written for Docusaurus 3\.7\.0: the client entry is/,
      );
    }
    const server = {entry: '/x/server.js'};
    stageEntry(server, true);
    expect(server.entry).toBe('/x/server.js');
  });
});

// scripts/test-all.ts, what `npm test` runs: every stage runs and is reported even after one fails,
// except those that need a failed one; the run fails if any stage did not pass.
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {blockedBy, runStages, STAGES, stageName} from '../../scripts/test-all';
import {ROOT} from '../contract';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>};

describe('npm test', () => {
  it('runs scripts/test-all.ts, whose stages are npm scripts', () => {
    expect(pkg.scripts.test).toBe('tsx scripts/test-all.ts');
    expect(STAGES.map((stage) => stage.run[0]).filter((script) => !(script in pkg.scripts))).toEqual([]);
  });

  it('runs the e2e tests and the search benchmark only on builds of this run', () => {
    const e2e = STAGES.find((stage) => stage.run[0] === 'test:e2e')!;
    const bench = STAGES.find((stage) => stage.run[0] === 'bench:search')!;
    expect(
      blockedBy(
        e2e,
        new Map([
          ['build', 'passed'],
          ['build:standalone-es', 'failed'],
        ]),
      ),
    ).toBe('needs build:standalone-es');
    expect(
      blockedBy(
        e2e,
        new Map([
          ['build', 'passed'],
          ['build:standalone-es', 'passed'],
        ]),
      ),
    ).toBeUndefined();
    expect(blockedBy(bench, new Map([['build', 'skipped']]))).toBe('needs build');
    // Each stage needs only stages that run before it.
    for (const [i, stage] of STAGES.entries())
      for (const need of stage.needs ?? [])
        expect(
          STAGES.slice(0, i).map((s) => s.run[0]),
          stageName(stage),
        ).toContain(need);
  });

  describe('in a project whose lint and build fail', () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-all-'));
    afterAll(() => rmSync(dir, {recursive: true, force: true}));
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({name: 'fixture', private: true, scripts: {lint: 'exit 3', typecheck: 'true', build: 'exit 1', 'test:e2e': 'true'}}),
    );

    it('runs the stages after a failure, skips those that need a failed one, and fails', async () => {
      const lines: string[] = [];
      const stages = [{run: ['lint']}, {run: ['typecheck']}, {run: ['build']}, {run: ['test:e2e'], needs: ['build']}];
      const {status, rows} = await runStages(stages, {cwd: dir, log: (line) => lines.push(line)});
      expect(status).toBe(1);
      expect(rows.map((row) => [row.name, row.outcome, row.note])).toEqual([
        ['lint', 'failed', 'exit 3'],
        ['typecheck', 'passed', undefined],
        ['build', 'failed', 'exit 1'],
        ['test:e2e', 'skipped', 'needs build'],
      ]);
      expect(lines).toContainEqual(expect.stringMatching(/^\[test\] 2\/4 typecheck: passed in \d+\.\d s$/));
      expect(lines.at(-1)).toMatch(/^\n\[test\] 1 of 4 stages passed:\n {2}lint {7}failed +\d+\.\d s {2}exit 3\n/);
    }, 60_000);
  });

  describe('with a stage in the second lane', () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-all-lanes-'));
    afterAll(() => rmSync(dir, {recursive: true, force: true}));
    // `side` ends a second after it starts, the others at once.
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: 'fixture',
        private: true,
        scripts: {
          side: `node -e "setTimeout(() => console.log('side at ' + Date.now()), 1000)"`,
          broken: 'exit 4',
          after: 'true',
          main: 'true',
          last: 'true',
        },
      }),
    );

    it('runs the main lane meanwhile, prints the second lane whole, and starts an `alone` stage after both', async () => {
      const lines: string[] = [];
      const stages = [
        {run: ['side'], beside: true},
        {run: ['broken'], beside: true},
        {run: ['after'], needs: ['broken'], beside: true},
        {run: ['main']},
        {run: ['last'], alone: true},
      ];
      const {status, rows} = await runStages(stages, {cwd: dir, log: (line) => lines.push(line)});
      const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
      expect(status).toBe(1);
      expect(rows.map((row) => [row.name, row.outcome, row.note])).toEqual([
        ['side', 'passed', undefined],
        ['broken', 'failed', 'exit 4'],
        ['after', 'skipped', 'needs broken'],
        ['main', 'passed', undefined],
        ['last', 'passed', undefined],
      ]);
      // The main lane did not wait for the second: `main` ended before `side` did.
      expect(at(/^\[test\] 4\/5 main: passed/)).toBeLessThan(at(/^\[test\] 1\/5 side: passed/));
      // The second lane's output comes whole, after its header, with the stage's result after it.
      const block = lines[at(/its output, from the second lane/)];
      expect(block).toMatch(/^\n\[test\] 1\/5 side: its output, from the second lane\n[^]*\nside at \d+$/);
      // `last` waited for the second lane to end.
      expect(at(/^\[test\] 5\/5 last$/)).toBeGreaterThan(at(/^\[test\] 3\/5 after: skipped/));
    }, 60_000);
  });
});

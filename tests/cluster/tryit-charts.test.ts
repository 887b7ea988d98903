/**
 * The charts of the guide's "Try it" editors (src/data/tryit, scripts/gen-tryit.ts), rendered by
 * the Helm 3.19.0 binary as the editor renders them (`helm template <release> <chart>` with the
 * block's -f, --set and --show-only): each gives what its page shows for the block, by the
 * examples harness's rules (scripts/lib/examples/tryit-compare.ts). The browser's engine is held
 * to the same outputs in tests/e2e/tryit.spec.ts.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {binary, ensureTool, TOOLS} from '../../scripts/lib/tools';
import {tryItMismatch, type Rendered} from '../../scripts/lib/examples/tryit-compare';
import {unpackPage, type PackedPage, type TryItBlock} from '../../src/components/TryIt/data';

const DATA = process.env.HELM_TRYIT_DATA ?? join(__dirname, '../../src/data/tryit');
const root = mkdtempSync(join(tmpdir(), 'tryit-charts-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

function renderWithBinary(helm: string, block: TryItBlock, dir: string): Promise<Rendered> {
  const chart = join(dir, 'chart');
  for (const [path, text] of Object.entries(block.files)) {
    mkdirSync(dirname(join(chart, path)), {recursive: true});
    writeFileSync(join(chart, path), text);
  }
  const args = ['template', block.releaseName ?? 'release-name', chart];
  (block.values ?? []).forEach((text, i) => {
    writeFileSync(join(dir, `values-${i}.yaml`), text);
    args.push('-f', join(dir, `values-${i}.yaml`));
  });
  for (const set of block.set ?? []) args.push('--set', set);
  for (const file of block.showOnly ?? []) args.push('--show-only', file);
  const env = {
    PATH: process.env.PATH,
    HOME: dir,
    HELM_CACHE_HOME: join(dir, 'c'),
    HELM_CONFIG_HOME: join(dir, 'k'),
    HELM_DATA_HOME: join(dir, 'd'),
  };
  return new Promise((done) =>
    execFile(helm, args, {cwd: dir, env}, (error, stdout, stderr) => done(error ? {ok: false, text: stderr} : {ok: true, text: stdout})),
  );
}

const helm = binary(TOOLS.helm3);
for (const locale of ['en', 'es']) {
  describe(`Try it charts (${locale})`, () => {
    for (const file of readdirSync(join(DATA, locale))) {
      const page = unpackPage(JSON.parse(readFileSync(join(DATA, locale, file), 'utf8')) as PackedPage);
      it(`${file}: every block renders as its page shows`, async () => {
        ensureTool(TOOLS.helm3);
        const problems: string[] = [];
        for (const [index, block] of Object.entries(page.blocks)) {
          const dir = join(root, locale, file, index);
          mkdirSync(dir, {recursive: true});
          const why = tryItMismatch(block, await renderWithBinary(helm, block, dir));
          if (why) problems.push(`block ${index}: ${why}`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}

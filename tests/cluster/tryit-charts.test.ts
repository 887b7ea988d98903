/**
 * The charts of the guide's "Try it" editors (src/data/tryit, scripts/gen-tryit.ts), rendered by
 * the Helm 3.19.0 binary as the editor renders them (`helm template <release> <chart>` with the
 * block's -f, --set and --show-only): each gives what its page shows for the block, by the
 * examples harness's rules (scripts/lib/examples/tryit-compare.ts). The browser's engine is held
 * to the same outputs in tests/e2e/tryit.spec.ts.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {binary, ensureTool, TOOLS} from '../../scripts/lib/tools';
import {tryItMismatch} from '../../scripts/lib/examples/tryit-compare';
import {unpackPage, type PackedPage} from '../../src/components/TryIt/data';
import {helmTemplate} from '../helm-template';

const DATA = process.env.HELM_TRYIT_DATA ?? join(__dirname, '../../src/data/tryit');
const root = mkdtempSync(join(tmpdir(), 'tryit-charts-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

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
          const why = tryItMismatch(block, await helmTemplate(helm, block, dir));
          if (why) problems.push(`block ${index}: ${why}`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}

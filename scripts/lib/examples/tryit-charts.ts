/**
 * Records, while the examples harness runs the Chart Template Guide (./pages.ts), the chart and
 * the `helm template` arguments of each template block whose output a page shows, with what Helm
 * 3.19.0 printed: the data of the "Try it" buttons and of the engine's equivalence test
 * (tests/e2e/template-engine.spec.ts, which `npm test` runs after the examples). The records go
 * to `<folder>/<locale>.json` (format: src/template-engine/README.md), the folder being
 * `HELM_TRYIT_CHARTS` or node_modules/.cache/helm-tryit-charts: made by each run, never committed.
 */
import {mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import type {TryitChart} from '../../../src/template-engine/guide-charts';

export type {TryitChart};
export {partOutput, PART} from '../../../src/template-engine/guide-charts';

export const TRYIT_ENV = 'HELM_TRYIT_CHARTS';
export const TRYIT_FOLDER = process.env[TRYIT_ENV] ?? resolve(__dirname, '../../../node_modules/.cache/helm-tryit-charts');

/** A chart folder's files by path from its root, as text. */
export function chartFolder(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(root, full)] = readFileSync(full, 'utf8');
    }
  };
  walk(root);
  return files;
}

export type TryitSink = {add(chart: TryitChart): void; write(locale: string): void};

export function tryitSink(folder = TRYIT_FOLDER): TryitSink {
  const charts: TryitChart[] = [];
  return {
    add: (chart) => charts.push(chart),
    write: (locale) => {
      mkdirSync(folder, {recursive: true});
      writeFileSync(
        join(folder, `${locale}.json`),
        `${JSON.stringify(
          charts.filter((c) => c.locale === locale),
          null,
          1,
        )}\n`,
      );
    },
  };
}

/** Reads the records a run wrote for `locale` (an empty list when there are none). */
export function readTryitCharts(locale: string, folder = TRYIT_FOLDER): TryitChart[] {
  try {
    return JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as TryitChart[];
  } catch {
    return [];
  }
}

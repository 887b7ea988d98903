/**
 * The charts of tests/template-engine/charts/ and the `helm template` each one is rendered with,
 * by the Helm 3.19.0 binary and by the WebAssembly build, which must print the same bytes.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

export const CHARTS = join(__dirname, 'charts');

export type Case = {
  name: string;
  /** The folder under charts/. */
  chart: string;
  /** `-f` files' contents, in order (named values-1.yaml, values-2.yaml… for both). */
  values?: string[];
  set?: string[];
  releaseName?: string;
  namespace?: string;
  showOnly?: string[];
  /** Files made here rather than committed (bytes that are not UTF-8, 50 MB). */
  extra?: () => Record<string, Buffer>;
  /** Neither finishes in reasonable time: the engine must stop at its time limit. */
  endless?: boolean;
  /** Where the WebAssembly build in Chromium cannot answer as Helm does: why, and the error it gives instead. */
  chromium?: {why: string; error: string};
};

/** A values paste of 50 MB: a block of 50 MB of lines under one key. */
export const bigValues = (): string =>
  `paste: |\n${'  the quick brown fox jumps over the lazy dog 0123456789\n'.repeat((50 * 1024 * 1024) / 57)}`;

export const CASES: Case[] = [
  {name: 'named templates, include and template', chart: 'named-templates', releaseName: 'citylib', namespace: 'books'},
  {name: 'subcharts, aliases, conditions and globals', chart: 'subchart-globals'},
  {name: 'a subchart switched off by its condition', chart: 'subchart-globals', set: ['catalog.enabled=false', 'global.region=south']},
  {name: '.Files.Get, Glob, Lines, AsConfig, AsSecrets and .helmignore', chart: 'files'},
  {name: 'tpl over values', chart: 'tpl', releaseName: 'branch'},
  {name: 'a required value that is missing', chart: 'required'},
  {name: 'a required value given with --set', chart: 'required', set: ['database.host=db.internal']},
  {name: 'fail', chart: 'fail'},
  {name: 'values that break values.schema.json', chart: 'schema'},
  {name: 'values that satisfy values.schema.json', chart: 'schema', set: ['replicas=2', 'name=ok']},
  {name: 'lookup returns nothing', chart: 'lookup'},
  {name: '.Capabilities as helm template sets them', chart: 'capabilities'},
  {name: 'toYaml, fromYaml, toJson, fromYamlArray', chart: 'yaml-functions'},
  {
    name: 'include recursion',
    chart: 'include-recursion',
    chromium: {
      why: "a worker's stack in Chromium (about 1 MB) runs out before Helm's limit of 1,000 nested includes, where Helm names the template",
      error: 'Error: the template engine stopped: RangeError: Maximum call stack size exceeded\n',
    },
  },
  {
    name: 'values files and --set in order, hooks and tests after the manifests',
    chart: 'overrides',
    values: ['replicas: 3\nimage:\n  tag: "1.28"\nenv:\n  A: one\n', 'env:\n  B: two\nreplicas: 4\n'],
    set: ['image.repository=httpd', 'tags={x,y,z}', 'env.C=3'],
    releaseName: 'web',
    namespace: 'shop',
  },
  {name: '--show-only with a glob, in Helm order', chart: 'overrides', showOnly: ['templates/s*.yaml', 'templates/deployment.yaml']},
  {name: '--show-only of a template that is not there', chart: 'overrides', showOnly: ['templates/missing.yaml']},
  {name: 'a values file that is not YAML', chart: 'overrides', values: ['replicas: [1\n']},
  {name: 'a --set that does not parse', chart: 'overrides', set: ['image.tag=1,broken']},
  {name: 'an invalid release name', chart: 'overrides', releaseName: 'Not_Valid'},
  {name: 'a template that renders invalid YAML', chart: 'bad-yaml'},
  {name: 'a library chart', chart: 'library'},
  {name: 'a dependency missing from charts/', chart: 'missing-dependency'},
  {name: 'a deprecated chart that fails', chart: 'deprecated'},
  {name: 'a folder without Chart.yaml', chart: 'no-chart-yaml'},
  {
    name: 'bytes that are not UTF-8 in a template',
    chart: 'invalid-utf8',
    extra: () => ({
      'templates/cm.yaml': Buffer.concat([
        Buffer.from('apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: bad\ndata:\n  key: "'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('"\n'),
      ]),
    }),
  },
  {
    name: 'bytes that are not UTF-8 in values.yaml',
    chart: 'invalid-utf8',
    extra: () => ({'values.yaml': Buffer.from([0x61, 0x3a, 0x20, 0xc3, 0x28, 0x0a])}),
  },
  {name: 'a 50 MB values file', chart: 'big-values', values: [bigValues()]},
  {name: 'a 50 MB values.yaml in the chart', chart: 'big-values', extra: () => ({'values.yaml': Buffer.from(bigValues())})},
  {name: 'a loop that does not end', chart: 'endless-loop', endless: true},
];

/** The chart's files by path from its root, committed ones and made ones. */
export function chartFiles(c: Case): Record<string, Buffer> {
  const root = join(CHARTS, c.chart);
  const files: Record<string, Buffer> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(root, full)] = readFileSync(full);
    }
  };
  walk(root);
  return {...files, ...c.extra?.()};
}

/**
 * The chart, template and values blocks of the chart template guide, the best practices and the
 * topics, run as a reader would run them: in a working folder where each page's files are written
 * and its commands run, with every shown output compared.
 *
 * - The chart template guide is one story: its pages build the `bookshelf` chart in sidebar
 *   order, in one working folder per locale. A best-practices or topics page starts from
 *   `helm create <chart>`, named after the chart the page works on.
 * - A `bash` block runs in bash, with `helm` on the PATH; the `text` or `yaml` block right after it
 *   is its output. A `console` block holds its commands (`$ `) and their output.
 * - A block that the prose names as a file (the last file name in code in the paragraph before
 *   it, such as `templates/configmap.yaml`) is written there; a `values.yaml` block is merged into
 *   the chart's values, as the pages say ("add these keys under `library`").
 * - A template that is only part of a file (it does not start a manifest or a named template) is
 *   rendered alone, with the chart's values and helpers, and compared with the block after it.
 * - A shown error ("Error: …") must be what Helm reports, line and column numbers aside.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {isMap, parse, parseDocument, YAMLMap} from 'yaml';
import {
  decodeOutputs,
  exampleTemplates,
  holdPorts,
  judgeStatus,
  loopbackPorts,
  runBash,
  startServer,
  stopGpgAgent,
  type Run,
  type Sandbox,
  type Server,
} from './helm';
import {parseBlocks, readPage, type Block, type Locale, type Shell} from './markdown';
import type {Kind, Report} from './report';
import {chartFolder, type TryitSink} from './tryit-charts';

const ROOT = resolve(__dirname, '../../..');
/** Files the pages describe in words only, as the prose gives them, by page. */
const FIXTURES = resolve(ROOT, 'tests/examples/fixtures');

const RELEASE = 'citylib';
/** Where a part of a template goes in its block's chart for "Try it" (./tryit-export.ts). */
export const FRAGMENT_FILE = 'templates/example.yaml';
const CHART = 'bookshelf';

type Ctx = {
  sandbox: Sandbox;
  /** Helm's environment for this page (or the guide's story), with its own HOME. */
  env: NodeJS.ProcessEnv;
  helm: string;
  /** Helm 4 (TOOLS.helm4), for the blocks whose fence says `helm="4"` (the Helm 4 migration guide). */
  helm4?: string;
  report: Report;
  locale: Locale;
  page: string;
  /** The working folder: the chart lives in `<cwd>/<chart>`. */
  cwd: string;
  chart: string;
  /** The template file the story last wrote whole: an unnamed whole template replaces it. */
  current?: {file?: string};
  /** Charts that a command of the page (or story) made with `helm create`. */
  created?: Set<string>;
  /** Files placed by a folder tree shown earlier on the page (`helm-attention/plugin.yaml`). */
  tree?: Map<string, string>;
  /** Where the guide's rendered template blocks are recorded for "Try it" (./tryit-charts.ts). */
  tryit?: TryitSink;
  /** Set when a block ran a command that changes a cluster: the cluster is cleaned after the page. */
  changed?: {cluster: boolean};
  /** Told the chart each runnable chart, template or values block renders with (./tryit-export.ts). */
  record?: (b: Block, chart: RecordedChart) => void;
  /** Told each command whose shown output matched, with the folder it ran in (./tryit-export.ts). */
  recordCommand?: (b: Block, script: string, shown: string, cwd: string) => void;
};

/** A block's chart as the harness renders it: the folder, and how `helm template` is called. */
export type RecordedChart = {
  /** The chart's folder (a copy, for a Chart.yaml block), read when the block is recorded. */
  dir: string;
  /** Files to put over the folder's, by path from the chart root (a part of a template). */
  extra?: Record<string, string>;
  /** The block's own file, from the chart root. */
  file?: string;
  values?: string[];
  showOnly?: string[];
  /** The output the page shows for the block, or the message of a wrong example (`fails`). */
  expected?: string;
  fails?: boolean;
};

/** A script that may leave objects in a cluster. */
export const changesCluster = (script: string) =>
  /\bkubectl\b|\bhelm\b[^\n|;&]*\b(install|upgrade|uninstall|delete|del|un|rollback|test|2to3|mapkubeapis)\b/.test(script);

const OUTPUT_LANGS = new Set(['text', 'yaml', 'json', '']);
const FILE_LANGS = new Set(['yaml', 'yml', 'json', 'text', '']);

const hasActions = (b: Block) => b.code.includes('{{');
const isShownError = (code: string) => /^Error: /m.test(code);

/**
 * The file a block is: named by its first line (`# storefront/values.yaml (fragment)`), or else the
 * last file name written in code in the paragraph before it.
 */
function namedFile(block: Block): string | undefined {
  const own = /^#\s+([\w~./-]+\.(?:ya?ml|tpl|txt|json))\b/.exec(block.code);
  if (own) return own[1];
  const paragraph =
    block.before
      .trim()
      .split(/\n\s*\n/)
      .pop() ?? '';
  const names = [...paragraph.matchAll(/`([\w./-]+\.(?:ya?ml|tpl|txt|json|toml|helmignore|sh|complete)|\.helmignore)`/g)].map((m) => m[1]);
  return names.pop();
}

/** A block's file name relative to the working folder. */
export function filePath(name: string, chart: string, tree?: Map<string, string>): string {
  if (name.startsWith(`${chart}/`)) return name;
  if (tree?.has(name)) return tree.get(name)!;
  // A file of another chart of the page (`storefront/values.yaml` beside the library toolkit) is in that chart's folder.
  if (/^[\w.-]+\/(Chart\.yaml|values\.yaml|values\.schema\.json|templates\/.*|charts\/.*|crds\/.*)$/.test(name)) return name;
  if (/^(values\.yaml|Chart\.yaml|values\.schema\.json|\.helmignore|templates\/.*|charts\/.*|crds\/.*)$/.test(name))
    return `${chart}/${name}`;
  if (/\.(tpl|txt)$/.test(name) || name.endsWith('.yaml')) return `${chart}/templates/${name}`;
  return name;
}

const trimLines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');

/** Masks what changes from machine to machine: absolute folders, dates, line:column numbers. */
export function normalize(s: string): string {
  return (
    trimLines(s)
      .replace(/(?<![\w.])(?:\/[\w.@-]+)+\/(?=[\w.-]+)/g, '<dir>/')
      .replace(/\w{3} \w{3} +\d+ \d\d:\d\d:\d\d \d{4}/g, '<date>')
      .replace(/templates\/[\w.-]+\.(yaml|tpl|txt)/g, 'templates/<file>')
      .replace(/<file>(:\d+)+/g, '<file>:<pos>')
      .replace(/executing "[^"]*" at/g, 'executing <template> at')
      .replace(/\byaml: line \d+/g, 'yaml: line <n>')
      // A key's fingerprint and a package's digest change with every key and every build.
      .replace(/\b[0-9A-F]{40}\b/g, '<fingerprint>')
      .replace(/sha256:[0-9a-f]{64}/g, 'sha256:<digest>')
      .replace(/\b[0-9a-f]{64}\b/g, '<digest>')
      .replace(/"\d{4}-\d\d-\d\dT[\d:.]+(?:Z|[+-]\d\d:\d\d)"/g, '"<time>"')
      // A cluster's answers: times as `helm list` prints them, cluster IPs, generated names.
      .replace(/\b\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? [+-]\d{4} \w+/g, '<time>')
      .replace(/\b10\.96\.\d+\.\d+\b/g, '<cluster-ip>')
      .replace(/-\d{10}\b/g, '-<generated>')
      // Columns of a table line up with tabs and spaces that depend on the widest cell.
      .replace(/(?<=\S)(?:[ ]*\t[ \t]*|[ ]{2,})(?=\S)/g, ' ')
  );
}

/** True when `shown`'s lines appear, in order and together, in `got`. */
export function contains(got: string, shown: string): boolean {
  const g = normalize(got).split('\n');
  const s = normalize(shown).split('\n');
  for (let i = 0; i + s.length <= g.length; i++) if (s.every((line, j) => g[i + j] === line)) return true;
  return false;
}

/** The message of a shown error, without its position, for comparison with Helm's. */
export const errorCore = (shown: string) =>
  normalize(shown.split('\n').find((l) => l.startsWith('Error: ')) ?? shown).replace(/^Error: /, '');

/** Runs Helm in the page's environment, in `cwd` (the working folder unless given). */
const helm = (ctx: Ctx, args: string[], cwd = ctx.cwd): Promise<Run> => ctx.sandbox.run(ctx.helm, args, cwd, ctx.env);

/** A block's shell options: the page's folder, its environment with `helm` first on the PATH. */
const shellOpts = (ctx: Ctx, shell?: Shell) => ({cwd: ctx.cwd, env: {...ctx.env, PATH: `${dirname(ctx.helm)}:${ctx.env.PATH}`}, shell});

const bash = (ctx: Ctx, script: string, shell?: Shell): Promise<Run> => runBash(script, shellOpts(ctx, shell));

/** Merges a values block into a values file, keeping the keys it does not mention. */
function mergeValues(file: string, block: string): void {
  // Failsafe: every scalar stays as written (`01234`, `NO`), for Helm to read, not this merge.
  const base = parseDocument(existsSync(file) ? readFileSync(file, 'utf8') : '{}', {schema: 'failsafe'});
  const add = parseDocument(block, {schema: 'failsafe'});
  if (add.errors.length) throw new Error(add.errors[0].message);
  const merge = (into: YAMLMap, from: YAMLMap) => {
    for (const pair of from.items) {
      const key = (pair.key as {value?: unknown})?.value ?? pair.key;
      const old = into.get(key, true);
      if (isMap(old) && isMap(pair.value)) merge(old as YAMLMap, pair.value as YAMLMap);
      else into.set(key, pair.value);
    }
  };
  if (!isMap(base.contents)) base.contents = base.createNode({}) as unknown as typeof base.contents;
  if (isMap(add.contents)) merge(base.contents as YAMLMap, add.contents as YAMLMap);
  writeFileSync(file, base.toString({lineWidth: 0}));
}

/** Removes `{{ define "name" }} … {{ end }}`, counting the actions nested inside it. */
function withoutDefine(text: string, name: string): string {
  const start = new RegExp(`\\{\\{-?\\s*define\\s+"${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*-?\\}\\}`).exec(text);
  if (!start) return text;
  const action = /\{\{-?\s*(if|range|with|define|block|end)\b[^}]*\}\}/g;
  action.lastIndex = start.index + start[0].length;
  let depth = 1;
  for (let m = action.exec(text); m; m = action.exec(text)) {
    depth += m[1] === 'end' ? -1 : 1;
    if (depth === 0) return text.slice(0, start.index) + text.slice(action.lastIndex).replace(/^\n/, '');
  }
  return text;
}

/**
 * A named template moves to a new file (as `_helpers.tpl`): the pages then say to delete it
 * where it was, which this does for the other files of the folder.
 */
function dropDefines(folder: string, path: string | undefined, code: string): void {
  const names = [...code.matchAll(/\{\{-?\s*define\s+"([^"]+)"/g)].map((m) => m[1]);
  if (!names.length || !existsSync(folder)) return;
  for (const file of readdirSync(folder)) {
    const full = join(folder, file);
    if ((path !== undefined && full.endsWith(path)) || !statSync(full).isFile()) continue;
    let text = readFileSync(full, 'utf8');
    for (const name of names) text = withoutDefine(text, name);
    writeFileSync(full, text);
  }
}

/**
 * Lints a Chart.yaml block (or merges a fragment into the chart's) in a copy of the chart, with a
 * stub chart for each dependency: the download is the network's business, the file is ours.
 */
async function lintChartYaml(ctx: Ctx, block: Block, fragment: boolean): Promise<Run> {
  const code = block.code;
  const dir = ctx.sandbox.dir('chart-yaml');
  await bash({...ctx, cwd: dir}, `cp -r ${JSON.stringify(join(ctx.cwd, ctx.chart))} chart`);
  const file = join(dir, 'chart/Chart.yaml');
  if (fragment) mergeValues(file, code);
  else writeFileSync(file, code);
  const meta = parse(readFileSync(file, 'utf8')) as {name?: string; dependencies?: {name: string; version?: string}[]};
  for (const dep of meta.dependencies ?? []) {
    const version = (/\d+\.\d+\.(\d+|x)/.exec(dep.version ?? '') ?? ['0.1.0'])[0].replace(/x$/, '0');
    ctx.sandbox.write(join(dir, 'chart/charts', dep.name), {'Chart.yaml': `apiVersion: v2\nname: ${dep.name}\nversion: ${version}\n`});
  }
  // `helm lint` checks the chart as it is on disk; the folder's name must match `name`.
  const named = meta.name ?? ctx.chart;
  await bash({...ctx, cwd: dir}, `mv chart ${JSON.stringify(named)}`);
  const run = await helm(ctx, ['lint', `./${named}`], dir);
  if (run.code === 0) ctx.record?.(block, {dir: join(dir, named), file: 'Chart.yaml'});
  return run;
}

/**
 * Installs a plugin from a folder holding its plugin.yaml, with a stub (`exit 0`) for each file
 * under $HELM_PLUGIN_DIR that it names, and uninstalls it: both must succeed, hooks included.
 */
async function checkPlugin(ctx: Ctx, b: Block): Promise<void> {
  const name = /^name: ([\w-]+)/m.exec(b.code)![1];
  const dir = join(ctx.sandbox.dir(`plugin-${name}`), name);
  const files: Record<string, string> = {'plugin.yaml': `${b.code}\n`};
  for (const [, file] of b.code.matchAll(/\$\{HELM_PLUGIN_DIR\}\/([\w./-]+)/g)) files[file] = '#!/bin/sh\nexit 0\n';
  ctx.sandbox.write(dir, files);
  await bash({...ctx, cwd: dir}, 'find . -type f -exec chmod +x {} +');
  const env = `HELM_PLUGINS=${JSON.stringify(join(dirname(dir), 'installed'))}`;
  const run = await bash(
    {...ctx, cwd: dirname(dir)},
    `mkdir -p installed && export ${env} && helm plugin install ./${name} && helm plugin uninstall ${name}`,
  );
  if (run.code !== 0) fail(ctx, b, `helm plugin install and uninstall of this plugin.yaml fail: ${(run.stdout + run.stderr).trim()}`);
}

/**
 * Run in a copy's `templates/`: drops NOTES.txt and the tests, and turns each other template into a
 * `_*.tpl` file, which Helm parses but does not render. A file without named templates of its own
 * is wrapped into a named template of its path (`storefront/templates/configmap.yaml`), the name
 * Helm gives the file, so that a part which includes it by path (a checksum annotation) renders
 * what the file would.
 */
export const QUIET_TEMPLATES = (chart: string) => `rm -rf NOTES.txt tests && for f in *.yaml; do
  [ -e "$f" ] || continue
  if grep -qE '[{][{]-?[[:space:]]*define' "$f"; then mv "$f" "_$f.tpl"
  else { printf '{{ define "%s/templates/%s" }}' ${JSON.stringify(chart)} "$f"; cat "$f"; printf '{{ end }}'; } > "_$f.tpl" && rm "$f"; fi
done; true`;

/** Renders a part of a template alone, with the chart's values and named templates. */
async function renderFragment(
  ctx: Ctx,
  template: string,
  raw: boolean,
  extra: string[] = [],
): Promise<Run & {out?: string; chartDir: string}> {
  const dir = ctx.sandbox.dir('fragment');
  // The chart's other templates are parsed, so their named templates stay defined, but not rendered.
  const chartYaml = join(ctx.cwd, ctx.chart, 'Chart.yaml');
  const name = (existsSync(chartYaml) && (parse(readFileSync(chartYaml, 'utf8')) as {name?: string} | null)?.name) || ctx.chart;
  await bash(
    {...ctx, cwd: dir},
    `cp -r ${JSON.stringify(join(ctx.cwd, ctx.chart))} chart && cd chart/templates && ${QUIET_TEMPLATES(name)}`,
  );
  const files = raw
    ? {[/\{\{-?\s*define\b/.test(template) ? 'templates/_fragment.tpl' : 'templates/fragment.yaml']: template}
    : exampleTemplates([{id: 'ex-0', template}], false);
  ctx.sandbox.write(join(dir, 'chart'), files);
  const run = await helm(ctx, ['template', RELEASE, './chart', ...extra], dir);
  return {...run, out: raw ? run.stdout : decodeOutputs(run.stdout).get('ex-0'), chartDir: join(dir, 'chart')};
}

function fail(ctx: Ctx, b: Block, message: string): void {
  ctx.report.fail(ctx.page, ctx.locale, `block ${b.index} (line ${b.line})`, message);
}

/**
 * Compares a shown output with Helm's. A shown error may come from the part of a template shown
 * just before the command (`fragment`): the working folder holds the chart without that change.
 */
function compareOutput(ctx: Ctx, b: Block, out: Block, run: Run & {out?: string}, exact: boolean, fragment?: Run, quiet = false): boolean {
  if (isShownError(out.code)) {
    const core = errorCore(out.code);
    const matches = (r?: Run) => r !== undefined && r.code !== 0 && normalize(r.stderr).includes(core);
    if (matches(run) || matches(fragment)) return true;
    if (quiet) return false;
    if (run.code === 0) fail(ctx, out, `the page shows the error "${core}", Helm succeeds`);
    else fail(ctx, out, `the page shows the error "${core}", Helm says: ${run.stderr.trim()}`);
    return false;
  }
  if (run.code !== 0) {
    if (!quiet) fail(ctx, b, `Helm failed: ${run.stderr.trim()}`);
    return false;
  }
  const got = run.out ?? run.stdout;
  // "These two lines produce the same output": a part whose lines all render alike shows one.
  const alike = [...new Set(normalize(got).split('\n'))].join('\n');
  const ok = exact ? normalize(got) === normalize(out.code) || alike === normalize(out.code) : contains(got, out.code);
  if (!ok && !quiet)
    fail(
      ctx,
      out,
      `the output shown for block ${b.index} differs from Helm's:\n--- shown\n${trimLines(out.code)}\n--- Helm\n${trimLines(got)}`,
    );
  return ok;
}

/** Runs one page's blocks in order. */
export async function runPage(ctx: Ctx): Promise<void> {
  const blocks = parseBlocks(readPage(ctx.locale, ctx.page));
  /** Servers that blocks started (`background="<port>"`): stopped when the page ends. */
  const servers: Server[] = [];
  try {
    await runBlocks(ctx, blocks, servers);
  } finally {
    for (const server of servers) server.stop();
    stopGpgAgent(ctx.env);
  }
}

async function runBlocks(ctx: Ctx, blocks: Block[], servers: Server[]): Promise<void> {
  const count = (b: Block, kind: Kind) =>
    b.norun
      ? ctx.report.tagged(ctx.page, ctx.locale, kind, b.norun.category, b.norun.why)
      : ctx.report.executed(ctx.page, ctx.locale, kind);
  const laterCommands = (i: number) =>
    blocks
      .slice(i + 1)
      .filter((b) => b.lang === 'bash' || b.lang === 'console')
      .map((b) => b.code)
      .join('\n');

  let fragment: Run | undefined;
  /** Whole templates that no output follows: rendered when the page is done, with its values. */
  const pending: {b: Block; path: string}[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (b.badTag !== undefined)
      fail(
        ctx,
        b,
        b.badTag.includes('="')
          ? `the fence tag ${b.badTag} is not one the harness knows: shell is bash, zsh or fish; exit and background are numbers`
          : `the norun tag "${b.badTag}" needs a known category and a reason`,
      );
    const next = blocks[i + 1];
    // A heading between two blocks ends the example: the second is not the first one's output.
    const nextIsOutput =
      next &&
      OUTPUT_LANGS.has(next.lang) &&
      !hasActions(next) &&
      !namedFile(next) &&
      !next.norun &&
      !/[├└]──/.test(next.code) &&
      !/^#{2,6} /m.test(next.before);

    // A script (`#!`) is a file, written where the prose names it.
    if ((b.lang === 'bash' || b.lang === 'sh') && b.code.startsWith('#!')) {
      const name = namedFile(b);
      if (name) ctx.sandbox.write(ctx.cwd, {[filePath(name, ctx.chart, ctx.tree)]: `${b.code}\n`});
      continue;
    }
    if (b.lang === 'bash' || b.lang === 'console') {
      if (b.norun) {
        count(b, 'command');
        if (nextIsOutput) i++;
        continue;
      }
      const script =
        b.lang === 'console'
          ? b.code
              .split('\n')
              .filter((l) => l.startsWith('$ '))
              .map((l) => l.slice(2))
              .join('\n')
          : b.code;
      const four = /\bhelm="4"/.test(b.meta);
      if (four && !ctx.helm4) fail(ctx, b, 'the fence asks for Helm 4, which the harness did not pass');
      if (ctx.changed && changesCluster(script)) ctx.changed.cluster = true;
      if (b.given !== undefined) {
        const file = join(FIXTURES, fixtureName(ctx.page), 'given', `${b.given}.sh`);
        const made = existsSync(file) ? await bash(ctx, `. ${JSON.stringify(file)}`) : undefined;
        if (!made) fail(ctx, b, `the fence names the given state ${b.given}, which has no ${file.slice(ROOT.length + 1)}`);
        else if (made.code !== 0) fail(ctx, b, `its given state ${b.given} could not be made: ${made.stderr.trim()}`);
        if (made && ctx.changed && changesCluster(readFileSync(file, 'utf8'))) ctx.changed.cluster = true;
      }
      const runCtx = four && ctx.helm4 ? {...ctx, helm: ctx.helm4} : ctx;
      if (b.background !== undefined) {
        // A server runs for the rest of the page; the page's later blocks talk to it.
        const started = await startServer(script, shellOpts(runCtx, b.shell), b.background);
        if ('stop' in started) servers.push(Object.assign(started, {port: b.background}));
        else fail(ctx, b, `the server did not start: ${(started.stdout + started.stderr).trim()}`);
        count(b, 'command');
        continue;
      }
      // A block that names a loopback port waits for a server another page holds there to stop.
      // (Not one that this page's own server holds: the block talks to it.)
      const own = new Set(servers.map((server) => server.port));
      const named = loopbackPorts(`${script}\n${nextIsOutput ? next.code : ''}`).filter((port) => !own.has(port));
      const release = await holdPorts(named);
      const ran = await bash(runCtx, script, b.shell).finally(release);
      // A block whose meaningful status is not 0 (`exit="1"`) must end with exactly that status.
      const {run, problem} = judgeStatus(ran, b.exit);
      if (problem) fail(ctx, b, problem);
      count(b, 'command');
      for (const [, made] of script.matchAll(/\bhelm create ([\w-]+)/g)) (ctx.created ??= new Set()).add(made);
      const output =
        b.lang === 'console'
          ? {
              ...b,
              code: b.code
                .split('\n')
                .filter((l) => !l.startsWith('$ '))
                .join('\n'),
            }
          : nextIsOutput
            ? next
            : undefined;
      // `helm repo index DIR` prints nothing: what the page shows is the index it writes.
      const index = /\bhelm repo index (\S+)/.exec(script);
      const written =
        index && existsSync(join(ctx.cwd, index[1], 'index.yaml')) ? readFileSync(join(ctx.cwd, index[1], 'index.yaml'), 'utf8') : '';
      if (output && output.code.trim()) {
        // A shown error is compared with the failing run; with a wrong status, the status is the failure.
        const shown = isShownError(output.code) ? ran : run;
        if (!problem && compareOutput(ctx, b, output, {...shown, stdout: run.stdout + run.stderr + written}, false, fragment))
          ctx.recordCommand?.(b, script, output.code, ctx.cwd);
        // A console block holds its own output; only a bash block's output is the next block.
        if (output === next) i++;
      } else if (run.code !== 0 && !problem) fail(ctx, b, `the command failed: ${run.stderr.trim()}`);
      continue;
    }
    if (!FILE_LANGS.has(b.lang)) continue;

    // A folder tree is no file, but says where the files named after it go.
    if (/[├└]──/.test(b.code)) {
      const [root, ...rest] = b.code.split('\n');
      // A tree of a chart the page made with `helm create` must match it: every file listed is there.
      if (/^[\w.-]+\/$/.test(root.trim()) && ctx.created?.has(root.trim().replace(/\/$/, ''))) {
        const parents: string[] = [root.trim().replace(/\/$/, '')];
        for (const line of rest) {
          const m = /^((?:[│ ] {3})*)[├└]── ([^\s#]+)/.exec(line);
          if (!m) continue;
          const depth = m[1].length / 4 + 1;
          parents.length = depth;
          const entry = join(...parents, m[2].replace(/\/$/, ''));
          if (m[2].endsWith('/')) parents.push(m[2].replace(/\/$/, ''));
          if (!existsSync(join(ctx.cwd, entry))) fail(ctx, b, `the tree lists ${entry}, which is not there`);
        }
        count(b, 'command');
      }
      if (/^[\w.-]+\/$/.test(root.trim()) && root.trim() !== `${ctx.chart}/`) {
        ctx.tree ??= new Map();
        for (const line of rest) {
          const m = /^[├└]── ([\w.-]+)/.exec(line);
          if (m) ctx.tree.set(m[1], `${root.trim()}${m[1]}`);
        }
      }
      continue;
    }
    // A plugin's metadata: written where the page puts it, and installed and uninstalled alone.
    if (
      b.lang === 'yaml' &&
      /^name: [\w-]+/m.test(b.code) &&
      /^(platformCommand|command|usage|platformHooks|hooks|downloaders):/m.test(b.code)
    ) {
      if (b.norun) {
        count(b, 'plugin');
        continue;
      }
      const name = namedFile(b);
      if (name) ctx.sandbox.write(ctx.cwd, {[filePath(name, ctx.chart, ctx.tree)]: `${b.code}\n`});
      await checkPlugin(ctx, b);
      count(b, 'plugin');
      continue;
    }
    let name = namedFile(b);
    // The prose may name Chart.yaml near a block that is no Chart.yaml (an indentation example).
    if (name?.endsWith('Chart.yaml') && !/^(apiVersion|dependencies|name|version):/m.test(b.code)) name = undefined;
    // A template names its file when it is the whole file; a part of one only says where it goes.
    const body = b.code.replace(/^# [\w~./-]+.*\n/, '');
    const wholeFile = /^(apiVersion:|kind:|---|\{\{)/.test(body.trimStart()) && !/^\s/.test(body);
    const userValues =
      name !== undefined && b.lang === 'yaml' && new RegExp(`(-f|--values)[ =]${name.replace(/\./g, '\\.')}`).test(laterCommands(i));
    const schema = b.lang === 'json' && /"\$schema"/.test(b.code) ? `${ctx.chart}/values.schema.json` : undefined;
    if (schema) {
      ctx.sandbox.write(ctx.cwd, {[schema]: `${b.code}\n`});
      const run = await helm(ctx, ['lint', `./${ctx.chart}`], ctx.cwd);
      if (run.code !== 0) fail(ctx, b, `helm lint rejects the chart with this schema: ${(run.stdout + run.stderr).trim()}`);
      count(b, 'chart');
      continue;
    }
    let path =
      schema ??
      (name?.startsWith('~/') ? join(ctx.env.HOME!, name.slice(2)) : undefined) ??
      (userValues ? name : undefined) ??
      (name && (!/\/templates\/[^/]+\.yaml$/.test(filePath(name, ctx.chart, ctx.tree)) || wholeFile)
        ? filePath(name, ctx.chart, ctx.tree)
        : undefined);
    if (wholeFile && hasActions(b) && !/\{\{-?\s*define\b/.test(b.code)) {
      if (path === undefined && /^apiVersion:/m.test(b.code)) path = ctx.current?.file;
      if (path?.endsWith('.yaml') && ctx.current) ctx.current.file = path;
    }
    // Values may hold template text for `tpl`: a values file is a values file, actions or not.
    const isValues = path !== undefined && /(^|\/)values\.yaml$/.test(path);
    // An unnamed YAML block that is no manifest and no output: values, as the prose around it says.
    const prev = blocks[i - 1];
    const follows =
      prev &&
      !prev.norun &&
      (hasActions(prev) || prev.lang === 'bash' || prev.lang === 'console') &&
      !/[├└]──/.test(prev.code) &&
      !/^#{2,6} /m.test(b.before);
    const looseValues = !name && b.lang === 'yaml' && !hasActions(b) && !follows && !/^(apiVersion|kind|---|#\s*Source)/m.test(b.code);
    const chartYaml =
      (path?.endsWith('Chart.yaml') && /^(apiVersion|dependencies|name|version):/m.test(b.code)) ||
      (b.lang === 'yaml' && !hasActions(b) && /^apiVersion: v[12]$/m.test(b.code) && /^name:/m.test(b.code) && /^version:/m.test(b.code));
    const kind: Kind =
      isValues || userValues || looseValues ? 'values' : chartYaml ? 'chart' : hasActions(b) || path ? 'template' : 'output';
    if (kind === 'output') continue;
    if (b.norun) {
      count(b, kind);
      if (nextIsOutput) i++;
      continue;
    }
    if (kind === 'chart') {
      const fragment = /\(.*fragment.*\)/.test(b.code.split('\n')[0]) || !/^apiVersion:/m.test(b.code);
      const run = await lintChartYaml(ctx, b, fragment);
      if (run.code !== 0) fail(ctx, b, `helm lint rejects the chart with this Chart.yaml: ${(run.stdout + run.stderr).trim()}`);
      count(b, kind);
      continue;
    }
    try {
      if (isValues) {
        mkdirSync(dirname(join(ctx.cwd, path)), {recursive: true});
        mergeValues(join(ctx.cwd, path), b.code);
      } else if (path) {
        // Named templates join a helpers file that exists (helm create's), in place of the ones of
        // the same name; anything else replaces the file.
        const full = join(ctx.cwd, path);
        const append = path.endsWith('.tpl') && existsSync(full);
        if (path.includes('/templates/')) dropDefines(join(ctx.cwd, dirname(path)), append ? undefined : path, b.code);
        const keep = append ? `${readFileSync(full, 'utf8')}\n` : '';
        ctx.sandbox.write(ctx.cwd, {[path]: `${keep}${b.code}\n`});
      }
    } catch (e) {
      fail(ctx, b, `cannot use the block as ${path}: ${(e as Error).message}`);
      continue;
    }
    if (looseValues) {
      // The guide's chart takes them in; elsewhere Helm must read them as a values file.
      if (ctx.chart === CHART) {
        mergeValues(join(ctx.cwd, ctx.chart, 'values.yaml'), b.code);
        ctx.record?.(b, {dir: join(ctx.cwd, ctx.chart), file: 'values.yaml'});
      } else {
        const file = join(ctx.sandbox.dir('values'), 'values.yaml');
        writeFileSync(file, b.code);
        const run = await helm(ctx, ['template', RELEASE, `./${ctx.chart}`, '-f', file], ctx.cwd);
        if (run.code !== 0) fail(ctx, b, `Helm cannot read the block as values: ${run.stderr.trim()}`);
      }
      count(b, kind);
      continue;
    }
    if (userValues || isValues) {
      const inChart = path!.startsWith(`${ctx.chart}/`);
      ctx.record?.(b, {dir: join(ctx.cwd, ctx.chart), ...(inChart ? {file: path!.slice(ctx.chart.length + 1)} : {values: [b.code]})});
      count(b, kind);
      continue;
    }
    // A file outside the chart (a starter under Helm's data folder) is used by a later command.
    // A starter is an ordinary chart: the page shows only the file it changes.
    const starter = path && /\/starters\/([\w-]+)\//.exec(path);
    if (starter && !existsSync(join(path!.slice(0, starter.index + starter[0].length), 'Chart.yaml'))) {
      const starters = path!.slice(0, starter.index + '/starters/'.length);
      mkdirSync(starters, {recursive: true});
      await helm(ctx, ['create', starter[1]], starters);
      ctx.sandbox.write(ctx.cwd, {[path!]: `${b.code}\n`});
    }
    if (path !== undefined && !path.startsWith(`${ctx.chart}/`)) {
      count(b, kind);
      continue;
    }
    // A template: a whole file written above, or a part of one rendered alone.
    const whole = path !== undefined;
    if (!whole || nextIsOutput) {
      const out = nextIsOutput ? next : undefined;
      // A named template cannot sit inside another one: such a part is rendered as a file of its own.
      const raw = (out !== undefined && isShownError(out.code) && /YAML parse error/.test(out.code)) || /\{\{-?\s*define\b/.test(b.code);
      const render = (extra: string[]) =>
        whole
          ? helm(ctx, ['template', RELEASE, `./${ctx.chart}`, '--show-only', path.slice(ctx.chart.length + 1), ...extra], ctx.cwd)
          : renderFragment(ctx, b.code, raw, extra);
      const run: Run & {out?: string; chartDir?: string} = await render([]);
      fragment = run;
      if (ctx.tryit && out && b.fails === undefined && ctx.chart === CHART)
        ctx.tryit.add({
          page: ctx.page,
          locale: ctx.locale,
          blockIndex: b.index,
          files: chartFolder(run.chartDir ?? join(ctx.cwd, ctx.chart)),
          values: [],
          set: [],
          releaseName: RELEASE,
          showOnly: whole ? [path.slice(ctx.chart.length + 1)] : [],
          part: !whole && !raw,
          expected: run.code === 0 ? {ok: true, output: run.stdout} : {ok: false, error: run.stderr},
          shown: out.code,
        });
      const expected = b.fails ?? out?.code;
      if (whole) {
        const file = path.slice(ctx.chart.length + 1);
        ctx.record?.(b, {dir: join(ctx.cwd, ctx.chart), file, showOnly: [file], expected, fails: b.fails !== undefined});
      } else if (!raw) {
        const [dir, extra] = [join(ctx.cwd, ctx.chart), {[FRAGMENT_FILE]: b.code}];
        ctx.record?.(b, {dir, extra, file: FRAGMENT_FILE, showOnly: [FRAGMENT_FILE], expected, fails: b.fails !== undefined});
      }
      if (b.fails !== undefined) {
        if (run.code === 0) fail(ctx, b, `the page says Helm rejects this with "${b.fails}", Helm renders it`);
        else if (!run.stderr.includes(b.fails))
          fail(ctx, b, `the page says Helm rejects this with "${b.fails}", Helm says: ${run.stderr.trim()}`);
      } else if (out) {
        compareOutput(ctx, b, out, run, !whole);
        i++;
      } else if (
        run.code !== 0 &&
        !blocks.slice(i + 1, i + 3).some((o) => isShownError(o.code) && normalize(run.stderr).includes(errorCore(o.code)))
      ) {
        fail(ctx, b, `Helm failed: ${run.stderr.trim()}`);
      }
    } else {
      pending.push({b, path});
      const file = path.slice(ctx.chart.length + 1);
      // A template broken on purpose: the error the page shows just after it.
      const error = blocks.slice(i + 1, i + 3).find((o) => isShownError(o.code))?.code;
      const showOnly = /^templates\/[^_/][^/]*\.yaml$/.test(file) ? [file] : undefined;
      ctx.record?.(b, {dir: join(ctx.cwd, ctx.chart), file, showOnly, expected: error});
    }
    count(b, kind);
  }
  for (const {b, path} of pending) {
    const file = path.slice(ctx.chart.length + 1);
    if (!existsSync(join(ctx.cwd, path))) continue;
    // A template renders alone; a helpers file or .helmignore with the whole chart.
    const only = /(^|\/)templates\/[^_][^/]*\.yaml$/.test(file) ? ['--show-only', file] : [];
    const args = ['template', RELEASE, `./${ctx.chart}`, ...only];
    let run = await helm(ctx, args);
    // A template whose objects are all conditional renders nothing with the chart's own values,
    // which --show-only reports as a missing template: the whole chart must still render.
    if (run.code !== 0 && only.length && /^\{\{-?\s*if\b/.test(b.code) && /could not find template/.test(run.stderr))
      run = await helm(ctx, ['template', RELEASE, `./${ctx.chart}`]);
    if (run.code !== 0 && b.fails === undefined)
      fail(ctx, b, `Helm cannot read ${file} once the page is done: ${(run.stdout + run.stderr).trim()}`);
  }
}

/** The fixture folder of a page: its file name without `.md`. */
export const fixtureName = (page: string) => page.replace(/^.*\//, '').replace(/\.md$/, '');

/**
 * Copies the files a page describes in words (tests/examples/fixtures/<page>/) into the chart, or,
 * for a page outside the guide, into the working folder, with `home/` going to the sandbox's HOME.
 */
export async function addFixtures(ctx: Ctx, name: string, into = join(ctx.cwd, ctx.chart)): Promise<void> {
  const from = join(FIXTURES, name);
  if (!existsSync(from)) return;
  // setup.sh runs below, and given/ holds the states of single blocks (`given="<name>"`).
  await bash(
    ctx,
    `cp -r ${JSON.stringify(from)}/. ${JSON.stringify(into)}/ && rm -rf ${JSON.stringify(join(into, 'setup.sh'))} ${JSON.stringify(join(into, 'given'))}`,
  );
  if (existsSync(join(from, 'setup.sh'))) {
    const run = await bash({...ctx, cwd: into}, `. ${JSON.stringify(join(from, 'setup.sh'))}`);
    if (run.code !== 0) ctx.report.fail(ctx.page, ctx.locale, 'setup.sh', run.stderr.trim());
  }
  if (existsSync(join(from, 'home')))
    await bash(ctx, `cp -r ${JSON.stringify(join(from, 'home'))}/. "$HOME"/ && rm -rf ${JSON.stringify(join(into, 'home'))}`);
}

export type PageCtx = Ctx;
export {CHART, RELEASE};

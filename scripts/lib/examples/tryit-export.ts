/**
 * The chart of each runnable chart, template and values block of the chart template guide, for
 * its "Try it" editor (src/components/TryIt): the guide's story is run by the examples harness
 * (./run-pages.ts, ./pages.ts) with a recorder on each block, which reads the chart's folder as
 * it stands when Helm renders the block. No cluster: the Kubernetes API is an address nothing
 * answers on, so the few install blocks fail at once and change no file; their failures are the
 * examples run's business (`npm run test:examples`), not this export's.
 */
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {Sandbox} from './helm';
import type {LocaleCluster} from './kube';
import type {Locale} from './markdown';
import {CHART, RELEASE, type RecordedChart} from './pages';
import {Report} from './report';
import {runPages} from './run-pages';

import type {PackedPage, TryItBlock, TryItPage} from '../../../src/components/TryIt/data';

export function packPage(page: TryItPage): PackedPage {
  const texts: string[] = [];
  const at = new Map<string, number>();
  const blocks: PackedPage['blocks'] = {};
  for (const [index, block] of Object.entries(page.blocks)) {
    const files: Record<string, number> = {};
    for (const [path, text] of Object.entries(block.files)) {
      if (!at.has(text)) at.set(text, texts.push(text) - 1);
      files[path] = at.get(text)!;
    }
    blocks[index] = {...block, files};
  }
  return {texts, blocks};
}

/** A chart file bigger than this is left out of the export (the guide has none near it). */
const MAX_FILE = 64 * 1024;

/** The text files of a chart folder, by path from its root, in a stable order. */
export function readChart(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const full = join(at, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else if (stat.isFile() && stat.size <= MAX_FILE) {
        const bytes = readFileSync(full);
        const text = bytes.toString('utf8');
        // Binary files cannot be typed into a textarea: only text that survives UTF-8 goes.
        if (Buffer.from(text, 'utf8').equals(bytes)) files[relative(dir, full)] = text;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/**
 * A part of a template renders in a chart of the values, helpers and files it may read, without
 * the chart's other manifests (as the harness renders it with them quieted): a template the page
 * breaks on purpose elsewhere does not fail the part's render.
 */
function withoutManifests(files: Record<string, string>): Record<string, string> {
  // A manifest that defines a named template stays: the part may call it.
  const manifest = (path: string, text: string) => /^templates\/(?:[^_/][^/]*|.*\/.*)$/.test(path) && !/\{\{-?\s*define\b/.test(text);
  return Object.fromEntries(Object.entries(files).filter(([path, text]) => !manifest(path, text)));
}

/**
 * The first line of the file a part of a template is put in: a comment, so that the part's own
 * first line keeps its indentation (Helm trims a manifest's leading blanks, which would leave a
 * part shown indented, the lines of a ConfigMap's `data:`, less indented on its first line).
 */
export const FRAGMENT_NOTE: Record<Locale, string> = {
  en: '# The example from the page, alone in a template of the chart.',
  es: '# El ejemplo de la página, solo en una plantilla del chart.',
};

/** A command line's words as bash splits them: quotes, single or double, and backslashes (no expansion). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (c === "'") {
      const end = line.indexOf("'", i + 1) < 0 ? line.length : line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let text = '';
      for (i++; i < line.length && line[i] !== '"'; i++) text += line[i] === '\\' && /["\\$`]/.test(line[i + 1]) ? line[++i] : line[i];
      word = (word ?? '') + text;
    } else if (c === '\\') word = (word ?? '') + line[++i];
    else word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

/**
 * The options of a `helm template <release> ./bookshelf …` command as an editor's fields: the
 * release, the -f files' contents (read from the folder it ran in), --set and --show-only. Any
 * other command or option (a namespace, a Kubernetes version, a subchart's folder) gives undefined.
 */
export function templateCommand(script: string, cwd: string): Pick<TryItBlock, 'releaseName' | 'values' | 'set' | 'showOnly'> | undefined {
  const line = script.replace(/\\\n\s*/g, ' ').trim();
  if (line.includes('\n') || /[|;&<>$`]/.test(line)) return undefined;
  const words = shellWords(line);
  if (words[0] !== 'helm' || words[1] !== 'template' || words[3] !== `./${CHART}`) return undefined;
  const out: Pick<TryItBlock, 'releaseName' | 'values' | 'set' | 'showOnly'> = {releaseName: words[2]};
  for (let i = 4; i < words.length; i += 2) {
    const [flag, value] = [words[i], words[i + 1]];
    if (value === undefined) return undefined;
    if (flag === '-f' || flag === '--values') {
      if (!existsSync(join(cwd, value))) return undefined;
      (out.values ??= []).push(readFileSync(join(cwd, value), 'utf8'));
    } else if (flag === '--set') (out.set ??= []).push(value);
    else if (flag === '--show-only' || flag === '-s') (out.showOnly ??= []).push(value);
    else return undefined;
  }
  return out;
}

/** A cluster nobody answers: every call to the Kubernetes API is refused at once. */
function noCluster(sandbox: Sandbox): LocaleCluster {
  return {
    envFor: (home: string) => {
      const env = sandbox.envFor(home);
      mkdirSync(join(home, '.kube'), {recursive: true});
      const config = [
        'apiVersion: v1',
        'kind: Config',
        'clusters: [{name: none, cluster: {server: "https://127.0.0.1:1"}}]',
        'contexts: [{name: none, context: {cluster: none, user: none}}]',
        'users: [{name: none, user: {}}]',
        'current-context: none',
        '',
      ].join('\n');
      writeFileSync(join(home, '.kube/config'), config, {mode: 0o600});
      return env;
    },
    reset: async () => '',
  } as LocaleCluster;
}

/** The blocks' charts of every guide page in one locale, by page id and block index. */
export async function exportGuideCharts(helm: string, locale: Locale): Promise<Map<string, TryItPage>> {
  const sandbox = new Sandbox();
  const pages = new Map<string, TryItPage>();
  const last = new Map<string, number>();
  const record = (page: string) => (b: {index: number}, chart: RecordedChart) => {
    const extra = Object.fromEntries(
      Object.entries(chart.extra ?? {}).map(([path, text]) => [path, `${FRAGMENT_NOTE[locale]}\n${text}\n`]),
    );
    const files = chart.extra ? {...withoutManifests(readChart(chart.dir)), ...extra} : readChart(chart.dir);
    const block: TryItBlock = {files, releaseName: RELEASE};
    if (chart.file) block.file = chart.file;
    if (chart.values) block.values = chart.values;
    // A part alone in its chart needs no --show-only, unless a subchart renders beside it; without
    // it, a part that renders nothing shows nothing, not "could not find template".
    const others = Object.keys(files).some((path) => path !== chart.file && /^(charts\/[^/]+\/)?templates\/[^_]/.test(path));
    if (chart.showOnly && (!chart.extra || others)) block.showOnly = chart.showOnly;
    if (chart.expected !== undefined) block.expected = chart.expected;
    if (chart.extra) block.fragment = true;
    if (chart.fails) block.fails = true;
    const id = page.replace(/\.md$/, '');
    const entry = pages.get(id) ?? {blocks: {}};
    entry.blocks[String(b.index)] = block;
    pages.set(id, entry);
    last.set(id, b.index);
  };
  // A block whose output the page shows after the `helm template` command right below it: that
  // command's options and output become the block's.
  const recordCommand = (page: string) => (b: {index: number}, script: string, shown: string, cwd: string) => {
    const id = page.replace(/\.md$/, '');
    const block = pages.get(id)?.blocks[String(b.index - 1)];
    // Not a part of a template: the command renders the chart it is part of, not the part's own.
    if (!block || last.get(id) !== b.index - 1 || block.expected !== undefined || block.fragment) return;
    const command = templateCommand(script, cwd);
    if (!command) return;
    Object.assign(block, command, {expected: shown});
    if (!command.showOnly) delete block.showOnly;
  };
  // The harness's output names each page as it runs; the export has no use for it.
  const log = console.log;
  console.log = () => {};
  try {
    const recorders = (page: string) => ({record: record(page), recordCommand: recordCommand(page)});
    await runPages(sandbox, helm, locale, new Report(), noCluster(sandbox), undefined, 'chart_template_guide/', recorders);
  } finally {
    console.log = log;
    sandbox.dispose();
  }
  return pages;
}

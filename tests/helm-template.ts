/**
 * `helm template` of a chart given as files, run by a Helm binary as the Try it editor asks the
 * engine (src/template-engine): the chart written to `<dir>/chart`, each extra values file to
 * `<dir>/values-<n>.yaml` (n from 1, the names the engine gives them), then -f, --set and
 * --show-only in order, with Helm's homes inside `dir`. The cluster suite and the browser spec both
 * hold the editor's charts to it.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

export type TemplateRequest = {files: Record<string, string>; values?: string[]; set?: string[]; releaseName?: string; showOnly?: string[]};
export type Rendered = {ok: boolean; text: string};

/** What `helm` prints: stdout when it succeeds, stderr when it does not. */
export function helmTemplate(helm: string, block: TemplateRequest, dir: string): Promise<Rendered> {
  const chart = join(dir, 'chart');
  for (const [path, text] of Object.entries(block.files)) {
    mkdirSync(dirname(join(chart, path)), {recursive: true});
    writeFileSync(join(chart, path), text);
  }
  const args = ['template', block.releaseName || 'release-name', chart];
  (block.values ?? []).forEach((text, i) => {
    writeFileSync(join(dir, `values-${i + 1}.yaml`), text);
    args.push('-f', join(dir, `values-${i + 1}.yaml`));
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

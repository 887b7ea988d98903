/**
 * Every `{{ … }}` → `output` example of the template function list, rendered by `helm template`
 * on a scratch chart with the page's own values file, and compared with the output shown.
 * An output shown in words ("ten letters and digits") is rendered but not compared, except that
 * a PEM block "that starts with `X`" must start with X.
 */
import {decodeOutputs, exampleTemplates, Sandbox, scratchChart} from './helm';
import {parseBlocks, readPage, type Locale} from './markdown';
import type {Report} from './report';

export const FUNCTION_LIST = 'chart_template_guide/function_list.md';

type Example = {id: string; line: number; template: string; expect: {exact?: string; prefix?: string}};

/** The page's tpl example shows its output in the namespace `store`. */
const NAMESPACE = 'store';

/** Strips fenced blocks but keeps line numbers. */
const blankFences = (md: string) => md.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ''));

export function functionExamples(md: string): Example[] {
  const examples: Example[] = [];
  blankFences(md)
    .split('\n')
    .forEach((text, i) => {
      for (const m of text.matchAll(/`(\{\{[^`]*\}\})`\s*→\s*(.*?)(?=,\s*`\{\{|$)/g)) {
        const [, template, result] = m;
        const shown = /^`([^`]*)`/.exec(result);
        // Inline code cannot show a final newline; the page says it in words.
        const newline = /line break|newline|salto de línea/.test(result) ? '\n' : '';
        const exact = shown && [shown[0], shown[1] + newline];
        const prefix = /(?:starts with|empieza por) `([^`]*)`/.exec(result);
        examples.push({
          id: `ex-${examples.length}`,
          line: i + 1,
          template,
          expect: exact ? {exact: exact[1]} : prefix ? {prefix: prefix[1]} : {},
        });
      }
    });
  return examples;
}

/** Renders the examples; on an error, renders each one alone to name the one that failed. */
async function render(
  sandbox: Sandbox,
  helm: string,
  values: string,
  examples: Example[],
  name: string,
): Promise<{outputs: Map<string, string>; errors: Map<string, string>}> {
  const dir = sandbox.dir(name);
  sandbox.write(dir, scratchChart('scratch', {'values.yaml': values, ...exampleTemplates(examples)}));
  const run = await sandbox.run(helm, ['template', 'scratch', '.', '--namespace', NAMESPACE], dir);
  if (run.code === 0) return {outputs: decodeOutputs(run.stdout), errors: new Map<string, string>()};
  if (examples.length === 1) return {outputs: new Map<string, string>(), errors: new Map([[examples[0].id, run.stderr.trim()]])};
  const parts = await Promise.all(examples.map((e) => render(sandbox, helm, values, [e], `${name}-${e.id}`)));
  return {
    outputs: new Map(parts.flatMap((p) => [...p.outputs])),
    errors: new Map(parts.flatMap((p) => [...p.errors])),
  };
}

export async function checkFunctionList(sandbox: Sandbox, helm: string, locale: Locale, report: Report): Promise<void> {
  const md = readPage(locale, FUNCTION_LIST);
  const values = parseBlocks(md).find((b) => b.lang === 'yaml' && /^name: storefront$/m.test(b.code));
  if (!values) {
    report.fail(FUNCTION_LIST, locale, 'values block', 'the values.yaml that the examples assume is missing');
    return;
  }
  report.executed(FUNCTION_LIST, locale, 'values');
  const examples = functionExamples(md);
  const {outputs, errors} = await render(sandbox, helm, values.code, examples, `functions-${locale}`);
  for (const e of examples) {
    const where = `line ${e.line}, ${e.template}`;
    const error = errors.get(e.id);
    const got = outputs.get(e.id);
    if (error !== undefined || got === undefined) {
      report.fail(FUNCTION_LIST, locale, where, `Helm failed: ${error ?? 'no output'}`);
      continue;
    }
    report.executed(FUNCTION_LIST, locale, 'function');
    if (e.expect.exact !== undefined && got !== e.expect.exact) {
      report.fail(FUNCTION_LIST, locale, where, `the page shows ${JSON.stringify(e.expect.exact)}, Helm renders ${JSON.stringify(got)}`);
    }
    if (e.expect.prefix !== undefined && !got.startsWith(e.expect.prefix)) {
      report.fail(
        FUNCTION_LIST,
        locale,
        where,
        `the page says it starts with ${JSON.stringify(e.expect.prefix)}, Helm renders ${JSON.stringify(got.slice(0, 60))}`,
      );
    }
  }
}

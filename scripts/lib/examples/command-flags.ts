/**
 * Every flag of the 58 generated command pages, in both locales, against `helm <command> --help`:
 * the same flags, each with the same short form, type and default, for the command's own flags
 * and for the inherited global ones. Help output prints no zero default (false, "", [], 0);
 * defaults under the home folder are compared with `~` in place of the sandbox's HOME.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import type {Sandbox} from './helm';
import {LOCALES, pagePath, readPage, type Locale} from './markdown';
import type {Report} from './report';

const ROOT = resolve(__dirname, '../../..');

/** `noOpt`: the value a flag takes when given without one (help: `string[="client"]`). */
type FlagLine = {name: string; short: string; type: string; def: string; noOpt?: string; text?: string};

/** pflag's help shows these types by another name, and a bool by none. */
const HELP_TYPE: Record<string, string> = {bool: '', stringSlice: 'strings'};
const ZERO = new Set(['', '""', 'false', '[]', '0', '0s', 'map[]']);

/** Flags listed on a page, by section: the command's own options and the inherited ones. */
export function pageFlags(md: string): {own: FlagLine[]; global: FlagLine[]} {
  const section = (id: string) => {
    const m = new RegExp(`\\{#${id}\\}([\\s\\S]*?)(?=\\n## |$)`).exec(md);
    return m ? m[1] : '';
  };
  const parse = (text: string): FlagLine[] =>
    [
      ...text.matchAll(
        /<dt>.*?<code>--([\w-]+)<\/code><\/a>(?: <code class="flag-list__short">-(\w)<\/code>)?<\/dt>\n<dd class="flag-list__facts">(.*?)<\/dd>\n<dd class="flag-list__text">(.*?)<\/dd>/g,
      ),
    ].map(([, name, short, facts, text]) => {
      // The facts are, in order: type, default and, for a global flag, its environment variable.
      const [type = '', def = '?'] = [...facts.matchAll(/<code>([^<]*)<\/code>/g)].map((c) => c[1]);
      return {name, short: short ?? '', type, def, text};
    });
  return {own: parse(section('options')), global: parse(section('inherited-options') || section('global-options'))};
}

/** Flags of one section of help output ("Flags:" or "Global Flags:"). */
export function helpFlags(help: string, title: string, home: string): FlagLine[] {
  const m = new RegExp(`^${title}:\\n([\\s\\S]*?)(?:\\n\\n|(?![\\s\\S]))`, 'm').exec(help);
  if (!m) return [];
  const flags: FlagLine[] = [];
  for (const line of m[1].split('\n')) {
    const f = /^\s+(?:-(\w), )?--([\w-]+)(?: (\S+))?\s{2,}(.*)$/.exec(line) ?? /^\s+(?:-(\w), )?--([\w-]+)(?: (\S+))?$/.exec(line);
    if (!f) continue;
    const def = /\(default (.*)\)$/.exec(f[4] ?? '')?.[1] ?? '';
    const [, type = '', noOpt] = /^([^[]*)(?:\[="(.*)"\])?$/.exec(f[3] ?? '') ?? [];
    flags.push({
      name: f[2],
      short: f[1] ?? '',
      type,
      def: def
        .replace(/^"(.*)"$/, '$1')
        .split(home)
        .join('~'),
      noOpt,
    });
  }
  return flags;
}

function compare(page: FlagLine[], help: FlagLine[], where: string, fail: (where: string, msg: string) => void): number {
  const byName = new Map(help.map((f) => [f.name, f]));
  for (const f of page) {
    const h = byName.get(f.name);
    if (!h) {
      fail(where, `--${f.name} is on the page but not in helm --help`);
      continue;
    }
    byName.delete(f.name);
    if (f.short !== h.short) fail(where, `--${f.name}: the page gives the short form "${f.short}", helm --help "${h.short}"`);
    const type = HELP_TYPE[f.type] ?? f.type;
    if (type !== h.type) fail(where, `--${f.name}: the page gives the type ${f.type}, helm --help ${h.type || 'bool'}`);
    if (f.def !== h.def && !(ZERO.has(f.def) && h.def === ''))
      fail(where, `--${f.name}: the page gives the default ${JSON.stringify(f.def)}, helm --help ${JSON.stringify(h.def)}`);
    // The page says the value without `=` last, in code ("Given without a value, it means `client`").
    const lastCode = [...(f.text ?? '').matchAll(/<code>([^<]*)<\/code>/g)].pop()?.[1];
    if (h.noOpt !== undefined && lastCode !== h.noOpt)
      fail(where, `--${f.name}: given without a value it means "${h.noOpt}", the page does not end with it`);
  }
  for (const name of byName.keys()) fail(where, `--${name} is in helm --help but not on the page`);
  return page.length;
}

export async function checkCommandFlags(sandbox: Sandbox, helm: string, report: Report): Promise<void> {
  const pages = readdirSync(resolve(ROOT, pagePath('en', 'commands'))).filter((f) => /^helm(_\w+)?\.md$/.test(f));
  // 57 commands (facts/helm-3.19-cli.json) and the index: 58 pages.
  const commands = JSON.parse(readFileSync(resolve(ROOT, 'facts/helm-3.19-cli.json'), 'utf8')).commands.length;
  if (pages.length !== commands)
    report.fail('commands', 'en', 'folder', `expected ${commands} command pages besides the index, found ${pages.length}`);
  const cwd = sandbox.dir('help');
  await Promise.all(
    pages.map(async (file) => {
      const args = file.replace(/\.md$/, '').split('_').slice(1);
      const run = await sandbox.run(helm, [...args, '--help'], cwd);
      const page = `commands/${file}`;
      if (run.code !== 0) {
        for (const locale of LOCALES) report.fail(page, locale, 'help', `helm ${args.join(' ')} --help failed: ${run.stderr}`);
        return;
      }
      const own = helpFlags(run.stdout, 'Flags', sandbox.home);
      const global = helpFlags(run.stdout, 'Global Flags', sandbox.home);
      for (const locale of LOCALES as Locale[]) {
        const flags = pageFlags(readPage(locale, page));
        const fail = (where: string, msg: string) => report.fail(page, locale, where, msg);
        // The root command lists its persistent flags as its own options.
        const n =
          args.length === 0
            ? compare([...flags.own, ...flags.global], own, 'options', fail)
            : compare(flags.own, own, 'options', fail) + compare(flags.global, global, 'inherited options', fail);
        report.executed(page, locale, 'flag', n);
      }
    }),
  );
}

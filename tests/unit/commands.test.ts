// Guards the command reference: the data in src/data/commands must match Helm 3.19.0 as recorded in
// facts/helm-3.19-cli.json, every text must exist in every language, and the committed pages and
// sidebar must be exactly what scripts/gen-commands.ts renders from that data.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {
  applySidebar,
  childrenOf,
  commandSidebarItems,
  docId,
  exampleTabsBlock,
  findCommandCategories,
  flagId,
  flagIds,
  headingIds,
  inlineHtml,
  OUTPUT_DIRS,
  parentPath,
  renderAll,
  SIDEBAR_FILE,
} from '../../scripts/lib/commands-render';
import {commands, globalFlags, groups} from '../../src/data/commands/index';
import {LANGS} from '../../src/data/commands/types';
import type {Flag, L10n} from '../../src/data/commands/types';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (rel: string): string | null => (existsSync(join(root, rel)) ? readFileSync(join(root, rel), 'utf8') : null);

interface FactFlag {
  name: string;
  shorthand: string | null;
  type: string;
  default: string;
  hidden: boolean;
  deprecated: boolean;
  allowed_values?: string[];
  no_opt_default?: string;
  env?: string | null;
  origin?: string;
}
interface FactCommand {
  path: string;
  doc_id: string;
  use: string;
  aliases: string[];
  args: string;
  subcommands: string[];
  flags: FactFlag[];
}
const facts = JSON.parse(read('facts/helm-3.19-cli.json')!) as {commands: FactCommand[]; global_flags: FactFlag[]};

const byName = <T extends {name: string}>(list: readonly T[]): T[] => [...list].sort((a, b) => a.name.localeCompare(b.name));

/** The facts a flag must share with Helm, in one shape for both sources. */
const fromData = (f: Flag) => ({
  name: f.name,
  shorthand: f.shorthand,
  type: f.type,
  default: f.default,
  hidden: f.hidden,
  deprecated: f.deprecated,
  allowedValues: f.allowedValues ?? null,
  noOptDefault: f.noOptDefault ?? null,
});
const fromFacts = (f: FactFlag) => ({
  name: f.name,
  shorthand: f.shorthand,
  type: f.type,
  default: f.default,
  hidden: f.hidden,
  deprecated: f.deprecated,
  allowedValues: f.allowed_values ?? null,
  noOptDefault: f.no_opt_default ?? null,
});

const generated = renderAll();

describe('generated command pages', () => {
  it('are committed exactly as the generator renders them from the data', () => {
    const differing = [...generated].filter(([rel, text]) => read(rel) !== text).map(([rel]) => rel);
    expect(differing, 'run `npm run gen:commands` and commit the result').toEqual([]);
  });

  it('are the only pages in the commands folders', () => {
    const extra = LANGS.flatMap((lang) => {
      const dir = join(root, OUTPUT_DIRS[lang]);
      return existsSync(dir)
        ? readdirSync(dir)
            .filter((n) => /\.mdx?$/.test(n))
            .map((n) => `${OUTPUT_DIRS[lang]}/${n}`)
            .filter((rel) => !generated.has(rel))
        : [];
    });
    expect(extra).toEqual([]);
  });

  it('give one page per command plus the index in every language', () => {
    expect(generated.size).toBe(LANGS.length * (commands.length + 1));
  });

  it('have the same heading ids and number of code blocks in English and Spanish', () => {
    const shape = (md: string) => ({
      ids: [...md.matchAll(/^#{2,6} .*\{#([^}]+)\}$/gm)].map((m) => m[1]),
      fences: (md.match(/^```/gm) ?? []).length,
    });
    for (const [rel, text] of generated) {
      if (!rel.startsWith(OUTPUT_DIRS.en)) continue;
      const es = generated.get(rel.replace(OUTPUT_DIRS.en, OUTPUT_DIRS.es))!;
      expect(shape(es), rel).toEqual(shape(text));
    }
  });

  it('link only to command pages and headings that exist', () => {
    const idsOf = new Map<string, string[]>();
    for (const [rel, text] of generated)
      idsOf.set(
        rel,
        [...text.matchAll(/\{#([^}]+)\}$/gm)].map((m) => m[1]),
      );
    const broken: string[] = [];
    for (const [rel, text] of generated) {
      const dir = rel.slice(0, rel.lastIndexOf('/'));
      for (const [, target, anchor] of text.matchAll(/\]\(\.\/([^)#]+)(?:#([^)]+))?\)/g)) {
        const ids = idsOf.get(`${dir}/${target}`);
        if (!ids || (anchor && !ids.includes(anchor))) broken.push(`${rel} → ./${target}${anchor ? `#${anchor}` : ''}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('list every command exactly once in each index', () => {
    for (const lang of LANGS) {
      const index = generated.get(`${OUTPUT_DIRS[lang]}/index.md`)!;
      for (const c of commands) {
        const links = index.split(`](./${docId(c.path)}.md)`).length - 1;
        expect(links, `${lang} index → ${c.path}`).toBe(1);
      }
    }
  });
});

describe('flag lists of the command pages', () => {
  const pageOf = (lang: 'en' | 'es', path: string) => generated.get(`${OUTPUT_DIRS[lang]}/${docId(path)}.md`)!;
  const blocks = (md: string) =>
    [
      ...md.matchAll(
        /<div class="flag-list__item">\n<dt>(<a class="flag-list__name" id="([^"]+)".*)<\/dt>\n<dd class="flag-list__facts">(.*)<\/dd>\n<dd class="flag-list__text">(.*)<\/dd>\n<\/div>/g,
      ),
    ].map(([, name, id, facts, text]) => ({id, name, facts, text}));

  it('give every listed flag a block with its own anchor, the same in both locales', () => {
    for (const c of commands) {
      const en = blocks(pageOf('en', c.path));
      const es = blocks(pageOf('es', c.path));
      expect(
        en.map((b) => b.id),
        c.path,
      ).toEqual(flagIds(c));
      expect(
        es.map((b) => b.id),
        c.path,
      ).toEqual(flagIds(c));
      expect(new Set(en.map((b) => b.id)).size, `${c.path}: anchors are unique`).toBe(en.length);
    }
  });

  it('name each flag by its long name, linked to its anchor, with its shorthand, type and default beside it', () => {
    const install = blocks(pageOf('es', 'helm install'));
    const atomic = install.find((b) => b.id === flagId('atomic'))!;
    expect(atomic.name).toBe('<a class="flag-list__name" id="flag-atomic" href="#flag-atomic"><code>--atomic</code></a>');
    expect(atomic.facts).toBe(
      '<span class="flag-list__fact">Tipo: <code>bool</code></span> <span class="flag-list__fact">Valor por defecto: <code>false</code></span>',
    );
    expect(atomic.text).toContain('<code class="code-token">--timeout</code>');
    const output = blocks(pageOf('en', 'helm list')).find((b) => b.id === 'flag-output')!;
    expect(output.name).toBe(
      '<a class="flag-list__name" id="flag-output" href="#flag-output"><code>--output</code></a> <code class="flag-list__short">-o</code>',
    );
    const namespace = blocks(pageOf('en', 'helm list')).find((b) => b.id === 'flag-namespace')!;
    expect(namespace.facts).toContain('Environment variable: <code>HELM_NAMESPACE</code>');
  });

  it('are lists, not tables, with no blank line inside, so Markdown keeps them one HTML block', () => {
    for (const [rel, text] of generated) {
      const options = text.slice(text.indexOf('{#options}'), text.indexOf('{#see-also}'));
      expect(options, rel).not.toMatch(/^\|/m);
      for (const list of text.match(/<dl class="flag-list">[\s\S]*?<\/dl>/g) ?? []) expect(list, rel).not.toMatch(/\n\s*\n/);
    }
  });

  it('render the code spans and bold of a flag text as HTML and refuse any other Markdown', () => {
    expect(inlineHtml('**Deprecated.** Use `--set a=<b>` & more.')).toBe(
      '<strong>Deprecated.</strong> Use <code>--set a=&lt;b&gt;</code> &amp; more.',
    );
    expect(() => inlineHtml('See [helm](./helm.md).')).toThrow(/Markdown the generator does not render/);
  });
});

describe('example tabs', () => {
  const withTabs = commands.filter((c) => c.exampleTabs);
  const tabs = {group: 'shell', intro: {en: 'Pick one.', es: 'Elige uno.'}} as const;
  const tab = {value: 'bash', label: {en: 'Bash', es: 'Bash'}, command: 'helm completion bash', examples: ['current-session']} as const;

  it('make a page MDX with the Tabs imports, and leave every other page CommonMark', () => {
    for (const [rel, text] of generated) {
      const c = commands.find((x) => rel.endsWith(`/${docId(x.path)}.md`));
      const mdx = Boolean(c?.exampleTabs);
      expect(/^mdx:\n {2}format: mdx$/m.test(text.slice(0, text.indexOf('\n---', 4))), rel).toBe(mdx);
      expect(text.includes("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';"), rel).toBe(mdx);
    }
    expect(withTabs.map((c) => c.path)).toEqual(['helm completion']);
  });

  it('show the named examples of another command, with a link to its page', () => {
    const md = exampleTabsBlock({...tabs, tabs: [tab]}, 'es');
    expect(md).toMatch(/^<Tabs groupId="shell" queryString>\n<TabItem value="bash" label="Bash">\n\n/);
    expect(md).toContain(
      '**Activarlo en la sesión actual.** Carga el script en el shell en ejecución:\n\n```bash\nsource <(helm completion bash)\n```',
    );
    expect(md).toContain('[helm completion bash](./helm_completion_bash.md)');
    expect(md).toMatch(/\n\n<\/TabItem>\n<\/Tabs>$/);
  });

  it('refuse an example, a command or a value that is not there or not unique', () => {
    expect(() => exampleTabsBlock({...tabs, tabs: [{...tab, examples: ['nope']}]}, 'en')).toThrow(/no example "nope"/);
    expect(() => exampleTabsBlock({...tabs, tabs: [{...tab, command: 'helm completion tcsh'}]}, 'en')).toThrow(/no command/);
    expect(() => exampleTabsBlock({...tabs, tabs: [tab, tab]}, 'en')).toThrow(/"bash" is used twice/);
  });
});

describe('the version-3 sidebar', () => {
  it('is rewritten only inside the category linked to commands/index', () => {
    const category = {type: 'category', label: 'Commands', link: {type: 'doc', id: 'commands/index'}, items: ['old']};
    const before = {docs: ['index', category, 'faq/index']};
    const after = JSON.parse(applySidebar(JSON.stringify(before)));
    expect(after.docs[0]).toBe('index');
    expect(after.docs[2]).toBe('faq/index');
    expect(after.docs[1]).toEqual({...category, items: commandSidebarItems()});
  });

  it('refuses a sidebar without the commands category', () => {
    expect(() => applySidebar(JSON.stringify({docs: ['index']}))).toThrow(/commands\/index/);
  });

  it('lists the commands as a tree under the category linked to commands/index', () => {
    const source = read(SIDEBAR_FILE);
    expect(source, `${SIDEBAR_FILE} is missing`).not.toBeNull();
    const categories = findCommandCategories(JSON.parse(source!));
    expect(categories).toHaveLength(1);
    expect(categories[0].items).toEqual(commandSidebarItems());
  });
});

describe('command data matches Helm 3.19.0', () => {
  it('has the same commands in the same order', () => {
    expect(commands.map((c) => c.path)).toEqual(facts.commands.map((c) => c.path));
  });

  for (const fact of facts.commands) {
    const c = commands.find((x) => x.path === fact.path);

    it(`${fact.path}: use line, aliases, argument rule, page id and subcommands`, () => {
      expect(c).toBeDefined();
      expect(c!.use).toBe(fact.use);
      expect(c!.aliases).toEqual(fact.aliases);
      expect(c!.args).toBe(fact.args);
      expect(docId(c!.path)).toBe(fact.doc_id);
      expect(childrenOf(c!.path).map((x) => x.path)).toEqual(fact.subcommands);
    });

    it(`${fact.path}: flags with their shorthand, type, default, hidden and deprecated state`, () => {
      expect(byName(c!.flags).map(fromData)).toEqual(byName(fact.flags).map(fromFacts));
    });
  }

  it('has the global flags with their environment variables', () => {
    const data = byName(globalFlags).map((f) => ({...fromData(f), env: f.env, origin: f.origin}));
    const want = byName(facts.global_flags).map((f) => ({...fromFacts(f), env: f.env ?? null, origin: f.origin}));
    expect(data).toEqual(want);
  });
});

describe('command texts', () => {
  const filled = (t: L10n<string | readonly string[]> | undefined, where: string) => {
    expect(t, where).toBeDefined();
    for (const lang of LANGS) {
      const v = t![lang];
      const parts = typeof v === 'string' ? [v] : v;
      expect(parts.length, `${where} (${lang})`).toBeGreaterThan(0);
      for (const p of parts) expect(p.trim(), `${where} (${lang})`).not.toBe('');
    }
  };

  it('describe every command in every language', () => {
    for (const c of commands) {
      filled(c.summary, `${c.path} summary`);
      filled(c.description, `${c.path} description`);
      expect(c.summary.en.includes('\n'), `${c.path} summary is one line`).toBe(false);
      for (const s of c.sections ?? []) {
        filled(s.title, `${c.path} section ${s.id}`);
        filled(s.body, `${c.path} section ${s.id}`);
      }
      const shown = c.examples.length + (c.exampleTabs ? 1 : 0);
      expect(shown, `${c.path} examples`).toBeGreaterThanOrEqual(1);
      expect(shown, `${c.path} examples`).toBeLessThanOrEqual(3);
      if (c.exampleTabs) {
        filled(c.exampleTabs.intro, `${c.path} example tabs`);
        for (const t of c.exampleTabs.tabs) filled(t.label, `${c.path} tab ${t.value}`);
      }
      for (const e of c.examples) {
        filled(e.title, `${c.path} example ${e.id}`);
        filled(e.intro, `${c.path} example ${e.id}`);
        expect(e.code.trim(), `${c.path} example ${e.id}`).not.toBe('');
      }
      expect(new Set(headingIds(c)).size, `${c.path} heading ids are unique`).toBe(headingIds(c).length);
    }
  });

  it('describe every visible flag in every language, in different words per language', () => {
    for (const f of [
      ...commands.flatMap((c) => c.flags.map((x) => [c.path, x] as const)),
      ...globalFlags.map((x) => ['global', x] as const),
    ]) {
      const [where, flag] = f;
      if (flag.hidden) continue;
      filled(flag.text, `${where} --${flag.name}`);
      expect(flag.text.es, `${where} --${flag.name} is translated`).not.toBe(flag.text.en);
    }
  });

  it("put every top-level command in a task group and subcommands in their parent's group", () => {
    const ids = new Set(groups.map((g) => g.id));
    for (const c of commands) {
      expect(ids.has(c.group), c.path).toBe(true);
      const parent = parentPath(c.path);
      if (parent && parent !== 'helm') expect(c.group, c.path).toBe(commands.find((x) => x.path === parent)!.group);
    }
  });
});

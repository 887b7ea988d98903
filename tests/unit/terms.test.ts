// The Spanish term base (terms/es.yml) and its checker (scripts/lib/terms.ts): every variant the
// base replaces is reported where it stands, and the preferred terms, correct uses of "registro"
// and code are not.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  commandDataFiles,
  createTermLinter,
  format,
  GENERATED_DIR,
  lintDataFiles,
  lintMarkdownFiles,
  lintTranslationFiles,
  ROOT,
  spanishMarkdownFiles,
  translationFiles,
  type Violation,
} from '../../scripts/lib/terms';

const FIXTURES = 'tests/unit/fixtures/terms';
type Linter = Awaited<ReturnType<typeof createTermLinter>>;
let linter: Linter;

beforeAll(async () => {
  linter = await createTermLinter();
});

/** `actual => expected` of each violation, whitespace as one space. */
const changes = (vs: Violation[]) => vs.map((v) => format(v).split('  ')[1]);

describe('the term checker', () => {
  it('reports every variant the term base replaces, with the preferred term', async () => {
    const found = changes(await lintMarkdownFiles(linter, [`${FIXTURES}/variants.md`]));
    const expected = [
      // registry: "registro" only for registries
      'registro de la release => datos de la release',
      'registros de Helm 2 => datos de las releases de Helm 2',
      'registros de los Pods => logs de los Pods',
      'registro de depuración => log de depuración',
      'función de registro => función de log',
      'registro estándar => logger estándar',
      'registros de log => logs',
      'registro de transparencia => log de transparencia',
      'registro de cambios => historial de cambios',
      // flag
      'flags => opciones',
      'flag => opción',
      'bandera => opción',
      'Flag => Opción',
      'Flags => Opciones',
      // pipeline
      'tubería => pipeline',
      'canalización => pipeline',
      // three-way merge
      'parche estratégico de tres vías => parche de fusión estratégica a tres bandas',
      'de tres vías => a tres bandas',
      'combinación a tres bandas => fusión a tres bandas',
      // pre-release
      'preversión => versión preliminar',
      'pre-release => versión preliminar',
      'parte de prelanzamiento => parte preliminar',
      'prelanzamientos => versiones preliminares',
      // merge
      'combina => fusiona',
      'combinados => fusionados',
      'combinación de valores => fusión de valores',
      'combinaban => fusionaban',
      'combinan => fusionan',
      // calques of the command pages
      'Lectura de fondo => Lectura recomendada',
      'token de portador => bearer token',
      'asume => adopta',
      // keyring, shell, dry run, bearer token
      'Llavero => Anillo de claves',
      'llavero => anillo de claves',
      'la shell => el shell',
      'a la shell => al shell',
      'de la shell => del shell',
      'una shell => un shell',
      'las shells => los shells',
      'shell nueva => shell nuevo',
      'prueba en seco => simulación',
      'un dry run => una simulación',
      'el dry run => la simulación',
      'token bearer => bearer token',
    ];
    for (const change of expected) expect(found, change).toContain(change);
    expect(new Set(found)).toEqual(new Set(expected));
  });

  it('reports a variant at its file, line and column, also in front matter, links, emphasis, quotes and alt text', async () => {
    const found = (await lintMarkdownFiles(linter, [`${FIXTURES}/variants.md`])).map(format);
    const file = `${FIXTURES}/variants.md`;
    expect(found).toContain(`${file}:2:12  flags => opciones  (Flag: "opciones", como en las páginas de comandos.)`);
    const at = (position: string, change: string) =>
      expect(
        found.some((l) => l.startsWith(`${file}:${position}  ${change}`)),
        `${position} ${change}`,
      ).toBe(true);
    at('3:22', 'combinan => fusionan');
    at('8:16', 'registro de la release => datos de la release');
    // A variant broken over two lines is still one variant.
    at('10:18', 'registros de Helm 2 => datos de las releases de Helm 2');
    at('29:3', 'Flag => Opción');
    // A link, emphasis (line 47) and a block quote (line 49).
    at('47:7', 'flag => opción');
    at('47:39', 'flag => opción');
    at('49:6', 'flag => opción');
    // The alt text of an image, outside code.
    at('51:23', 'registros de los Pods => logs de los Pods');
  });

  it('reads MDX as Markdown: the prose inside tabs is checked', async () => {
    const found = changes(await lintMarkdownFiles(linter, [`${FIXTURES}/tabs.mdx`]));
    expect(found).toEqual(['tubería => pipeline']);
  });

  it('leaves the preferred terms, the registries and code alone', async () => {
    expect((await lintMarkdownFiles(linter, [`${FIXTURES}/preferred.md`])).map(format)).toEqual([]);
  });

  it('checks the Spanish strings of command data at their line, and nothing in English', async () => {
    const found = (await lintDataFiles(linter, [`${FIXTURES}/data.ts`])).map(format).map((l) => l.split('  (')[0]);
    const file = `${FIXTURES}/data.ts`;
    expect(found).toEqual([
      `${file}:4:11  flag => opción`,
      `${file}:4:23  registro de la release => datos de la release`,
      `${file}:7:39  Lectura de fondo => Lectura recomendada`,
      `${file}:7:60  token de portador => bearer token`,
      // Inline code that a substitution splits (`${path}`) stays code; the words around it do not.
      `${file}:11:51  tubería => pipeline`,
      `${file}:11:77  flags => opciones`,
      // After an escaped quote, the column is still the source's.
      `${file}:13:70  flags => opciones`,
    ]);
  });

  it('checks the message of each interface string, not its description', async () => {
    const found = (await lintTranslationFiles(linter, [`${FIXTURES}/code.json`])).map(format).map((l) => l.split('  (')[0]);
    expect(found).toEqual([`${FIXTURES}/code.json:3:38  flags => opciones`, `${FIXTURES}/code.json:3:51  tubería => pipeline`]);
  });

  it('checks the label and description of each tag, not its permalink', async () => {
    const found = (await lintTranslationFiles(linter, [`${FIXTURES}/tags.yml`])).map(format).map((l) => l.split('  (')[0]);
    expect(found).toEqual([`${FIXTURES}/tags.yml:2:10  Flags => Opciones`, `${FIXTURES}/tags.yml:3:38  flags => opciones`]);
  });
});

describe('what the term check reads', () => {
  it('covers the Spanish Markdown of every docs version, the blog and the pages, not the generated command pages', () => {
    const files = spanishMarkdownFiles();
    for (const dir of [
      'docusaurus-plugin-content-docs/version-3/',
      'docusaurus-plugin-content-docs/version-2/',
      'docusaurus-plugin-content-docs/current/',
      'docusaurus-plugin-content-blog/',
      'docusaurus-plugin-content-pages/',
    ]) {
      expect(
        files.some((f) => f.startsWith(`i18n/es/${dir}`)),
        dir,
      ).toBe(true);
    }
    expect(files.filter((f) => f.startsWith(`${GENERATED_DIR}/`))).toEqual([]);
    expect(commandDataFiles()).toContain('src/data/commands/ui.ts');
    expect(translationFiles()).toContain('i18n/es/code.json');
    expect(translationFiles()).toContain('i18n/es/docusaurus-plugin-content-docs/version-3/tags.yml');
  });

  it('gives every rule of the term base an explanation and examples that prh verifies', () => {
    const rules = readFileSync(join(ROOT, 'terms/es.yml'), 'utf8')
      .split(/\n {2}- expected: /)
      .slice(1);
    expect(rules.length).toBeGreaterThan(20);
    for (const rule of rules) {
      expect(rule, rule.split('\n')[0]).toMatch(/\n {4}prh: /);
      expect(rule, rule.split('\n')[0]).toMatch(/\n {4}specs:\n {6}- from: /);
    }
  });
});

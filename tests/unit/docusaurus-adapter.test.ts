import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {privateModuleProblems, upstreamProblems} from '../../src/docusaurus-adapter/guards';
import {type Surface, SURFACES, UPSTREAM_SHA256, WRITTEN_FOR} from '../../src/docusaurus-adapter/surfaces';
import {fileProblems, swizzledProblems} from '../../src/docusaurus-adapter/swizzled';
import {packageFile, SITE_DIR} from '../../src/docusaurus-adapter/upstream';

// src/docusaurus-adapter lists every place the site reaches past Docusaurus's documented options.
// These checks fail, naming the surface and the version it was written for, when the installed
// Docusaurus differs from what a surface was written for, or when the registry misses a reach.

const read = (file: string) => readFileSync(join(SITE_DIR, file), 'utf8');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(join(SITE_DIR, dir), {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(tsx?|m?js|css)$/.test(entry.name)) yield path;
  }
}

/** What marks a file as reaching into Docusaurus. */
const REACH = /@docusaurus\/[\w-]+\/lib\/|@theme-original\/|@theme-init\/|@generated\/|window\.docusaurus|__webpack_require__|buildLocale/;

const listed = new Set(SURFACES.flatMap((s) => s.files));

describe('the Docusaurus surfaces', () => {
  it('have unique ids, and files that exist', () => {
    expect(new Set(SURFACES.map((s) => s.id)).size).toBe(SURFACES.length);
    for (const surface of SURFACES) for (const file of surface.files) expect(() => read(file), `${surface.id}: ${file}`).not.toThrow();
  });

  it('name, as what notices a break, tests that exist', () => {
    const named = SURFACES.flatMap((s) => [...s.notices.matchAll(/tests\/[\w./-]+\.ts/g)].map((m) => `${s.id}: ${m[0]}`));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((entry) => !existsSync(join(SITE_DIR, entry.replace(/^.*: /, ''))))).toEqual([]);
  });

  it('list every swizzled component file in src/theme', () => {
    const theme = [...sourceFiles('src/theme')].filter((file) => !listed.has(file));
    expect(theme, 'files in src/theme that no eject or wrapper surface lists').toEqual([]);
  });

  it('list every source file that reaches into Docusaurus', () => {
    const files = ['docusaurus.config.ts', ...sourceFiles('src'), ...sourceFiles('scripts')].filter(
      (file) => !file.startsWith('src/docusaurus-adapter/') && REACH.test(read(file)),
    );
    expect(
      files.filter((file) => !listed.has(file)),
      'files that reach into Docusaurus but no surface in src/docusaurus-adapter/surfaces.ts lists',
    ).toEqual([]);
  });

  it('name each private module in the files that load it', () => {
    for (const surface of SURFACES) {
      for (const {specifier} of surface.modules ?? []) {
        const bare = specifier.replace(/\.js$/, '');
        expect(
          surface.files.some((file) => read(file).includes(`'${bare}`)),
          `${surface.id}: no file of ${surface.files.join(', ')} imports ${specifier}`,
        ).toBe(true);
      }
    }
  });

  it('are each in handbook/internals.md, their index', () => {
    const index = read('handbook/internals.md');
    expect(SURFACES.map((s) => s.id).filter((id) => !index.includes(`\`${id}\``))).toEqual([]);
  });

  it('record the hash of every upstream file they list, and no other', () => {
    expect(Object.keys(UPSTREAM_SHA256).sort()).toEqual([...new Set(SURFACES.flatMap((s) => s.upstream))].sort());
  });

  it(`were written for the installed Docusaurus, ${WRITTEN_FOR}: every upstream file is the one they were written for`, () => {
    expect(upstreamProblems()).toEqual([]);
  });

  it('load private modules that resolve and export the names the site uses', () => {
    expect(privateModuleProblems()).toEqual([]);
  });

  it('import from Docusaurus, in each swizzled component, only what resolves and exists, and read only the CSS module classes that exist', () => {
    expect(swizzledProblems(SURFACES)).toEqual([]);
  });

  it("record each swizzle's rating as its theme gives it", () => {
    const require = createRequire(join(SITE_DIR, 'package.json'));
    const classic = (
      require('@docusaurus/theme-classic/lib/getSwizzleConfig.js') as {
        default: () => {components: Record<string, {actions: Record<string, string>}>};
      }
    ).default().components;
    for (const {id, kind, swizzle} of SURFACES.filter((s) => s.swizzle)) {
      const action = kind === 'eject' ? 'eject' : 'wrap';
      // A theme without a swizzle config (theme-search-algolia) rates every component unsafe, as does an unlisted one.
      const rating = swizzle?.theme === '@docusaurus/theme-classic' ? (classic[swizzle.component]?.actions[action] ?? 'unsafe') : 'unsafe';
      expect(swizzle?.safety, id).toBe(rating);
    }
  });
});

describe('the guards', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'adapter-'));
  afterAll(() => rmSync(scratch, {recursive: true, force: true}));
  const surface = (overrides: Partial<Surface>): Surface => ({
    id: 'eject:Example',
    kind: 'eject',
    what: 'An example.',
    files: [],
    upstream: [],
    notices: 'this test',
    ...overrides,
  });

  it('name the surface and the version when an upstream file changed', () => {
    const file = '@docusaurus/theme-classic/src/theme/Tabs/index.tsx';
    expect(packageFile(file)).toBeDefined();
    const [problem] = upstreamProblems([surface({upstream: [file]})], {[file]: '0000000000000000'});
    expect(problem).toContain('surface eject:Example');
    expect(problem).toContain(`written for Docusaurus ${WRITTEN_FOR}`);
    expect(problem).toContain(`${file} changed`);
  });

  it('name the surface when a private module is gone or lacks a name', () => {
    const problems = privateModuleProblems([
      surface({
        files: ['docusaurus.config.ts'],
        modules: [
          {specifier: '@docusaurus/core/lib/commands/build/buildLocal.js', exports: []},
          {specifier: '@docusaurus/core/lib/commands/build/buildLocale.js', exports: ['buildLocales']},
        ],
      }),
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/surface eject:Example .* written for Docusaurus 3\.7\.0.*buildLocal\.js does not resolve/);
    expect(problems[1]).toMatch(/buildLocale\.js no longer exports buildLocales/);
  });

  it('name the surface when a swizzled component imports a name that is not there, or a class its CSS module lacks', () => {
    writeFileSync(join(scratch, 'styles.module.css'), '.kept { color: red; }\n/* .commented {} */\n');
    writeFileSync(
      join(scratch, 'index.tsx'),
      [
        "import {useCodeWordWrap, useNoSuchHook} from '@docusaurus/theme-common/internal';",
        "import Missing from '@theme-original/NoSuchComponent';",
        "import Tabs from '@theme-original/Tabs';",
        "import styles from './styles.module.css';",
        'export default () => [styles.kept, styles.commented, styles["gone"], useCodeWordWrap, useNoSuchHook, Missing, Tabs];',
      ].join('\n'),
    );
    const file = relative(SITE_DIR, join(scratch, 'index.tsx'));
    const problems = fileProblems(surface({files: [file]}), file);
    expect(problems.map((p) => p.replace(/^.*installed, /, ''))).toEqual([
      expect.stringMatching(/imports "useNoSuchHook" from @docusaurus\/theme-common\/internal/),
      expect.stringMatching(/imports @theme-original\/NoSuchComponent, which does not resolve/),
      expect.stringMatching(/reads styles\.commented, a class \.\/styles\.module\.css does not define/),
      expect.stringMatching(/reads styles\.gone, a class/),
    ]);
    for (const problem of problems) expect(problem).toContain('surface eject:Example');
  });
});

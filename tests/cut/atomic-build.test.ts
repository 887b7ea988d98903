// A build that fails or is stopped leaves the previous output as it was, byte for byte, and says
// so in one line (scripts/lib/atomic-output.ts). `npm run build` (scripts/build.ts): on the inputs
// that used to empty build/ or leave half of it (the source checks now name them at their line
// first), on a broken link only Docusaurus's checker finds, on Ctrl-C while Docusaurus writes the English
// pages, and on Ctrl-C while they are finished and the Spanish ones built. Both, on a page without
// its Spanish twin, which the source checks stop with the same lines. The brief's
// `docusaurus build --locale es` (src/plugins/atomic-output): on a bad Spanish page, on Ctrl-C
// while its finishing step runs, and, when it succeeds, "[SUCCESS]" only once that step is done
// and the output is in place. In a throwaway copy of the site, whose "previous build" is a small
// tree of our own: what matters is that no byte of it changes. Each run stops as early as its case
// allows: a cold build of both locales costs about two minutes of CPU, and CI has two cores.
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeEach, describe, expect, it} from 'vitest';
import {spanishDocsDir} from '../../scripts/lib/docs-versions';
import {problemReport} from '../../scripts/lib/source-checks';
import {copySite, track} from '../site-copy';
import {scaled} from '../slowdown';

const site = copySite('atomic');
afterAll(() => site.remove());

/** Sends a signal to a process group (0: none, to ask whether any process of it is left). */
function killGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Every file and folder below `dir`, with each file's bytes, as one hash. */
function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(dir, rel), {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(rel, entry.name);
      hash.update(`${entry.isDirectory() ? 'd' : 'f'} ${path}\0`);
      if (entry.isDirectory()) walk(path);
      else hash.update(readFileSync(join(dir, path)));
    }
  };
  walk('');
  return hash.digest('hex');
}

/** A previous build of our own making: a few pages, a nested locale folder, a compressed copy. */
function previousBuild(folder: string): string {
  const dir = join(site.dir, folder);
  mkdirSync(join(dir, 'es/docs'), {recursive: true});
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>the last good build</title>');
  writeFileSync(join(dir, 'es/docs/intro.html'), '<!doctype html><title>la última buena</title>');
  writeFileSync(join(dir, 'es/docs/intro.html.br'), Buffer.from([0x1b, 0x2a, 0x00, 0xf8]));
  return treeHash(dir);
}

type Outcome = {status: number | null; output: string; groupLeft: boolean};

/**
 * Runs a build in its own process group, as a terminal runs a command, and, once `when` holds
 * (checked on each chunk of output and every 200 ms), sends the whole group SIGINT, as Ctrl-C
 * does. Resolves once the build has exited, saying whether any process of its group outlived it.
 */
function build(args: string[], when?: (output: string) => boolean): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {cwd: site.dir, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
    const pid = child.pid!;
    const untrack = track(pid);
    let output = '';
    let sent = false;
    const check = () => {
      if (when && !sent && when(output)) {
        sent = true;
        killGroup(pid, 'SIGINT');
      }
    };
    const timer = setInterval(check, 200);
    child.stdout.on('data', (chunk) => ((output += chunk), check()));
    child.stderr.on('data', (chunk) => ((output += chunk), check()));
    child.on('error', reject);
    child.on('close', async (status) => {
      clearInterval(timer);
      if (when && !sent) output += '\n(the build ended before the moment this test stops it at)';
      // The steps it started have a moment to go; any left after that were abandoned.
      let groupLeft = true;
      for (let i = 0; i < 25 && groupLeft; i++) {
        groupLeft = killGroup(pid, 0);
        if (groupLeft) await new Promise((r) => setTimeout(r, 200));
      }
      if (groupLeft) killGroup(pid, 'SIGKILL');
      untrack();
      resolve({status, output: output.replace(/\x1b\[[0-9;]*m/g, ''), groupLeft});
    });
  });
}

const npmRunBuild = ['--import', 'tsx', 'scripts/build.ts'];
// The brief's command, with --out-dir as `npm run build:standalone-es` gives it; not minified, which
// changes nothing of what is staged or when, and saves a third of the bundling.
const standaloneEs = [
  'node_modules/@docusaurus/core/bin/docusaurus.mjs',
  'build',
  '--locale',
  'es',
  '--out-dir',
  'build-es',
  '--no-minify',
];

/** Edits a file of the copy for one test; `restore` puts every edited file back. */
const edited = new Map<string, string>();
function edit(rel: string, change: (text: string) => string): void {
  const path = join(site.dir, rel);
  if (!edited.has(rel)) edited.set(rel, readFileSync(path, 'utf8'));
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}
beforeEach(() => {
  for (const [rel, text] of edited) writeFileSync(join(site.dir, rel), text);
  edited.clear();
});

const staged = (folder: string) => existsSync(join(site.dir, `.${folder}.staging`));
/** A file of the staging folder, written by the phase a test stops the build in. */
const inStaging = (folder: string, rel: string) => () => existsSync(join(site.dir, `.${folder}.staging`, rel));
/** The line a stopped or failed build ends with. */
const kept = (folder: string, why: string) =>
  new RegExp(`^\\[build\\] ${why}: ${folder}/ is left as the last complete build wrote it\\.$`, 'm');

function expectIntact(outcome: Outcome, folder: string, before: string, why: string, status: number): void {
  const {output} = outcome;
  expect(outcome.status, output.slice(-3000)).toBe(status);
  expect(treeHash(join(site.dir, folder)), 'the previous build changed').toBe(before);
  expect(output.match(new RegExp(kept(folder, why).source, 'gm')), output.slice(-3000)).toHaveLength(1);
  expect(output).not.toMatch(/\[SUCCESS\]/);
  expect(staged(folder), 'the staging folder is left').toBe(false);
  expect(outcome.groupLeft, 'a step of the build outlived it').toBe(false);
}

const INSTALL = 'versioned_docs/version-3/intro/install.md';
const ES_INSTALL = 'i18n/es/docusaurus-plugin-content-docs/version-3/intro/install.md';
const unclosedTab = (text: string) => text.replace('</TabItem>', '');

describe('npm run build leaves the previous build/ as it was', () => {
  // The source checks (scripts/lib/source-checks.ts) find these within seconds, at their line.
  for (const [name, file, change, line] of [
    [
      'an unclosed <TabItem> in an MDX page',
      INSTALL,
      unclosedTab,
      /^ {2}versioned_docs\/version-3\/intro\/install\.md:\d+:1: MDX cannot read this: Unexpected closing tag `<\/Tabs>`, expected corresponding closing tag for `<TabItem>` \(\d+:1-\d+:\d+\); /m,
    ],
    [
      'a missing image',
      'docs/intro.md',
      (text: string) => `${text}\n![A diagram](./no-such-diagram.png)\n`,
      /^ {2}docs\/intro\.md:\d+: links to \.\/no-such-diagram\.png, but there is no docs\/no-such-diagram\.png; correct the path, or add the file$/m,
    ],
    [
      'a broken link',
      'docs/intro.md',
      (text: string) => `${text}\nSee [the gone page](/docs/next/no-such-page).\n`,
      /^ {2}docs\/intro\.md:\d+: links to \/docs\/next\/no-such-page, where there is no page; /m,
    ],
  ] as const) {
    it(
      `on ${name}, named at its line before anything is built`,
      async () => {
        const before = previousBuild('build');
        edit(file, change);
        const outcome = await build(npmRunBuild);
        expect(outcome.output).toMatch(line);
        expectIntact(outcome, 'build', before, 'the sources have problems', 1);
      },
      scaled(60_000),
    );
  }

  // A link relative to the page's URL is left to Docusaurus's link checker: it fails once the pages are rendered.
  it(
    'on a broken link that only Docusaurus finds',
    async () => {
      const before = previousBuild('build');
      edit('docs/intro.md', (text) => `${text}\nSee [the gone page](./no-such-page).\n`);
      expectIntact(await build(npmRunBuild), 'build', before, 'the build failed', 1);
    },
    scaled(180_000),
  );

  for (const [phase, when] of [
    ['while Docusaurus writes the English pages', inStaging('build', 'docs')],
    ['while the English pages are finished and the Spanish ones built', (out: string) => out.includes('[flatten-pages] en:')],
  ] as const) {
    it(
      `on Ctrl-C ${phase}`,
      async () => {
        const before = previousBuild('build');
        expectIntact(await build(npmRunBuild, when), 'build', before, 'stopped by SIGINT', 130);
      },
      scaled(240_000),
    );
  }
});

describe('both builds check the sources first (scripts/lib/source-checks.ts)', () => {
  it(
    'and stop on an English page without a Spanish twin with the same lines, leaving their output as it was',
    async () => {
      const page = 'versioned_docs/version-3/only-english.md';
      writeFileSync(join(site.dir, page), '---\ntitle: Only English\n---\n\nText.\n');
      const report = problemReport([
        `${page}: no Spanish page at ${spanishDocsDir('3')}/only-english.md; every page exists in both locales`,
      ]);
      try {
        for (const [args, folder] of [
          [npmRunBuild, 'build'],
          [standaloneEs, 'build-es'],
        ] as const) {
          const before = previousBuild(folder);
          const outcome = await build([...args]);
          expect(outcome.output).toContain(`${report}\n`);
          expectIntact(outcome, folder, before, 'the sources have problems', 1);
        }
      } finally {
        rmSync(join(site.dir, page));
      }
    },
    scaled(120_000),
  );
});

describe('docusaurus build --locale es leaves the previous output as it was', () => {
  it(
    'on an unclosed <TabItem> in a Spanish MDX page, named at its line as npm run build names it',
    async () => {
      const before = previousBuild('build-es');
      edit(ES_INSTALL, unclosedTab);
      const outcome = await build(standaloneEs);
      expect(outcome.output).toMatch(
        /^ {2}i18n\/es\/docusaurus-plugin-content-docs\/version-3\/intro\/install\.md:\d+:1: MDX cannot read this: Unexpected closing tag `<\/Tabs>`/m,
      );
      expectIntact(outcome, 'build-es', before, 'the sources have problems', 1);
    },
    scaled(60_000),
  );

  // Docusaurus's own signal handler ends the process in every phase, and the plugin's exit
  // handler does the rest; in this phase it also has the finishing step to stop.
  it(
    'on Ctrl-C while its finishing step runs',
    async () => {
      const before = previousBuild('build-es');
      const when = (out: string) => out.includes('[flatten-pages] es:');
      expectIntact(await build(standaloneEs, when), 'build-es', before, 'stopped by SIGINT', 130);
    },
    scaled(180_000),
  );

  it(
    'and replaces it once the finishing step is done, saying "[SUCCESS]" only then',
    async () => {
      previousBuild('build-es');
      const {status, output} = await build(standaloneEs);
      expect(status, output.slice(-3000)).toBe(0);
      const lines = output.split('\n');
      const success = lines.findIndex((l) => l.includes('[SUCCESS]'));
      expect(lines.filter((l) => l.includes('[SUCCESS]'))).toEqual(['[SUCCESS] Generated static files in "build-es".']);
      // The finishing step's last line, the pages' compressed copies, comes before it.
      expect(lines.findIndex((l) => /^\[precompress\] es: \d+ text files/.test(l))).toBeLessThan(success);
      expect(lines.findIndex((l) => l.startsWith('[critical-css] es:'))).toBeLessThan(success);
      const out = join(site.dir, 'build-es');
      expect(existsSync(join(out, 'es'))).toBe(false);
      expect(existsSync(join(out, 'index.html.br'))).toBe(true);
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(/<html[^>]*lang="?es/);
      expect(staged('build-es')).toBe(false);
      expect(readdirSync(site.dir).filter((n) => n.startsWith('.build-es.'))).toEqual([]);
    },
    scaled(240_000),
  );
});

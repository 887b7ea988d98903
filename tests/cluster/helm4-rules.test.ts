/**
 * Every rule of the Helm 4 readiness checker, run: the Helm 3.19.0 command succeeds, Helm 4.3.2
 * fails or warns as the rule's note says (the message matched), and the command the checker offers
 * instead succeeds under Helm 4, twice where it changes a release (the second `upgrade` is where
 * `--force-replace` breaks). Also the guide's claims about the shared plugin folder and
 * `helm registry login`. Runs against the local cluster (scripts/lib/cluster.ts) in test:cluster.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {down, up, type Cluster} from '../../scripts/lib/cluster';
import {binary, ensureTool, TOOLS} from '../../scripts/lib/tools';
import {scan} from '../../src/components/Helm4Checker/scan';
import type {CheckerData} from '../../scripts/lib/helm4-changes';
import {RULE_CASES} from './helm4-rule-cases';

const data = JSON.parse(readFileSync(join(__dirname, '../../src/data/helm4/checker.json'), 'utf8')) as CheckerData;
const root = mkdtempSync(join(tmpdir(), 'helm4-rules-'));
const clusterDir = join(root, 'cluster');
let cluster: Cluster;
let repo: ChildProcess;
let repoUrl = '';
const helm = {3: '', 4: ''};

type Run = {status: number; out: string};
/**
 * Runs Helm 3 or 4 in the work folder, each with its own data folder unless `data` names one.
 * Asynchronous, so that the test worker keeps answering vitest while Helm runs.
 */
async function run(v: 3 | 4, args: string, opts: {data?: string} = {}): Promise<Run> {
  const home = opts.data ?? join(root, `h${v}`);
  const child = spawn('bash', ['-c', `"$HELM" ${args}`], {
    cwd: root,
    env: {
      PATH: `${cluster.bin}:${process.env.PATH}`,
      HOME: root,
      HELM: helm[v],
      KUBECONFIG: cluster.kubeconfig,
      HELM_DATA_HOME: join(home, 'data'),
      HELM_CONFIG_HOME: join(home, 'config'),
      HELM_CACHE_HOME: join(home, 'cache'),
      REPO: repoUrl,
    },
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const status = await new Promise<number>((done) => child.on('close', (code) => done(code ?? -1)));
  return {status, out};
}

beforeAll(async () => {
  helm[3] = ensureTool(TOOLS.helm3) && binary(TOOLS.helm3);
  helm[4] = ensureTool(TOOLS.helm4) && binary(TOOLS.helm4);
  cluster = await up({dir: clusterDir, log: () => {}});
  spawnSync(helm[3], ['create', 'web'], {cwd: root});
  // A post-renderer script as Helm 3 takes it, and the same wrapped as a Helm 4 plugin.
  writeFileSync(join(root, 'kustomize.sh'), '#!/bin/sh\ncat\n');
  chmodSync(join(root, 'kustomize.sh'), 0o755);
  mkdirSync(join(root, 'pass-through'));
  writeFileSync(
    join(root, 'pass-through/plugin.yaml'),
    'apiVersion: v1\ntype: postrenderer/v1\nname: pass-through\nversion: 0.1.0\nruntime: subprocess\nruntimeConfig:\n  platformCommand:\n    - command: cat\n',
  );
  // A legacy plugin, and its archive without a .prov file.
  mkdirSync(join(root, 'plugins/hello'), {recursive: true});
  writeFileSync(join(root, 'plugins/hello/plugin.yaml'), 'name: hello\nversion: 0.1.0\nusage: hi\ndescription: hi\ncommand: "echo hi"\n');
  spawnSync('tar', ['-czf', 'hello-0.1.0.tgz', '-C', 'plugins', 'hello'], {cwd: root});
  // A chart repository over HTTP for `helm repo add` and `repo update`.
  mkdirSync(join(root, 'repo'));
  spawnSync(helm[3], ['package', 'web', '-d', 'repo'], {cwd: root});
  spawnSync(helm[3], ['repo', 'index', 'repo'], {cwd: root});
  // In a process of its own, so that it answers whatever this worker is doing.
  const script = `const {createServer} = require('node:http'); const {readFileSync} = require('node:fs');
    const s = createServer((q, r) => { try { r.end(readFileSync(process.argv[1] + '/' + q.url.replace(/^\\/+/, '').replace(/\\.\\./g, ''))); } catch { r.statusCode = 404; r.end(); } });
    s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
  repo = spawn(process.execPath, ['-e', script, join(root, 'repo')], {stdio: ['ignore', 'pipe', 'inherit']});
  const port = await new Promise<string>((done) => repo.stdout!.once('data', (b: Buffer) => done(b.toString().trim())));
  repoUrl = `http://127.0.0.1:${port}`;
  for (const v of [3, 4] as const) expect((await run(v, 'repo add local "$REPO"')).status).toBe(0);
}, 240_000);

afterAll(async () => {
  repo?.kill();
  await down(clusterDir);
  rmSync(root, {recursive: true, force: true});
});

describe('each checker rule, run with Helm 3.19.0 and Helm 4.3.2', () => {
  it('has a case for every change the checker reports', async () => {
    const keys = new Set(RULE_CASES.map((c) => c.rule));
    const missing = data.changes.map((c) => `${c.command}|${c.flag ?? ''}`).filter((k) => !keys.has(k));
    expect(missing).toEqual([]);
  });

  for (const c of RULE_CASES) {
    it(`${c.rule}: ${c.helm3}`, async () => {
      if (c.setup) for (const s of c.setup) expect((await run(s.v, s.args)).status, s.args).toBe(0);
      // The case's Helm 3 line is one the checker flags for this rule.
      const findings = scan(`helm ${c.helm3}`, data).findings;
      expect(
        findings.some((f) => `${f.command}|${f.flag ?? ''}` === c.rule || (f.command === c.rule.split('|')[0] && f.kind === 'fails')),
        JSON.stringify(findings),
      ).toBe(true);
      if (c.helm3Runs !== false) {
        const h3 = await run(3, c.helm3);
        expect(h3.status, h3.out).toBe(0);
      }
      const h4 = await run(4, c.helm4 ?? c.helm3);
      if (c.fails) expect(h4.status, h4.out).not.toBe(0);
      else expect(h4.status, h4.out).toBe(0);
      expect(h4.out).toMatch(c.message);
      // The line the checker offers, built from its own data: each finding's word replaced (or
      // dropped), on a fresh release where the Helm 4 line installed one. It must pass under Helm 4.
      const mechanical = findings.filter((f) => f.kind !== 'fails' && f.kind !== 'plugin-verify');
      if (mechanical.length) {
        const base = c.helm4 ?? c.helm3;
        const a = base.split(' ');
        const b = c.helm3.split(' ');
        const release = c.helm4 ? a.find((w, i) => w !== b[i]) : undefined;
        let offered = base;
        for (const f of mechanical) offered = offered.replace(f.found, f.replacement ?? '');
        if (release) offered = offered.replace(release, `${release}-offered`);
        offered = offered.replace(/\s+/g, ' ').trim();
        for (let i = 0; i < (c.twice ? 2 : 1); i++) {
          // The next deploy of an installed release is an upgrade of it, with the same flags.
          const line = i ? offered.replace(/^install /, 'upgrade ') : offered;
          const fixed = await run(4, line);
          expect(fixed.status, `${line} (run ${i + 1}): ${fixed.out}`).toBe(0);
          expect(fixed.out, line).not.toMatch(/deprecated|level=WARN/);
        }
      }
      if (c.instead !== undefined) {
        for (let i = 0; i < (c.twice ? 2 : 1); i++) {
          const fixed = await run(4, c.instead);
          expect(fixed.status, `${c.instead} (run ${i + 1}): ${fixed.out}`).toBe(0);
          // No deprecation left to warn about (`--verify=false` says, rightly, that it skips the check).
          expect(fixed.out, c.instead).not.toMatch(/deprecated|level=WARN/);
        }
        expect(scan(`helm ${c.instead}`, data).findings, c.instead).toEqual([]);
      }
    });
  }
});

describe('the aliases the checker resolves', () => {
  it('are every alias both binaries print in --help', async () => {
    for (const v of [3, 4] as const) {
      const seen: Record<string, string> = {};
      for (const path of data.commands) {
        if (path === 'helm') continue;
        const help = (await run(v, `${path.slice(5)} --help`)).out;
        const line = /^Aliases:\n\s+(.+)$/m.exec(help)?.[1];
        const parent = path.slice(0, path.lastIndexOf(' '));
        for (const a of line?.split(/,\s*/).slice(1) ?? []) seen[`${parent} ${a}`] = path;
      }
      expect(data.aliases, `Helm ${v}`).toEqual(seen);
    }
  });
});

describe("the guide's claims, run", () => {
  it('--force-replace alone fails on the second deploy of a release Helm 4 installed', async () => {
    expect((await run(4, 'upgrade --install twice ./web --force-replace')).status).toBe(0);
    const second = await run(4, 'upgrade --install twice ./web --force-replace');
    expect(second.status).not.toBe(0);
    expect(second.out).toContain('cannot use server-side apply and force replace together');
  });

  it('Helm 3.19 rejects the Helm 4 spellings, so renaming comes after the upgrade', async () => {
    expect((await run(3, 'template web ./web --rollback-on-failure')).out).toContain('unknown flag: --rollback-on-failure');
    expect((await run(3, 'template web ./web --wait=watcher')).out).toMatch(/invalid argument "watcher" for "--wait"/);
  });

  it('Helm 4 installs with server-side apply; upgrade keeps the method of the last revision', async () => {
    expect((await run(3, 'install csa ./web')).status).toBe(0);
    expect((await run(4, 'upgrade csa ./web')).status).toBe(0);
    expect((await run(4, 'get metadata csa')).out).toContain('APPLY_METHOD: client-side apply');
    expect((await run(4, 'install ssa ./web')).status).toBe(0);
    expect((await run(4, 'get metadata ssa')).out).toContain('APPLY_METHOD: server-side apply');
  });

  it('one Helm 4-format plugin in the shared folder stops Helm 3 loading plugins', async () => {
    const shared = join(root, 'shared');
    expect((await run(3, 'plugin install ./plugins/hello', {data: shared})).status).toBe(0);
    expect((await run(3, 'plugin list', {data: shared})).out).toContain('hello');
    expect((await run(4, 'plugin install ./pass-through', {data: shared})).status).toBe(0);
    const h3 = await run(3, 'plugin list', {data: shared});
    expect(h3.status).not.toBe(0);
    expect(h3.out).toMatch(/failed to load plugin/);
    expect((await run(4, 'plugin list', {data: shared})).out).toMatch(/hello[\s\S]*pass-through|pass-through[\s\S]*hello/);
  });

  it('helm list shows releases in every state without --all', async () => {
    expect((await run(4, 'install gone ./web')).status).toBe(0);
    expect((await run(4, 'uninstall gone --keep-history')).status).toBe(0);
    expect((await run(4, 'list --short')).out).toContain('gone');
    expect((await run(3, 'list --short')).out).not.toContain('gone');
  });
});

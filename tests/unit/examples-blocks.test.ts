/**
 * How `npm run test:examples` runs a block (scripts/lib/examples): in the shell its fence names,
 * judged by the exit status it names, as a server for the rest of the page, with the kubeconfig
 * and PATH the pages assume. A runner that ran a zsh block in bash, took a "no" for a failure or
 * left a server running would let a wrong page pass or hang the run. Helm itself is not run here.
 */
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {holdPorts, judgeStatus, loopbackPorts, runBash, Sandbox, startServer, type Run, type Server} from '../../scripts/lib/examples/helm';
import {STAGING, withStaging} from '../../scripts/lib/examples/kube';
import {parseBlocks} from '../../scripts/lib/examples/markdown';
import {filePath, QUIET_TEMPLATES} from '../../scripts/lib/examples/pages';
import {binary, TOOLS} from '../../scripts/lib/tools';

const ROOT = resolve(__dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'examples-blocks-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));
const opts = (shell?: 'bash' | 'zsh' | 'fish', PATH = process.env.PATH) => ({cwd: work, env: {PATH, HOME: work}, shell});

describe('shells', () => {
  it('runs a block in bash unless its fence names another shell', async () => {
    expect((await runBash('echo "$0"', opts())).stdout.trim()).toBe('bash');
  });

  it('runs a zsh block in zsh, with the completion system a reader loads in ~/.zshrc', async () => {
    const run = await runBash('print -r -- $ZSH_NAME; whence -w compdef', opts('zsh'));
    expect(run).toMatchObject({code: 0, stdout: 'zsh\ncompdef: function\n'});
  });

  it('stops a zsh block at its first failing command', async () => {
    const run = await runBash('false\necho after', opts('zsh'));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
  });

  it('runs a fish block in fish, with the status of its last command', async () => {
    const run = await runBash('set -l shell fish; echo $shell; test -n "$FISH_VERSION"', opts('fish'));
    expect(run).toMatchObject({code: 0, stdout: 'fish\n'});
    expect((await runBash('true | false', opts('fish'))).code).toBe(1);
  });

  it('fails a block whose shell is not installed, naming the shell and its package', async () => {
    const run = await runBash('echo hi', opts('zsh', join(work, 'no-such-folder')));
    expect(run.code).toBe(127);
    expect(run.stderr).toBe("the block runs in zsh, which is not installed here (Debian's package zsh)");
  });
});

describe('exit status', () => {
  const ran = (code: number): Run => ({code, stdout: 'no\n', stderr: ''});

  it('takes the status the fence names as the answer, and keeps the output to compare', () => {
    expect(judgeStatus(ran(1), 1)).toEqual({run: {code: 0, stdout: 'no\n', stderr: ''}});
  });

  it('fails a block that ends with another status, 0 included', () => {
    expect(judgeStatus(ran(0), 1).problem).toBe('the block should exit with status 1, it exits with 0');
    expect(judgeStatus(ran(0), 1).run.code).not.toBe(0);
    expect(judgeStatus(ran(2), 1).problem).toBe('the block should exit with status 1, it exits with 2');
  });

  it('leaves a block without the tag as it ran', () => {
    expect(judgeStatus(ran(1))).toEqual({run: ran(1)});
  });
});

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => done(port));
    });
  });

describe('servers', () => {
  const serve = (port: number) => `exec python3 -m http.server ${port} --bind 127.0.0.1 --directory ${JSON.stringify(work)}`;

  it('starts a server block, waits for its port, and stops its process group', async () => {
    writeFileSync(join(work, 'hello.txt'), 'hi\n');
    const port = await freePort();
    const server = (await startServer(serve(port), opts(), port)) as Server;
    expect('stop' in server).toBe(true);
    expect(await (await fetch(`http://127.0.0.1:${port}/hello.txt`)).text()).toBe('hi\n');
    server.stop();
    await new Promise((r) => setTimeout(r, 200));
    await expect(fetch(`http://127.0.0.1:${port}/hello.txt`)).rejects.toThrow();
  });

  it('fails a server block that ends before its port answers, with what it printed', async () => {
    const run = (await startServer('echo "cannot serve" >&2; exit 3', opts(), await freePort())) as Run;
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/^cannot serve\n\n\(the server ended before 127\.0\.0\.1:\d+ answered\)$/);
  });

  it('lets a page wait for a port that a server of the other locale holds', async () => {
    const port = await freePort();
    const first = (await startServer(serve(port), opts(), port)) as Server;
    let second: Server | Run | undefined;
    const started = startServer(serve(port), opts(), port).then((s) => (second = s));
    await new Promise((r) => setTimeout(r, 500));
    expect(second).toBeUndefined();
    first.stop();
    await started;
    expect(second && 'stop' in second).toBe(true);
    (second as Server).stop();
  });

  it('holds no port of a block while it waits for another, so two blocks cannot wait on each other', async () => {
    const [a, b] = [await freePort(), await freePort()];
    const server = (await startServer(serve(a), opts(), a)) as Server;
    let both: (() => void) | undefined;
    const waiting = holdPorts([b, a]).then((release) => (both = release));
    // The block that waits for a must not hold b meanwhile: another block takes b at once.
    const releaseB = await Promise.race([holdPorts([b]), new Promise<undefined>((r) => setTimeout(() => r(undefined), 1000))]);
    expect(releaseB).toBeDefined();
    releaseB!();
    expect(both).toBeUndefined();
    server.stop();
    await waiting;
    both!();
  });

  it('holds the loopback ports a block names until a server another page started there has stopped', async () => {
    expect(loopbackPorts('KUBECONFIG=x helm list\nError: Get "http://localhost:8080/version": dial tcp 127.0.0.1:8080')).toEqual([8080]);
    expect(loopbackPorts('helm list --kube-apiserver https://127.0.0.1:6443 # and localhost:5000')).toEqual([5000, 6443]);
    expect(loopbackPorts('helm repo add example https://charts.example.org')).toEqual([]);
    const port = await freePort();
    const server = (await startServer(serve(port), opts(), port)) as Server;
    let held: (() => void) | undefined;
    const holding = holdPorts([port]).then((release) => (held = release));
    await new Promise((r) => setTimeout(r, 300));
    expect(held).toBeUndefined();
    server.stop();
    await holding;
    expect(held).toBeDefined();
    // While the block holds the port, no server can start there.
    let second: Server | Run | undefined;
    const starting = startServer(serve(port), opts(), port).then((s) => (second = s));
    await new Promise((r) => setTimeout(r, 300));
    expect(second).toBeUndefined();
    held!();
    await starting;
    (second as Server).stop();
  });
});

describe("the pages' environment", () => {
  it('has a staging context on the cluster and user of the current one', () => {
    const kubeconfig = [
      'apiVersion: v1',
      'kind: Config',
      'clusters: [{name: local, cluster: {server: "https://127.0.0.1:6443"}}]',
      'users: [{name: admin, user: {token: t}}]',
      'contexts: [{name: local, context: {cluster: local, user: admin, namespace: default}}]',
      'current-context: local',
    ].join('\n');
    const config = parse(withStaging(kubeconfig));
    expect(config['current-context']).toBe('local');
    expect(config.contexts).toEqual([
      {name: 'local', context: {cluster: 'local', user: 'admin', namespace: 'default'}},
      {name: STAGING, context: {cluster: 'local', user: 'admin', namespace: 'default'}},
    ]);
  });

  it("puts yq 4 first on the blocks' PATH, before the machine's yq", () => {
    const sandbox = new Sandbox();
    try {
      expect(sandbox.env.PATH!.split(':')[0]).toBe(dirname(binary(TOOLS.yq)));
    } finally {
      sandbox.dispose();
    }
  });

  it('has a script for every given state a page names', () => {
    const missing: string[] = [];
    for (const base of ['versioned_docs/version-3', 'i18n/es/docusaurus-plugin-content-docs/version-3']) {
      for (const file of readdirSync(resolve(ROOT, base), {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.md'))) {
        for (const b of parseBlocks(readFileSync(resolve(ROOT, base, file), 'utf8'))) {
          const script = `tests/examples/fixtures/${file.replace(/^.*\//, '').replace(/\.md$/, '')}/given/${b.given}.sh`;
          if (b.given && !existsSync(resolve(ROOT, script))) missing.push(`${base}/${file}: ${script}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("a page's files", () => {
  it("puts another chart's files in that chart's folder, and a bare template under the page's chart", () => {
    expect(filePath('storefront/values.yaml', 'toolkit')).toBe('storefront/values.yaml');
    expect(filePath('storefront/Chart.yaml', 'toolkit')).toBe('storefront/Chart.yaml');
    expect(filePath('storefront/templates/service.yaml', 'toolkit')).toBe('storefront/templates/service.yaml');
    expect(filePath('toolkit/Chart.yaml', 'toolkit')).toBe('toolkit/Chart.yaml');
    expect(filePath('values.yaml', 'toolkit')).toBe('toolkit/values.yaml');
    expect(filePath('service.yaml', 'toolkit')).toBe('toolkit/templates/service.yaml');
  });

  it('keeps a template that a part includes by path, as a named template of that path, and renders none', async () => {
    const templates = join(work, 'quiet/templates');
    mkdirSync(join(templates, 'tests'), {recursive: true});
    writeFileSync(join(templates, 'configmap.yaml'), 'kind: ConfigMap\n');
    writeFileSync(join(templates, 'helpers.yaml'), '{{- define "x.name" -}}x{{- end -}}\n');
    writeFileSync(join(templates, 'NOTES.txt'), 'notes');
    writeFileSync(join(templates, '_helpers.tpl'), '');
    const run = await runBash(QUIET_TEMPLATES('storefront'), {...opts(), cwd: templates});
    expect(run.code).toBe(0);
    expect(readdirSync(templates).sort()).toEqual(['_configmap.yaml.tpl', '_helpers.tpl', '_helpers.yaml.tpl']);
    expect(readFileSync(join(templates, '_configmap.yaml.tpl'), 'utf8')).toBe(
      '{{ define "storefront/templates/configmap.yaml" }}kind: ConfigMap\n{{ end }}',
    );
    expect(readFileSync(join(templates, '_helpers.yaml.tpl'), 'utf8')).toBe('{{- define "x.name" -}}x{{- end -}}\n');
  });
});

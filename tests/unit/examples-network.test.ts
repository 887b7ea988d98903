/**
 * The stand-ins of scripts/lib/examples/network.ts that the pages' commands reach through the
 * proxy: served here on loopback without the proxy, and read with the clients the pages use (git),
 * so a stand-in that stops answering as the real server does fails here before it fails a page.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildGitRepository, hubSearch, readNetworkSpec, serveFolder, writeHelmRelease} from '../../scripts/lib/examples/network';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'network-test-'));
let server: Server;
let base = '';

beforeAll(async () => {
  const root = join(dir, 'served');
  buildGitRepository(
    {
      files: {'bin/hello': '#!/bin/sh\necho hello\n', 'README.md': 'A plugin\n'},
      tags: {'v0.1.0': {'plugin.yaml': 'name: hello\nversion: "0.1.0"\n'}, 'v0.2.0': {'plugin.yaml': 'name: hello\nversion: "0.2.0"\n'}},
    },
    join(root, 'github.com/acme/helm-hello'),
    join(dir, 'work'),
  );
  const serve = serveFolder(root);
  server = createServer((req, res) => serve(req, res, 'github.com'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, {recursive: true, force: true});
});

describe('Git repositories of plugins', () => {
  it('clone over HTTP with every release tagged, the last one on the default branch', async () => {
    const clone = join(dir, 'clone');
    await run('git', ['clone', '-q', `${base}/acme/helm-hello`, clone], {env: {...process.env, GIT_TERMINAL_PROMPT: '0'}});
    expect(readFileSync(join(clone, 'plugin.yaml'), 'utf8')).toContain('version: "0.2.0"');
    expect(statSync(join(clone, 'bin/hello')).mode & 0o111).not.toBe(0);
    const tags = await run('git', ['tag'], {cwd: clone});
    expect(tags.stdout.split('\n').filter(Boolean)).toEqual(['v0.1.0', 'v0.2.0']);
    await run('git', ['checkout', '-q', 'v0.1.0'], {cwd: clone});
    expect(readFileSync(join(clone, 'plugin.yaml'), 'utf8')).toContain('version: "0.1.0"');
  });

  it("answer the repository's URL with a page, so that helm plugin install takes it for Git, not an archive", async () => {
    const page = await fetch(`${base}/acme/helm-hello`, {method: 'HEAD'});
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await fetch(`${base}/acme/helm-other`)).status).toBe(404);
  });
});

describe('the network files', () => {
  it('give every Git repository releases with a plugin.yaml that names the plugin and its version', () => {
    const repos = Object.entries(readNetworkSpec().gitRepositories ?? {});
    expect(repos.length).toBeGreaterThan(0);
    for (const [url, repo] of repos)
      for (const [tag, files] of Object.entries(repo.tags)) {
        expect(files['plugin.yaml'] ?? repo.files?.['plugin.yaml'], `${url} ${tag}`).toMatch(/^name: .+$/m);
        expect(files['plugin.yaml'] ?? repo.files?.['plugin.yaml'], `${url} ${tag}`).toMatch(/^version: .+$/m);
      }
  });
});

describe('get.helm.sh', () => {
  it('serves an archive of the binary with the checksum files that sha256sum --check and get-helm-3 read', async () => {
    const source = join(dir, 'helm-source');
    const folder = join(dir, 'get.helm.sh');
    mkdirSync(source, {recursive: true});
    mkdirSync(folder, {recursive: true});
    writeFileSync(join(source, 'LICENSE'), 'Apache License\n');
    writeFileSync(join(source, 'README.md'), '# Helm\n');
    writeFileSync(join(dir, 'helm-binary'), '#!/bin/sh\necho v3.19.0\n');
    const name = writeHelmRelease(join(dir, 'helm-binary'), 'v3.19.0', source, folder);
    expect(name).toMatch(/^helm-v3\.19\.0-(linux|darwin)-(amd64|arm64)\.tar\.gz$/);
    const dist = name.replace(/^helm-v3\.19\.0-|\.tar\.gz$/g, '');
    const listing = await run('tar', ['-tzvf', join(folder, name)]);
    expect(listing.stdout).toMatch(new RegExp(`^-rwxr-xr-x .* ${dist}/helm$`, 'm'));
    expect(listing.stdout).toContain(`${dist}/LICENSE`);
    const check = await run('sha256sum', ['--check', `${name}.sha256sum`], {cwd: folder});
    expect(check.stdout.trim()).toBe(`${name}: OK`);
    const sum = await run('openssl', ['sha1', '-sha256', join(folder, name)]);
    expect(sum.stdout.trim().split(/\s+/)[1]).toBe(readFileSync(join(folder, `${name}.sha256`), 'utf8'));
  });
});

describe('Artifact Hub', () => {
  const packages = readNetworkSpec().artifactHub!.packages;
  type Found = {
    artifactHub: {packageUrl: string};
    attributes: {description: string; repo: {url: string}};
    relationships: {latestChartVersion: {data: {version: string; app_version: string}}};
  };

  it('finds the charts that hold every word of the query, in the fields helm search hub prints', () => {
    const found = hubSearch(packages, 'Ingress controller').data as Found[];
    expect(found.map((f) => f.artifactHub.packageUrl)).toEqual([
      'https://artifacthub.io/packages/helm/ingress-nginx/ingress-nginx',
      'https://artifacthub.io/packages/helm/traefik/traefik',
    ]);
    expect(found[1].relationships.latestChartVersion.data).toEqual({version: '37.1.1', app_version: 'v3.5.2'});
    expect(found[1].attributes.repo.url).toBe('https://traefik.github.io/charts');
    expect(hubSearch(packages, 'podinfo').data).toHaveLength(1);
    expect(hubSearch(packages, 'no-such-chart').data).toEqual([]);
  });
});

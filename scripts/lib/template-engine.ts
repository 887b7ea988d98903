/**
 * The WebAssembly build of Helm 3.19.0's rendering (tools/template-wasm) and its worker
 * (src/template-engine/worker.ts), as the site serves them: hashed, immutable files under
 * `assets/engine/`, with brotli and gzip copies. The wasm, about 81 MB, goes in parts of at most
 * 24 MiB (PART_LIMIT), since Cloudflare Pages refuses to deploy a file over 25 MiB; the worker
 * fetches them at once and compiles them as one stream.
 *
 * The wasm is built with Go (`GOOS=js GOARCH=wasm`, the same `-X` settings as the Helm binary of
 * the tools cache, so `.Capabilities` agree) into a cache outside the repository
 * (`$HELM_TOOLS_CACHE/template-wasm/<key>/`), keyed by the module's files and `go version`; a
 * second build of the same sources builds nothing. The worker is bundled by esbuild behind Go's
 * own wasm_exec.js, copied from the Go that built the wasm.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {buildSync} from 'esbuild';
import {CACHE, FACTS_319, HELM_3_VERSION, helmLdflags} from './tools';

const ROOT = resolve(__dirname, '../..');
export const MODULE_DIR = join(ROOT, 'tools/template-wasm');
const WORKER = join(ROOT, 'src/template-engine/worker.ts');
/** Where the engine's files are in a build, from the site's root. */
export const ENGINE_DIR = 'assets/engine';

export type EngineBuild = {wasm: string; wasmExec: string; goVersion: string};
export type EngineAssets = {
  /** Path of each file from the build's root, and its bytes. */
  files: Map<string, Buffer>;
  /** The worker's path from the site's root (`assets/engine/worker.<hash>.js`). */
  worker: string;
  /** The wasm's parts in order, each path from the site's root (`assets/engine/helm-template.<hash>-<n>.wasm`) with its size. */
  parts: EnginePart[];
  wasmBytes: number;
};
export type EnginePart = {path: string; bytes: number};

/** The largest part of the wasm: under the 25 MiB a file may have on Cloudflare Pages (wrangler's MAX_ASSET_SIZE). */
export const PART_LIMIT = 24 * 1024 * 1024;

/** `bytes` cut into the fewest parts of at most PART_LIMIT, of equal size but for the last. */
export function cutIntoParts(bytes: Buffer, limit = PART_LIMIT): Buffer[] {
  const count = Math.max(1, Math.ceil(bytes.length / limit));
  const size = Math.ceil(bytes.length / count);
  return Array.from({length: count}, (_, i) => bytes.subarray(i * size, Math.min(bytes.length, (i + 1) * size)));
}

/** `go version`'s output, or undefined without Go. */
export function goVersion(): string | undefined {
  const run = spawnSync('go', ['version'], {encoding: 'utf8'});
  return run.status === 0 ? run.stdout.trim() : undefined;
}

function sourceKey(go: string): string {
  const sha = createHash('sha256')
    .update(go)
    .update(helmLdflags('v3', HELM_3_VERSION, FACTS_319.commit, '34').join(' '));
  for (const file of readdirSync(MODULE_DIR).sort()) sha.update(file).update(readFileSync(join(MODULE_DIR, file)));
  return sha.digest('hex').slice(0, 16);
}

/** Builds the wasm unless the cache has it; undefined when there is no Go. */
export function ensureEngine(log: (line: string) => void = console.log): EngineBuild | undefined {
  const go = goVersion();
  if (!go) return undefined;
  const dir = join(CACHE, 'template-wasm', sourceKey(go));
  const wasm = join(dir, 'helm-template.wasm');
  const wasmExec = join(dir, 'wasm_exec.js');
  if (existsSync(wasm) && existsSync(wasmExec)) return {wasm, wasmExec, goVersion: go};
  const started = performance.now();
  log(`[template-engine] building Helm ${HELM_3_VERSION}'s rendering for WebAssembly with ${go} (once for these sources)`);
  const work = `${dir}.${process.pid}.part`;
  rmSync(work, {recursive: true, force: true});
  mkdirSync(work, {recursive: true});
  const flags = ['-s', '-w', ...helmLdflags('v3', HELM_3_VERSION, FACTS_319.commit, '34').map((f) => `-X ${f}`)].join(' ');
  execFileSync('go', ['build', '-trimpath', `-ldflags=${flags}`, '-o', join(work, 'helm-template.wasm'), '.'], {
    cwd: MODULE_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {...process.env, GOOS: 'js', GOARCH: 'wasm', GOFLAGS: '-mod=mod'},
  });
  const goroot = execFileSync('go', ['env', 'GOROOT'], {encoding: 'utf8'}).trim();
  copyFileSync(join(goroot, 'lib/wasm/wasm_exec.js'), join(work, 'wasm_exec.js'));
  rmSync(dir, {recursive: true, force: true});
  renameSync(work, dir);
  log(`[template-engine] built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return {wasm, wasmExec, goVersion: go};
}

/**
 * Brotli 9 with a 16 MB window, and gzip -9, kept beside the wasm in the cache, which every
 * locale's build reads. Brotli 11 ran for over 25 minutes on the 85 MB wasm on this 2-core machine
 * under load without finishing; quality 9 takes about 100 s there for 9.5 MB (quality 5: 16 s,
 * 10.0 MB).
 */
function compressed(engine: EngineBuild, bytes: Buffer, coding: 'br' | 'gz'): Buffer {
  const file = join(dirname(engine.wasm), `${short(bytes)}.${coding}`);
  if (existsSync(file)) return readFileSync(file);
  const out =
    coding === 'br'
      ? brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_LGWIN]: 24,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzipSync(bytes, {level: 9});
  writeFileSync(`${file}.${process.pid}`, out);
  renameSync(`${file}.${process.pid}`, file);
  return out;
}

const short = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

/** The engine's files for a build whose site root is `baseUrl`: the wasm, the worker, their compressed copies. */
export function engineAssets(engine: EngineBuild, baseUrl = '/'): EngineAssets {
  const wasmBytes = readFileSync(engine.wasm);
  const hash = short(wasmBytes);
  const parts = cutIntoParts(wasmBytes).map((bytes, i) => ({path: `${ENGINE_DIR}/helm-template.${hash}-${i + 1}.wasm`, bytes}));
  const bundled = buildSync({
    entryPoints: [WORKER],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    define: {
      __HELM_ENGINE_PARTS__: JSON.stringify(
        parts.map((part) => ({name: part.path.slice(ENGINE_DIR.length + 1), bytes: part.bytes.length})),
      ),
    },
  }).outputFiles[0].contents;
  // wasm_exec.js defines Go and globalThis.fs, which the worker's code uses: it goes first.
  const workerBytes = Buffer.concat([readFileSync(engine.wasmExec), Buffer.from('\n'), Buffer.from(bundled)]);
  const worker = `${ENGINE_DIR}/worker.${short(workerBytes)}.js`;
  const files = new Map<string, Buffer>([...parts.map((part): [string, Buffer] => [part.path, part.bytes]), [worker, workerBytes]]);
  for (const [path, bytes] of [...files]) {
    files.set(`${path}.br`, compressed(engine, bytes, 'br'));
    files.set(`${path}.gz`, compressed(engine, bytes, 'gz'));
  }
  return {
    files,
    worker: `${baseUrl}${worker}`,
    parts: parts.map((part) => ({path: `${baseUrl}${part.path}`, bytes: part.bytes.length})),
    wasmBytes: wasmBytes.length,
  };
}

/** Writes the engine's files under `outDir`. */
export function writeEngine(assets: EngineAssets, outDir: string): void {
  mkdirSync(join(outDir, ENGINE_DIR), {recursive: true});
  for (const [path, bytes] of assets.files) writeFileSync(join(outDir, path), bytes);
}

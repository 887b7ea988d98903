// The engine's Web Worker: fetches the WebAssembly file (reporting progress), starts Go's runtime
// (wasm_exec.js, which the build puts in front of this file) and answers render requests.
// The build (scripts/lib/template-engine.ts) bundles it with esbuild and defines these names.
import type {RenderRequest, RenderResult} from './api';
import type {FromWorker, ToWorker} from './protocol';

declare const __HELM_ENGINE_WASM__: string; // the wasm file's name, beside this worker
declare const __HELM_ENGINE_BYTES__: number; // its size before compression
declare const Go: new () => {importObject: WebAssembly.Imports; run(instance: WebAssembly.Instance): Promise<void>; exited: boolean};

type Scope = {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  location: {href: string};
  helmTemplate?: (request: string, bytes?: Record<string, Uint8Array>) => string | undefined;
  helmTemplateReady?: () => void;
  fs: {writeSync(fd: number, buf: Uint8Array): number};
};
const scope = globalThis as unknown as Scope;
const post = (message: FromWorker) => scope.postMessage(message);

/** What Go wrote to stderr last (a fatal error says there why the engine stopped). */
let stderr = '';
const writeSync = scope.fs.writeSync.bind(scope.fs);
scope.fs.writeSync = (fd, buf) => {
  if (fd === 2) stderr = (stderr + new TextDecoder().decode(buf)).slice(-4000);
  return writeSync(fd, buf);
};

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`The template engine could not be downloaded (HTTP ${response.status}).`);
  // The file comes compressed; the size that counts is the one the stream yields.
  const total = __HELM_ENGINE_BYTES__;
  const bytes = new Uint8Array(total);
  const reader = response.body.getReader();
  let loaded = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    if (loaded + value.length > total) throw new Error('The template engine file is not the one this build made.');
    bytes.set(value, loaded);
    loaded += value.length;
    post({type: 'progress', loaded, total});
  }
  if (loaded !== total) throw new Error('The template engine file arrived incomplete.');
  return bytes;
}

async function start(): Promise<void> {
  const bytes = await download(new URL(__HELM_ENGINE_WASM__, scope.location.href).href);
  const go = new Go();
  const {instance} = await WebAssembly.instantiate(bytes, go.importObject);
  const ready = new Promise<void>((resolve) => (scope.helmTemplateReady = resolve));
  void go.run(instance).then(() => (dead = true));
  await ready;
}

/** Set once Go's runtime has stopped. */
let dead = false;

function renderNow(req: RenderRequest): RenderResult {
  const files: Record<string, string> = {};
  const bytes: Record<string, Uint8Array> = {};
  // Files given as bytes (invalid UTF-8 on purpose) reach Helm unchanged.
  for (const [name, content] of Object.entries(req.files as Record<string, string | Uint8Array>))
    if (typeof content === 'string') files[name] = content;
    else bytes[name] = content;
  let answer: string | undefined;
  let thrown = '';
  try {
    answer = scope.helmTemplate?.(JSON.stringify({...req, files}), bytes);
  } catch (error) {
    // Go's runtime has exited ("Go program has already exited"), or the browser's stack ran out
    // inside it ("Maximum call stack size exceeded": a worker's stack is smaller than Go's limits).
    thrown = String(error);
  }
  if (answer === undefined) {
    dead = true;
    const lines = stderr.trim().split('\n');
    const why = lines.find((line) => line.startsWith('fatal error:')) ?? (thrown || lines[0]);
    return {ok: false, error: `Error: the template engine stopped${why ? `: ${why}` : ''}\n`};
  }
  const result = JSON.parse(answer) as RenderResult;
  return result.ok ? {ok: true, output: result.output, manifests: result.manifests ?? []} : result;
}

const started = start().then(
  () => post({type: 'ready'}),
  (error: Error) => post({type: 'failed', message: error.message}),
);

scope.onmessage = ({data}) => {
  void started.then(() => {
    post({type: 'result', id: data.id, result: renderNow(data.req)});
    if (dead) post({type: 'exited'});
  });
};

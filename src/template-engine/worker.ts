// The engine's Web Worker: fetches and compiles the WebAssembly (reporting progress), starts Go's runtime
// (wasm_exec.js, which the build puts in front of this file) and answers render requests.
// The build (scripts/lib/template-engine.ts) bundles it with esbuild and defines these names.
import type {RenderRequest, RenderResult} from './api';
import type {FromWorker, ToWorker} from './protocol';

/** The wasm's parts in order: each file's name, beside this worker, and its size before compression. */
declare const __HELM_ENGINE_PARTS__: {name: string; bytes: number}[];
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

/** Why the download failed, in our words: the compiler reports it in its own. */
let downloadError: Error | undefined;
const failDownload = (message: string): never => {
  throw (downloadError = new Error(message));
};

/**
 * The wasm's parts, fetched at once and read in order as one stream, counted for the progress bar
 * and checked against the sizes the build wrote.
 */
function joined(urls: {url: string; bytes: number}[]): ReadableStream<Uint8Array> {
  const responses = urls.map(({url}) => fetch(url));
  // A part that fails while an earlier one is read is reported when its turn comes.
  for (const response of responses) response.catch(() => undefined);
  const total = urls.reduce((sum, part) => sum + part.bytes, 0);
  let index = 0;
  let inPart = 0;
  let loaded = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (!reader) {
          if (index === responses.length) return controller.close();
          const response = await responses[index];
          if (!response.ok || !response.body) failDownload(`The template engine could not be downloaded (HTTP ${response.status}).`);
          reader = response.body!.getReader();
          inPart = 0;
        }
        const {done, value} = await reader.read();
        if (done) {
          if (inPart !== urls[index].bytes) failDownload('The template engine file arrived incomplete.');
          reader = undefined;
          index++;
          continue;
        }
        inPart += value.length;
        // The parts come compressed; the sizes that count are the ones the streams yield.
        if (inPart > urls[index].bytes) failDownload('The template engine file is not the one this build made.');
        loaded += value.length;
        post({type: 'progress', loaded, total});
        return controller.enqueue(value);
      }
    },
    cancel: () => reader?.cancel(),
  });
}

async function start(): Promise<void> {
  const go = new Go();
  const parts = __HELM_ENGINE_PARTS__.map(({name, bytes}) => ({url: new URL(name, scope.location.href).href, bytes}));
  // Compiled as it arrives, so that little is left to do once the last byte is in.
  const module = new Response(joined(parts), {headers: {'Content-Type': 'application/wasm'}});
  const {instance} = await WebAssembly.instantiateStreaming(module, go.importObject).catch((error: Error) => {
    throw downloadError ?? error;
  });
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

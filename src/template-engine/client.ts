// Runs the engine in a Web Worker made on first use, so that no page pays for it at start and a
// template that never ends cannot freeze the page: past the time limit the worker is terminated
// and the next request gets a fresh one.
import type {RenderRequest, RenderResult} from './api';
import {ENGINE_UNAVAILABLE, timeLimitError, type FromWorker, type ToWorker} from './protocol';

// The build (src/plugins/template-engine) replaces this name with where the engine's files are,
// or with null when the build had no Go to make them.
declare const __HELM_TEMPLATE_ENGINE__: {worker: string; wasmBytes: number} | null | undefined;

// Long enough for Sprig's key and certificate functions: genCA and genSignedCert each make an RSA
// key, which takes WebAssembly one to four seconds on a laptop and several times that on a phone.
export const DEFAULT_TIMEOUT_MS = 20_000;

type Pending = {resolve: (result: RenderResult) => void; timer: ReturnType<typeof setTimeout>; limit: number};

let worker: Worker | undefined;
let ready: Promise<void> | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();
const listeners = new Set<(loaded: number, total: number) => void>();

function engine(): {worker: string; wasmBytes: number} | null {
  return typeof __HELM_TEMPLATE_ENGINE__ === 'undefined' ? null : __HELM_TEMPLATE_ENGINE__;
}

function start(): Promise<void> {
  const where = engine();
  if (!where) return Promise.reject(new Error(ENGINE_UNAVAILABLE));
  const made = new Worker(where.worker);
  worker = made;
  return new Promise<void>((resolve, reject) => {
    made.onmessage = ({data}: MessageEvent<FromWorker>) => {
      if (data.type === 'progress') for (const listener of listeners) listener(data.loaded, data.total);
      else if (data.type === 'ready') resolve();
      else if (data.type === 'failed') reject(new Error(data.message));
      else if (data.type === 'exited') retire(made);
      else if (data.type === 'result') {
        const waiting = pending.get(data.id);
        if (!waiting) return;
        pending.delete(data.id);
        clearTimeout(waiting.timer);
        waiting.resolve(data.result);
      }
    };
    made.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message || 'The template engine could not start.'));
    };
  });
}

/** A worker whose engine has stopped gets no more requests; the next one starts a fresh worker. */
function retire(old: Worker): void {
  if (worker !== old) return;
  worker = undefined;
  ready = undefined;
  old.terminate();
}

export function loadEngine(onProgress?: (loaded: number, total: number) => void): Promise<void> {
  if (onProgress) listeners.add(onProgress);
  ready ??= start();
  const loading = ready;
  // A failed start is not kept: the next call tries again (a dropped connection, say).
  loading.catch(() => {
    if (ready === loading) stop();
  });
  return onProgress ? loading.finally(() => listeners.delete(onProgress)) : loading;
}

/** Ends the worker and answers every request still waiting with `error`. */
function stop(error?: string): void {
  worker?.terminate();
  worker = undefined;
  ready = undefined;
  for (const [id, waiting] of pending) {
    clearTimeout(waiting.timer);
    pending.delete(id);
    waiting.resolve({ok: false, error: error ?? timeLimitError(waiting.limit)});
  }
}

// One request at a time: the engine renders one chart at a time anyway, and a request's time
// limit must count from when the worker starts on it, not from when it joined the queue.
let queue: Promise<unknown> = Promise.resolve();

export function render(req: RenderRequest): Promise<RenderResult> {
  const result = queue.then(() => renderNow(req));
  queue = result;
  return result;
}

async function renderNow(req: RenderRequest): Promise<RenderResult> {
  try {
    await loadEngine();
  } catch (error) {
    return {ok: false, error: `Error: ${(error as Error).message}`};
  }
  const limit = req.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const id = nextId++;
  return new Promise<RenderResult>((resolve) => {
    const timer = setTimeout(() => stop(timeLimitError(limit)), limit);
    pending.set(id, {resolve, timer, limit});
    const message: ToWorker = {type: 'render', id, req};
    worker?.postMessage(message);
  });
}

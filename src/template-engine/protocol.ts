// The messages between the page (client.ts) and the engine's worker (worker.ts).
import type {RenderRequest, RenderResult} from './api';

export type ToWorker = {type: 'render'; id: number; req: RenderRequest};

export type FromWorker =
  | {type: 'progress'; loaded: number; total: number}
  | {type: 'ready'}
  | {type: 'failed'; message: string}
  | {type: 'result'; id: number; result: RenderResult};

export const ENGINE_UNAVAILABLE = 'The template engine is not part of this build (it was built without Go).';

export function timeLimitError(ms: number): string {
  return `Error: rendering took longer than the time limit of ${ms} ms and was stopped`;
}

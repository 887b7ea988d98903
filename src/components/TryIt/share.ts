/**
 * The playground's shareable link: the chart, its values, `--set` and release name as JSON,
 * compressed with the browser's own deflate (CompressionStream 'deflate-raw') and written in
 * base64url after `#chart=` in the fragment, which never reaches a server. Reading a fragment
 * trusts nothing in it: a fragment longer than MAX_FRAGMENT, one that inflates past MAX_INFLATED
 * (read chunk by chunk, so a small bomb stops early), one that is not our JSON, or a chart with
 * more than MAX_FILES files is refused with a reason the page shows.
 */
import type {ChartFiles} from '../../template-engine/api';

export const FRAGMENT_KEY = 'chart=';
/** The longest fragment read: about 190 KB of compressed chart, well past any chart of the guide. */
export const MAX_FRAGMENT = 256 * 1024;
/** The most a fragment may inflate to. */
export const MAX_INFLATED = 2 * 1024 * 1024;
export const MAX_FILES = 200;

export type SharedChart = {
  files: ChartFiles;
  values: string;
  set: string;
  releaseName: string;
};

/** Why a fragment could not be read: the page words each reason in the reader's language. */
export type ShareProblem = 'too-long' | 'not-base64' | 'not-deflate' | 'too-large' | 'not-chart';

export class ShareError extends Error {
  constructor(readonly problem: ShareProblem) {
    super(problem);
    this.name = 'ShareError';
  }
}

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array => {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new ShareError('not-base64');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // The write and close settle only as the output is read; their rejections surface through read().
  writer.write(bytes).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new ShareError('too-large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The fragment (without `#`) that carries the chart. */
export async function encodeChart(chart: SharedChart): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(chart));
  const packed = await pipe(json, new CompressionStream('deflate-raw'), Infinity);
  return `${FRAGMENT_KEY}${toBase64Url(packed)}`;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string');

/** A file path inside a chart: relative, no `..`, no empty part. */
export const isChartPath = (path: string): boolean =>
  path.length > 0 &&
  path.length <= 255 &&
  !path.startsWith('/') &&
  path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** Whether a fragment is one of ours at all (`#chart=…`); any other fragment is a heading id. */
export const isShareFragment = (hash: string): boolean => hash.replace(/^#/, '').startsWith(FRAGMENT_KEY);

/** The chart a fragment carries; throws a ShareError when it carries none that can be trusted. */
export async function decodeChart(hash: string): Promise<SharedChart> {
  const text = hash.replace(/^#/, '').slice(FRAGMENT_KEY.length);
  if (text.length > MAX_FRAGMENT) throw new ShareError('too-long');
  const packed = fromBase64Url(text);
  let json: Uint8Array;
  try {
    json = await pipe(packed, new DecompressionStream('deflate-raw'), MAX_INFLATED);
  } catch (error) {
    throw error instanceof ShareError ? error : new ShareError('not-deflate');
  }
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(json));
  } catch {
    throw new ShareError('not-chart');
  }
  const chart = data as Partial<SharedChart>;
  if (
    !isStringRecord(chart.files) ||
    Object.keys(chart.files).length > MAX_FILES ||
    !Object.keys(chart.files).every(isChartPath) ||
    typeof chart.values !== 'string' ||
    typeof chart.set !== 'string' ||
    typeof chart.releaseName !== 'string'
  )
    throw new ShareError('not-chart');
  return {files: chart.files, values: chart.values, set: chart.set, releaseName: chart.releaseName};
}

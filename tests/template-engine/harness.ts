/**
 * Puts the template engine's page-side module (src/template-engine/api.ts) into a page of the
 * built site as `window.HelmEngine`, pointed at the engine files the build wrote, for the specs
 * that drive the real worker and WebAssembly in Chromium before any page of ours imports it.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {buildSync} from 'esbuild';
import type {Page} from '@playwright/test';
import {ROOT} from '../contract';

export const ENGINE_DIR = join(ROOT, 'build/assets/engine');

/** The name of a part of the wasm, and its number from 1. */
const PART = /^helm-template\.\w+-(\d+)\.wasm$/;

/** The built engine's files, the wasm's parts in order (undefined when the build had no Go). */
export function builtEngine(): {worker: string; parts: string[]; partBytes: number[]; wasmBytes: number} | undefined {
  if (!existsSync(ENGINE_DIR)) return undefined;
  const names = readdirSync(ENGINE_DIR);
  const worker = names.find((n) => /^worker\.\w+\.js$/.test(n));
  const parts = names.filter((n) => PART.test(n)).sort((a, b) => Number(PART.exec(a)![1]) - Number(PART.exec(b)![1]));
  if (!worker || parts.length === 0) return undefined;
  const partBytes = parts.map((n) => statSync(join(ENGINE_DIR, n)).size);
  return {
    worker: `/assets/engine/${worker}`,
    parts: parts.map((n) => `/assets/engine/${n}`),
    partBytes,
    wasmBytes: partBytes.reduce((a, b) => a + b, 0),
  };
}

export function harnessScript(engine: {worker: string; wasmBytes: number}): string {
  return buildSync({
    entryPoints: [join(ROOT, 'src/template-engine/api.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'HelmEngine',
    write: false,
    define: {__HELM_TEMPLATE_ENGINE__: JSON.stringify({worker: engine.worker, wasmBytes: engine.wasmBytes})},
  }).outputFiles[0].text;
}

/** The harness's address: a file of the site's own origin, which its CSP allows (an inline script it refuses). */
const HARNESS_PATH = '/__template-engine-harness.js';

export async function addHarness(page: Page, engine: {worker: string; wasmBytes: number}): Promise<void> {
  const script = harnessScript(engine);
  await page.route(`**${HARNESS_PATH}`, (route) => route.fulfill({body: script, contentType: 'text/javascript'}));
  await page.addScriptTag({url: HARNESS_PATH});
}

/** A chart's files for the page: UTF-8 ones as text, the others as base64, made bytes there. */
export function forPage(files: Record<string, Buffer | string>): {text: Record<string, string>; b64: Record<string, string>} {
  const text: Record<string, string> = {};
  const b64: Record<string, string> = {};
  for (const [name, content] of Object.entries(files)) {
    const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const asText = bytes.toString('utf8');
    if (Buffer.from(asText).equals(bytes)) text[name] = asText;
    else b64[name] = bytes.toString('base64');
  }
  return {text, b64};
}

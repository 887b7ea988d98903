/**
 * The Content-Security-Policy's script hashes, computed from the build. Docusaurus writes inline
 * scripts into every page (its start-up script, which sets the colour mode and the announcement
 * bar's state before the first paint and which src/plugins/light-only follows; the base-URL
 * warning of each home page), and each release may change their text. A hash kept by hand blocked
 * them on every host without failing any build or unit test; so `npm run build` (and the finishing
 * step of `docusaurus build --locale es`) hashes every distinct inline script of the pages it wrote
 * and writes the policy into each host's file in the build:
 *
 * - `_headers`, Cloudflare Pages' headers (deploy/render.ts renderHeaders), which scripts/serve.mjs
 *   also reads its policy from;
 * - `_nginx-headers.conf`, the `add_header` line that deploy/nginx.conf includes from its root.
 *
 * Then it reads both files back and checks every page against them (checkHostHeaders), so a page
 * rewritten after hashing, or a host file that disagrees with the pages or with the other host,
 * stops the build, naming the script.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative} from 'node:path';
import {NGINX_HEADERS_FILE} from '../../deploy/hidden-files';

export const PAGES_HEADERS_FILE = '_headers';
export {NGINX_HEADERS_FILE};

const DOCUSAURUS = (createRequire(__filename)('@docusaurus/core/package.json') as {version: string}).version;

/** `<script>` elements without `src`: their attributes and their text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** A `type` the browser runs as a script (any other, as JSON-LD, is data and needs no hash). */
const RUNS = /^(|text\/javascript|application\/javascript|module)$/i;

/** The inline scripts of a page that a browser runs. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = attrs.match(/\stype=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i);
    if (RUNS.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) scripts.push(body);
  }
  return scripts;
}

/** The CSP source of a script's text: `'sha256-<base64>'`. */
export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** What an inline script is, for a message that names it. */
export function scriptSurface(body: string): string {
  if (body.includes('data-theme') && body.includes('announcement'))
    return `Docusaurus ${DOCUSAURUS} inline start-up script: colour mode and announcement bar, with src/plugins/light-only`;
  if (body.includes('base-url-issue-banner')) return `Docusaurus ${DOCUSAURUS} inline base-URL warning script`;
  return `an inline script that is neither of Docusaurus ${DOCUSAURUS}'s known ones`;
}

/** The HTML files under `dir`. */
export function htmlFiles(dir: string): string[] {
  return (readdirSync(dir, {recursive: true}) as string[]).filter((rel) => rel.endsWith('.html')).map((rel) => join(dir, rel));
}

export type InlineScript = {hash: string; surface: string; pages: number; example: string};

/** Every distinct inline script of these pages, in a stable order (by hash). */
export function collectScripts(files: readonly string[]): InlineScript[] {
  const found = new Map<string, InlineScript>();
  for (const file of files) {
    for (const body of inlineScripts(readFileSync(file, 'utf8'))) {
      const hash = scriptHash(body);
      const seen = found.get(hash);
      if (seen) seen.pages++;
      else found.set(hash, {hash, surface: scriptSurface(body), pages: 1, example: file});
    }
  }
  return [...found.values()].sort((a, b) => (a.hash < b.hash ? -1 : 1));
}

/** The `script-src` hashes of a policy. */
export const policyHashes = (csp: string): string[] =>
  (csp.split(/;\s*/).find((d) => d.startsWith('script-src ')) ?? '').split(/\s+/).filter((s) => s.startsWith("'sha256-"));

/** The inline scripts of a page that `csp` (the policy a host sent with it) would block, each named. */
export function blockedScripts(html: string, csp: string | null | undefined): string[] {
  const allowed = new Set(policyHashes(csp ?? ''));
  return inlineScripts(html)
    .filter((body) => !allowed.has(scriptHash(body)))
    .map((body) => `CSP script hashes (${scriptSurface(body)}): ${scriptHash(body)} is not in the policy sent with the page`);
}

/** The policy a host file of the build holds, or undefined when it has none. */
export function readHostPolicy(dir: string, file: string): string | undefined {
  const path = join(dir, file);
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  return file === NGINX_HEADERS_FILE
    ? text.match(/^\s*add_header Content-Security-Policy "([^"]+)" always;$/m)?.[1]
    : text.match(/^ {2}Content-Security-Policy: (.+)$/m)?.[1];
}

/** Writes each host's file into `dir`, with a policy that allows exactly `scripts`. */
export async function writeHostHeaders(dir: string, scripts: readonly InlineScript[]): Promise<void> {
  // deploy/render.ts loads the routing table (the legacy URL facts, every docs version's routes):
  // only the step that writes the files pays for it.
  const {renderHeaders, renderNginxHeaders} = await import('../../deploy/render');
  const {contentSecurityPolicy} = await import('../../deploy/routes');
  const csp = contentSecurityPolicy(scripts.map((s) => s.hash));
  writeFileSync(join(dir, PAGES_HEADERS_FILE), renderHeaders(csp));
  writeFileSync(join(dir, NGINX_HEADERS_FILE), renderNginxHeaders(csp));
}

/**
 * What is wrong between the pages and the host files in `dir`, one line a problem: a host file
 * missing or without a policy, the two disagreeing, a page's inline script that a host would block.
 */
export function hostHeaderProblems(dir: string, files: readonly string[], scripts = collectScripts(files)): string[] {
  const problems: string[] = [];
  const policies = [PAGES_HEADERS_FILE, NGINX_HEADERS_FILE].map((file) => ({file, csp: readHostPolicy(dir, file)}));
  for (const {file, csp} of policies) if (!csp) problems.push(`${join(dir, file)} holds no Content-Security-Policy`);
  const [pages, nginx] = policies.map(({csp}) => csp);
  if (pages && nginx && pages !== nginx) problems.push(`${PAGES_HEADERS_FILE} and ${NGINX_HEADERS_FILE} send different policies`);
  for (const {file, csp} of policies) {
    if (!csp) continue;
    const allowed = new Set(policyHashes(csp));
    for (const s of scripts) {
      if (!allowed.has(s.hash)) {
        problems.push(
          `CSP script hashes (${s.surface}): ${s.pages} pages, ${relative(dir, s.example)} first, carry an inline script whose hash ${s.hash} is not in ${file}`,
        );
      }
    }
  }
  return problems;
}

/** hostHeaderProblems as an error to stop a build with, or nothing. */
export function checkHostHeaders(dir: string, files: readonly string[]): void {
  const problems = hostHeaderProblems(dir, files);
  if (problems.length) throw new Error(`The build's Content-Security-Policy would block its own pages:\n  ${problems.join('\n  ')}`);
}

/** Hashes the pages, writes the host files into `dir` and checks them: the finishing step of a whole build. */
export async function finishHostHeaders(dir: string, files: readonly string[]): Promise<string> {
  const scripts = collectScripts(files);
  await writeHostHeaders(dir, scripts);
  checkHostHeaders(dir, files);
  return `[csp] ${scripts.length} inline scripts over ${files.length} pages: ${scripts.map((s) => `${s.hash} (${s.surface}, ${s.pages} pages)`).join(', ')}`;
}

import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {localized, type Locale} from '../contract';
import {unpackPage, type PackedPage, type TryItBlock} from '../../src/components/TryIt/data';
import {tryItMismatch} from '../../scripts/lib/examples/tryit-compare';
import {binary, TOOLS} from '../../scripts/lib/tools';
import {helmTemplate, type Rendered, type TemplateRequest} from '../helm-template';

// "Try it" under the chart template guide's examples and the playground: nothing of the editor or
// the engine loads before the reader asks; the editor opens with focus on it, works by keyboard,
// passes axe and gives focus back when it closes; the playground's link carries a chart and a
// broken link is refused with a message. The last tests need the engine in the build
// (src/template-engine): every example renders in the browser as its page shows and as the Helm
// binary renders the same chart, and a chart typed into the playground renders as the binary does.

const PAGE = '/docs/chart_template_guide/values_files';
const PLAYGROUND = '/docs/chart_template_guide/playground';
const WIDTHS = [390, 1280] as const;
const TRY = {en: 'Try it', es: 'Pruébalo'};
const EDITOR = {en: 'Try this example', es: 'Prueba este ejemplo'};
const CLOSE = {en: 'Close the editor', es: 'Cerrar el editor'};
const OPEN_PLAYGROUND = {en: 'Open the playground', es: 'Abrir la zona de pruebas'};
const YOUR_CHART = {en: 'Your chart', es: 'Tu chart'};
const SHARE = {en: 'Copy link to this chart', es: 'Copiar el enlace a este chart'};
const LINK = {en: 'Link to this chart', es: 'Enlace a este chart'};
const CONTENTS = {en: 'Contents of', es: 'Contenido de'};
const DAMAGED = {en: 'The link is damaged', es: 'El enlace está dañado'};
const TOO_LONG = {en: 'The link is too long', es: 'El enlace es demasiado largo'};
/** The engine's files (src/plugins/template-engine writes them under assets/engine/) and any WebAssembly. */
const ENGINE_REQUEST = /\/assets\/engine\/|\.wasm(\?|$)/;

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]').waitFor();

/** Every URL the page requests, from now on. */
function requests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

for (const locale of LOCALES.all as readonly Locale[]) {
  for (const width of WIDTHS) {
    test(`Try it loads nothing until pressed, then opens the editor by keyboard with focus on it, and Escape gives focus back (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      const urls = requests(page);
      await page.goto(localized(PAGE, locale));
      await hydrated(page);
      const startup = new Set(urls);
      expect(urls.filter((u) => ENGINE_REQUEST.test(u))).toEqual([]);
      // The editor's code is in none of the scripts the page loaded: its status line's attribute is unique to it.
      const scripts = [...startup].filter((u) => /\.js(\?|$)/.test(u));
      const bodies = await Promise.all(scripts.map((u) => page.evaluate((url) => fetch(url).then((r) => r.text()), u)));
      expect(bodies.filter((b) => b.includes('data-status')).length, 'startup scripts holding the editor').toBe(0);

      const button = page.getByRole('button', {name: TRY[locale], exact: true}).first();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      const editor = page.getByRole('region', {name: EDITOR[locale]});
      await expect(editor).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(urls.filter((u) => !startup.has(u)).length, 'requests made on pressing').toBeGreaterThan(0);
      const status = editor.getByRole('status');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await expect(status).not.toBeEmpty();

      // Keyboard only: Tab reaches the file list, and a file's textarea takes typing.
      await page.keyboard.press('Tab');
      await expect(editor.getByRole('button').first()).toBeFocused();
      const file = editor.getByRole('textbox', {name: new RegExp(`^${CONTENTS[locale]} `)});
      await file.focus();
      await page.keyboard.type('# typed\n');
      await expect(file).toHaveValue(/# typed/);

      const {violations} = await new AxeBuilder({page}).include(`[data-block]`).analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(editor).toHaveCount(0);
      await expect(button).toBeFocused();
      // The close button does the same.
      await page.keyboard.press('Enter');
      await expect(editor).toBeFocused();
      await editor.getByRole('button', {name: CLOSE[locale]}).click();
      await expect(button).toBeFocused();
    });

    test(`the playground's link carries the chart, and a broken link is refused with a message (${locale}, ${width} px)`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({width, height: 900});
      const urls = requests(page);
      await page.goto(localized(PLAYGROUND, locale));
      await hydrated(page);
      expect(urls.filter((u) => ENGINE_REQUEST.test(u))).toEqual([]);
      await page.getByRole('button', {name: OPEN_PLAYGROUND[locale]}).click();
      const editor = page.getByRole('region', {name: YOUR_CHART[locale]});
      await expect(editor).toBeFocused();
      const file = editor.getByRole('textbox', {name: `${CONTENTS[locale]} templates/configmap.yaml`});
      await file.fill('apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shared-{{ .Release.Name }}\n');
      await page.getByRole('button', {name: SHARE[locale]}).click();
      const link = await page.getByRole('textbox', {name: LINK[locale]}).inputValue();
      expect(link).toMatch(/#chart=[A-Za-z0-9_-]+$/);
      expect(page.url()).toBe(link);

      const other = await context.newPage();
      await other.goto(link);
      const restored = other.getByRole('textbox', {name: `${CONTENTS[locale]} templates/configmap.yaml`});
      await expect(restored).toHaveValue('apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shared-{{ .Release.Name }}\n');
      await other.close();

      for (const [fragment, message] of [
        ['#chart=%%%garbage', DAMAGED[locale]],
        [`#chart=${'A'.repeat(300_000)}`, TOO_LONG[locale]],
      ] as const) {
        const hostile = await context.newPage();
        await hostile.goto(`${localized(PLAYGROUND, locale)}${fragment}`);
        await expect(hostile.getByRole('alert')).toContainText(message);
        // The starter chart opens instead, and the page still answers.
        await expect(hostile.getByRole('textbox', {name: `${CONTENTS[locale]} templates/configmap.yaml`})).toHaveValue(/kind: ConfigMap/);
        await hostile.close();
      }
    });
  }
}

// What follows needs the engine in the build (src/template-engine, built by `npm run build` with Go).

const DATA = resolve(__dirname, '../../src/data/tryit');
const HELM = binary(TOOLS.helm3);

/** `helm template` of a chart's files by the Helm 3.19.0 binary, as the editor asks the engine. */
async function binaryRender(block: TemplateRequest): Promise<Rendered> {
  const dir = mkdtempSync(join(tmpdir(), 'tryit-e2e-'));
  try {
    return await helmTemplate(HELM, block, dir);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The editor's output once a render is done: the text and whether Helm succeeded. */
async function editorOutput(page: Page, region: ReturnType<Page['getByRole']>): Promise<{ok: boolean; text: string}> {
  const output = region.locator('pre[data-result]');
  await expect(output).toHaveAttribute('data-result', /ok|error/, {timeout: 60_000});
  await expect(output).toHaveAttribute('aria-busy', 'false');
  return {ok: (await output.getAttribute('data-result')) === 'ok', text: (await output.locator('code').textContent()) ?? ''};
}

/** The binary's stderr and the engine's error compare without the folder the binary read the chart from. */
/** Sprig's functions whose result differs at each render: keys, certificates, random strings. */
const RANDOM =
  /\b(genCA|genPrivateKey|genSelfSignedCert|genSignedCert|randAlpha|randAlphaNum|randAscii|randNumeric|randBytes|randInt|uuidv4)\b/;
/** Each value after `key: ` left out, for a chart that calls RANDOM: the same keys and lines, in order. */
const keysOnly = (text: string) => text.replace(/^(\s*[\w.-]+:)\s.*$/gm, '$1 …');

const sameAsBinary = (engine: {ok: boolean; text: string}, helm: {ok: boolean; text: string}, files: Record<string, string> = {}) => {
  const random = Object.values(files).some((text) => RANDOM.test(text));
  const shape = (text: string) => (random ? keysOnly(text) : text).trim();
  return engine.ok === helm.ok && shape(engine.text) === shape(helm.text.replace(/\/tmp\/tryit-e2e-\w+\/chart/g, 'chart'));
};

for (const locale of LOCALES.all as readonly Locale[]) {
  for (const file of readdirSync(join(DATA, locale))) {
    const name = file.replace(/\.json$/, '');
    const {blocks} = unpackPage(JSON.parse(readFileSync(join(DATA, locale, file), 'utf8')) as PackedPage);
    test(`every Try it of ${name} renders as the page shows and as the Helm binary does (${locale})`, async ({page}) => {
      test.setTimeout(Object.keys(blocks).length * 60_000);
      await page.goto(localized(`/docs/chart_template_guide/${name}`, locale));
      await hydrated(page);
      const problems: string[] = [];
      for (const [index, block] of Object.entries(blocks) as [string, TryItBlock][]) {
        const holder = page.locator(`[data-block="${index}"]`);
        // On a long page a later section stays the server's markup, with the button disabled,
        // until the reader scrolls near it (src/components/DeferredSection); a click waits for an
        // enabled button before it scrolls, so scroll first, as the reader does. The section's
        // markup is replaced as React renders it: a scroll that meets the old element is tried again.
        await expect(() => holder.scrollIntoViewIfNeeded({timeout: 5_000})).toPass({timeout: 30_000});
        const button = holder.getByRole('button', {name: TRY[locale], exact: true});
        await expect(button).toBeEnabled();
        await button.click();
        const region = holder.getByRole('region', {name: EDITOR[locale]});
        const got = await editorOutput(page, region);
        const why = tryItMismatch(block, got);
        if (why) problems.push(`block ${index}: ${why}`);
        const helm = await binaryRender(block);
        if (!sameAsBinary(got, helm, block.files)) problems.push(`block ${index}: the engine gives\n${got.text}\nthe binary\n${helm.text}`);
        await region.getByRole('button', {name: CLOSE[locale]}).click();
      }
      expect(problems).toEqual([]);
    });
  }
}

test('a chart typed into the playground renders exactly as helm template does', async ({page}) => {
  await page.goto(PLAYGROUND);
  await hydrated(page);
  await page.getByRole('button', {name: OPEN_PLAYGROUND.en}).click();
  const region = page.getByRole('region', {name: YOUR_CHART.en});
  // A chart the page has never seen: a helper, a range over a map, a failing required value fixed by --set.
  const chart = {
    'Chart.yaml': 'apiVersion: v2\nname: hidden\nversion: 2.3.4\nappVersion: "9"\n',
    'values.yaml': 'rooms:\n  east: 3\n  west: 5\nowner: null\n',
    'templates/_names.tpl': '{{- define "hidden.name" -}}{{ .Release.Name }}-{{ .Chart.Name | trunc 4 }}{{- end -}}\n',
    'templates/rooms.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ include "hidden.name" . }}\ndata:\n{{- range $room, $seats := .Values.rooms }}\n  {{ $room }}: {{ mul $seats 2 | quote }}\n{{- end }}\n  owner: {{ required "owner is required" .Values.owner | upper }}\n  version: {{ .Chart.Version | replace "." "-" }}\n',
  };
  // The starter chart's files go first.
  for (const path of ['Chart.yaml', 'values.yaml', 'templates/_helpers.tpl', 'templates/configmap.yaml']) {
    await region.getByRole('button', {name: path, exact: true}).click();
    await region.getByRole('button', {name: `Remove ${path}`}).click();
  }
  for (const [path, text] of Object.entries(chart)) {
    await region.getByRole('textbox', {name: 'New file'}).fill(path);
    await region.getByRole('button', {name: 'Add file'}).click();
    await region.getByRole('textbox', {name: `Contents of ${path}`}).fill(text);
  }
  await region.getByRole('textbox', {name: 'Release name'}).fill('vault');
  // Each edit renders; wait for the render of the whole chart, not one of the chart half typed.
  await expect(region.locator('pre[data-result] code')).toContainText('owner is required', {timeout: 60_000});
  const failing = await editorOutput(page, region);
  const files = Object.fromEntries(Object.entries(chart));
  expect(sameAsBinary(failing, await binaryRender({files, releaseName: 'vault'}))).toBe(true);
  expect(failing.text).toContain('owner is required');
  await region.getByRole('textbox', {name: '--set (one per line)'}).fill('owner=ana\nrooms.north=1');
  await expect(region.locator('pre[data-result] code')).toContainText('owner: ANA', {timeout: 60_000});
  const fixed = await editorOutput(page, region);
  expect(sameAsBinary(fixed, await binaryRender({files, releaseName: 'vault', set: ['owner=ana', 'rooms.north=1']}))).toBe(true);
});

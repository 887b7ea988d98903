// scripts/lib/critical-css.ts: what a page inlines, and how the full styles still load.
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {inlineCriticalCss} from '../../scripts/lib/critical-css';

const dir = mkdtempSync(join(tmpdir(), 'helm-critical-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const write = (rel: string, text: string) => {
  mkdirSync(join(dir, rel, '..'), {recursive: true});
  writeFileSync(join(dir, rel), text);
};

const page = (css: string) =>
  `<!doctype html><html lang=es><head><meta charset=utf-8><title>t</title><link rel=stylesheet href=${css}>` +
  `<script src=/assets/js/main.js defer></script></head><body><nav class=navbar>Helm</nav><main><p class=lead>Hola</p></main></body></html>`;

describe('critical CSS', () => {
  it('inlines the rules a page uses and loads the rest without blocking the paint or running inline code', async () => {
    write(
      'es/assets/css/styles.css',
      [
        '.navbar{height:60px}',
        '.lead{font-size:20px}',
        // As Infima's minified icons are written: escaped double quotes inside a double-quoted data URL.
        ':root{--icon:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\" viewBox=\\"0 0 24 24\\"></svg>")}',
        '.DocSearch-Modal{position:fixed}',
        '[data-theme=light] .navbar{color:#000}',
        'html[data-announcement-bar-initially-dismissed=true] .announcementBar{display:none}',
        '@media (max-width:996px){.navbar{height:50px}.sidebar{width:0}}',
      ].join('\n'),
    );
    write('es/docs/index.html', page('/es/assets/css/styles.css'));
    write('go/index.html', '<!doctype html><meta name=go-import content="helm.sh/helm/v3 git https://github.com/helm/helm">');
    const result = await inlineCriticalCss(join(dir, 'es'), {root: dir, threads: 2});
    expect(result.pages).toBe(1);

    const html = readFileSync(join(dir, 'es/docs/index.html'), 'utf8');
    const style = html.match(/<style>([\s\S]*?)<\/style>/)![1];
    expect(style).toContain('.navbar{height:60px}');
    expect(style).toContain('.lead{font-size:20px}');
    expect(style).toContain('.navbar{height:50px}');
    // Set on <html> by the start-up script before the first paint, so kept though no element has it yet.
    expect(style).toContain('[data-theme=light] .navbar');
    expect(style).toContain('data-announcement-bar-initially-dismissed');
    expect(style).not.toContain('DocSearch-Modal');
    // Still the data URL, not a path below the stylesheet's folder.
    expect(style).toContain(`--icon:url("data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'></svg>")`);
    expect(style).not.toContain('.sidebar');

    expect(html).toMatch(/^<!doctype html><html lang="es">/);
    // The head preloads the stylesheet; the stylesheet itself is linked at the end of the body.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" href="\/es\/assets\/css\/styles\.css" as="style">/);
    expect(head).not.toMatch(/rel="?stylesheet/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/es\/assets\/css\/styles\.css"><\/body>/);
    // Our Content-Security-Policy runs no inline handler and only the inline scripts it names.
    expect(html).not.toMatch(/\son\w+=/);
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script src="/assets/js/main.js" defer>']);
  });
});

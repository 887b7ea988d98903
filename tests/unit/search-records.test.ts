import {describe, expect, it} from 'vitest';
import {pageRecords} from '../../scripts/lib/search-records';

const page = (htmlClass: string, meta: string, body: string) => `<!doctype html><html lang=es class="${htmlClass}"><head>${meta}
<link rel=canonical href=https://helm.sh/es/docs/intro/install></head><body>
<nav class=navbar><a class="navbar__item navbar__link navbar__link--active" href=/es/docs/>Documentación</a></nav>
<aside><ul class=menu__list><li><a class="menu__link menu__link--sublist menu__link--active" href=/es/docs/intro/>Introducción</a></ul></aside>
<main><article><nav class=theme-doc-breadcrumbs><ul><li>Inicio</li></ul></nav>${body}</article></main></body></html>`;
const docsMeta = `<meta name=docsearch:language content=es><meta name=docsearch:version content=3>
<meta name=docsearch:docusaurus_tag content=docs-default-3>`;
const docsPage = (body: string) => page('docs-wrapper plugin-docs docs-version-3 docs-doc-page', docsMeta, body);

describe('search records of a page', () => {
  const records = pageRecords(
    docsPage(`<div class="theme-doc-markdown markdown"><header><h1>Instalar Helm</h1></header>
<p>Helm es un binario.</p>
<h2 id=from-script>Desde el script<a class=hash-link href=#from-script>\u200b</a></h2>
<ul><li>Descarga <code>get-helm-3</code><ul><li>Con curl</li></ul></li></ul>
<div class=theme-code-block><pre><code><span>curl -fsSL</span></code></pre></div>
<h3 id=verify>Comprobar</h3><p>Ejecuta helm version.</p>
<h2 id=next>Siguiente</h2></div>`),
  );

  it('makes a record per heading and per paragraph or list item, in page order', () => {
    expect(records.map((r) => [r.type, r.content ?? r.hierarchy[r.type as 'lvl1']])).toEqual([
      ['lvl1', 'Instalar Helm'],
      ['content', 'Helm es un binario.'],
      ['lvl2', 'Desde el script'],
      ['content', 'Descarga get-helm-3'],
      ['content', 'Con curl'],
      ['lvl3', 'Comprobar'],
      ['content', 'Ejecuta helm version.'],
      ['lvl2', 'Siguiente'],
    ]);
    expect(records.map((r) => r.weight.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('takes lvl0 from the active sidebar category and lvl1 to lvl6 from the headings above', () => {
    expect(records[6].hierarchy).toEqual({
      lvl0: 'Introducción',
      lvl1: 'Instalar Helm',
      lvl2: 'Desde el script',
      lvl3: 'Comprobar',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records[7].hierarchy.lvl3).toBeNull();
  });

  it('links each record to the page, with the anchor of the heading it sits under', () => {
    expect(records[1]).toMatchObject({url: 'https://helm.sh/es/docs/intro/install', anchor: null});
    expect(records[6]).toMatchObject({url: 'https://helm.sh/es/docs/intro/install#verify', anchor: 'verify'});
    expect(new Set(records.map((r) => r.url_without_anchor))).toEqual(new Set(['https://helm.sh/es/docs/intro/install']));
  });

  it('carries the language, version and docusaurus tag of the page, and the level weight', () => {
    expect(records[0]).toMatchObject({language: 'es', version: ['3'], docusaurus_tag: ['docs-default-3'], weight: {level: 90}});
    expect(records[1].weight.level).toBe(0);
  });

  it('ignores pages without content of their own, and fails on a content page without search metadata', () => {
    expect(pageRecords(page('blog-wrapper blog-list-page', docsMeta, '<p>Posts</p>'))).toEqual([]);
    expect(() => pageRecords(page('docs-doc-page', '', '<div class=markdown><h1>T</h1></div>'))).toThrow(/docsearch meta/);
  });
});

describe('search records of a command page', () => {
  const flag = (id: string, name: string, text: string) =>
    `<div class="flag-list__item"><dt><a class="flag-list__name" id="${id}" href="#${id}"><code>${name}</code></a></dt>` +
    `<dd class="flag-list__facts"><span class="flag-list__fact">Tipo: <code>bool</code></span></dd><dd class="flag-list__text">${text}</dd></div>`;
  const records = pageRecords(
    docsPage(`<div class="theme-doc-markdown markdown"><header><h1>helm install</h1></header>
<h2 id=options>Opciones</h2><p>Opciones que acepta helm install.</p>
<dl class=flag-list>${flag('flag-atomic', '--atomic', 'Desinstala si falla.')}${flag('flag-wait', '--wait', 'Espera a los recursos.')}</dl>
<h2 id=see-also>Ver también</h2></div>`),
  );

  it("makes one record per flag, at the flag's own anchor, titled with its name below its section", () => {
    const flags = records.filter((r) => r.anchor?.startsWith('flag-'));
    expect(flags.map((r) => [r.url, r.type, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ['https://helm.sh/es/docs/intro/install#flag-atomic', 'content', 'Opciones', '--atomic', 'Desinstala si falla.'],
      ['https://helm.sh/es/docs/intro/install#flag-wait', 'content', 'Opciones', '--wait', 'Espera a los recursos.'],
    ]);
  });

  it("keeps the records after the list at their heading's anchor", () => {
    expect(records.at(-1)).toMatchObject({anchor: 'see-also', type: 'lvl2', hierarchy: {lvl2: 'Ver también', lvl3: null}});
    expect(records.filter((r) => r.anchor === 'options').map((r) => r.type)).toEqual(['lvl2', 'content']);
  });
});

describe('search records with output, for the embedded engine', () => {
  const body = `<div class="theme-doc-markdown markdown"><header><h1>Instalar Helm</h1></header>
<p>Helm comprueba la versión de Kubernetes.</p>
<h2 id=kube-version>Versión de Kubernetes</h2><p>Si no encaja, falla:</p>
<div class="language-text theme-code-block"><pre><code><span class=token-line>Error: chart requires kubeVersion: &gt;= 1.27.0</span><br><span class=token-line>which is incompatible</span></code></pre></div>
<div class="language-bash theme-code-block"><pre><code><span class=token-line>helm install web ./web</span></code></pre></div>
<table><thead><tr><th>Campo</th></tr></thead><tbody><tr><td>kubeVersion</td></tr></tbody></table></div>`;

  it('gives a section the text of its output blocks and table cells, lines apart, and leaves other code out', () => {
    const records = pageRecords(docsPage(body), {withOutput: true});
    const section = records.find((r) => r.anchor === 'kube-version' && r.type === 'lvl2')!;
    expect(section.output).toBe('Error: chart requires kubeVersion: >= 1.27.0 which is incompatible Campo kubeVersion');
    expect(records.filter((r) => r.output).length).toBe(1);
  });

  it("keeps Algolia's records as the crawler makes them: no output unless asked", () => {
    expect(pageRecords(docsPage(body)).some((r) => 'output' in r)).toBe(false);
  });
});

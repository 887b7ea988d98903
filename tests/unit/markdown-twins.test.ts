// The Markdown twins (scripts/lib/markdown-twins.ts), where they are (src/markdown-twin/path.ts)
// and the llms.txt that lists them (scripts/lib/llms-txt.ts), on pages shaped as Docusaurus 3.7
// renders them. tests/e2e/markdown-twins.spec.ts checks the real build and its hosts.
import {describe, expect, it} from 'vitest';
import {HELM_3_SUPPORTED_UNTIL, llmsFullTxt, llmsTxt, sidebarOrder, type WrittenTwin} from '../../scripts/lib/llms-txt';
import {pageTwin} from '../../scripts/lib/markdown-twins';
import {twinPath} from '../../src/markdown-twin/path';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

describe('twinPath', () => {
  it('is the URL plus .md, without a trailing slash, and index.md for a locale home', () => {
    expect(twinPath('/docs/intro/install', '/')).toBe('/docs/intro/install.md');
    expect(twinPath('/docs/intro/', '/')).toBe('/docs/intro.md');
    expect(twinPath('/docs/', '/')).toBe('/docs.md');
    expect(twinPath('/', '/')).toBe('/index.md');
    expect(twinPath('/es/', '/es/')).toBe('/es/index.md');
    expect(twinPath('/es', '/es/')).toBe('/es/index.md');
    expect(twinPath('/es/docs/2/', '/es/')).toBe('/es/docs/2.md');
    expect(twinPath('/es/blog/page/2', '/es/')).toBe('/es/blog/page/2.md');
    expect(twinPath('/docs/intro/install.html', '/')).toBe('/docs/intro/install.md');
  });
});

/** A docs page as Docusaurus 3.7 renders it, minified as the build writes it, around `body`. */
const docsPage = (
  body: string,
  extra = '',
) => `<!doctype html><html lang=en-us dir=ltr class="docs-wrapper plugin-docs plugin-id-default docs-version-3 docs-doc-page docs-doc-id-intro/install"><head>
<title data-rh=true>Install Helm | Helm</title><meta data-rh=true name=description content="Install the helm CLI on *your* machine.">
<link data-rh=true rel=canonical href=https://helm.sh/docs/intro/install><meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-3>
</head><body><nav class=navbar><a href=/docs/>Docs</a></nav><div class=main-wrapper><aside class=theme-doc-sidebar-container><a href=/docs/faq>FAQ</a></aside>
<main class=docMainContainer_x><div class=row><div class="col docItemCol_x">${extra}<div class=docItemContainer_x><article>
<nav class="theme-doc-breadcrumbs breadcrumbsContainer_x" aria-label=Breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg viewBox="0 0 24 24"><path d=M0></path></svg></a></li><li class=breadcrumbs__item><span class=breadcrumbs__link>Introduction</span></li><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Install Helm</span></li></ul></nav>
<span class="theme-doc-version-badge badge badge--secondary">Version: 3.19.0</span>
<div class="theme-doc-toc-mobile tocCollapsible_x"><button type=button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Install Helm</h1></header>${body}</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><a href=https://github.com/helm/helm-www/edit/x>Edit this page</a></footer></article>
<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href=/docs/intro/quickstart><div class=pagination-nav__label>Quickstart</div></a><a class="pagination-nav__link pagination-nav__link--next" href=/docs/intro/using_helm><div class=pagination-nav__label>Using Helm</div></a></nav>
</div></div><div class="col col--3"><div class="tableOfContents_x thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents"><li><a href=#script>From the script</a></li></ul></div></div></div></main></div>
<footer class="footer footer--dark">Copyright</footer></body></html>`;

describe('pageTwin', () => {
  it('gives the title, the description and the content, without the chrome around it', () => {
    const twin = pageTwin(docsPage('<p>Helm runs on <strong>Linux</strong>, <em>macOS</em> and Windows.</p>'))!;
    expect(twin.url).toBe('https://helm.sh/docs/intro/install');
    expect(twin.title).toBe('Install Helm');
    expect(twin.markdown).toBe(
      '# Install Helm\n\n> Install the helm CLI on \\*your\\* machine.\n\nHelm runs on **Linux**, *macOS* and Windows.\n',
    );
    expect(twin.docs).toEqual({
      version: '3',
      sections: ['Introduction', 'Install Helm'],
      previous: 'https://helm.sh/docs/intro/quickstart',
      next: 'https://helm.sh/docs/intro/using_helm',
    });
    for (const chrome of ['Edit this page', 'On this page', 'Version: 3.19.0', 'Quickstart', 'FAQ', 'Copyright', 'From the script']) {
      expect(twin.markdown).not.toContain(chrome);
    }
  });

  it('keeps heading ids and makes links and images absolute', () => {
    const twin = pageTwin(
      docsPage(
        '<h2 class="anchor anchorWithStickyNavbar_x" id=from-script>From the <code>get-helm-3</code> script<a href=#from-script class=hash-link aria-label="Direct link to From the script" title="Direct link">\u200b</a></h2>' +
          '<p>See <a href=../faq/installing>the FAQ</a>, <a href=#from-script>above</a> and <a href=https://github.com/helm/helm>GitHub</a>.</p>' +
          '<h3 id=check>Check</h3><p><img src=/img/helm.svg alt="Helm logo"></p>',
      ),
    )!;
    expect(twin.markdown).toContain('## From the `get-helm-3` script {#from-script}\n');
    expect(twin.markdown).toContain('### Check {#check}\n');
    expect(twin.markdown).toContain(
      'See [the FAQ](https://helm.sh/docs/faq/installing), [above](https://helm.sh/docs/intro/install#from-script) and [GitHub](https://github.com/helm/helm).',
    );
    expect(twin.markdown).toContain('![Helm logo](https://helm.sh/img/helm.svg)');
    expect(twin.markdown).not.toContain('Direct link');
  });

  it('fences every code block with its language and title, longer than any backtick run inside', () => {
    const block = (lang: string, title: string, lines: string[]) =>
      `<div class="language-${lang} codeBlockContainer_x theme-code-block">${title ? `<div class=codeBlockTitle_x>${title}</div>` : ''}<div class=codeBlockContent_x><pre tabindex=0 class="prism-code language-${lang} codeBlock_x"><code class=codeBlockLines_x>${lines
        .map((l) => `<span class=token-line><span class="token plain">${l}</span><br></span>`)
        .join(
          '',
        )}</code></pre><div class=buttonGroup_x><button type=button aria-label="Copy code to clipboard">Copy</button></div></div></div>`;
    const twin = pageTwin(
      docsPage(
        block('bash', '', ['helm version', 'helm repo list']) +
          block('yaml', 'values.yaml', ['image:', '  tag: &quot;1.0&quot;']) +
          block('text', '', ['a ```fence``` inside', '']),
      ),
    )!;
    expect(twin.markdown).toContain('```bash\nhelm version\nhelm repo list\n```');
    expect(twin.markdown).toContain('```yaml title="values.yaml"\nimage:\n  tag: "1.0"\n```');
    expect(twin.markdown).toContain('````text\na ```fence``` inside\n````');
    expect(twin.markdown).not.toContain('Copy');
  });

  it('writes tabs as labelled sections, every tab, and admonitions as quotations', () => {
    const twin = pageTwin(
      docsPage(
        '<div class="tabs-container tabList_x"><ul role=tablist aria-orientation=horizontal class=tabs><li role=tab tabindex=0 aria-selected=true class="tabs__item tabs__item--active">Homebrew</li><li role=tab tabindex=-1 aria-selected=false class=tabs__item>Chocolatey</li></ul><div class=margin-top--md><div role=tabpanel class=tabItem_x><p>Run <code>brew install helm</code>.</p></div><div role=tabpanel class=tabItem_x hidden><p>Run <code>choco install kubernetes-helm</code>.</p></div></div></div>' +
          '<div class="theme-admonition theme-admonition-warning admonition_x alert alert--warning"><div class=admonitionHeading_x><span class=admonitionIcon_x><svg viewBox="0 0 16 16"><path d=M0></path></svg></span>warning</div><div class=admonitionContent_x><p>Never pipe a script you have not read.</p><p>Check it first.</p></div></div>',
      ),
    )!;
    expect(twin.markdown).toContain('**Homebrew**\n\nRun `brew install helm`.\n\n**Chocolatey**\n\nRun `choco install kubernetes-helm`.');
    expect(twin.markdown).toContain('> **warning**\n>\n> Never pipe a script you have not read.\n>\n> Check it first.');
  });

  it("lists a command's flags with their anchors, types and defaults", () => {
    const twin = pageTwin(
      docsPage(
        '<dl class=flag-list><div class=flag-list__item><dt><a class=flag-list__name id=flag-atomic href=#flag-atomic><code>--atomic</code></a></dt><dd class=flag-list__facts><span class=flag-list__fact>Type: <code>bool</code></span> <span class=flag-list__fact>Default: <code>false</code></span></dd><dd class=flag-list__text>Roll back on failure.</dd></div></dl>',
      ),
    )!;
    expect(twin.markdown).toContain('- `--atomic` {#flag-atomic}\n  Type: `bool` Default: `false`\n  Roll back on failure.');
  });

  it('writes lists, nested lists and tables', () => {
    const twin = pageTwin(
      docsPage(
        '<ol><li>Download</li><li>Unpack<ul><li>on Linux: <code>tar</code></li></ul></li></ol>' +
          '<table><thead><tr><th>Flag</th><th>Meaning</th></tr></thead><tbody><tr><td><code>-n</code></td><td>a | b</td></tr></tbody></table>',
      ),
    )!;
    expect(twin.markdown).toContain('1. Download\n2. Unpack\n   - on Linux: `tar`\n\n| Flag');
    expect(twin.markdown).toContain('| Flag | Meaning |\n| --- | --- |\n| `-n` | a \\| b |');
  });

  it('reads a table as the minifier writes it, with the optional end tags left out', () => {
    // `<th>B<tbody>`: a browser closes the header at <tbody>; htmlparser2 alone nests the body in it.
    const twin = pageTwin(
      docsPage('<table><thead><tr><th>Flag<th>Meaning<tbody><tr><td><code>-n</code><td>names<tr><td><code>-o</code><td>output</table>'),
    )!;
    expect(twin.markdown).toContain('| Flag | Meaning |\n| --- | --- |\n| `-n` | names |\n| `-o` | output |');
  });

  it('gives the version banner of an older version as a quotation', () => {
    const twin = pageTwin(
      docsPage(
        '<p>Text.</p>',
        '<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role=alert><div>This is documentation for Helm <b>2.17.0</b>, which is no longer actively maintained.</div></div>',
      ),
    )!;
    expect(twin.markdown).toContain('> This is documentation for Helm **2.17.0**, which is no longer actively maintained.\n\nText.');
  });

  it('gives no twin to a page without a canonical URL (the not-found page)', () => {
    expect(pageTwin(docsPage('<p>x</p>').replace(/<link[^>]*canonical[^>]*>/, ''))).toBeUndefined();
  });
});

const twin = (
  path: string,
  title: string,
  version: string | undefined,
  sections: string[],
  previous?: string,
  next?: string,
): WrittenTwin => {
  const url = `https://helm.sh${path}`;
  return {
    url,
    path: twinPath(path, '/'),
    title,
    description: `About ${title}.`,
    markdown: `# ${title}\n\n> About ${title}.\n\n## Part {#part}\n\nText of ${title}.\n`,
    kind: version ? 'docs-doc-page' : 'blog-post-page',
    docs: version
      ? {version, sections, previous: previous && `https://helm.sh${previous}`, next: next && `https://helm.sh${next}`}
      : undefined,
    bytes: 0,
  };
};

describe('llms.txt', () => {
  const twins = [
    twin('/docs/intro/install', 'Install', '3', ['Introduction'], '/docs/', '/docs/glossary'),
    twin('/docs/glossary', 'Glossary', '3', [], '/docs/intro/install', '/docs/topics/charts'),
    twin('/docs/', 'Docs home', '3', [], undefined, '/docs/intro/install'),
    twin('/docs/topics/charts', 'Charts', '3', ['Topics'], '/docs/glossary'),
    twin('/docs/2/', 'Helm 2', '2', []),
    twin('/blog/helm-v3-end-of-life', 'Helm 3 end of life', undefined, []),
  ];

  it("orders a version's pages as its sidebar does, by their next links", () => {
    expect(sidebarOrder(twins, '3').map((t) => t.title)).toEqual(['Docs home', 'Install', 'Glossary', 'Charts']);
  });

  it('follows llmstxt.org: a title, a summary, instructions, then sections of links to twins', () => {
    const text = llmsTxt('en', twins);
    const blocks = text.trimEnd().split('\n\n');
    expect(blocks[0]).toBe('# Helm');
    expect(blocks[1]).toMatch(/^> .*Helm 3\.19\.0.*2027-02-10/);
    expect(text).toContain('## Instructions for assistants\n\n- ');
    expect(text).toContain('## Introduction\n\n- [Install](https://helm.sh/docs/intro/install.md): About Install.');
    expect(text).toContain('## Glossary\n\n- [Glossary](https://helm.sh/docs/glossary.md): About Glossary.');
    expect(text).toContain('## Optional\n\n');
    expect(text).toContain('  - [Helm 2](https://helm.sh/docs/2.md)');
    expect(text).toContain('  - [Helm 3 end of life](https://helm.sh/blog/helm-v3-end-of-life.md)');
    expect(text.indexOf('## Introduction')).toBeLessThan(text.indexOf('## Topics'));
    // The migration guide is linked only when the build has it.
    expect(text).not.toContain('migration');
    const withGuide = llmsTxt('en', [
      ...twins,
      twin('/docs/topics/v3_v4_migration', 'Helm 3 to 4', '3', ['Topics'], '/docs/topics/charts'),
    ]);
    expect(withGuide.split('\n\n')[1]).toContain('[migration guide](https://helm.sh/docs/topics/v3_v4_migration.md)');
  });

  it('is in Spanish for the Spanish site', () => {
    const text = llmsTxt('es', twins);
    expect(text).toContain('## Instrucciones para asistentes');
    expect(text).toMatch(/^> Helm es el gestor de paquetes/m);
  });

  it('names the support end that the facts give for Helm 3', () => {
    expect(readFileSync(join(__dirname, '../../facts/blog-2026.json'), 'utf8')).toContain(`security fixes until ${HELM_3_SUPPORTED_UNTIL}`);
  });

  it("llms-full.txt holds the latest version's pages in sidebar order, each with its source URL", () => {
    const text = llmsFullTxt('en', twins);
    expect(text.startsWith('# Helm 3.19.0 documentation\n\n> ')).toBe(true);
    expect(text).toContain('# Install\n\nSource: https://helm.sh/docs/intro/install\n\n> About Install.\n\n## Part {#part}');
    expect(text).not.toContain('Helm 2\n');
    expect(text.indexOf('# Docs home')).toBeLessThan(text.indexOf('# Charts'));
  });
});

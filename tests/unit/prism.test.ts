import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {themes} from 'prism-react-renderer';
import {createElement, Fragment, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {highlightToHtml, styleAttribute} from '../../src/prism/html';
import {plainToHtml} from '../../src/prism/plain';
import {PLAIN_LANGUAGES} from '../../src/prism/index';
import {Highlight, Prism, stylesFor, toLines} from '../../src/prism/react-renderer';
import {ROOT} from '../contract';

// The site highlights code with its own small Prism (src/prism). These tests fail when a page uses
// a language it does not know, when the theme asks prism-react-renderer for something the stand-in
// does not give, or when the lines and tokens it produces stop matching the code.

const CONTENT = ['docs', 'versioned_docs', 'blog', 'src/pages', 'i18n/es'];

function files(dir: string, names = /\.(mdx?|tsx)$/): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, names);
    return names.test(name) ? [path] : [];
  });
}

function fenceLanguages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of CONTENT.flatMap((dir) => files(join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const [, lang] of text.matchAll(/^\s*```(\w[\w+-]*)/gm)) found.set(lang, file);
    for (const [, lang] of text.matchAll(/language="(\w+)"/g)) found.set(lang, file);
  }
  return found;
}

type Rendered = Parameters<Parameters<typeof Highlight>[0]['children']>[0];
const render = (code: string, language: string): Rendered => {
  let props: Rendered | undefined;
  Highlight({code, language, theme: themes.github, children: (p): ReactNode => ((props = p), null)});
  return props!;
};

describe('the site Prism', () => {
  it('knows every language a page fences code in, or shows it plain on purpose', () => {
    const languages = fenceLanguages();
    expect(languages.size).toBeGreaterThan(3);
    const unknown = [...languages].filter(([lang]) => !Prism.languages[lang] && !PLAIN_LANGUAGES.includes(lang));
    expect(unknown.map(([lang, file]) => `${lang} (${file.slice(ROOT.length + 1)})`)).toEqual([]);
  });

  it('gives the theme every name the theme imports from prism-react-renderer', async () => {
    const stand_in = await import('../../src/prism/react-renderer');
    const theme = join(ROOT, 'node_modules/@docusaurus/theme-classic/lib');
    const imported = files(theme, /\.js$/)
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'prism-react-renderer'/g)])
      .flatMap((m) => m[1].split(',').map((name) => name.trim()));
    expect(imported).toEqual(expect.arrayContaining(['Highlight', 'Prism']));
    for (const name of imported) expect(stand_in, name).toHaveProperty(name);
  });

  it('is aliased for prism-react-renderer by the light-prism plugin, which the site config lists', async () => {
    const {default: lightPrism} = await import('../../src/plugins/light-prism');
    const {default: config} = await import('../../docusaurus.config');
    expect(config.plugins).toContain(lightPrism);
    type Aliases = {resolve: {alias: Record<string, string>}};
    const aliases = (isServer: boolean) =>
      (lightPrism().configureWebpack!({} as never, isServer, {} as never, {} as never) as Aliases).resolve.alias;
    expect(aliases(false)['prism-react-renderer$']).toBe(join(ROOT, 'src/prism/react-renderer.ts'));
    expect(aliases(false)).not.toHaveProperty(join(ROOT, 'src/prism/loader.ts'));
    expect(aliases(true)[join(ROOT, 'src/prism/loader.ts')]).toBe(join(ROOT, 'src/prism/loader.server.ts'));
    // Loading the site config takes a few seconds on a busy machine.
  }, 60_000);
});

describe('Highlight', () => {
  it('splits code into lines whose tokens spell the code back', () => {
    const code = 'helm install web ./chart \\\n  --set image.tag="$TAG"\n\nhelm list';
    const {tokens} = render(code, 'bash');
    expect(tokens).toHaveLength(4);
    expect(tokens.map((line) => line.map((t) => (t.empty ? '' : t.content)).join(''))).toEqual(code.split('\n'));
    expect(tokens[2]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
  });

  it('gives a nested token the types of every token around it', () => {
    const [line] = render('echo "v=$TAG"', 'bash').tokens;
    expect(line.find((t) => t.content === '$TAG')?.types).toEqual(['string', 'variable']);
    expect(line[0]).toEqual({types: ['builtin', 'class-name'], content: 'echo'});
  });

  it('colours tokens from the theme and leaves plain text to the line', () => {
    const {getTokenProps, getLineProps, style, className, tokens} = render('name: web', 'yaml');
    const styles = stylesFor(themes.github, 'yaml');
    const key = tokens[0].find((t) => t.content === 'name')!;
    expect(getTokenProps({token: key})).toEqual({
      className: `token ${key.types.join(' ')}`,
      children: 'name',
      style: Object.assign({}, ...key.types.map((type) => styles[type])),
    });
    expect(getTokenProps({token: {types: ['plain'], content: ' '}}).style).toBeUndefined();
    expect(getLineProps({line: tokens[0], className: 'marked'})).toEqual({
      className: 'token-line marked',
      style: {color: themes.github.plain.color},
    });
    expect(style).toBe(themes.github.plain);
    expect(className).toBe('prism-code language-yaml');
  });

  it('shows a language without a grammar as plain lines', () => {
    const {tokens} = render('$ helm version\nv3.19.0', 'text');
    expect(tokens).toEqual([[{types: ['plain'], content: '$ helm version'}], [{types: ['plain'], content: 'v3.19.0'}]]);
  });

  it('keeps an alias as a type after the token type', () => {
    const lines = toLines([new Prism.Token('a', [new Prism.Token('b', 'x', 'c')], 'd')]);
    expect(lines).toEqual([[{types: ['a', 'd', 'b', 'c'], content: 'x'}]]);
  });
});

describe('highlightToHtml', () => {
  // What the theme's CodeBlock/Line renders with React from the same render props.
  const reactLines = (code: string, language: string, classNames: Record<number, string[]> = {}) =>
    renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        ...render(code, language).tokens.map((line, i) => {
          const {getLineProps, getTokenProps} = render(code, language);
          if (line.length === 1 && line[0].content === '\n') line = [{...line[0], content: ''}];
          return createElement(
            'span',
            {key: i, ...getLineProps({line, className: classNames[i]?.join(' ')})},
            ...line.map((token, k) => createElement('span', {key: k, ...getTokenProps({token})})),
            createElement('br'),
          );
        }),
      ),
    );

  it('writes the markup React writes for the same lines, blank lines and marked lines included', () => {
    const samples: [string, string][] = [
      ['helm upgrade --install web ./chart \\\n  --set "image.tag=$TAG"\n\n# done', 'bash'],
      ['image:\n  tag: {{ .Values.tag | quote }}\n  pullPolicy: <IfNotPresent>', 'yaml'],
      ['$ helm version && echo "<it\'s ok>"', 'console'],
    ];
    for (const [code, language] of samples) {
      expect(highlightToHtml(code, language, themes.github, {lineClassNames: {}})).toBe(reactLines(code, language));
    }
    const marked = {1: ['theme-code-block-highlighted-line']};
    expect(highlightToHtml('a: 1\nb: 2', 'yaml', themes.github, {lineClassNames: marked})).toBe(reactLines('a: 1\nb: 2', 'yaml', marked));
  });

  it('adds a number cell to each line when line numbers are on', () => {
    const html = highlightToHtml('a\nb', 'text', themes.github, {
      lineClassNames: {},
      numbered: {line: 'L', number: 'N', content: 'C'},
    });
    expect(html.match(/<span class="token-line L"[^>]*><span class="N"><\/span><span class="C">/g)).toHaveLength(2);
  });

  it('shows code uncoloured, before the highlighter loads, in the lines it will colour', () => {
    const layouts = [
      {lineClassNames: {}},
      {lineClassNames: {1: ['theme-code-block-highlighted-line']}},
      {lineClassNames: {}, numbered: {line: 'L', number: 'N', content: 'C'}},
    ];
    for (const code of ['helm list\n\n  --all <"x">', 'a\r\nb\n', '']) {
      for (const layout of layouts) {
        // A language without a grammar is exactly the uncoloured case.
        expect(plainToHtml(code, themes.github, layout)).toBe(highlightToHtml(code, 'text', themes.github, layout));
      }
    }
  });

  it('writes styles as React does', () => {
    expect(styleAttribute({color: '#fff', fontStyle: 'italic', opacity: 0.7})).toBe(' style="color:#fff;font-style:italic;opacity:0.7"');
    expect(styleAttribute(undefined)).toBe('');
  });
});

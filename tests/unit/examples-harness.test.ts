/**
 * The parsers of `npm run test:examples` (scripts/lib/examples): what they read from a page decides
 * what the real Helm is asked to check, so a parser that misses a tag, an expected output or a flag
 * would let a wrong page pass. Helm itself is not run here.
 */
import {describe, expect, it} from 'vitest';
import {helpFlags, pageFlags} from '../../scripts/lib/examples/command-flags';
import {functionExamples} from '../../scripts/lib/examples/function-list';
import {PARITY_TAGS, parseBlocks} from '../../scripts/lib/examples/markdown';

describe('fence tags', () => {
  const md = [
    'Install it:',
    '',
    '```bash norun="cluster: helm install talks to the API server"',
    'helm install shop ./storefront',
    '```',
    '',
    '```yaml norun="later: no such category"',
    'a: 1',
    '```',
    '',
    '```yaml fails="password is required"',
    '# password: {{ required "password is required" .Values.password }}',
    '```',
  ].join('\n');
  const blocks = parseBlocks(md);

  it('reads the category and the reason of a norun tag, with the prose before the block', () => {
    expect(blocks[0]).toMatchObject({
      index: 1,
      line: 3,
      lang: 'bash',
      norun: {category: 'cluster', why: 'helm install talks to the API server'},
    });
    expect(blocks[0].before).toContain('Install it:');
  });

  it('reports a tag whose category is unknown instead of skipping the block quietly', () => {
    expect(blocks[1].norun).toBeUndefined();
    expect(blocks[1].badTag).toBe('later: no such category');
  });

  it('reads the message a wrong example must fail with', () => {
    expect(blocks[2].fails).toBe('password is required');
  });
});

describe('how a block runs', () => {
  const md = [
    '```bash shell="zsh"',
    'source <(helm completion zsh)',
    '```',
    '',
    '```console exit="1" given="maria-read-only"',
    '$ kubectl auth can-i create deployments --as maria',
    'no',
    '```',
    '',
    '```bash background="8080"',
    'python3 -m http.server 8080',
    '```',
    '',
    '```bash shell="tcsh"',
    'echo',
    '```',
    '',
    '```bash exit="0"',
    'true',
    '```',
    '',
    '```bash background="80800"',
    'true',
    '```',
  ].join('\n');
  const blocks = parseBlocks(md);

  it('reads the shell, the exit status, the given state and the port of a server', () => {
    expect(blocks[0].shell).toBe('zsh');
    expect(blocks[1]).toMatchObject({exit: 1, given: 'maria-read-only'});
    expect(blocks[2].background).toBe(8080);
    expect(blocks.slice(0, 3).map((b) => b.badTag)).toEqual([undefined, undefined, undefined]);
  });

  it('reports a shell it cannot run, a status of 0 and a port out of range', () => {
    expect(blocks.slice(3).map((b) => b.badTag)).toEqual(['shell="tcsh"', 'exit="0"', 'background="80800"']);
  });

  it('counts these tags among those that must read the same in both locales', () => {
    const meta = 'norun="sketch: x" shell="fish" exit="2" background="8000" given="a" helm="4" fails="y" title="t"';
    expect(meta.match(PARITY_TAGS)).toEqual([
      'norun="sketch: x"',
      'shell="fish"',
      'exit="2"',
      'background="8000"',
      'given="a"',
      'helm="4"',
      'fails="y"',
    ]);
  });
});

describe('function list examples', () => {
  it('expects the output in code, a final newline said in words, or a prefix; ignores fenced blocks', () => {
    const md = [
      '`{{ upper "eu-west" }}` → `EU-WEST`, `{{ lower "A" }}` → `a`',
      '`{{ println "a" }}` → `a` followed by a line break',
      '`{{ genCA "x" 1 }}` → a PEM block that starts with `-----BEGIN`',
      '```yaml',
      '`{{ ignored }}` → `x`',
      '```',
      '`{{ randAlphaNum 3 }}` → three letters',
    ].join('\n');
    expect(functionExamples(md).map((e) => [e.line, e.template, e.expect])).toEqual([
      [1, '{{ upper "eu-west" }}', {exact: 'EU-WEST'}],
      [1, '{{ lower "A" }}', {exact: 'a'}],
      [2, '{{ println "a" }}', {exact: 'a\n'}],
      [3, '{{ genCA "x" 1 }}', {prefix: '-----BEGIN'}],
      [7, '{{ randAlphaNum 3 }}', {}],
    ]);
  });
});

describe('command flags', () => {
  it('reads name, short form, type and default of each flag on a page, by section', () => {
    const item = (name: string, short: string, type: string, def: string, text = 'x') =>
      `<dt><a class="flag-list__name" id="flag-${name}" href="#flag-${name}"><code>--${name}</code></a>${short ? ` <code class="flag-list__short">-${short}</code>` : ''}</dt>\n` +
      `<dd class="flag-list__facts"><span class="flag-list__fact">Type: <code>${type}</code></span> <span class="flag-list__fact">Default: <code>${def}</code></span></dd>\n` +
      `<dd class="flag-list__text">${text}</dd>`;
    const md = `## Options {#options}\n\n${item('max', '', 'int', '256')}\n${item('output', 'o', 'format', 'table')}\n\n## Inherited global options {#inherited-options}\n\n${item('debug', '', 'bool', 'false')}\n`;
    const {own, global} = pageFlags(md);
    expect(own.map(({name, short, type, def}) => [name, short, type, def])).toEqual([
      ['max', '', 'int', '256'],
      ['output', 'o', 'format', 'table'],
    ]);
    expect(global.map((f) => f.name)).toEqual(['debug']);
  });

  it('reads help output: defaults without quotes, the home folder as ~, the value without =', () => {
    const help = [
      'Flags:',
      '      --dry-run string[="client"]   simulate',
      '  -h, --help                        help for install',
      '      --max int                     maximum (default 256)',
      '',
      'Global Flags:',
      '      --repository-config string   path (default "/tmp/h/.config/helm/repositories.yaml")',
    ].join('\n');
    expect(helpFlags(help, 'Flags', '/tmp/h')).toEqual([
      {name: 'dry-run', short: '', type: 'string', def: '', noOpt: 'client'},
      {name: 'help', short: 'h', type: '', def: '', noOpt: undefined},
      {name: 'max', short: '', type: 'int', def: '256', noOpt: undefined},
    ]);
    expect(helpFlags(help, 'Global Flags', '/tmp/h')[0].def).toBe('~/.config/helm/repositories.yaml');
  });
});

import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {copiedText, sessionCommands, SHELL_SESSION_LANGUAGE} from '../../src/code/shell-session';
import {Prism} from '../../src/prism/index';
import {markdownFiles, ROOT} from '../contract';

// The copy button of a shell session copies the commands only (src/code/shell-session.ts). These
// tests fail when the prompt or output gets copied, when a continued command loses a line, or when
// a page shows a `$ ` prompt in a block that is not marked as a session.

describe('the commands copied from a shell session', () => {
  it('drops the prompt and the output', () => {
    const session = [
      '$ helm repo add acme https://charts.acme.example',
      '"acme" has been added to your repositories',
      '$ helm search repo acme',
      'NAME            CHART VERSION  APP VERSION  DESCRIPTION',
      'acme/storefront 0.4.0          2.4.1        Web front end',
    ].join('\n');
    expect(sessionCommands(session)).toBe('helm repo add acme https://charts.acme.example\nhelm search repo acme');
  });

  it('keeps the lines a command continues onto with a trailing backslash', () => {
    const session = [
      '$ helm upgrade shop ./storefront \\',
      '    --install \\',
      '    --atomic',
      'Release "shop" has been upgraded. Happy Helming!',
      '$ helm list',
    ].join('\n');
    expect(sessionCommands(session)).toBe('helm upgrade shop ./storefront \\\n    --install \\\n    --atomic\nhelm list');
  });

  it('treats blank lines, # lines and a $ inside a line as output', () => {
    const session = ['$ helm show values acme/storefront', '# Number of pods', 'replicaCount: 1', '', 'cost: $ 5', '$ helm env  '].join(
      '\n',
    );
    expect(sessionCommands(session)).toBe('helm show values acme/storefront\nhelm env');
  });

  it('copies a block without any prompt as it is', () => {
    expect(sessionCommands('yes\nno')).toBe('yes\nno');
  });

  it('applies to console blocks only', () => {
    expect(copiedText('$ helm list\nNAME', SHELL_SESSION_LANGUAGE)).toBe('helm list');
    expect(copiedText('$ helm list\nNAME', 'bash')).toBe('$ helm list\nNAME');
    expect(copiedText('$ helm list\nNAME', undefined)).toBe('$ helm list\nNAME');
  });

  it('is coloured as it is copied: commands as bash, the rest plain', () => {
    const tokens = Prism.tokenize('$ helm list \\\n  -A\nNAME  NAMESPACE\n# note', Prism.languages[SHELL_SESSION_LANGUAGE]);
    const commands = tokens.filter((t) => typeof t !== 'string' && t.type === 'command');
    expect(commands.map((t) => (t as InstanceType<typeof Prism.Token>).content.toString())).toHaveLength(1);
    const plain = tokens.filter((t) => typeof t === 'string').join('');
    expect(plain).toBe('\nNAME  NAMESPACE\n# note');
  });
});

// Every page of both locales, generated command pages included.
const CONTENT = ['docs', 'versioned_docs', 'blog', 'src/pages', 'i18n/es'];

/** Each fenced block of a page: its language and code, with the line it starts on. */
export function fences(md: string): {language: string; code: string; line: number}[] {
  return [...md.matchAll(/^ *(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)^ *\1[ \t]*$/gm)].map((m) => ({
    language: m[2].trim().split(/\s/)[0],
    code: m[3],
    line: md.slice(0, m.index).split('\n').length,
  }));
}

/** Blocks marked wrongly: a `$ ` prompt outside a session, or a session without a prompt. */
export function sessionMarkingProblems(md: string): string[] {
  return fences(md).flatMap(({language, code, line}) => {
    const prompted = /^\s*\$ /m.test(code);
    if (prompted && language !== SHELL_SESSION_LANGUAGE) return [`line ${line}: a \`$ \` prompt in a ${language || 'plain'} block`];
    if (!prompted && language === SHELL_SESSION_LANGUAGE) return [`line ${line}: a ${language} block without a \`$ \` prompt`];
    return [];
  });
}

describe('shell sessions are marked', () => {
  it(`every block with a \`$ \` prompt, and only those, is \`${SHELL_SESSION_LANGUAGE}\` on every page`, () => {
    const files = CONTENT.flatMap((dir) => markdownFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(200);
    const problems = files.flatMap((file) =>
      sessionMarkingProblems(readFileSync(file, 'utf8')).map((p) => `${file.slice(ROOT.length + 1)}: ${p}`),
    );
    expect(problems).toEqual([]);
    const sessions = files.flatMap((file) => fences(readFileSync(file, 'utf8'))).filter((f) => f.language === SHELL_SESSION_LANGUAGE);
    expect(sessions.length).toBeGreaterThan(20);
  });

  it('finds a prompt in a bash or plain block, and a session without one', () => {
    expect(sessionMarkingProblems('text\n\n```bash\n$ helm list\nNAME\n```\n')).toEqual(['line 3: a `$ ` prompt in a bash block']);
    expect(sessionMarkingProblems('```\n  $ helm list\n```\n')).toEqual(['line 1: a `$ ` prompt in a plain block']);
    expect(sessionMarkingProblems('```console\nhelm list\n```\n')).toEqual(['line 1: a console block without a `$ ` prompt']);
    expect(sessionMarkingProblems('```console\n$ helm list\nNAME\n```\n\n```bash\nhelm list\n```\n')).toEqual([]);
  });
});

/**
 * Shell sessions: a fence in the `console` language shows a terminal, commands after a `$ `
 * prompt and their output below. The copy button copies what you should paste, the commands only
 * (src/theme/CodeBlock/Content/String.tsx), and Prism colours the same lines as bash
 * (src/prism/index.ts), so what looks like a command is what gets copied.
 *
 * The rules, also in CONTRIBUTING.md's "Add a doc":
 * - A line that starts with `$ ` is a command; the prompt is not copied.
 * - A command whose line ends with `\` goes on over the next line, copied as written.
 * - Every other line is output and is not copied: blank lines and lines starting with `#` too,
 *   since Helm prints YAML with `#` comments. Write root commands as `$ sudo …`, not `# …`.
 * - Commands are copied one per line, without a trailing newline.
 */

/** The fence language that marks a shell session. */
export const SHELL_SESSION_LANGUAGE = 'console';

/** A prompt and its command, with any lines it continues onto. */
export const COMMAND = /^\$ (?:.*\\\n)*.*/m;

const PROMPT = /^\$ /;

/** The commands of a session, without prompts and output; a block with no prompt as it is. */
export function sessionCommands(session: string): string {
  const commands = [...session.matchAll(new RegExp(COMMAND.source, 'gm'))].map((m) => m[0].replace(PROMPT, '').trimEnd());
  return commands.length ? commands.join('\n') : session;
}

/** The text the copy button of a block in `language` copies. */
export const copiedText = (code: string, language: string | undefined): string =>
  language === SHELL_SESSION_LANGUAGE ? sessionCommands(code) : code;

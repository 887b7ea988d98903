/**
 * The Prism this site highlights with: the core and only the grammars our pages use.
 * prism-react-renderer's own Prism registers about twenty grammars when the page starts, close to
 * half of the startup work of every page's main script, for languages we never show.
 * A fence in another language renders as plain text: tests/unit/prism.test.ts fails when a page uses
 * one that is not listed here or in PLAIN_LANGUAGES.
 */
import Prism from './core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-diff';
import 'prismjs/components/prism-go';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-markdown';
import 'prismjs/components/prism-powershell';
import 'prismjs/components/prism-yaml';
import {COMMAND, SHELL_SESSION_LANGUAGE} from '../code/shell-session';

// A shell session colours its commands as bash and leaves output plain: the lines it colours are
// the ones its copy button copies. Prism's own shell-session grammar also takes `#` lines for root
// prompts, which in Helm's output are YAML comments.
Prism.languages[SHELL_SESSION_LANGUAGE] = {
  command: {
    pattern: new RegExp(COMMAND.source, 'm'),
    greedy: true,
    inside: {
      bash: {pattern: /(^\$ )[\s\S]+/, lookbehind: true, alias: 'language-bash', inside: Prism.languages.bash},
      'shell-symbol': {pattern: /^\$/, alias: 'comment'},
    },
  },
};

/** Fence languages shown on purpose without colours: program output. */
export const PLAIN_LANGUAGES = ['text'];

export {Prism};

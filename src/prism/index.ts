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

/** Fence languages shown on purpose without colours: program output and terminal sessions. */
export const PLAIN_LANGUAGES = ['text', 'console'];

export {Prism};

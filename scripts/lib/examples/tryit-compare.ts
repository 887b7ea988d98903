/**
 * Whether a "Try it" render gives what its guide page shows for the block, by the examples
 * harness's own rules (./pages.ts): line:column numbers and folders masked; a whole template's
 * shown lines found together in the output; a part of a template rendered alone equal to what is
 * shown (the editor puts it in a file of its own, after a comment line, so its output starts
 * with that file's `# Source` header and the comment, which the page does not show); a shown error, or the message a wrong
 * example's fence names, found in Helm's error text.
 */
import {contains, errorCore, normalize} from './pages';
import type {TryItBlock} from '../../../src/components/TryIt/data';

export type Rendered = {ok: boolean; text: string};

/** A part's output without the `# Source` header and the comment line its file starts with. */
const withoutHeader = (text: string) => text.replace(/^---\n# Source: [^\n]*\n#[^\n]*\n?/, '');

/** Undefined when the render gives what the page shows, else why not. */
export function tryItMismatch(block: TryItBlock, got: Rendered): string | undefined {
  const shown = block.expected;
  // The page claims nothing for it (a template that a later step completes, a values block).
  if (shown === undefined) return undefined;
  if (block.fails)
    return !got.ok && got.text.includes(shown)
      ? undefined
      : `the page says Helm rejects this with "${shown}", the render gives: ${got.text}`;
  if (/^Error: /m.test(shown)) {
    const core = errorCore(shown);
    return !got.ok && normalize(got.text).includes(core) ? undefined : `the page shows the error "${core}", the render gives: ${got.text}`;
  }
  if (!got.ok) return `the render fails: ${got.text}`;
  if (block.fragment) {
    // The part is in a file of its own, moved to the left margin (./tryit-export.ts): so is its output.
    const text = normalize(withoutHeader(got.text));
    const want = normalize(shown);
    // "These two lines produce the same output": a part whose lines all render alike shows one.
    const alike = [...new Set(text.split('\n'))].join('\n');
    return text === want || alike === want ? undefined : `--- shown\n${shown}\n--- rendered\n${got.text}`;
  }
  return contains(got.text, shown) ? undefined : `--- shown\n${shown}\n--- rendered\n${got.text}`;
}

/**
 * The CSS side of deferred sections (see ./index.ts). A deferred section is a `<div>` around
 * blocks that would otherwise be children of the article (`.markdown`), and Infima styles those
 * children by the child combinator: `.markdown > h2`, `.markdown > p`, `.markdown > :last-child`.
 * Every such selector gets a twin in the same rule for the section's children
 * (`.deferred-section > h2`): same place in the cascade, same specificity, so the blocks look as
 * they would without the wrapper. The wrapper itself has no box of its own to speak of: no
 * margin, border or padding, so its children's margins collapse through it as between siblings.
 */
import type {PluginCreator, Rule} from 'postcss';
import {SECTION_CLASS} from '../../components/DeferredSection/names';

/** `.markdown > X`, where X is one compound selector. */
const CHILD_OF_ARTICLE = /(^|[\s>+~(])\.markdown\s*>\s*([^\s>+~),]+)/;
/** Pseudo-classes that depend on the element's place among its siblings. */
const STRUCTURAL = /:(?:first|last|only|nth|nth-last)-(?:child|of-type)(?:\([^)]*\))?/g;

/**
 * The selector for the same element inside a deferred section, or undefined if the selector
 * does not name a child of the article. A first or last child of the article is the first or
 * last child of the first or last section; other positional selectors have no twin, and fail.
 */
export function sectionTwin(selector: string): string | undefined {
  const match = CHILD_OF_ARTICLE.exec(selector);
  if (!match) return undefined;
  const [whole, before, child] = match;
  const positions = child.match(STRUCTURAL) ?? [];
  const unknown = positions.filter((p) => p !== ':first-child' && p !== ':last-child');
  if (unknown.length) {
    throw new Error(`helm-deferred-sections: no twin for "${selector}" (${unknown.join(', ')}): style deferred sections for it`);
  }
  const rest = selector.slice(match.index + whole.length);
  return `${selector.slice(0, match.index)}${before}.${SECTION_CLASS}${positions.join('')}>${child}${rest}`;
}

/** Adds the twins to every rule that styles the article's children. */
export const sectionTwins: PluginCreator<void> = () => ({
  postcssPlugin: 'helm-deferred-sections',
  OnceExit(root) {
    root.walkRules((rule: Rule) => {
      const twins = rule.selectors.map(sectionTwin).filter((twin): twin is string => twin !== undefined);
      if (twins.length) rule.selectors = [...rule.selectors, ...twins];
    });
  },
});
sectionTwins.postcss = true;

/**
 * The first paint waits for the whole navbar. A browser may paint a page before its parser has
 * read all of it, and on a slow phone or a busy laptop it sometimes painted the navbar half
 * read: the items on the right are right-aligned, so each one parsed after that paint pushed the
 * earlier ones left (a layout shift of up to 0.008 that every reader of every page could see).
 * `<link rel=expect blocking=render>` holds rendering until the element it names is parsed: the
 * main wrapper, which comes right after the navbar. Browsers without it paint as before.
 */
import type {Plugin} from '@docusaurus/types';

/** Docusaurus's main wrapper: the first element after the navbar on every page it renders. */
export const AFTER_NAVBAR = '__docusaurus_skipToContent_fallback';

export default function navbarWhole(): Plugin {
  return {
    name: 'helm-navbar-whole',
    injectHtmlTags: () => ({
      headTags: [{tagName: 'link', attributes: {rel: 'expect', href: `#${AFTER_NAVBAR}`, blocking: 'render'}}],
    }),
  };
}

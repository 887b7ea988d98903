/**
 * Code as the HTML lines of a code block, without colours and without Prism: what a block shows
 * in the browser until the highlighter (./loader.ts) has loaded. The markup is the one
 * ./html.ts writes for a language Prism does not know, so nothing moves when the colours arrive.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import {escapeHtml as escape} from '../utils/text';

export {escape};

/** `{fontStyle: 'italic'}` as `font-style:italic`, the way React writes a style attribute. */
export function styleAttribute(style: CSSProperties | undefined): string {
  const declarations = Object.entries(style ?? {})
    .filter(([, value]) => value != null && value !== '')
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value).trim()}`);
  return declarations.length ? ` style="${escape(declarations.join(';'))}"` : '';
}

export type LineLayout = {
  /** Extra classes per line index, from magic comments such as `highlight-next-line`. */
  lineClassNames: Record<number, string[]>;
  /** When set, each line gets a number cell: the class names of the theme's Line styles. */
  numbered?: {line: string; number: string; content: string};
};

/** The inner HTML of a code block's `<code>` element, uncoloured: one plain token per line. */
export function plainToHtml(code: string, theme: PrismTheme, layout: LineLayout): string {
  const {backgroundColor: _background, ...lineStyle} = theme.plain;
  const lines = code.split(/\r\n|\r|\n/);
  return lines
    .map((line, i) => {
      const cell =
        line === '' ? '<span class="token plain" style="display:inline-block"></span>' : `<span class="token plain">${escape(line)}</span>`;
      const classes = ['token-line', ...(layout.lineClassNames[i] ?? []), layout.numbered?.line].filter(Boolean).join(' ');
      const inner = layout.numbered
        ? `<span class="${layout.numbered.number}"></span><span class="${layout.numbered.content}">${cell}</span>`
        : cell;
      return `<span class="${escape(classes)}"${styleAttribute(lineStyle)}>${inner}<br/></span>`;
    })
    .join('');
}

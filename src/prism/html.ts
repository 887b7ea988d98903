/**
 * Highlighted code as an HTML string, the same markup the theme's `CodeBlock/Line` renders with
 * React. Code blocks insert it with `dangerouslySetInnerHTML`, so hydrating a page does not build
 * a React element for each of its hundreds of tokens (see src/theme/CodeBlock/Content/String.tsx).
 */
import type {PrismTheme, Token} from 'prism-react-renderer';
import {Highlight} from './react-renderer';
import {escape, styleAttribute, type LineLayout} from './plain';

export {styleAttribute, type LineLayout};

/** The inner HTML of a code block's `<code>` element. */
export function highlightToHtml(code: string, language: string, theme: PrismTheme, layout: LineLayout): string {
  let html = '';
  Highlight({
    code,
    language,
    theme,
    children: ({tokens, getLineProps, getTokenProps}) => {
      html = tokens
        .map((line: Token[], i) => {
          const cells = line
            .map((token) => {
              const props = getTokenProps({token: token.empty ? {...token, content: ''} : token});
              return `<span class="${escape(props.className)}"${styleAttribute(props.style)}>${escape(props.children)}</span>`;
            })
            .join('');
          const classes = [...(layout.lineClassNames[i] ?? []), layout.numbered?.line].filter(Boolean).join(' ');
          const lineProps = getLineProps({line, className: classes || undefined});
          const inner = layout.numbered
            ? `<span class="${layout.numbered.number}"></span><span class="${layout.numbered.content}">${cells}</span>`
            : cells;
          return `<span class="${escape(lineProps.className)}"${styleAttribute(lineProps.style)}>${inner}<br/></span>`;
        })
        .join('');
      return null;
    },
  });
  return html;
}

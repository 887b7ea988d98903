/**
 * Stands in for `prism-react-renderer` in the site's bundles (see src/plugins/light-prism). The theme imports two things from that package: `Prism`, to add
 * languages to, and `Highlight`, to render a code block. Both are here, built on the Prism of
 * ./index, so the package's bundled grammars never reach the browser.
 */
import type {CSSProperties, ReactNode} from 'react';
import type {PrismTheme, RenderProps, Token} from 'prism-react-renderer';
import {Prism} from './index';

type PrismToken = InstanceType<typeof Prism.Token>;
type Styles = Record<string, CSSProperties>;

/** Style per token type for one language: later theme entries win, as in the theme's order. */
export function stylesFor(theme: PrismTheme, language: string): Styles {
  const styles: Styles = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles[type] = {...styles[type], ...entry.style};
  }
  return styles;
}

/** Adds a type unless it is already the innermost one. */
const withType = (types: string[], type: string) => (types[types.length - 1] === type ? types : [...types, type]);

/**
 * Prism's nested token tree as lines of flat tokens. Each flat token carries the types of every
 * token around it; text outside any token is `plain`. An empty line holds one empty plain token
 * so that it keeps its height.
 */
export function toLines(tree: (string | PrismToken)[]): Token[][] {
  const lines: Token[][] = [[]];
  const push = (types: string[], content: string) => {
    const parts = content.split(/\r\n|\r|\n/);
    parts.forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1].push({types, content: part});
    });
  };
  const walk = (node: string | PrismToken | (string | PrismToken)[], types: string[]) => {
    if (typeof node === 'string') {
      push(types.length ? types : ['plain'], node);
    } else if (Array.isArray(node)) {
      node.forEach((child) => walk(child, types));
    } else {
      let inner = withType(types, node.type);
      for (const alias of [node.alias ?? []].flat()) inner = withType(inner, alias);
      walk(node.content, inner);
    }
  };
  walk(tree, []);
  for (const line of lines) {
    if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  }
  return lines;
}

type HighlightProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (props: RenderProps) => ReactNode;
};

const classes = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

export function Highlight({code, language: requested, theme, children}: HighlightProps): ReactNode {
  const language = requested.toLowerCase();
  const grammar = Prism.languages[language];
  const tokens = toLines(grammar ? Prism.tokenize(code, grammar) : [code]);
  const styles = stylesFor(theme, language);
  const {backgroundColor: _background, ...lineStyle} = theme.plain;

  const tokenStyle = ({types, empty}: Token): CSSProperties | undefined => {
    const block = empty ? {display: 'inline-block'} : undefined;
    if (types.length === 1 && types[0] === 'plain') return block;
    return Object.assign({}, block, ...types.map((type) => styles[type]));
  };

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: theme.plain,
    getLineProps: ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: classes('token-line', className),
      style: {...lineStyle, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: classes('token', ...token.types, className),
      children: token.content,
      style: style ? {...tokenStyle(token), ...style} : tokenStyle(token),
    }),
  });
}

export {Prism};

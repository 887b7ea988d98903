// Wrapped so that wide Markdown tables scroll with the keyboard, and flags and commands in inline code never break across lines.
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollTable from '@site/src/components/ScrollTable';
import {isCommandToken} from '@site/src/code/tokens';

const Code = MDXComponents.code;

/** Inline code that is one flag or command gets the `code-token` class (src/css/custom.css). */
function TokenCode(props: ComponentProps<typeof Code>): ReactNode {
  const {children, className} = props;
  if (className || typeof children !== 'string' || !isCommandToken(children)) return <Code {...props} />;
  return <Code {...props} className="code-token" />;
}

export default {...MDXComponents, table: ScrollTable, code: TokenCode};

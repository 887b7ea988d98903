// Wrapped so that Markdown tables wide enough to scroll sideways can be scrolled with the keyboard.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollTable from '@site/src/components/ScrollTable';

export default {...MDXComponents, table: ScrollTable};

/**
 * A theme page with a meta description of its own: the stock tag, author and tag-list pages have
 * none. The four wrappers in src/theme pass the page and how to describe it.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

export function withDescription<Props extends object>(Page: ComponentType<Props>, describe: (props: Props) => string) {
  return function DescribedPage(props: Props): ReactNode {
    return (
      <>
        <PageMetadata description={describe(props)} />
        <Page {...props} />
      </>
    );
  };
}

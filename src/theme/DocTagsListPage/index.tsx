// Wrapped to give the page a description of its own (the stock page has none).
import React, {type ReactNode} from 'react';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

export default function DocTagsListPageWrapper(props: WrapperProps<typeof DocTagsListPageType>): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'helm.meta.docsTags',
          message: 'The topics of the Helm documentation, each with the pages that cover it.',
          description: 'Meta description of the docs tags page',
        })}
      />
      <DocTagsListPage {...props} />
    </>
  );
}

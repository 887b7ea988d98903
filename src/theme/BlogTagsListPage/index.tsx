// Wrapped to give the page a description of its own (the stock page has none).
import React, {type ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

export default function BlogTagsListPageWrapper(props: WrapperProps<typeof BlogTagsListPageType>): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'helm.meta.blogTags',
          message: 'The topics of the Helm blog: releases, security, events, community and more, each with its posts.',
          description: 'Meta description of the blog tags page',
        })}
      />
      <BlogTagsListPage {...props} />
    </>
  );
}

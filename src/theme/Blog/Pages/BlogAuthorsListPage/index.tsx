// Wrapped to give the page a description of its own (the stock page has none).
import React, {type ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

export default function BlogAuthorsListPageWrapper(props: WrapperProps<typeof BlogAuthorsListPageType>): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'helm.meta.blogAuthors',
          message: 'The maintainers and contributors who write the Helm blog, each with their posts.',
          description: 'Meta description of the blog authors page',
        })}
      />
      <BlogAuthorsListPage {...props} />
    </>
  );
}

// Wrapped to give each author's page a description of its own (the stock page has none).
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {withDescription} from '@site/src/components/WithDescription';

export default withDescription(BlogAuthorsPostsPage, (props: WrapperProps<typeof BlogAuthorsPostsPageType>) =>
  translate(
    {
      id: 'helm.meta.blogAuthor',
      message: 'Posts by {name} on the Helm blog.',
      description: 'Meta description of the page listing the posts of one blog author',
    },
    {name: props.author.name ?? props.author.key},
  ),
);

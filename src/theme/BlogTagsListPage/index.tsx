// Wrapped to give the page a description of its own (the stock page has none).
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {translate} from '@docusaurus/Translate';
import {withDescription} from '@site/src/components/WithDescription';

export default withDescription(BlogTagsListPage, () =>
  translate({
    id: 'helm.meta.blogTags',
    message: 'The topics of the Helm blog: releases, security, events, community and more, each with its posts.',
    description: 'Meta description of the blog tags page',
  }),
);

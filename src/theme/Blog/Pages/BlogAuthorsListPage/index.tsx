// Wrapped to give the page a description of its own (the stock page has none).
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {translate} from '@docusaurus/Translate';
import {withDescription} from '@site/src/components/WithDescription';

export default withDescription(BlogAuthorsListPage, () =>
  translate({
    id: 'helm.meta.blogAuthors',
    message: 'The maintainers and contributors who write the Helm blog, each with their posts.',
    description: 'Meta description of the blog authors page',
  }),
);

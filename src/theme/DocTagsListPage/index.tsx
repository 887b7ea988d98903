// Wrapped to give the page a description of its own (the stock page has none).
import DocTagsListPage from '@theme-original/DocTagsListPage';
import {translate} from '@docusaurus/Translate';
import {withDescription} from '@site/src/components/WithDescription';

export default withDescription(DocTagsListPage, () =>
  translate({
    id: 'helm.meta.docsTags',
    message: 'The topics of the Helm documentation, each with the pages that cover it.',
    description: 'Meta description of the docs tags page',
  }),
);

// Wrapped to add, under the edit link, "Copy page" and "View as Markdown" (the page's Markdown twin) and "Report a problem with this page" (a new issue on the website's repository, prefilled with the page).
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownTwinActions from '@site/src/components/MarkdownTwinActions';
import ReportProblemLink from '@site/src/components/ReportProblemLink';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <MarkdownTwinActions />
      <ReportProblemLink />
    </>
  );
}

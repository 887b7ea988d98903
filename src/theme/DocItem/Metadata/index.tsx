// Wrapped so a doc whose front matter says `noindex: true` (the layout samples) asks search engines to skip it; the sitemap plugin then leaves it out too.
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export default function MetadataWrapper(props: WrapperProps<typeof MetadataType>): ReactNode {
  const {frontMatter} = useDoc();
  return (
    <>
      <Metadata {...props} />
      {(frontMatter as {noindex?: unknown}).noindex === true && (
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      )}
    </>
  );
}

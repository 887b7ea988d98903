// Replaced to suggest the existing pages closest to the missing address, and a search for its words.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)}>
      {/* Here, not in NotFound: a missing page inside a docs version renders only this content. */}
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description={translate({
          id: 'helm.notFound.description',
          message: 'This address does not lead to a page of the Helm website. Pages with a similar address are suggested.',
          description: 'Meta description of the 404 page',
        })}
      />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              If a link on another site brought you here, let its owner know that it is broken.
            </Translate>
          </p>
          {/* Last, in a page at least a screen tall: when the suggestions arrive after the page has
              painted, they push nothing the reader sees (the footer starts below the screen). */}
          <NotFoundSuggestions />
        </div>
      </div>
    </main>
  );
}

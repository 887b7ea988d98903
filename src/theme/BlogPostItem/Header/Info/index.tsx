// Ejected (theme-classic 3.7.0, MIT): the stock one builds a new Intl.DateTimeFormat on every
// render and an Intl.PluralRules for every post, and a blog list hydrates ten posts at once. Here
// the date needs no Intl (src/client/format-date.ts) and each locale gets one Intl.PluralRules,
// kept for the life of the page. Markup and text are unchanged.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import styles from '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/styles.module.css';
import {useFormatDate} from '../../../../client/use-format-date';
import {pluralMessage} from './plural';

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const formatDate = useFormatDate();
  const {
    metadata: {date, readingTime},
  } = useBlogPost();
  const minutes = readingTime === undefined ? undefined : Math.ceil(readingTime);

  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatDate(date, 'long')}</time>
      {minutes !== undefined && (
        <>
          {' · '}
          {pluralMessage(
            currentLocale,
            minutes,
            translate(
              {
                id: 'theme.blog.post.readingTime.plurals',
                description:
                  'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                message: 'One min read|{readingTime} min read',
              },
              {readingTime: minutes},
            ),
          )}
        </>
      )}
    </div>
  );
}

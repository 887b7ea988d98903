/**
 * The site footer: four columns of links, the logo and the copyright line (the product spec's
 * footer). The Spanish labels are in i18n/es/docusaurus-theme-classic/footer.json.
 */
import type * as Preset from '@docusaurus/preset-classic';
import {SITE} from '../site-constants';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Project',
      items: [
        {label: 'Source code', href: SITE.github},
        {label: 'Blog', to: '/blog'},
        {label: 'Events', to: '/blog/tags/events'},
        {label: 'Code of conduct', href: 'https://github.com/cncf/foundation/blob/main/code-of-conduct.md'},
      ],
    },
    {
      title: 'Charts',
      items: [
        {label: 'Introduction to charts', to: '/docs/topics/charts/'},
        {label: 'Tips and tricks', to: '/docs/howto/charts_tips_and_tricks/'},
        {label: 'Developing charts', to: '/docs/chart_template_guide/'},
        {label: 'Search charts', href: 'https://artifacthub.io/'},
      ],
    },
    {
      title: 'Development',
      items: [
        {label: 'Developer chat (#helm-dev)', href: 'https://kubernetes.slack.com/messages/C51E88VDG'},
        {label: 'Contribution guide', href: 'https://github.com/helm/helm/blob/main/CONTRIBUTING.md'},
        {label: 'Maintainers', href: 'https://github.com/helm/helm/blob/main/OWNERS'},
        {label: 'Weekly meetings', href: 'https://github.com/helm/community/blob/main/communication.md'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Community repository', href: 'https://github.com/helm/community'},
        {label: 'User chat (#helm-users)', href: 'https://kubernetes.slack.com/messages/C0NH30761'},
        {label: 'Questions and answers', href: 'https://stackoverflow.com/questions/tagged/kubernetes-helm'},
        {label: '@helmpack', href: 'https://x.com/helmpack'},
      ],
    },
  ],
  logo: {
    alt: 'Helm',
    src: 'img/helm-white.svg',
    width: 48,
    height: 48,
    href: '/',
  },
  // No year: the Spanish line lives in footer.json and must not go stale.
  copyright: '© Helm Authors. Helm is a graduated project of the Cloud Native Computing Foundation.',
} satisfies NonNullable<Preset.ThemeConfig['footer']>;

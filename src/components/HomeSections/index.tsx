import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Card = {title: ReactNode; body: ReactNode; to: string; link: ReactNode};

const concepts: Card[] = [
  {
    title: <Translate id="home.concepts.chart.title">Charts</Translate>,
    body: (
      <Translate id="home.concepts.chart.body">
        A chart is a folder of templates and default values that describes every Kubernetes object an application needs. You version it and
        share it like any other package.
      </Translate>
    ),
    to: '/docs/topics/charts',
    link: <Translate id="home.concepts.chart.link">Learn the chart format</Translate>,
  },
  {
    title: <Translate id="home.concepts.release.title">Releases</Translate>,
    body: (
      <Translate id="home.concepts.release.body">
        Each install of a chart is a release with a numbered history. Upgrade it with new values, and roll it back to any earlier revision
        when something goes wrong.
      </Translate>
    ),
    to: '/docs/intro/using_helm',
    link: <Translate id="home.concepts.release.link">Manage releases</Translate>,
  },
  {
    title: <Translate id="home.concepts.repository.title">Repositories and registries</Translate>,
    body: (
      <Translate id="home.concepts.repository.body">
        Find charts in HTTP repositories and OCI registries, or publish your own with helm push.
      </Translate>
    ),
    to: '/docs/topics/registries',
    link: <Translate id="home.concepts.repository.link">Use OCI registries</Translate>,
  },
];

const next: Card[] = [
  {
    title: <Translate id="home.next.templates.title">Write your first chart</Translate>,
    body: (
      <Translate id="home.next.templates.body">
        The chart template guide builds one chart step by step, from helm create to subcharts.
      </Translate>
    ),
    to: '/docs/chart_template_guide/',
    link: <Translate id="home.next.templates.link">Open the template guide</Translate>,
  },
  {
    title: <Translate id="home.next.commands.title">Look up a command</Translate>,
    body: <Translate id="home.next.commands.body">Every helm command of 3.19.0 with its flags, defaults and examples.</Translate>,
    to: '/docs/commands/',
    link: <Translate id="home.next.commands.link">Browse the command reference</Translate>,
  },
  {
    title: <Translate id="home.next.blog.title">Read the news</Translate>,
    body: <Translate id="home.next.blog.body">Releases, security notices and what the maintainers are working on.</Translate>,
    to: '/blog',
    link: <Translate id="home.next.blog.link">Go to the blog</Translate>,
  },
];

function Cards({items}: {items: Card[]}): ReactNode {
  return (
    <ul className={styles.cards}>
      {items.map((card) => (
        <li key={card.to} className={styles.card}>
          <h3>{card.title}</h3>
          <p>{card.body}</p>
          <Link to={card.to}>{card.link}</Link>
        </li>
      ))}
    </ul>
  );
}

export default function HomeSections(): ReactNode {
  return (
    <>
      <section className={styles.section} aria-labelledby="home-concepts">
        <div className="container">
          <h2 id="home-concepts">
            <Translate id="home.concepts.title">Three ideas to know</Translate>
          </h2>
          <Cards items={concepts} />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="home-next">
        <div className="container">
          <h2 id="home-next">
            <Translate id="home.next.title">Where to go next</Translate>
          </h2>
          <Cards items={next} />
        </div>
      </section>
    </>
  );
}

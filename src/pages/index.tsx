import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import HomeSections from '@site/src/components/HomeSections';
import styles from './index.module.css';

const installScript = `curl -fsSL -o get_helm.sh \\
  https://raw.githubusercontent.com/helm/helm/main/scripts/get-helm-3
chmod 700 get_helm.sh
./get_helm.sh
helm version`;

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.title', message: 'The package manager for Kubernetes'})}
      description={translate({
        id: 'home.description',
        message: 'Helm installs, upgrades and rolls back applications on Kubernetes from versioned packages called charts.',
      })}
    >
      {/* The hero is inside <main>: a top-level <header> would be a second banner landmark. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <h1 className={styles.title}>Helm</h1>
            <p className={styles.tagline}>
              <Translate id="home.tagline">
                Package your Kubernetes application once as a chart, then install, upgrade and roll it back with one command.
              </Translate>
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/intro/quickstart">
                <Translate id="home.cta.quickstart">Start the quickstart</Translate>
              </Link>
              <Link className="button button--outline button--lg" to="/docs/intro/install">
                <Translate id="home.cta.install">Install Helm</Translate>
              </Link>
            </div>
          </div>
        </header>
        <section className={styles.install} aria-labelledby="home-install">
          <div className="container">
            <h2 id="home-install">
              <Translate id="home.install.title">Install Helm 3.19 in a minute</Translate>
            </h2>
            <p>
              <Translate id="home.install.body">
                On Linux or macOS, the installer script fetches the latest release, checks its checksum and puts helm on your PATH.
                Homebrew, apt, Chocolatey, Scoop, winget and the release archives work too.
              </Translate>
            </p>
            <CodeBlock language="bash">{installScript}</CodeBlock>
            <p>
              <Translate
                id="home.install.support"
                values={{
                  date: (
                    <strong>
                      <Translate id="home.install.support.date">10 February 2027</Translate>
                    </strong>
                  ),
                  guide: (
                    <Link to="/docs/topics/v3_v4_migration">
                      <Translate id="home.install.support.guide">Moving from Helm 3 to Helm 4</Translate>
                    </Link>
                  ),
                }}
              >
                {
                  'These docs cover Helm 3.19, which gets security fixes until {date}. Ready for Helm 4? {guide} lists what changes and checks your scripts.'
                }
              </Translate>
            </p>
          </div>
        </section>
        <HomeSections />
      </main>
    </Layout>
  );
}

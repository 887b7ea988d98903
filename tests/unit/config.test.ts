import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {DOCS_VERSIONS} from '../../src/site-constants';
import {ROOT, contract} from '../contract';

type Any = Record<string, any>;
const [, presetOptions] = (config.presets as [string, Any][])[0];
const theme = config.themeConfig as Any;
/** The options of the plugin in `plugins` whose options hold `key`. */
const pluginOptions = (key: string) =>
  (config.plugins as unknown[]).find((plugin): plugin is [unknown, Any] => Array.isArray(plugin) && key in (plugin[1] ?? {}))![1];

describe('site settings', () => {
  it('serves helm.sh at the root and fails the build on broken links', () => {
    expect(config.url).toBe('https://helm.sh');
    expect(config.baseUrl).toBe('/');
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.favicon).toBe('img/favicon.svg');
    expect(existsSync(join(ROOT, 'static', config.favicon!))).toBe(true);
  });

  it('offers English by default and Spanish, both left to right, with their labels', () => {
    expect(config.i18n.defaultLocale).toBe('en');
    expect(config.i18n.locales).toEqual(['en', 'es']);
    expect(config.i18n.localeConfigs.en).toMatchObject({label: 'English', htmlLang: 'en-us', direction: 'ltr'});
    expect(config.i18n.localeConfigs.es).toMatchObject({label: 'Español', htmlLang: 'es', direction: 'ltr'});
  });
});

describe('docs versions', () => {
  // The docs are a plugin of their own, wrapped to leave the doc descriptions out of the version data.
  const docs = pluginOptions('sidebarPath');

  it('is configured once, outside the preset', () => {
    expect(presetOptions.docs).toBe(false);
  });

  // The versions themselves are data (src/data/docs-versions.json), which `npm run version:cut`
  // edits; these are the rules any set of versions keeps.
  const released: string[] = JSON.parse(readFileSync(join(ROOT, 'versions.json'), 'utf8'));
  const versions = docs.versions as Record<string, {label: string; path: string; banner: string}>;

  it('serves the latest release at /docs/ and the unreleased docs at /docs/next', () => {
    expect(
      Object.entries(versions)
        .filter(([, v]) => v.path === '')
        .map(([name]) => name),
    ).toEqual([docs.lastVersion]);
    expect(versions[docs.lastVersion].banner).toBe('none');
    expect(versions.current).toMatchObject({path: 'next', banner: 'unreleased'});
    expect(released[0]).toBe(docs.lastVersion);
  });

  it('configures every released version of versions.json, each at a path of its own, with a label of its own', () => {
    expect(Object.keys(versions).sort()).toEqual(['current', ...released].sort());
    const paths = Object.values(versions).map((v) => v.path);
    expect(new Set(paths).size).toBe(paths.length);
    const labels = Object.values(versions).map((v) => v.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const name of released.filter((n) => n !== docs.lastVersion)) expect(versions[name].path).toBe(name);
  });

  it('redirects only versions that moved away from a path no version holds now', () => {
    for (const [name, former] of Object.entries(DOCS_VERSIONS.moved)) {
      expect(released).toContain(name);
      expect(versions[name].path).not.toBe(former);
    }
  });

  it('gives versions 2 and next exactly the pages intro and example/lorem-ipsum in both locales', () => {
    const dirs = {
      '2': ['versioned_docs/version-2', 'i18n/es/docusaurus-plugin-content-docs/version-2'],
      current: ['docs', 'i18n/es/docusaurus-plugin-content-docs/current'],
    };
    for (const [version, info] of Object.entries(contract.other_versions)) {
      for (const dir of dirs[version as keyof typeof dirs]) {
        for (const id of info.docs) expect(existsSync(join(ROOT, dir, `${id}.md`)), `${dir}/${id}`).toBe(true);
      }
    }
  });

  it('uses a tags file so every docs tag has a label', () => {
    expect(docs.tags).toBe('tags.yml');
    expect(docs.onInlineTags).toBe('throw');
  });
});

describe('blog', () => {
  // The blog is a plugin of its own, wrapped to give its feeds a self link; the preset's is off.
  const blog = pluginOptions('feedOptions');

  it('is configured once, outside the preset', () => {
    expect(presetOptions.blog).toBe(false);
  });

  it('shows 10 posts a page with reading time and an "All posts" sidebar', () => {
    expect(blog.postsPerPage).toBe(10);
    expect(blog.showReadingTime).toBe(true);
    expect(blog.blogSidebarTitle).toBe('All posts');
    expect(blog.blogSidebarCount).toBe('ALL');
  });

  it('publishes RSS and Atom feeds', () => {
    expect(blog.feedOptions.type).toEqual(['rss', 'atom']);
  });
});

describe('theme', () => {
  it('stays in light mode with the switch disabled', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false});
  });

  it('lists headings 2 to 3 in the table of contents, and the sidebar can hide and auto-collapses', () => {
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.docs.sidebar).toEqual({hideable: true, autoCollapseCategories: true});
  });

  it('loads for `docusaurus start`, which names the locale "undefined"', async () => {
    const {vi} = await import('vitest');
    vi.resetModules();
    vi.stubEnv('DOCUSAURUS_CURRENT_LOCALE', 'undefined');
    const fresh = (await import('../../docusaurus.config')).default;
    expect((fresh.themeConfig as Any).announcementBar.content).toMatch(/Helm 3 support ends/);
    vi.unstubAllEnvs();
  });

  it('has a dismissible announcement bar with an id', () => {
    expect(theme.announcementBar.id).toBeTruthy();
    expect(theme.announcementBar.isCloseable).toBe(true);
  });

  it('puts Documentation, Blog, Community, Charts and GitHub in the navbar, dropdowns on the right', () => {
    const items = theme.navbar.items as Any[];
    expect(items.map((i) => i.label ?? i.type)).toEqual([
      'Documentation',
      'Blog',
      'Community',
      'Charts',
      'docsVersionDropdown',
      'localeDropdown',
      'GitHub',
    ]);
    expect(items.find((i) => i.type === 'docsVersionDropdown').position).toBe('right');
    expect(items.find((i) => i.type === 'localeDropdown').position).toBe('right');
    for (const label of ['Community', 'Charts', 'GitHub']) {
      expect(items.find((i) => i.label === label).href).toMatch(/^https:\/\//);
    }
    expect(theme.navbar.logo).toMatchObject({width: 55, height: 55});
  });

  it('has a dark footer with the four columns of the spec and their links', () => {
    const footer = theme.footer;
    expect(footer.style).toBe('dark');
    expect(footer.links.map((c: Any) => c.title)).toEqual(['Project', 'Charts', 'Development', 'Community']);
    expect(footer.links.map((c: Any) => c.items.length)).toEqual([4, 4, 4, 4]);
    const charts = footer.links[1].items.map((i: Any) => i.to ?? i.href);
    expect(charts.slice(0, 3)).toEqual(['/docs/topics/charts/', '/docs/howto/charts_tips_and_tricks/', '/docs/chart_template_guide/']);
    expect(footer.logo.src).toBeTruthy();
    expect(footer.copyright).toMatch(/Helm Authors/);
  });
});

describe('search', () => {
  /** The configuration as a build with these environment variables reads it. */
  async function configWith(env: Record<string, string>) {
    const {vi} = await import('vitest');
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    try {
      const fresh = (await import('../../docusaurus.config')).default;
      const constants = await import('../../src/site-constants');
      return {config: fresh, theme: fresh.themeConfig as Any, SEARCH: constants.SEARCH, engine: constants.searchEngine()};
    } finally {
      vi.unstubAllEnvs();
    }
  }
  const shardsPlugin = (c: typeof config) => (c.plugins as unknown[]).some((p) => typeof p === 'function' && p.name === 'searchShards');

  it('with credentials: DocSearch on Algolia, contextual search, empty extra parameters and insights, no shards', async () => {
    const built = await configWith({ALGOLIA_APP_ID: 'TESTAPP123', ALGOLIA_SEARCH_API_KEY: 'test-key', ALGOLIA_INDEX_NAME: 'test-index'});
    expect(built.SEARCH).toMatchObject({appId: 'TESTAPP123', apiKey: 'test-key', indexName: 'test-index'});
    expect(built.engine).toBe('algolia');
    expect(built.theme.algolia).toMatchObject({
      appId: 'TESTAPP123',
      apiKey: 'test-key',
      indexName: 'test-index',
      contextualSearch: true,
      searchParameters: {},
      searchPagePath: 'search',
      insights: true,
    });
    expect(built.config.customFields!.search).toMatchObject({engine: 'algolia', maxQueryLength: 64});
    expect(shardsPlugin(built.config)).toBe(false);
  });

  for (const missing of ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY']) {
    it(`without ${missing}: the embedded engine, whose shards the build writes, and no insights`, async () => {
      const built = await configWith({ALGOLIA_APP_ID: 'TESTAPP123', ALGOLIA_SEARCH_API_KEY: 'test-key', [missing]: ''});
      expect(built.engine).toBe('embedded');
      expect(built.theme.algolia).toMatchObject({contextualSearch: true, searchParameters: {}, searchPagePath: 'search', insights: false});
      expect(built.config.customFields!.search).toMatchObject({engine: 'embedded', manifestFile: 'search-index.json'});
      expect(shardsPlugin(built.config)).toBe(true);
    });
  }
});

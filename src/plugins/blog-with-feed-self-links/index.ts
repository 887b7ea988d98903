/**
 * The blog plugin, plus a `rel="self"` link in each feed: feed readers and validators expect the
 * feed to name its own address, and the stock plugin does not. Wrapped rather than a separate
 * plugin because plugins' postBuild steps run in parallel and the feeds must exist first.
 * The archive's route data is trimmed too (src/plugins/route-data-trim).
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {PluginModule} from '@docusaurus/types';
// validateOptions: the package's own export, declared in src/docusaurus-adapter/content-plugins.d.ts.
import blogPlugin, {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import {SITE} from '../../site-constants';
import {archiveProps, trimRouteProp} from '../route-data-trim';
import {addFeedSelfLink} from './feed-self-link';

const blogWithFeedSelfLinks: PluginModule = async (context, validatedOptions) => {
  const options = validatedOptions as BlogPluginOptions;
  const plugin = await blogPlugin(context, options);
  return {
    ...plugin,
    // The archive's route data carried every post whole, its Markdown source included (70 KB
    // brotli in Spanish); the archive shows only each post's date, title and link.
    contentLoaded: trimRouteProp(plugin, 'archive', archiveProps),
    async postBuild(props: Parameters<NonNullable<typeof plugin.postBuild>>[0]) {
      await plugin.postBuild?.(props);
      const feedsDir = join(props.outDir, options.routeBasePath);
      const feedUrl = `${SITE.url}${props.siteConfig.baseUrl}${options.routeBasePath}`;
      for (const [kind, file] of [
        ['rss', 'rss.xml'],
        ['atom', 'atom.xml'],
      ] as const) {
        const path = join(feedsDir, file);
        const xml = await readFile(path, 'utf8');
        await writeFile(path, addFeedSelfLink(xml, kind, `${feedUrl}/${file}`));
      }
    },
  };
};
blogWithFeedSelfLinks.validateOptions = validateBlogOptions;

export default blogWithFeedSelfLinks;

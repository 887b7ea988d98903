/**
 * The docs plugin, minus the description of every doc in the version data each docs page loads
 * (127 of them, 4 KB brotli on every Spanish docs page). Only category card lists show those
 * descriptions, and the site has none.
 */
import type {PluginModule} from '@docusaurus/types';
// validateOptions: the package's own export, declared in src/docusaurus-adapter/content-plugins.d.ts.
import docsPlugin, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import {trimRouteProp, versionPropsWithoutDescriptions, type VersionProps} from '../route-data-trim';

const docsWithoutCardDescriptions: PluginModule = async (context, options) => {
  const plugin = await docsPlugin(context, options as Parameters<typeof docsPlugin>[1]);
  return {
    ...plugin,
    contentLoaded: trimRouteProp(plugin, 'version', versionPropsWithoutDescriptions<VersionProps>),
  };
};
docsWithoutCardDescriptions.validateOptions = validateDocsOptions;

export default docsWithoutCardDescriptions;

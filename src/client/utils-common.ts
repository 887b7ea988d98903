/**
 * Stands in for `@docusaurus/utils-common` in the browser bundle (the `helm-initial-chunks` plugin
 * aliases it). The package's index is CommonJS that requires all of `tslib` to re-export its
 * functions, 4 KB brotli in every page's startup scripts for one helper; the files it re-exports
 * need no `tslib`. tests/unit/utils-common.test.ts fails if the package's names and these differ.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

export const blogPostContainerID = '__blog-post-container';

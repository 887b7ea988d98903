/** The class of a deferred section's wrapper, which src/plugins/deferred-sections styles as the article's own children. */
export const SECTION_CLASS = 'deferred-section';

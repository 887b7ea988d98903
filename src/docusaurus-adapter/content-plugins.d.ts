// Why this file: the docs and blog plugins export `validateOptions` from their package root (lib/index.js), but their
// declared types leave it out; these declarations add it, so the site imports the public export, not lib/options.js.
declare module '@docusaurus/plugin-content-docs' {
  export const validateOptions: NonNullable<import('@docusaurus/types').PluginModule['validateOptions']>;
}

declare module '@docusaurus/plugin-content-blog' {
  export const validateOptions: NonNullable<import('@docusaurus/types').PluginModule['validateOptions']>;
}

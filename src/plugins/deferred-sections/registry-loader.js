// Webpack/Rspack loader for the browser's copy of .docusaurus/registry.js (see ./index.ts). A doc
// long enough to be split (./remark.ts) is imported with its deferred sections once the page has
// hydrated: `import("@site/…/page.md")` becomes
// `import("@site/…/page.md").then((m) => Promise.resolve(m.loadDeferredSections?.()).then(() => m))`.
// Docusaurus renders a page after its route's modules are in (its `preload`), so after a
// client-side navigation the page renders whole, and a link to a heading in a later section
// lands. While the page is being opened, `loadDeferredSections` waits for nothing (the sections
// keep the server's markup). A registry of another shape fails the build.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as Rspack loads its loaders */
const {readFileSync} = require('node:fs');
const {join} = require('node:path');

const IMPORT = /\(\) => import\((\/\*[^*]*\*\/ )?"@site\/([^"]+\.mdx?)"\)/g;

module.exports = function deferredSectionsRegistry(source) {
  const {minDocChars, loadExport} = this.getOptions();
  if (!/\(\) => import\(/.test(source)) {
    throw new Error(
      'helm-deferred-sections: the route registry has no `() => import(…)`; its format changed ' +
        '(surface registry-deferred-imports, written for Docusaurus 3.7.0: src/docusaurus-adapter/surfaces.ts)',
    );
  }
  return source.replace(IMPORT, (call, _comment, path) => {
    const file = join(this.rootContext, path);
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return call;
    }
    this.addDependency(file);
    if (text.length < minDocChars) return call;
    return `${call}.then((m) => Promise.resolve(m.${loadExport}?.()).then(() => m))`;
  });
};

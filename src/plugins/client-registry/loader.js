// Webpack/Rspack loader for the browser's copy of .docusaurus/registry.js (see ./index.ts):
// `), "<module path>", require.resolveWeak(` becomes `), "", require.resolveWeak(`.
// A registry of another shape fails the build rather than shipping unchanged.
module.exports = function clientRegistry(source) {
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  let trimmed = 0;
  const out = source.replace(/\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g, () => {
    trimmed++;
    return '), "", require.resolveWeak(';
  });
  if (trimmed !== entries || entries === 0) {
    throw new Error(
      `helm-client-registry: trimmed ${trimmed} of ${entries} registry entries; the registry's format changed ` +
        '(surface registry-module-paths, written for Docusaurus 3.7.0: src/docusaurus-adapter/surfaces.ts)',
    );
  }
  return out;
};

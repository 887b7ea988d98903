// Webpack/Rspack loader for @docusaurus/core's client Link (see ./index.ts): the callback ref
// disconnects the observer it made last time before it makes another. The one line goes in at the
// top of `handleRef`; a Link of another shape fails the build rather than shipping the leak.
const REF = /const handleRef = \(el\) => \{\n(\s*)innerRef\.current = el;\n/g;

module.exports = function linkObservers(source) {
  let found = 0;
  const out = source.replace(REF, (start, indent) => {
    found++;
    return `${start}${indent}ioRef.current?.disconnect();\n${indent}ioRef.current = undefined;\n`;
  });
  if (found !== 1 || !/ioRef\.current = new window\.IntersectionObserver\(/.test(source)) {
    throw new Error(
      `helm-link-observers: found ${found} callback refs to change in Link.js, and expected 1 next to its IntersectionObserver; ` +
        "Link's code changed (surface link-observers, written for Docusaurus 3.7.0: src/docusaurus-adapter/surfaces.ts)",
    );
  }
  return out;
};

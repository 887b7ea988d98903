// Webpack/Rspack loader, run before the MDX loader, for the copy of a long doc that one deferred
// section loads (`page.md?deferred-section=40-120`, see ./remark.ts). It keeps the lines the query
// names, blanks the others (so line numbers in messages stay the doc's), and marks the copy in its
// front matter, which is how ./remark.ts tells a section from the page. A query of another shape
// fails the build.
const MARK = 'deferred_section'; // SECTION_MARK in ./remark.ts
const QUERY = 'deferred-section'; // SECTION_QUERY in ./remark.ts

module.exports = function deferredSectionSource(source) {
  const query = new URLSearchParams(this.resourceQuery.slice(1)).get(QUERY);
  if (!query || !/^\d+-\d+(,\d+-\d+)*$/.test(query)) {
    throw new Error(`helm-deferred-sections: "${this.resourceQuery}" does not name the lines of a section`);
  }
  const ranges = query.split(',').map((range) => range.split('-').map(Number));
  const lines = source.split('\n');
  const kept = lines.map((line, i) => (ranges.some(([first, last]) => i + 1 >= first && i + 1 <= last) ? line : ''));
  const fence = (line) => line !== undefined && line.trimEnd() === '---';
  // The front matter's lines become the mark alone; a doc without front matter gets one.
  const close = fence(lines[0]) ? lines.findIndex((line, i) => i > 0 && fence(line)) : -1;
  if (close >= 2) {
    kept[0] = '---';
    kept[1] = `${MARK}: true`;
    kept[close] = '---';
    return kept.join('\n');
  }
  return ['---', `${MARK}: true`, '---', ...kept].join('\n');
};

/**
 * Adds the feed's own address (`rel="self"`), which feed readers and validators expect and the
 * Docusaurus blog plugin does not write. Leaves a feed that already has one unchanged.
 */
export function addFeedSelfLink(xml: string, kind: 'rss' | 'atom', href: string): string {
  if (kind === 'rss') {
    if (xml.includes('<atom:link')) return xml;
    const withNamespace = xml.includes('xmlns:atom=') ? xml : xml.replace('<rss ', '<rss xmlns:atom="http://www.w3.org/2005/Atom" ');
    return withNamespace.replace(/<channel>/, `<channel>\n        <atom:link href="${href}" rel="self" type="application/rss+xml"/>`);
  }
  if (/<link[^>]*rel="self"/.test(xml)) return xml;
  return xml.replace(/(<feed[^>]*>)/, `$1\n    <link rel="self" type="application/atom+xml" href="${href}"/>`);
}

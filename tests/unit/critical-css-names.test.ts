import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {namesIn, requiredNames} from '../../scripts/lib/critical-css';

// The critical CSS step skips css-select for a selector when the page lacks a name it requires
// (scripts/lib/critical-css.ts). A name read wrongly would drop a rule the page needs from its
// first paint: these tests fail when a selector's names are misread, and when one the reading
// cannot be sure of is not left to css-select.

describe('requiredNames', () => {
  it('reads classes, ids, elements and attribute names', () => {
    expect(requiredNames('.navbar .navbar__item > a.menu__link')?.sort()).toEqual(['.menu__link', '.navbar', '.navbar__item', 'a'].sort());
    expect(requiredNames('#__docusaurus table td')?.sort()).toEqual(['#__docusaurus', 'table', 'td'].sort());
    expect(requiredNames('html[data-theme=light] .x')?.sort()).toEqual(['.x', '@data-theme', 'html'].sort());
    expect(requiredNames('* + .a ~ .b')?.sort()).toEqual(['.a', '.b']);
  });

  it('does not take an attribute value for a class or an id', () => {
    expect(requiredNames('a[href^="#"]')?.sort()).toEqual(['@href', 'a']);
    expect(requiredNames('a[href$=".pdf" i]')?.sort()).toEqual(['@href', 'a']);
  });

  it('leaves escapes, functions and namespaces to css-select', () => {
    expect(requiredNames('.md\\:flex')).toBeUndefined();
    expect(requiredNames('.a:not(.b)')).toBeUndefined();
    expect(requiredNames('[xlink|href]')).toBeUndefined();
  });
});

describe('namesIn', () => {
  it('lists the elements, classes, ids and attribute names of a page, head included', () => {
    const page = load(
      '<html lang=es><head><meta name=x></head><body><div id=top class="a  b"><svg viewBox="0 0 1 1"></svg></div></body></html>',
    );
    const names = namesIn(page.root()[0] as unknown as Parameters<typeof namesIn>[0]);
    for (const name of ['html', 'meta', 'div', 'svg', '.a', '.b', '#top', '@lang', '@viewbox', '@class']) expect(names).toContain(name);
    expect(names).not.toContain('.c');
  });
});

import {describe, expect, it} from 'vitest';
import {find, tags} from '../html';

describe('the HTML reader used by the route and link tests', () => {
  it('reads quoted, single-quoted and bare attribute values, as the minifier leaves them', () => {
    const html = `<html lang=es dir="ltr"><a href=/es/docs/ class='x'>a</a><link rel=alternate href="https://helm.sh/" hreflang=x-default>`;
    expect(find(html, 'html')?.attrs).toEqual({lang: 'es', dir: 'ltr'});
    expect(find(html, 'a')?.attrs).toEqual({href: '/es/docs/', class: 'x'});
    expect(find(html, 'link', {hreflang: 'x-default'})?.attrs.href).toBe('https://helm.sh/');
  });

  it('decodes entities and keeps boolean attributes', () => {
    const [input] = tags('<input disabled value="a &amp; b">', 'input');
    expect(input.attrs).toEqual({disabled: '', value: 'a & b'});
  });

  it('finds nothing when no tag matches', () => {
    expect(find('<p id=x>', 'link', {rel: 'canonical'})).toBeUndefined();
  });
});

import {describe, expect, it} from 'vitest';
import {pluralMessage} from '../../src/theme/BlogPostItem/Header/Info/plural';

// The blog's reading time ("1 minuto de lectura", "5 minutos de lectura") goes through this.

describe('pluralMessage', () => {
  it('picks the singular for one and the plural for other counts, in Spanish and English', () => {
    const es = '1 minuto de lectura|{n} minutos de lectura';
    expect(pluralMessage('es', 1, es)).toBe('1 minuto de lectura');
    expect(pluralMessage('es', 7, es)).toBe('{n} minutos de lectura');
    expect(pluralMessage('en', 1, 'One min read|many')).toBe('One min read');
    expect(pluralMessage('en', 2, 'One min read|many')).toBe('many');
  });

  it('follows the CLDR order of the categories a locale has', () => {
    // Polish: one, few, many, other.
    const pl = 'one|few|many|other';
    expect([1, 3, 5, 1.5].map((n) => pluralMessage('pl', n, pl))).toEqual(['one', 'few', 'many', 'other']);
  });

  it('falls back to the last form when the message has fewer forms than the locale', () => {
    expect(pluralMessage('pl', 5, 'one|other')).toBe('other');
    expect(pluralMessage('es', 3, 'only form')).toBe('only form');
  });
});

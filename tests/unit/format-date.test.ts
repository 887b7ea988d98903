import {describe, expect, it} from 'vitest';
import {formatDate, hasDateTable, type DateStyle} from '../../src/client/format-date';
import {LOCALES} from '../../src/site-constants';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: {day: 'numeric', month: 'short', year: 'numeric'},
  long: {day: 'numeric', month: 'long', year: 'numeric'},
  dayMonth: {day: 'numeric', month: 'long'},
};

/** One day in every month, with one- and two-digit days, around the turn of a year and a leap day. */
const DAYS = [
  ...Array.from({length: 12}, (_, month) => Date.UTC(2026, month, month * 2 + 1)),
  Date.UTC(2024, 1, 29),
  Date.UTC(2019, 11, 31, 23, 59),
  Date.UTC(2020, 0, 1, 0, 0),
];

describe('formatDate', () => {
  it('has its own table for every locale the site ships', () => {
    for (const locale of LOCALES.all) expect(hasDateTable(locale)).toBe(true);
  });

  for (const locale of LOCALES.all) {
    for (const style of Object.keys(STYLES) as DateStyle[]) {
      it(`writes ${locale} ${style} dates as Intl does`, () => {
        const intl = new Intl.DateTimeFormat(locale, {calendar: 'gregory', timeZone: 'UTC', ...STYLES[style]});
        for (const day of DAYS) {
          expect(formatDate(day, locale, style)).toBe(intl.format(day));
          expect(formatDate(new Date(day).toISOString(), locale, style)).toBe(intl.format(day));
        }
      });
    }
  }

  it('reads the date in UTC, not in the machine time zone', () => {
    expect(formatDate('2019-12-31T23:59:00Z', 'en', 'short')).toBe('Dec 31, 2019');
    expect(formatDate('2020-01-01T00:00:00Z', 'es', 'long')).toBe('1 de enero de 2020');
  });

  it('falls back to Intl for a locale or a calendar it has no table for', () => {
    const day = Date.UTC(2026, 10, 26);
    expect(hasDateTable('fr')).toBe(false);
    expect(formatDate(day, 'fr', 'long')).toBe(new Intl.DateTimeFormat('fr', {timeZone: 'UTC', ...STYLES.long}).format(day));
    expect(formatDate(day, 'en', 'short', 'japanese')).toBe(
      new Intl.DateTimeFormat('en', {calendar: 'japanese', timeZone: 'UTC', ...STYLES.short}).format(day),
    );
  });
});

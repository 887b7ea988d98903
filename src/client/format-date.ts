/**
 * Dates in the site's own words, without Intl for the locales we ship.
 *
 * The first `Intl.DateTimeFormat` a page builds loads the locale's ICU data: 15–24 ms of main
 * thread in Chromium on a fast machine, four times that on the phone Lighthouse simulates. Docs
 * pages (last updated) and blog pages (post dates) built one while hydrating, inside the longest
 * task of the load. The month names below are the ones Intl gives for these styles (a unit test
 * holds them to Node's ICU), and the server and the browser now print the same string by
 * construction, whatever ICU each has. A locale without a table here falls back to Intl.
 */

/** `short`: Nov 26, 2026 · `long`: November 26, 2026 · `dayMonth`: November 26. Gregorian, in UTC. */
export type DateStyle = 'short' | 'long' | 'dayMonth';

type LocaleDates = {
  short: readonly string[];
  long: readonly string[];
  format: (day: number, month: string, year: number, style: DateStyle) => string;
};

const TABLES = new Map<string, LocaleDates>([
  [
    'en',
    {
      short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
      format: (day, month, year, style) => (style === 'dayMonth' ? `${month} ${day}` : `${month} ${day}, ${year}`),
    },
  ],
  [
    'es',
    {
      short: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
      long: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
      format: (day, month, year, style) =>
        style === 'short' ? `${day} ${month} ${year}` : style === 'long' ? `${day} de ${month} de ${year}` : `${day} de ${month}`,
    },
  ],
]);

const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: {day: 'numeric', month: 'short', year: 'numeric'},
  long: {day: 'numeric', month: 'long', year: 'numeric'},
  dayMonth: {day: 'numeric', month: 'long'},
};

const fallbacks = new Map<string, Intl.DateTimeFormat>();

/** Whether `locale` has its own table here, so formatting it never touches Intl. */
export function hasDateTable(locale: string): boolean {
  return TABLES.has(locale);
}

/**
 * `date` (an ISO string, a timestamp or a Date) as `locale` writes it in `style`, in UTC.
 * `calendar` is the locale config's; a calendar other than Gregorian goes through Intl.
 */
export function formatDate(date: string | number | Date, locale: string, style: DateStyle, calendar = 'gregory'): string {
  const at = new Date(date);
  const table = TABLES.get(locale);
  if (table && calendar === 'gregory') {
    const names = style === 'short' ? table.short : table.long;
    return table.format(at.getUTCDate(), names[at.getUTCMonth()], at.getUTCFullYear(), style);
  }
  const key = `${locale}/${calendar}/${style}`;
  let format = fallbacks.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {calendar, timeZone: 'UTC', ...INTL_OPTIONS[style]});
    fallbacks.set(key, format);
  }
  return format.format(at);
}

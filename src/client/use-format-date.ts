import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatDate, type DateStyle} from './format-date';

/** `formatDate` in the page's locale and that locale's calendar, for components. */
export function useFormatDate(): (date: string | number | Date, style: DateStyle) => string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const calendar = localeConfigs[currentLocale]?.calendar;
  return (date, style) => formatDate(date, currentLocale, style, calendar);
}

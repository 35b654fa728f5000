import {
  DATE_FORMATS,
  EMPTY_DATE,
  INVALID_DATE,
  type LocaleCode,
  formatDate,
  isLocale,
} from '@doita/shared';
import { currentLocale, i18n, intlLocale } from './i18n';
import { dateTimeFormat, numberFormat } from './intl-formatters';

const localeOf = (locale: string | undefined): LocaleCode =>
  locale && isLocale(locale) ? locale : currentLocale();

/**
 * A date in the language's one format (`DATE_FORMATS`: "14/02/2026" / "14 Feb 2026"), on
 * every screen. A date-only value (or midnight UTC) reads as that calendar day; an instant
 * as its day in `timeZone`. An invalid or missing date is said in the language, never the
 * spec's raw 'Invalid Date' or 'N/A'.
 */
export function formatShownDate(
  value: string | Date | null | undefined,
  options: { timeZone?: string; locale?: string } = {},
): string {
  const locale = localeOf(options.locale);
  let text: string;
  try {
    text = formatDate(value, { format: DATE_FORMATS[locale], timeZone: options.timeZone });
  } catch {
    // an unknown time zone: the day in UTC rather than nothing
    text = formatDate(value, { format: DATE_FORMATS[locale] });
  }
  if (text === INVALID_DATE) return i18n.t('common:date.invalid', { lng: locale });
  if (text === EMPTY_DATE) return i18n.t('common:date.empty', { lng: locale });
  return text;
}

function weekday(date: Date, locale: LocaleCode, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long' };
  let name: string;
  try {
    name = dateTimeFormat(intlLocale(locale), { ...options, timeZone }).format(date);
  } catch {
    name = dateTimeFormat(intlLocale(locale), options).format(date);
  }
  return name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1);
}

/** The weekday and the date in a time zone: "Thứ Hai, 24/11/2026" / "Monday, 24 Nov 2026". */
export function formatLongDate(date: Date, locale: string, timeZone: string): string {
  const lng = localeOf(locale);
  return `${weekday(date, lng, timeZone)}, ${formatShownDate(date, { timeZone, locale: lng })}`;
}

/** A calendar day's weekday and date, the same in any zone ("Thứ Bảy, 14/02/2026"). */
export function formatLongDay(iso: string, locale: string): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return formatShownDate(iso, { locale });
  return formatLongDate(day, locale, 'UTC');
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(intlLocale(locale), {}).format(value);
}

/** A calendar day (`YYYY-MM-DD`) shown as that day in any zone: "14/02/2026" / "14 Feb 2026". */
export function formatDay(iso: string, locale: string): string {
  return formatShownDate(iso.slice(0, 10), { locale });
}

/** "19:30": a time on the viewer's wall clock (24 hours in both languages). */
export function formatClock(date: Date, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return dateTimeFormat(intlLocale(locale), { ...options, timeZone }).format(date);
  } catch {
    return dateTimeFormat(intlLocale(locale), options).format(date);
  }
}

/** An instant on the viewer's wall clock, as a date ("14/02/2026") and a time ("19:30"). */
export function formatDateAndTime(
  iso: string,
  locale: string,
  timeZone: string,
): { date: string; time: string } {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return { date: formatShownDate(iso, { locale }), time: '' };
  return {
    date: formatShownDate(instant, { timeZone, locale }),
    time: formatClock(instant, locale, timeZone),
  };
}

/** "Tháng 11" / "November" (month 1-12), capitalised for a heading. */
export function formatMonthName(month: number, locale: string): string {
  const name = dateTimeFormat(intlLocale(locale), {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, month - 1, 1)));
  return name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1);
}

/**
 * A month of a year ('YYYY-MM') in the language's date format without the day: "11/2026"
 * beside the Vietnamese "25/11/2026", "Nov 2026" beside the English "25 Nov 2026".
 */
export function formatMonthYear(key: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(key);
  if (!match) return key;
  return formatShownDate(`${match[1]}-${match[2]}-01`, { locale })
    .replace(/^\d{1,2}[/ ]/, '')
    .trim();
}

import { intlLocale } from './i18n';

/** A long date ("Thứ Hai, 24 tháng 11, 2026" / "Monday 24 November 2026") in a time zone. */
export function formatLongDate(date: Date, locale: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone }).format(
      date,
    );
  } catch {
    return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full' }).format(date);
  }
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

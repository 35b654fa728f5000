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

/** A calendar day (`YYYY-MM-DD`) shown as that day in any zone: "14 thg 2, 2026" / "14 Feb 2026". */
export function formatDay(
  iso: string,
  locale: string,
  style: 'medium' | 'long' = 'medium',
): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: 'UTC' }).format(
    day,
  );
}

/** An instant on the viewer's wall clock, as a date ("14 thg 2, 2026") and a time ("19:30"). */
export function formatDateAndTime(
  iso: string,
  locale: string,
  timeZone: string,
): { date: string; time: string } {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return { date: iso, time: '' };
  const format = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone }).format(instant);
    } catch {
      return new Intl.DateTimeFormat(intlLocale(locale), options).format(instant);
    }
  };
  return { date: format({ dateStyle: 'medium' }), time: format({ timeStyle: 'short' }) };
}

/** "Tháng 11" / "November" (month 1-12), capitalised for a heading. */
export function formatMonthName(month: number, locale: string): string {
  const name = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, month - 1, 1)));
  return name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1);
}

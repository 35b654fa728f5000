import { intlLocale } from '@/lib/i18n';

/** A memory's date is a calendar day: it is shown as that day in any time zone. */
function dayOf(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

/** "14 thg 2, 2026" / "14 Feb 2026", or the full form on the detail page. */
export function formatMemoryDate(iso: string, locale: string, style: 'medium' | 'full' = 'medium') {
  const date = dayOf(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: 'UTC' }).format(
    date,
  );
}

/** "Tháng 2" / "February": the month headers of the list (the year heads its own group). */
export function formatMonthName(month: number, locale: string): string {
  const name = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, month - 1, 1)));
  return name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1);
}

/** From 'YYYY-MM': "02" on the chart's axis (the year goes under it), "thg 2 2026" / "Feb 2026" in its table. */
export function formatMonthKey(key: string, locale: string, style: 'axis' | 'table') {
  const date = new Date(`${key}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return key;
  // both languages read a month as its two digits
  if (style === 'axis') return key.slice(5, 7);
  const options: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(date);
}

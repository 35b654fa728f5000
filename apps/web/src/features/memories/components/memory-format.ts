import { formatDay, formatLongDay } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

/** "14/02/2026" / "14 Feb 2026", or with its weekday on the detail page. */
export function formatMemoryDate(iso: string, locale: string, style: 'medium' | 'full' = 'medium') {
  return style === 'full' ? formatLongDay(iso, locale) : formatDay(iso, locale);
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

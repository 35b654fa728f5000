import { formatDay, formatLongDay, formatMonthYear } from '@/lib/format';

/** "14/02/2026" / "14 Feb 2026", or with its weekday on the detail page. */
export function formatMemoryDate(iso: string, locale: string, style: 'medium' | 'full' = 'medium') {
  return style === 'full' ? formatLongDay(iso, locale) : formatDay(iso, locale);
}

/** From 'YYYY-MM': "02" on the chart's axis (the year goes under it), "02/2026" / "Feb 2026" in its table. */
export function formatMonthKey(key: string, locale: string, style: 'axis' | 'table') {
  // both languages read a month as its two digits
  if (style === 'axis') return /^\d{4}-\d{2}$/.test(key) ? key.slice(5, 7) : key;
  return formatMonthYear(key, locale);
}

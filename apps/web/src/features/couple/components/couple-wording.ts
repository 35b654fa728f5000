import type { TFunction } from 'i18next';
import { type LocalDate, formatIsoDate, relativeDay } from '@doita/shared';
import { formatShownDate } from '@/lib/format';

/** DD/MM/YYYY (the default date format) of a calendar date. */
export function formatLocalDate(date: LocalDate): string {
  return formatShownDate(formatIsoDate(date));
}

/** "hôm nay", "ngày mai", "còn 3 ngày", "còn 2 tuần"... (the shared bands). */
export function relativeWording(t: TFunction, daysUntil: number): string {
  const rel = relativeDay(daysUntil);
  if (rel.unit === 'today' || rel.unit === 'tomorrow' || rel.unit === 'yesterday') {
    return t(`couple:relative.${rel.unit}`);
  }
  return t(`couple:relative.${rel.unit}`, { count: rel.count });
}

/**
 * "1 năm 2 tháng 3 ngày" / "1 year 2 months 3 days", zero parts left out; the start day
 * (day 1, nothing elapsed yet) reads "Ngày đầu tiên bên nhau", never "0 ngày".
 */
export function durationWording(
  t: TFunction,
  split: { years: number; months: number; days: number },
): string {
  if (!split.years && !split.months && !split.days) return t('couple:time.firstDay');
  const parts: string[] = [];
  if (split.years) parts.push(t('couple:time.years', { count: split.years }));
  if (split.months) parts.push(t('couple:time.months', { count: split.months }));
  if (split.days) parts.push(t('couple:time.days', { count: split.days }));
  return parts.join(' ');
}

import { isLeapYear } from '../dates/zoned-dates.js';
import type { LocalDate } from '../dates/zoned-dates.js';

/**
 * "On this day": memories dated this month and day in an earlier year. A 29 February
 * memory comes back on 28 February in common years (it would otherwise wait four years);
 * in a leap year it is shown on the 29th itself.
 */
export function onThisDayMonthDays(today: LocalDate): { month: number; day: number }[] {
  const days = [{ month: today.month, day: today.day }];
  if (today.month === 2 && today.day === 28 && !isLeapYear(today.year))
    days.push({ month: 2, day: 29 });
  return days;
}

/** Whether a memory dated `date` (YYYY-MM-DD) belongs on today's "on this day". */
export function isOnThisDay(date: string, today: LocalDate): boolean {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (!(year < today.year)) return false;
  return onThisDayMonthDays(today).some((d) => d.month === month && d.day === day);
}

/** How many years ago, for "1 năm trước" / "3 years ago". */
export const yearsAgo = (date: string, today: LocalDate) => today.year - Number(date.slice(0, 4));

import { type LocalDate, dayNumber, parseIsoDate, toLocalDate } from './zoned-dates.js';

/**
 * Dates show as DD/MM/YYYY by default; an invalid date shows
 * 'Invalid Date' and an empty one 'N/A'. A date without time travels as midnight UTC,
 * so date-only values are read as calendar dates, never shifted by a time zone.
 */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';
export const INVALID_DATE = 'Invalid Date';
export const EMPTY_DATE = 'N/A';

/**
 * One date format per language, on every screen: DD/MM/YYYY in Vietnamese
 * ("14/02/2026"), and day, short month, year in English ("14 Feb 2026"), which no reader
 * can take for February 14th or 2nd of a month. A weekday or a time is added around it,
 * never another layout.
 */
export const DATE_FORMATS = { vi: 'DD/MM/YYYY', en: 'D MMM YYYY' } as const;

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * A date-only value: `YYYY-MM-DD`, or the same day as an ISO date-time at midnight UTC
 * (clients send a date without time as midnight UTC in ISO form), with or
 * without seconds and fractions, `Z` or a zero offset.
 */
const DATE_ONLY = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0{1,9})?)?(?:Z|[+-]00(?::?00)?))?$/;

/**
 * The calendar day (`YYYY-MM-DD`) a date-only field names, or null when the value is not
 * one (not a real day, another time of day, another offset). Every date-only input of the
 * API reads through this (`isoDateSchema`, the profile's date of birth).
 */
export function dateOnlyOf(value: string): string | null {
  const match = DATE_ONLY.exec(value.trim());
  if (!match?.[1]) return null;
  return parseIsoDate(match[1]) ? match[1] : null;
}

/** The calendar date a value stands for, or null (invalid) / undefined (empty). */
export function calendarDateOf(
  value: string | Date | null | undefined,
  timeZone: string,
): LocalDate | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && DATE_ONLY.test(value)) return parseIsoDate(value);
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return null;
  return toLocalDate(instant, timeZone);
}

export function formatDate(
  value: string | Date | null | undefined,
  options: { format?: string; timeZone?: string } = {},
): string {
  const date = calendarDateOf(value, options.timeZone ?? 'UTC');
  if (date === undefined) return EMPTY_DATE;
  if (date === null) return INVALID_DATE;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const tokens: Record<string, string> = {
    YYYY: pad(date.year, 4),
    MMM: MONTHS_EN[date.month - 1] ?? '',
    MM: pad(date.month),
    DD: pad(date.day),
    D: String(date.day),
  };
  return (options.format ?? DEFAULT_DATE_FORMAT).replace(
    /YYYY|MMM|MM|DD|D/g,
    (token) => tokens[token] ?? token,
  );
}

/**
 * Relative wording: today, tomorrow, then days under 7, weeks under 30,
 * else months (30-day months). Past dates mirror it (yesterday, n days ago...).
 */
export type RelativeDay =
  | { unit: 'today' }
  | { unit: 'tomorrow' }
  | { unit: 'yesterday' }
  | { unit: 'days' | 'weeks' | 'months'; count: number; past: boolean };

export function relativeDay(diffDays: number): RelativeDay {
  if (diffDays === 0) return { unit: 'today' };
  if (diffDays === 1) return { unit: 'tomorrow' };
  if (diffDays === -1) return { unit: 'yesterday' };
  const past = diffDays < 0;
  const n = Math.abs(diffDays);
  if (n < 7) return { unit: 'days', count: n, past };
  if (n < 30) return { unit: 'weeks', count: Math.floor(n / 7), past };
  return { unit: 'months', count: Math.floor(n / 30), past };
}

/** Calendar days from today to a date, in the viewer's time zone. */
export function daysFromToday(target: LocalDate, now: Date, timeZone: string): number {
  return dayNumber(target) - dayNumber(toLocalDate(now, timeZone));
}

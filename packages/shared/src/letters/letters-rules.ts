import {
  dayNumber,
  daysInMonth,
  formatIsoDate,
  fromDayNumber,
  parseIsoDate,
  toLocalDate,
} from '../dates/zoned-dates.js';
import type { LocalDate } from '../dates/zoned-dates.js';

/**
 * Letters for later (docs/product-rules.md, Letters for later): a letter to the partner,
 * sealed until its opening day. The day is chosen on the writer's calendar, from tomorrow
 * to 25 years ahead; it opens when that day has come on the recipient's calendar.
 */
export const LETTER_LIMITS = {
  /** characters of text */
  text: 20_000,
  /** photos */
  images: 10,
  /** the farthest opening day, in years from the writer's today */
  yearsAhead: 25,
  /** letters a page */
  pageMax: 50,
} as const;

export const LETTER_BOXES = ['sent', 'waiting', 'opened'] as const;
export type LetterBox = (typeof LETTER_BOXES)[number];
/** What GET /letters lists: one box, or `all` (the default): every letter I wrote or that is to me. */
export const LETTER_LISTS = ['all', ...LETTER_BOXES] as const;
export type LetterList = (typeof LETTER_LISTS)[number];

/** The same day `years` later; 29 February falls on 28 February in a common year. */
export function addYearsClamped(date: LocalDate, years: number): LocalDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** The first and last day a letter written now in `timeZone` may open on (YYYY-MM-DD). */
export function letterOpensOnWindow(now: Date, timeZone: string): { min: string; max: string } {
  const today = toLocalDate(now, timeZone);
  return {
    min: formatIsoDate(fromDayNumber(dayNumber(today) + 1)),
    max: formatIsoDate(addYearsClamped(today, LETTER_LIMITS.yearsAhead)),
  };
}

export type LetterOpensOnError = 'invalid' | 'tooSoon' | 'tooFar';

/** Why an opening day may not be chosen now in the writer's time zone, or null when it may. */
export function letterOpensOnError(
  opensOn: string,
  now: Date,
  timeZone: string,
): LetterOpensOnError | null {
  const day = parseIsoDate(opensOn);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(opensOn)) return 'invalid';
  const { min, max } = letterOpensOnWindow(now, timeZone);
  if (opensOn < min) return 'tooSoon';
  if (opensOn > max) return 'tooFar';
  return null;
}

/** Whether a letter opening on `opensOn` has opened, on the recipient's calendar. */
export function isLetterOpen(opensOn: string, now: Date, recipientTimeZone: string): boolean {
  return opensOn <= formatIsoDate(toLocalDate(now, recipientTimeZone));
}

/** Whole days until it opens on the recipient's calendar (0 on the day, negative after). */
export function daysUntilLetterOpens(
  opensOn: string,
  now: Date,
  recipientTimeZone: string,
): number {
  const day = parseIsoDate(opensOn);
  if (!day) return 0;
  return dayNumber(day) - dayNumber(toLocalDate(now, recipientTimeZone));
}

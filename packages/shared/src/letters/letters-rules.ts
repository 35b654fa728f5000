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
 * sealed until its opening day. It opens when that day has come on the recipient's
 * calendar, so the day chosen must not have begun on it, nor on the writer's: from the later
 * of the two tomorrows, to 25 years after the writer's today.
 */
export const LETTER_LIMITS = {
  /** characters of text */
  text: 20_000,
  /** photos */
  images: 10,
  /** the farthest opening day, in years from the writer's today */
  yearsAhead: 25,
  /** letters a page, unless asked for fewer or more */
  pageSize: 20,
  /** the most letters a page */
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

/**
 * The first and last day a letter written now may open on (YYYY-MM-DD). The first is
 * tomorrow on both calendars: the writer's (a letter is for a day to come) and the
 * recipient's (where it opens; a day already begun there would open it as it is sent, past
 * the writer's editing). When the recipient's date is ahead (Hồ Chí Minh City from the
 * afternoon in Los Angeles, Kiribati), their tomorrow is the later one. A letter to oneself,
 * or a recipient's zone not known, uses the writer's calendar alone. The last is 25 years
 * after the writer's today.
 */
export function letterOpensOnWindow(
  now: Date,
  writerTimeZone: string,
  recipientTimeZone: string = writerTimeZone,
): { min: string; max: string } {
  const today = toLocalDate(now, writerTimeZone);
  const first = Math.max(dayNumber(today), dayNumber(toLocalDate(now, recipientTimeZone))) + 1;
  return {
    min: formatIsoDate(fromDayNumber(first)),
    max: formatIsoDate(addYearsClamped(today, LETTER_LIMITS.yearsAhead)),
  };
}

export type LetterOpensOnError = 'invalid' | 'tooSoon' | 'tooFar';

/**
 * Why an opening day may not be chosen now (`letterOpensOnWindow`: the writer's and the
 * recipient's calendars), or null when it may.
 */
export function letterOpensOnError(
  opensOn: string,
  now: Date,
  writerTimeZone: string,
  recipientTimeZone: string = writerTimeZone,
): LetterOpensOnError | null {
  const day = parseIsoDate(opensOn);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(opensOn)) return 'invalid';
  const { min, max } = letterOpensOnWindow(now, writerTimeZone, recipientTimeZone);
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

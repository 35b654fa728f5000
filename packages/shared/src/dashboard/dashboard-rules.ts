import { dayNumber, toLocalDateTime } from '../dates/zoned-dates.js';

/** The greeting: before 12 morning, before 17 afternoon, before 21 evening, else night. */
export type GreetingPeriod = 'morning' | 'afternoon' | 'evening' | 'night';

export function greetingPeriod(now: Date, timeZone: string): GreetingPeriod {
  const { hour } = toLocalDateTime(now, timeZone);
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  if (hour < 21) return 'evening';
  return 'night';
}

/** Five love quotes rotate by day number, so the card changes every day. */
export const QUOTE_COUNT = 5;

/** Index of the quote of the day: the viewer's calendar day number modulo the quote count. */
export function quoteOfTheDayIndex(
  now: Date,
  timeZone: string,
  count: number = QUOTE_COUNT,
): number {
  const n = dayNumber(toLocalDateTime(now, timeZone));
  return ((n % count) + count) % count;
}

/**
 * The dashboard's "Coming up", from the soonest not completed reminders due from now on
 * (soonest first, any distance): those due by `until` (the 7 days), and, only when there
 * are none, the first one after it, so a free week can say when the next reminder is.
 */
export function splitUpcoming<T extends { datetime: Date }>(
  soonest: readonly T[],
  until: Date,
): { upcoming: T[]; next: T | null } {
  const upcoming = soonest.filter((reminder) => reminder.datetime.getTime() <= until.getTime());
  return { upcoming, next: upcoming.length === 0 ? (soonest[0] ?? null) : null };
}

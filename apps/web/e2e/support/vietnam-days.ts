import {
  DEFAULT_TIME_ZONE,
  dayNumber,
  formatClockTime,
  formatIsoDate,
  fromDayNumber,
  toLocalDate,
  toLocalDateTime,
  zonedToInstant,
} from '@doita/shared';
import { test } from './test';

// Tests that name "today" mean it in a time zone, the users' default (Ho Chi Minh City) unless
// they say another, with the app's own date rules: Vietnam's midnight is 17:00 UTC, so a test
// run in the evening in Europe crosses it.

/** `YYYY-MM-DD` of the calendar day `days` (and `years`) from today in a time zone. */
export function dayIn(timeZone: string, days = 0, years = 0): string {
  const today = toLocalDate(new Date(), timeZone);
  // a year back from 29 February is 1 March, as Date.UTC rolls it over
  return formatIsoDate(fromDayNumber(dayNumber({ ...today, year: today.year + years }) + days));
}

/** `YYYY-MM-DD` of the calendar day `days` (and `years`) from today in Ho Chi Minh City. */
export const vietnamDay = (days = 0, years = 0): string => dayIn(DEFAULT_TIME_ZONE, days, years);

/** The wall-clock now in a time zone, as the date and time inputs take it. */
export function nowIn(timeZone = DEFAULT_TIME_ZONE): { date: string; time: string } {
  const now = toLocalDateTime(new Date(), timeZone);
  return { date: formatIsoDate(now), time: formatClockTime(now) };
}

/** The instant a calendar day `days` from today begins in a time zone. */
function midnightIn(timeZone: string, days: number): number {
  const day = fromDayNumber(dayNumber(toLocalDate(new Date(), timeZone)) + days);
  const instant = zonedToInstant({ ...day, hour: 0, minute: 0 }, timeZone);
  if (!instant) throw new Error(`no midnight in ${timeZone}`);
  return instant.getTime();
}

/**
 * An instant that has come due today: a minute ago, or the day's first instant in its first
 * minute. A new reminder may not be dated before its author's today.
 */
export function dueEarlierToday(): string {
  return new Date(Math.max(Date.now() - 60_000, midnightIn(DEFAULT_TIME_ZONE, 0))).toISOString();
}

/**
 * Waits out midnight in each zone (Ho Chi Minh City's by default) when it falls within the
 * next `spanMs`: a test that computes "today" at its start and checks it on screen later must
 * see one day throughout.
 */
export async function clearOfMidnight(
  zones: readonly string[] = [DEFAULT_TIME_ZONE],
  spanMs = 90_000,
): Promise<void> {
  for (const zone of zones) {
    const wait = midnightIn(zone, 1) - Date.now() + 1_000;
    if (wait > spanMs) continue;
    test.info().setTimeout(test.info().timeout + wait); // the wait is not the test's time
    await new Promise((r) => setTimeout(r, wait));
  }
}

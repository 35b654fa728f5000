import { test } from './test';

// Tests that name "today" mean the users' default zone, Ho Chi Minh City (UTC+7, no summer
// time), whose midnight is 17:00 UTC: a test run in the evening in Europe crosses it.

const OFFSET_MS = 7 * 3_600_000;

/** Today's year, month and day in Ho Chi Minh City. */
function vietnamToday(): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The instant today began in Ho Chi Minh City. */
function vietnamMidnight(): number {
  const { year, month, day } = vietnamToday();
  return Date.UTC(year, month - 1, day) - OFFSET_MS;
}

/** `YYYY-MM-DD` of the calendar day `days` (and `years`) from today in Ho Chi Minh City. */
export function vietnamDay(days = 0, years = 0): string {
  const today = vietnamToday();
  const day = new Date(Date.UTC(today.year + years, today.month - 1, today.day + days));
  return day.toISOString().slice(0, 10);
}

/**
 * An instant that has come due today: a minute ago, or the day's first instant in its first
 * minute. A new reminder may not be dated before its author's today.
 */
export function dueEarlierToday(): string {
  return new Date(Math.max(Date.now() - 60_000, vietnamMidnight())).toISOString();
}

/** Milliseconds until the next midnight in a time zone (to the second). */
function untilMidnightIn(timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return 86_400_000 - ((get('hour') * 60 + get('minute')) * 60 + get('second')) * 1000;
}

/**
 * Waits out midnight in each zone (Ho Chi Minh City's by default) when it falls within the
 * next `spanMs`: a test that computes "today" at its start and checks it on screen later must
 * see one day throughout.
 */
export async function clearOfMidnight(
  zones: readonly string[] = ['Asia/Ho_Chi_Minh'],
  spanMs = 90_000,
): Promise<void> {
  for (const zone of zones) {
    const wait = untilMidnightIn(zone) + 1_000;
    if (wait > spanMs) continue;
    test.info().setTimeout(test.info().timeout + wait); // the wait is not the test's time
    await new Promise((r) => setTimeout(r, wait));
  }
}

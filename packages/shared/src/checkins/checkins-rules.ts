import { MEMORY_MOODS } from '../memories/memories-rules.js';
import {
  dayNumber,
  formatIsoDate,
  fromDayNumber,
  parseIsoDate,
  toLocalDate,
  toLocalDateTime,
} from '../dates/zoned-dates.js';

/**
 * The daily check-in (docs/product-rules.md, Check-ins): a mood, from the memories' own
 * list, and a line of text, once a day per person; setting it again the same day replaces
 * it. "The day" is the person's own calendar day in their time zone.
 */
export const CHECKIN_MOODS = MEMORY_MOODS;
export type CheckinMood = (typeof CHECKIN_MOODS)[number];

export const CHECKIN_LIMITS = {
  note: 280,
  /** the chart's span, in days (GET /checkins?days=) */
  daysMin: 1,
  daysMax: 90,
  daysDefault: 30,
  /**
   * A check-in for yesterday is still taken until this hour of today, on the person's
   * clock: one tapped at 23:59 that waited offline and is sent after midnight counts for
   * the day it was tapped on. Later than that, yesterday is over.
   */
  lateUntilHour: 12,
  /**
   * A device whose clock runs a little fast stamps tomorrow in the last minutes of today:
   * taken for tomorrow, as the person saw it, rather than refused.
   */
  clockAheadMinutes: 5,
} as const;

/** The person's check-in day at an instant: their local date, `YYYY-MM-DD`. */
export function checkinDayOf(instant: Date, timeZone: string): string {
  return formatIsoDate(toLocalDate(instant, timeZone));
}

/** Why a check-in may not be for a day: a day still to come, or one that is over. */
export type CheckinDayError = 'invalid' | 'ahead' | 'over';

/**
 * Whether a check-in sent at `now` may be for `day` (`YYYY-MM-DD`, the day the person
 * tapped on, as their device saw it): their today, or their yesterday while their clock is
 * before `CHECKIN_LIMITS.lateUntilHour` (wall-clock hours: a day whose clocks change keeps
 * the same deadline). Null when it may.
 */
export function checkinDayError(day: string, now: Date, timeZone: string): CheckinDayError | null {
  const asked = /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseIsoDate(day) : null;
  if (!asked) return 'invalid';
  const local = toLocalDateTime(now, timeZone);
  const today = dayNumber(local);
  const wanted = dayNumber(asked);
  if (wanted === today) return null;
  if (wanted === today + 1 && inClockAheadWindow(local)) return null;
  if (wanted > today) return 'ahead';
  return wanted === today - 1 && local.hour < CHECKIN_LIMITS.lateUntilHour ? null : 'over';
}

/** the last `clockAheadMinutes` minutes of a day, on the wall clock */
function inClockAheadWindow(local: { hour: number; minute: number }): boolean {
  const minutesLeft = (23 - local.hour) * 60 + (60 - local.minute);
  return minutesLeft <= CHECKIN_LIMITS.clockAheadMinutes;
}

/**
 * The person's tomorrow while a check-in may already be for it (the last
 * `CHECKIN_LIMITS.clockAheadMinutes` minutes of their today, `checkinDayError`), else null.
 * A check-in for that day is the one their device shows as today's: it notifies the partner
 * as the first of that day, and their page shows it as today's until midnight comes.
 */
export function checkinDayAhead(now: Date, timeZone: string): string | null {
  const local = toLocalDateTime(now, timeZone);
  return inClockAheadWindow(local) ? formatIsoDate(fromDayNumber(dayNumber(local) + 1)) : null;
}

/**
 * The `days` calendar days ending on `today` (inclusive), oldest first: the chart's
 * columns. `today` is `YYYY-MM-DD`; an invalid date gives no days.
 */
export function checkinWindow(today: string, days: number): string[] {
  const end = parseIsoDate(today);
  if (!end || days < 1) return [];
  const last = dayNumber(end);
  return Array.from({ length: days }, (_, i) => formatIsoDate(fromDayNumber(last - days + 1 + i)));
}

/** A mood's position on the chart's scale, 1 (calm) to 7 (most lively), for the bars' height. */
export const CHECKIN_MOOD_LEVEL: Record<CheckinMood, number> = {
  peaceful: 1,
  nostalgic: 2,
  grateful: 3,
  happy: 4,
  romantic: 5,
  love: 6,
  excited: 7,
};

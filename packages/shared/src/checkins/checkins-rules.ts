import { MEMORY_MOODS } from '../memories/memories-rules.js';
import {
  dayNumber,
  formatIsoDate,
  fromDayNumber,
  parseIsoDate,
  toLocalDate,
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
} as const;

/** The person's check-in day at an instant: their local date, `YYYY-MM-DD`. */
export function checkinDayOf(instant: Date, timeZone: string): string {
  return formatIsoDate(toLocalDate(instant, timeZone));
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

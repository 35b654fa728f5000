import {
  type LocalDate,
  dayNumber,
  daysInMonth,
  fromDayNumber,
  isLeapYear,
  toLocalDateTime,
} from '../dates/zoned-dates.js';
import { atTime, zonedToInstant } from '../dates/zoned-instants.js';

/**
 * How long before an occurrence its notice comes: on the day, 1 day, 3 days or
 * a week before. Days are calendar days on the wall clock of the reminder's zone (the zone
 * its author set it in), at the reminder's own time: 09:00 on 1 March with 1 day ahead is
 * 09:00 on the last day of February, whatever daylight saving does in between.
 */
export const REMINDER_LEAD_DAYS = [0, 1, 3, 7] as const;
export type ReminderLeadDays = (typeof REMINDER_LEAD_DAYS)[number];

export function isReminderLeadDays(value: unknown): value is ReminderLeadDays {
  return (REMINDER_LEAD_DAYS as readonly unknown[]).includes(value);
}

/**
 * When the notice of an occurrence is due: `leadDays` calendar days before it, at the same
 * wall-clock time in `timeZone`. A time that does not exist that day (the spring-forward
 * gap) moves forward by the gap, as the occurrences themselves do.
 */
export function reminderNoticeAt(occurrence: Date, leadDays: number, timeZone: string): Date {
  if (leadDays <= 0) return occurrence;
  const local = toLocalDateTime(occurrence, timeZone);
  const day = fromDayNumber(dayNumber(local) - leadDays);
  return zonedToInstant(atTime(day, local), timeZone, { nonexistent: 'shift' }) ?? occurrence;
}

/**
 * The anniversary and the partners' birthdays: not reminders anyone wrote but
 * dates the app knows, shown among the upcoming reminders and in the bell on the day.
 */
export type OccasionKind = 'anniversary' | 'birthday';

export interface OccasionSource {
  kind: OccasionKind;
  /** the birthday's person (null for the anniversary) */
  userId: string | null;
  /** the person's name, or the partner's name for the anniversary */
  name: string;
  /** `YYYY-MM-DD`: the first day together, or the day of birth */
  date: LocalDate;
}

export interface Occasion extends OccasionSource {
  /** the day it falls on this time */
  on: LocalDate;
  /** how many years it marks on that day (1 for the first anniversary or birthday) */
  years: number;
}

/**
 * The day a yearly date falls on in `year`: 29 February falls on 28 February in a year
 * without one (as Vietnamese and most civil calendars keep such birthdays).
 */
export function yearlyDateIn(date: LocalDate, year: number): LocalDate {
  if (date.month === 2 && date.day === 29 && !isLeapYear(year)) return { year, month: 2, day: 28 };
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/**
 * The occasions falling within `days` days from `today` (today included: today through
 * today + days - 1 would miss one exactly a week on, so the window runs to today + days,
 * like the reminders' "due within 7 days"), soonest first. The day itself (years = 0) is
 * not an occasion: nothing is celebrated on the day someone is born or the day a couple
 * starts.
 */
export function upcomingOccasions(
  sources: readonly OccasionSource[],
  today: LocalDate,
  days: number,
): Occasion[] {
  const first = dayNumber(today);
  const last = first + Math.max(0, days);
  const out: Occasion[] = [];
  for (const source of sources) {
    for (const year of [today.year, today.year + 1]) {
      const on = yearlyDateIn(source.date, year);
      const n = dayNumber(on);
      const years = year - source.date.year;
      if (n >= first && n <= last && years > 0) {
        out.push({ ...source, on, years });
        break;
      }
    }
  }
  return out.sort((a, b) => dayNumber(a.on) - dayNumber(b.on) || a.kind.localeCompare(b.kind));
}

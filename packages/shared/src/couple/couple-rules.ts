import { isYearInBounds } from '../dates/date-bounds.js';
import {
  type LocalDate,
  dayNumber,
  daysInMonth,
  formatIsoDate,
  fromDayNumber,
  isLeapYear,
  parseIsoDate,
  toLocalDate,
} from '../dates/zoned-dates.js';
import type { Couple, CoupleUser } from './couple-schemas.js';

/** Join codes: 8 characters with no ambiguous letters (no I, L, O, 0, 1), 7 days, single use. */
export const COUPLE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const COUPLE_CODE_LENGTH = 8;
export const COUPLE_CODE_TTL_DAYS = 7;

/**
 * The partner: the connected couple's user that is not me. Here, not beside the schemas,
 * so a screen can read it without loading zod (the first screen's script stays small).
 */
export function partnerOf(couple: Pick<Couple, 'user1' | 'user2'>, myId: string): CoupleUser {
  return couple.user1.id === myId ? couple.user2 : couple.user1;
}

/**
 * Couple time, counted on the viewer's calendar (docs/product-rules.md, Days together).
 * The start day is day 1 ("ngày thứ 1"), as couples in Vietnam and Korea count:
 * the 100th day falls 99 days after the start. The years/months/days split is the
 * calendar difference (docs/architecture.md "Days together"), not 365-day years and 30-day months.
 */

/** Days elapsed from the start date to the viewer's today (0 on the start day; negative before). */
export function daysElapsed(start: LocalDate, today: LocalDate): number {
  return dayNumber(today) - dayNumber(start);
}

/** "Ngày thứ N": the start day is day 1; 0 when the start is still ahead. */
export function daysTogether(start: LocalDate, today: LocalDate): number {
  const elapsed = daysElapsed(start, today);
  return elapsed < 0 ? 0 : elapsed + 1;
}

/** Days together from an ISO start date, as of an instant, in the viewer's time zone. */
export function daysTogetherAt(
  startIso: string | null | undefined,
  now: Date,
  timeZone: string,
): number {
  const start = parseIsoDate(startIso);
  return start ? daysTogether(start, toLocalDate(now, timeZone)) : 0;
}

export interface DurationSplit {
  years: number;
  months: number;
  days: number;
}

/**
 * The years/months/days split as people count it, from the start date to today on the
 * viewer's calendar (on purpose not 365-day years and 30-day months, which printed
 * "1 năm 12 tháng"):
 * - years are the yearly anniversaries reached, on the days they are celebrated
 *   (29 February: 28 February in common years), so an anniversary reads "N years";
 * - months are calendar months after the last anniversary: one is complete on the day of
 *   the month the couple started (31 January to 29 February is 29 days, not one month);
 *   a start on the 31st completes its month on the last day of a shorter month only when
 *   the next month begins (clamped, as `addMonthsClamped` does);
 * - days are what is left; months stay 0 to 11 (never "12 months").
 * Zero on the start day (day 1) and before it.
 */
export function splitDuration(start: LocalDate, today: LocalDate): DurationSplit {
  if (dayNumber(today) <= dayNumber(start)) return { years: 0, months: 0, days: 0 };
  let years = today.year - start.year;
  if (dayNumber(anniversaryInYear(start, today.year)) > dayNumber(today)) years -= 1;
  const base = years === 0 ? start : anniversaryInYear(start, start.year + years);
  let months = (today.year - base.year) * 12 + (today.month - base.month);
  if (months > 0 && today.day < start.day) months -= 1;
  const monthDay = addMonthsClamped(base.year, base.month, start.day, months);
  return { years, months, days: dayNumber(today) - dayNumber(monthDay) };
}

/** `day` of the month `months` after (year, month), clamped to that month's last day. */
function addMonthsClamped(year: number, month: number, day: number, months: number): LocalDate {
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { year: y, month: m, day: Math.min(day, daysInMonth(y, m)) };
}

/**
 * The calendar date of the yearly anniversary in a given year: 29 February falls on
 * 28 February in common years.
 */
export function anniversaryInYear(start: LocalDate, year: number): LocalDate {
  if (start.month === 2 && start.day === 29 && !isLeapYear(year))
    return { year, month: 2, day: 28 };
  return { year, month: start.month, day: Math.min(start.day, daysInMonth(year, start.month)) };
}

export interface UpcomingAnniversary {
  date: LocalDate;
  /** which anniversary: 1 for the first year */
  years: number;
  /** 0 when it is today */
  daysUntil: number;
}

/** The next yearly anniversary on or after today (today counts when it is the day). */
export function nextAnniversary(start: LocalDate, today: LocalDate): UpcomingAnniversary {
  let year = Math.max(today.year, start.year + 1);
  let date = anniversaryInYear(start, year);
  if (dayNumber(date) < dayNumber(today)) {
    year += 1;
    date = anniversaryInYear(start, year);
  }
  return { date, years: year - start.year, daysUntil: dayNumber(date) - dayNumber(today) };
}

export const MILESTONE_DAY_STEP = 100;

export type Milestone =
  | { kind: 'days'; days: number; date: LocalDate; daysUntil: number }
  | { kind: 'years'; years: number; date: LocalDate; daysUntil: number };

/** The date of "ngày thứ N" (the Nth day together). */
export function dateOfDay(start: LocalDate, n: number): LocalDate {
  return fromDayNumber(dayNumber(start) + n - 1);
}

/** The next milestone on or after today: every 100th day, or a yearly anniversary, whichever is sooner. */
export function nextMilestone(start: LocalDate, today: LocalDate): Milestone {
  const current = Math.max(daysTogether(start, today), 1);
  const nextHundred = Math.ceil(current / MILESTONE_DAY_STEP) * MILESTONE_DAY_STEP;
  const hundredDate = dateOfDay(start, nextHundred);
  const byDays: Milestone = {
    kind: 'days',
    days: nextHundred,
    date: hundredDate,
    daysUntil: dayNumber(hundredDate) - dayNumber(today),
  };
  const anniversary = nextAnniversary(start, today);
  return anniversary.daysUntil < byDays.daysUntil
    ? {
        kind: 'years',
        years: anniversary.years,
        date: anniversary.date,
        daysUntil: anniversary.daysUntil,
      }
    : byDays;
}

/** Every milestone whose date lies in [from, to], oldest first (for the timeline). */
export function milestonesBetween(start: LocalDate, from: LocalDate, to: LocalDate): Milestone[] {
  const lo = Math.max(dayNumber(from), dayNumber(start));
  const hi = dayNumber(to);
  const out: Milestone[] = [];
  for (let n = MILESTONE_DAY_STEP; dayNumber(start) + n - 1 <= hi; n += MILESTONE_DAY_STEP) {
    const date = dateOfDay(start, n);
    if (dayNumber(date) >= lo) out.push({ kind: 'days', days: n, date, daysUntil: 0 });
  }
  for (let years = 1; ; years++) {
    const date = anniversaryInYear(start, start.year + years);
    if (dayNumber(date) > hi) break;
    if (dayNumber(date) >= lo) out.push({ kind: 'years', years, date, daysUntil: 0 });
  }
  return out.sort((a, b) => dayNumber(a.date) - dayNumber(b.date));
}

/** The relationship start: a real date within DATE_BOUNDS, not in the viewer's future. */
export function isValidRelationshipStart(iso: string, now: Date, timeZone: string): boolean {
  const date = parseIsoDate(iso);
  if (!date || !isYearInBounds(date.year)) return false;
  return dayNumber(date) <= dayNumber(toLocalDate(now, timeZone));
}

/** The date days together count from: the anniversary date, else the day the couple connected. */
export function relationshipStartIso(
  anniversaryDate: string | null | undefined,
  connectedAt: string | Date | null | undefined,
  timeZone: string,
): string | null {
  if (parseIsoDate(anniversaryDate)) return (anniversaryDate as string).slice(0, 10);
  if (!connectedAt) return null;
  const instant = typeof connectedAt === 'string' ? new Date(connectedAt) : connectedAt;
  return Number.isNaN(instant.getTime()) ? null : formatIsoDate(toLocalDate(instant, timeZone));
}

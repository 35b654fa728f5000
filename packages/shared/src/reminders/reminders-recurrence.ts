import {
  type LocalDate,
  type LocalDateTime,
  dayNumber,
  daysInMonth,
  fromDayNumber,
  toLocalDate,
  toLocalDateTime,
} from '../dates/zoned-dates.js';
import { atTime, zonedToInstant } from '../dates/zoned-instants.js';
import {
  type LunarDate,
  leapMonthOf,
  lunarMonthLength,
  lunarToSolar,
  solarToLunar,
} from './lunar-calendar.js';
import type { RecurringType, ReminderCalendar } from './reminders-rules.js';

/**
 * When a repeating reminder comes round again (docs/product-rules.md, Reminders). Occurrences are
 * counted from the series' anchor, the first occurrence's wall-clock date and time in the
 * zone it was set in, so month ends clamp without drifting (31 January monthly: 28 or
 * 29 February, then 31 March) and 09:00 stays 09:00 across daylight-saving changes. A
 * time that does not exist that day (the spring-forward gap) moves forward by the gap.
 *
 * Lunar reminders repeat by the lunar month or year. A lunar 30th falls on the 29th in a
 * 29-day month; a date in a leap month recurs in the regular month of later years (as
 * death anniversaries are kept).
 */
export interface RecurrenceRule {
  recurringType: RecurringType;
  calendar: ReminderCalendar;
  /** the wall clock's zone (IANA) */
  timeZone: string;
  /** the first occurrence, on the wall clock of `timeZone` */
  anchor: LocalDateTime;
  /** for lunar reminders: the lunar date of the first occurrence */
  lunar?: Pick<LunarDate, 'day' | 'month' | 'isLeapMonth'> | null;
}

const SAFETY_STEPS = 500;

function addMonths(anchor: LocalDate, months: number): LocalDate {
  const index = anchor.year * 12 + (anchor.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(anchor.day, daysInMonth(year, month)) };
}

/** The n-th occurrence's date (n = 0 is the anchor) of a solar rule. */
function solarDate(rule: RecurrenceRule, n: number): LocalDate {
  const { anchor } = rule;
  switch (rule.recurringType) {
    case 'daily':
      return fromDayNumber(dayNumber(anchor) + n);
    case 'weekly':
      return fromDayNumber(dayNumber(anchor) + 7 * n);
    case 'monthly':
      return addMonths(anchor, n);
    case 'yearly':
      return addMonths(anchor, 12 * n);
    case 'none':
      return anchor;
  }
}

/** A first guess at how many steps separate the anchor from `after` (never too many). */
function solarStepsBefore(rule: RecurrenceRule, after: LocalDate): number {
  const days = dayNumber(after) - dayNumber(rule.anchor);
  const months = (after.year - rule.anchor.year) * 12 + (after.month - rule.anchor.month);
  const steps = {
    none: 0,
    daily: days - 1,
    weekly: Math.floor(days / 7) - 1,
    monthly: months - 1,
    yearly: Math.floor(months / 12) - 1,
  }[rule.recurringType];
  return Math.max(0, steps);
}

const instantAt = (rule: RecurrenceRule, date: LocalDate) =>
  zonedToInstant(atTime(date, rule.anchor), rule.timeZone, { nonexistent: 'shift' });

/** The lunar month after (month, year, leap): the leap month follows its regular month. */
function nextLunarMonth(m: { month: number; year: number; isLeapMonth: boolean }) {
  if (!m.isLeapMonth && leapMonthOf(m.year) === m.month) return { ...m, isLeapMonth: true };
  return m.month === 12
    ? { month: 1, year: m.year + 1, isLeapMonth: false }
    : { month: m.month + 1, year: m.year, isLeapMonth: false };
}

/** The solar date of a lunar day in a given month, the 30th clamped to the month's length. */
function lunarDayIn(
  day: number,
  m: { month: number; year: number; isLeapMonth: boolean },
): LocalDate | null {
  const length = lunarMonthLength(m.month, m.year, m.isLeapMonth);
  if (length === null) return null;
  return lunarToSolar({ day: Math.min(day, length), ...m });
}

function nextLunarAfter(rule: RecurrenceRule, after: Date): Date | null {
  const lunar = rule.lunar;
  if (!lunar) return null;
  const afterLocal = toLocalDate(after, rule.timeZone);
  const anchorLunar = solarToLunar(rule.anchor);
  if (rule.recurringType === 'yearly') {
    const fromLunar = solarToLunar(afterLocal);
    for (
      let year = Math.max(anchorLunar.year, fromLunar.year - 1), i = 0;
      i < SAFETY_STEPS;
      year++, i++
    ) {
      const keepLeap = year === anchorLunar.year && lunar.isLeapMonth;
      const date = lunarDayIn(lunar.day, { month: lunar.month, year, isLeapMonth: keepLeap });
      const instant = date && instantAt(rule, date);
      if (instant && instant.getTime() > after.getTime()) return instant;
    }
    return null;
  }
  // monthly: every lunar month, leap months included, from the anchor's month on
  // Far past the anchor, start a month or so before `after` rather than walking from the anchor.
  const start =
    dayNumber(afterLocal) - dayNumber(rule.anchor) > 62
      ? solarToLunar(fromDayNumber(dayNumber(afterLocal) - 35))
      : anchorLunar;
  let month = { month: start.month, year: start.year, isLeapMonth: start.isLeapMonth };
  for (let i = 0; i < SAFETY_STEPS; i++, month = nextLunarMonth(month)) {
    const date = lunarDayIn(lunar.day, month);
    const instant = date && instantAt(rule, date);
    if (
      instant &&
      instant.getTime() > after.getTime() &&
      dayNumber(date) >= dayNumber(rule.anchor)
    ) {
      return instant;
    }
  }
  return null;
}

/**
 * The first occurrence strictly after `after` (null for a reminder that does not repeat).
 * A server that was down skips the occurrences it missed: the next one is in the future.
 */
export function nextOccurrenceAfter(rule: RecurrenceRule, after: Date): Date | null {
  if (rule.recurringType === 'none') return null;
  if (rule.calendar === 'lunar') return nextLunarAfter(rule, after);
  const afterLocal = toLocalDate(after, rule.timeZone);
  for (let n = solarStepsBefore(rule, afterLocal), i = 0; i < SAFETY_STEPS; n++, i++) {
    const instant = instantAt(rule, solarDate(rule, n));
    if (instant && instant.getTime() > after.getTime()) return instant;
  }
  return null;
}

/** The first `count` occurrences from the anchor on (the calendar feed lists lunar ones this way). */
export function occurrencesFrom(rule: RecurrenceRule, from: Date, count: number): Date[] {
  const out: Date[] = [];
  let cursor = new Date(from.getTime() - 1);
  for (let i = 0; i < count; i++) {
    const next = nextOccurrenceAfter(rule, cursor);
    if (!next) break;
    out.push(next);
    cursor = next;
  }
  return out;
}

/** The rule of a reminder whose current occurrence is `datetime` (the anchor, read in its zone). */
export function ruleAnchoredAt(
  datetime: Date,
  timeZone: string,
  fields: Pick<RecurrenceRule, 'recurringType' | 'calendar' | 'lunar'>,
): RecurrenceRule {
  return { ...fields, timeZone, anchor: toLocalDateTime(datetime, timeZone) };
}

import { dayNumber, toLocalDate } from '../dates/zoned-dates.js';

/**
 * Reminder rules (docs/product-rules.md, Reminders): status, urgency, colour
 * and relative wording, all in the viewer's time zone.
 */
/**
 * Reminders' limits. Here, not beside the schemas, so the web's first screen can read them
 * without loading zod.
 */
export const REMINDER_LIMITS = {
  title: 200,
  description: 2000,
  pageSize: 10,
  /** the client's "all reminders" call asks for 1000 */
  pageSizeMax: 1000,
  pageMax: 100_000,
  searchText: 200,
  upcomingDaysMax: 366,
} as const;

export const REMINDER_TYPES = ['anniversary', 'birthday', 'date', 'custom'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

export const RECURRING_TYPES = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurringType = (typeof RECURRING_TYPES)[number];
/** A lunar reminder repeats by the lunar month or the lunar year. */
export const LUNAR_RECURRING_TYPES = [
  'none',
  'monthly',
  'yearly',
] as const satisfies readonly RecurringType[];

export const REMINDER_CALENDARS = ['solar', 'lunar'] as const;
export type ReminderCalendar = (typeof REMINDER_CALENDARS)[number];

export const REMINDER_STATUSES = ['completed', 'overdue', 'today', 'upcoming', 'future'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** The list's six filters. */
export const REMINDER_FILTERS = [
  'all',
  'overdue',
  'upcoming',
  'future',
  'completed',
  'pending',
] as const;
export type ReminderFilter = (typeof REMINDER_FILTERS)[number];

export const UPCOMING_WINDOW_DAYS = 7;
export const URGENT_WINDOW_HOURS = 24;
const HOUR_MS = 3_600_000;
const UPCOMING_MS = UPCOMING_WINDOW_DAYS * 24 * HOUR_MS;

/** Snooze options, in minutes; a chosen date and time is the fifth. */
export const SNOOZE_OPTIONS_MINUTES = [15, 60, 240, 1440] as const;

export interface ReminderTiming {
  /** ISO instant or Date */
  datetime: string | Date;
  isCompleted: boolean;
}

const instantOf = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/**
 * completed; overdue (past, not completed); today (later today on the viewer's calendar);
 * upcoming (within 7 days); future (later than that).
 */
export function reminderStatus(
  reminder: ReminderTiming,
  now: Date,
  timeZone: string,
): ReminderStatus {
  if (reminder.isCompleted) return 'completed';
  const due = instantOf(reminder.datetime);
  const ahead = due.getTime() - now.getTime();
  if (ahead < 0) return 'overdue';
  // Only something due within a day can still be today (the calendar check costs a little).
  const sameDay =
    ahead < 24 * HOUR_MS &&
    dayNumber(toLocalDate(due, timeZone)) === dayNumber(toLocalDate(now, timeZone));
  if (sameDay) return 'today';
  return ahead <= UPCOMING_MS ? 'upcoming' : 'future';
}

/** Due within the next 24 hours and not completed. */
export function isUrgent(reminder: ReminderTiming, now: Date): boolean {
  if (reminder.isCompleted) return false;
  const ahead = instantOf(reminder.datetime).getTime() - now.getTime();
  return ahead >= 0 && ahead <= URGENT_WINDOW_HOURS * HOUR_MS;
}

export type ReminderColor = 'green' | 'red' | 'orange' | 'blue';

/** A reminder's colour: completed green, past red, today orange, else blue. */
export function reminderColor(status: ReminderStatus): ReminderColor {
  switch (status) {
    case 'completed':
      return 'green';
    case 'overdue':
      return 'red';
    case 'today':
      return 'orange';
    default:
      return 'blue';
  }
}

/** Whether a status belongs under a list filter (the server's queries say the same in SQL). */
export function matchesFilter(status: ReminderStatus, filter: ReminderFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'completed':
      return status === 'completed';
    case 'pending':
      return status !== 'completed';
    case 'overdue':
      return status === 'overdue';
    case 'upcoming':
      return status === 'today' || status === 'upcoming';
    case 'future':
      return status === 'future';
  }
}

export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * "in 3 days", "2 hours ago": the value and unit for Intl.RelativeTimeFormat. Under a
 * minute reads as now (0 seconds); then minutes, hours (rounded) while it is the same day
 * or under 12 hours away; then calendar days in the viewer's zone (so tomorrow reads
 * "tomorrow" at any hour), weeks under 30 days, months (30 days) under a year, years.
 */
export function relativeTimeParts(
  target: Date,
  now: Date,
  timeZone = 'UTC',
): { value: number; unit: RelativeTimeUnit } {
  const diff = target.getTime() - now.getTime();
  const sign = diff < 0 ? -1 : 1;
  const minutes = Math.floor(Math.abs(diff) / 60_000);
  const signed = (n: number, unit: RelativeTimeUnit) => ({ value: n === 0 ? 0 : sign * n, unit });
  if (minutes < 1) return { value: 0, unit: 'second' };
  if (minutes < 60) return signed(minutes, 'minute');
  const days = dayNumber(toLocalDate(target, timeZone)) - dayNumber(toLocalDate(now, timeZone));
  if (days === 0 || minutes < 12 * 60) return signed(Math.max(1, Math.round(minutes / 60)), 'hour');
  const n = Math.abs(days);
  if (n < 7) return signed(n, 'day');
  if (n < 30) return signed(Math.floor(n / 7), 'week');
  if (n < 365) return signed(Math.floor(n / 30), 'month');
  return signed(Math.floor(n / 365), 'year');
}

/** Snoozing: a whole-minute instant `minutes` from now. */
export function snoozeUntil(now: Date, minutes: number): Date {
  const ms = Math.ceil(now.getTime() / 60_000) * 60_000 + minutes * 60_000;
  return new Date(ms);
}

/** Completed reminders over all, as a whole percentage (0 when there are none). */
export function completionRate(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

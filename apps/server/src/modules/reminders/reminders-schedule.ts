import {
  VALIDATION,
  dayNumber,
  lunarToSolar,
  parseClockTime,
  parseIsoDate,
  reminderScheduleIssues,
  toLocalDate,
  zonedToInstant,
} from '@doita/shared';
import type { LunarDateInput, RecurringType, ReminderScheduleFields } from '@doita/shared';
import { HttpError, fieldInvalid } from '../../lib/errors.js';
import { ERROR_CODES, ERROR_MESSAGES, validationMessageEn } from '@doita/shared';

/**
 * When a reminder happens, from what the caller sent: an ISO instant, or a date and time
 * on the caller's wall clock (a time the clocks skip that day is refused). Lunar
 * reminders must fall on their lunar date.
 */
export interface ResolvedSchedule {
  datetime: Date;
  /** which field named the time (where a 422 points) */
  field: 'datetime' | 'reminderDate';
  isRecurring: boolean;
  recurringType: RecurringType;
  calendar: 'solar' | 'lunar';
  lunar: LunarDateInput | null;
}

/**
 * A schedule's columns: when it happens (the series starting there, on the caller's
 * clock) and how it repeats, as a new reminder or a changed one stores them.
 */
export function scheduleColumns(schedule: ResolvedSchedule, timeZone: string) {
  return {
    isRecurring: schedule.isRecurring,
    recurringType: schedule.recurringType,
    calendar: schedule.calendar,
    lunarDay: schedule.lunar?.day ?? null,
    lunarMonth: schedule.lunar?.month ?? null,
    lunarLeap: schedule.lunar?.isLeapMonth ?? false,
    datetime: schedule.datetime,
    scheduledAt: schedule.datetime,
    seriesStart: schedule.datetime,
    timeZone,
  };
}

/** Several field errors at once, as schema validation gives them. */
export function fieldsInvalid(issues: { path: string[]; code: string }[]): HttpError {
  return new HttpError(
    422,
    ERROR_CODES.validation,
    ERROR_MESSAGES.validation,
    {},
    issues.map((issue) => ({
      field: issue.path.join('.'),
      code: issue.code,
      message: validationMessageEn(issue.code),
    })),
  );
}

export function resolveSchedule(
  fields: ReminderScheduleFields,
  timeZone: string,
): ResolvedSchedule {
  const issues = reminderScheduleIssues(fields);
  if (issues.length > 0) throw fieldsInvalid(issues);
  let datetime: Date;
  let field: ResolvedSchedule['field'] = 'datetime';
  if (fields.datetime) {
    datetime = new Date(fields.datetime);
  } else {
    field = 'reminderDate';
    const date = parseIsoDate(fields.reminderDate);
    const time = parseClockTime(fields.reminderTime);
    const instant = date && time ? zonedToInstant({ ...date, ...time }, timeZone) : null;
    if (!instant) throw fieldInvalid('reminderTime', VALIDATION.nonexistentTime);
    datetime = instant;
  }
  const calendar = fields.calendar ?? 'solar';
  const lunar = calendar === 'lunar' ? (fields.lunarDate ?? null) : null;
  if (lunar) {
    const solar = lunarToSolar(lunar);
    const local = toLocalDate(datetime, timeZone);
    if (!solar || dayNumber(solar) !== dayNumber(local))
      throw fieldInvalid(field, VALIDATION.lunarMismatch);
  }
  return {
    datetime,
    field,
    isRecurring: fields.isRecurring ?? false,
    recurringType: fields.isRecurring ? (fields.recurringType ?? 'none') : 'none',
    calendar,
    lunar,
  };
}

/** A new reminder's date must not be before today (the caller's calendar). */
export function assertNotPast(schedule: ResolvedSchedule, now: Date, timeZone: string): void {
  if (dayNumber(toLocalDate(schedule.datetime, timeZone)) < dayNumber(toLocalDate(now, timeZone))) {
    throw fieldInvalid(schedule.field, VALIDATION.pastDate);
  }
}

import {
  DASHBOARD_DESCRIPTION_MAX,
  formatClockTime,
  formatIsoDate,
  isReminderLeadDays,
  reminderStatus,
  solarToLunar,
  toLocalDate,
  toLocalDateTime,
  truncateText,
} from '@doita/shared';
import type { RecurrenceRule, RecurringType, Reminder, ReminderType } from '@doita/shared';
import type { ReminderRow } from './reminders-schema.js';
import type { AvatarRef } from '../uploads/index.js';
import type { ReminderCardRow, ReminderListRow } from './reminders-repository.js';

const UNKNOWN_AUTHOR = 'Unknown User';

/**
 * A reminder as a card shows it (the dashboard's upcoming list, a timeline item): its
 * description cut short, its status in the viewer's time zone.
 */
export function toReminderCard(row: ReminderCardRow, now: Date, viewerTimeZone: string) {
  return {
    id: row.id,
    title: row.title,
    description: truncateText(row.description, DASHBOARD_DESCRIPTION_MAX),
    datetime: row.datetime.toISOString(),
    type: row.type as ReminderType,
    status: reminderStatus(row, now, viewerTimeZone),
  };
}

/** The API's reminder as the caller sees it: date, time and status in the caller's time zone. */
export function toReminder(
  row: ReminderListRow,
  viewerTimeZone: string,
  now: Date,
  signAvatar: (ref: AvatarRef) => string | null,
): Reminder {
  const local = toLocalDateTime(row.datetime, viewerTimeZone);
  const lunar =
    row.calendar === 'lunar' ? solarToLunar(toLocalDate(row.scheduledAt, row.timeZone)) : null;
  return {
    id: row.id,
    userId: row.authorId,
    author: {
      id: row.authorId,
      displayName: row.authorName ?? UNKNOWN_AUTHOR,
      avatarUrl: signAvatar({
        avatarUploadId: row.authorAvatarUploadId,
        avatarWidth: row.authorAvatarWidth,
      }),
    },
    title: row.title,
    description: row.description,
    datetime: row.datetime.toISOString(),
    reminderDate: formatIsoDate(local),
    reminderTime: formatClockTime(local),
    type: row.type as ReminderType,
    isCompleted: row.isCompleted,
    completedAt: row.completedAt?.toISOString() ?? null,
    isRecurring: row.isRecurring,
    recurringType: row.recurringType as RecurringType,
    calendar: row.calendar === 'lunar' ? 'lunar' : 'solar',
    lunarDate: lunar,
    notified: row.notified,
    // a done reminder is done, however it was moved before
    isSnoozed: !row.isCompleted && row.datetime.getTime() !== row.scheduledAt.getTime(),
    isPrivate: row.isPrivate,
    leadDays: isReminderLeadDays(row.leadDays) ? row.leadDays : 0,
    timeZone: row.timeZone,
    status: reminderStatus(
      { datetime: row.datetime, isCompleted: row.isCompleted },
      now,
      viewerTimeZone,
    ),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The repeat rule stored on a row, anchored at the series' first occurrence. */
export function ruleOf(
  row: Pick<
    ReminderRow,
    | 'recurringType'
    | 'calendar'
    | 'timeZone'
    | 'seriesStart'
    | 'lunarDay'
    | 'lunarMonth'
    | 'lunarLeap'
  >,
): RecurrenceRule {
  return {
    recurringType: row.recurringType as RecurringType,
    calendar: row.calendar === 'lunar' ? 'lunar' : 'solar',
    timeZone: row.timeZone,
    anchor: toLocalDateTime(row.seriesStart, row.timeZone),
    lunar:
      row.calendar === 'lunar' && row.lunarDay && row.lunarMonth
        ? { day: row.lunarDay, month: row.lunarMonth, isLeapMonth: row.lunarLeap }
        : null,
  };
}

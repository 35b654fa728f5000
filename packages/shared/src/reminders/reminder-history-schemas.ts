import { z } from 'zod';
import { cursorSchema, pageLimitSchema } from '../common/common-schemas.js';
import { remindersListResponseSchema } from './reminders-list-schemas.js';

/**
 * A repeating reminder's past occurrences: which were marked done and which
 * simply came and went (delivered). Newest first, a keyset page at a time.
 */
export const REMINDER_HISTORY_LIMITS = { pageSize: 20, pageSizeMax: 100 } as const;

export const REMINDER_OCCURRENCE_OUTCOMES = ['completed', 'delivered'] as const;
export type ReminderOccurrenceOutcome = (typeof REMINDER_OCCURRENCE_OUTCOMES)[number];

export const reminderHistoryQuerySchema = z.object({
  /** the `nextCursor` of the page before */
  cursor: cursorSchema,
  limit: pageLimitSchema(REMINDER_HISTORY_LIMITS.pageSize, REMINDER_HISTORY_LIMITS.pageSizeMax),
});
export type ReminderHistoryQuery = z.output<typeof reminderHistoryQuerySchema>;

export const reminderOccurrenceSchema = z.object({
  id: z.string(),
  /** the occurrence's instant (ISO, UTC) */
  occurredAt: z.string(),
  /** its `YYYY-MM-DD` in the caller's time zone */
  date: z.string(),
  outcome: z.enum(REMINDER_OCCURRENCE_OUTCOMES),
  /** when it was recorded: marked done, or delivered and moved on */
  recordedAt: z.string(),
});
export type ReminderOccurrence = z.infer<typeof reminderOccurrenceSchema>;

export const reminderHistoryResponseSchema = z.object({
  occurrences: z.array(reminderOccurrenceSchema),
  /** null on the last page */
  nextCursor: z.string().nullable(),
});
export type ReminderHistory = z.infer<typeof reminderHistoryResponseSchema>;

/** A date the app knows (the anniversary, a partner's birthday): shown, never stored. */
export const reminderOccasionSchema = z.object({
  /** stable per occasion and year: `anniversary:2026` or `birthday:<userId>:2026` */
  id: z.string(),
  kind: z.enum(['anniversary', 'birthday']),
  /** the person whose birthday it is; null for the anniversary */
  userId: z.string().nullable(),
  /** whose birthday, or the partner's name for the anniversary */
  name: z.string(),
  /** `YYYY-MM-DD` it falls on this time */
  date: z.string(),
  /** the years it marks that day */
  years: z.number().int(),
  /** days from the caller's today (0 is today) */
  daysUntil: z.number().int(),
});
export type ReminderOccasion = z.infer<typeof reminderOccasionSchema>;

/** GET /reminders/upcoming: the page of reminders plus the occasions within the window. */
export const upcomingRemindersResponseSchema = remindersListResponseSchema.extend({
  occasions: z.array(reminderOccasionSchema),
});
export type UpcomingReminders = z.infer<typeof upcomingRemindersResponseSchema>;

import { z } from 'zod';
import { requiredText } from '../common/common-schemas.js';
import { isoDateSchema } from '../couple/couple-schemas.js';
import { REMINDER_LIMITS } from './reminders-rules.js';
import { reminderFilterSchema, reminderSchema, reminderTypeSchema } from './reminders-schemas.js';

/** The reminder lists' queries and answers, and the statistics. */
export const remindersPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalReminders: z.number().int(),
  totalPages: z.number().int(),
});
export const remindersListResponseSchema = z.object({
  reminders: z.array(reminderSchema),
  pagination: remindersPaginationSchema,
});
export type RemindersList = z.infer<typeof remindersListResponseSchema>;

export const remindersPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(REMINDER_LIMITS.pageMax).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(REMINDER_LIMITS.pageSizeMax)
    .default(REMINDER_LIMITS.pageSize),
});
export type RemindersPageQuery = z.output<typeof remindersPageQuerySchema>;

export const remindersListQuerySchema = remindersPageQuerySchema.extend({
  filter: reminderFilterSchema.default('all'),
});
export const upcomingQuerySchema = remindersPageQuerySchema.extend({
  days: z.coerce.number().int().min(1).max(REMINDER_LIMITS.upcomingDaysMax).default(7),
});
export const searchQuerySchema = remindersPageQuerySchema.extend({
  q: requiredText(REMINDER_LIMITS.searchText),
});
export const reminderTypeParamsSchema = z.object({ type: reminderTypeSchema });
export const reminderDateParamsSchema = z.object({ date: isoDateSchema });

const countsByType = z.object({
  anniversary: z.number(),
  birthday: z.number(),
  date: z.number(),
  custom: z.number(),
});
export const reminderStatisticsSchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  pending: z.number().int(),
  overdue: z.number().int(),
  today: z.number().int(),
  /** due within 7 days, today's included (the "upcoming" filter) */
  upcoming: z.number().int(),
  future: z.number().int(),
  recurring: z.number().int(),
  lunar: z.number().int(),
  /** completed / total, a whole percentage */
  completionRate: z.number(),
  byType: countsByType,
  /** reminders due per month (`YYYY-MM` in the caller's zone), oldest first */
  byMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
});
export type ReminderStatistics = z.infer<typeof reminderStatisticsSchema>;
export const reminderStatisticsResponseSchema = z.object({ statistics: reminderStatisticsSchema });

export function remindersPagination(total: number, limit: number, currentPage: number) {
  return { currentPage, totalReminders: total, totalPages: Math.ceil(total / limit) };
}

import { z } from 'zod';
import { VALIDATION, requiredOneLineText, text } from '../common/common-schemas.js';
import { dateMessage } from '../common/validation-messages.js';
import { isoDateSchema } from '../couple/couple-schemas.js';
import { DATE_BOUNDS, isYearInBounds } from '../dates/date-bounds.js';
import { parseClockTime } from '../dates/zoned-instants.js';
import { LUNAR_YEAR_MAX, lunarDateProblem } from './lunar-calendar.js';
import { REMINDER_LEAD_DAYS } from './reminder-notice.js';
import {
  LUNAR_RECURRING_TYPES,
  RECURRING_TYPES,
  REMINDER_CALENDARS,
  REMINDER_FILTERS,
  REMINDER_LIMITS,
  REMINDER_STATUSES,
  REMINDER_TYPES,
} from './reminders-rules.js';
import type { RecurringType } from './reminders-rules.js';

export const reminderTypeSchema = z.enum(REMINDER_TYPES, { error: VALIDATION.invalid });
export const recurringTypeSchema = z.enum(RECURRING_TYPES, { error: VALIDATION.invalid });
export const reminderCalendarSchema = z.enum(REMINDER_CALENDARS, { error: VALIDATION.invalid });
export const reminderStatusSchema = z.enum(REMINDER_STATUSES);
export const reminderFilterSchema = z.enum(REMINDER_FILTERS, { error: VALIDATION.invalid });

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with its offset (`2026-02-14T12:00:00.000Z`), naming a real date and time. */
export const isoInstantSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .refine(
    (value) => {
      const m = ISO_INSTANT.exec(value);
      if (!m) return false;
      const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number);
      if (year === undefined || month === undefined || day === undefined) return false;
      const probe = new Date(Date.UTC(year, month - 1, day));
      return (
        isYearInBounds(year) &&
        probe.getUTCMonth() === month - 1 &&
        probe.getUTCDate() === day &&
        (hour ?? 24) < 24 &&
        (minute ?? 60) < 60 &&
        !Number.isNaN(Date.parse(value))
      );
    },
    { error: dateMessage },
  );

/** `HH:MM`, 24-hour. */
export const clockTimeSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .refine((value) => parseClockTime(value) !== null, { error: VALIDATION.time });

export const lunarDateInputSchema = z.object({
  day: z
    .number({ error: VALIDATION.invalid })
    .int({ error: VALIDATION.invalid })
    .min(1, { error: VALIDATION.invalid })
    .max(30, { error: VALIDATION.invalid }),
  month: z
    .number({ error: VALIDATION.invalid })
    .int({ error: VALIDATION.invalid })
    .min(1, { error: VALIDATION.invalid })
    .max(12, { error: VALIDATION.invalid }),
  year: z
    .number({ error: VALIDATION.invalid })
    .int({ error: VALIDATION.invalid })
    .min(DATE_BOUNDS.minYear, { error: VALIDATION.invalid })
    .max(Math.min(DATE_BOUNDS.maxYear, LUNAR_YEAR_MAX), { error: VALIDATION.invalid }),
  isLeapMonth: z.boolean({ error: VALIDATION.invalid }).default(false),
});
export type LunarDateInput = z.output<typeof lunarDateInputSchema>;

/** The fields that decide when a reminder happens and how it repeats. */
export interface ReminderScheduleFields {
  datetime?: string | undefined;
  reminderDate?: string | undefined;
  reminderTime?: string | undefined;
  isRecurring?: boolean | undefined;
  recurringType?: RecurringType | undefined;
  calendar?: 'solar' | 'lunar' | undefined;
  lunarDate?: LunarDateInput | null | undefined;
}

export interface FieldIssue {
  path: string[];
  code: string;
}

/**
 * The rules between fields, written once for the create schema, the update (applied to
 * the merged reminder) and the form: a time given as an instant or as a local date and
 * time; a repeat needs its kind; a lunar reminder needs an existing lunar date and
 * repeats monthly or yearly.
 */
export function reminderScheduleIssues(fields: ReminderScheduleFields): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!fields.datetime && !(fields.reminderDate && fields.reminderTime)) {
    if (fields.reminderDate || fields.reminderTime) {
      issues.push({
        path: [fields.reminderDate ? 'reminderTime' : 'reminderDate'],
        code: VALIDATION.required,
      });
    } else {
      issues.push({ path: ['datetime'], code: VALIDATION.required });
    }
  }
  if (fields.isRecurring && (!fields.recurringType || fields.recurringType === 'none')) {
    issues.push({ path: ['recurringType'], code: VALIDATION.required });
  }
  if (fields.calendar === 'lunar') {
    const lunar = fields.lunarDate;
    if (!lunar) {
      issues.push({ path: ['lunarDate'], code: VALIDATION.required });
    } else {
      const problem = lunarDateProblem(lunar);
      if (problem === 'day') issues.push({ path: ['lunarDate', 'day'], code: VALIDATION.lunarDay });
      if (problem === 'leapMonth')
        issues.push({ path: ['lunarDate', 'isLeapMonth'], code: VALIDATION.leapMonth });
      if (problem === 'range')
        issues.push({ path: ['lunarDate', 'year'], code: VALIDATION.invalid });
    }
    const kind = fields.recurringType ?? 'none';
    if (!(LUNAR_RECURRING_TYPES as readonly string[]).includes(kind)) {
      issues.push({ path: ['recurringType'], code: VALIDATION.lunarRecurrence });
    }
  }
  return issues;
}

const reminderFields = {
  title: requiredOneLineText(REMINDER_LIMITS.title),
  description: text(REMINDER_LIMITS.description),
  /** an ISO instant; or `reminderDate` + `reminderTime` on the caller's wall clock */
  datetime: isoInstantSchema,
  reminderDate: isoDateSchema,
  reminderTime: clockTimeSchema,
  type: reminderTypeSchema,
  isRecurring: z.boolean({ error: VALIDATION.invalid }),
  recurringType: recurringTypeSchema,
  calendar: reminderCalendarSchema,
  lunarDate: lunarDateInputSchema.nullable(),
  /** seen by its author only; the partner meets 404 */
  isPrivate: z.boolean({ error: VALIDATION.invalid }),
  /** the notice comes this many days before each occurrence: 0, 1, 3 or 7 */
  leadDays: z.literal(REMINDER_LEAD_DAYS, { error: VALIDATION.invalid }),
};

/** `isRecurring: false` means `recurringType: 'none'`; a repeat kind alone means recurring. */
function normaliseRepeat<
  T extends { isRecurring?: boolean | undefined; recurringType?: RecurringType | undefined },
>(body: T): T {
  if (body.isRecurring === false) return { ...body, recurringType: 'none' };
  if (body.isRecurring === undefined && body.recurringType && body.recurringType !== 'none') {
    return { ...body, isRecurring: true };
  }
  return body;
}

export const createReminderBodySchema = z
  .object({
    title: reminderFields.title,
    description: reminderFields.description.default(''),
    datetime: reminderFields.datetime.optional(),
    reminderDate: reminderFields.reminderDate.optional(),
    reminderTime: reminderFields.reminderTime.optional(),
    type: reminderFields.type.default('custom'),
    isRecurring: reminderFields.isRecurring.optional(),
    recurringType: reminderFields.recurringType.optional(),
    calendar: reminderFields.calendar.default('solar'),
    lunarDate: reminderFields.lunarDate.optional(),
    isPrivate: reminderFields.isPrivate.default(false),
    leadDays: reminderFields.leadDays.default(0),
  })
  .transform(normaliseRepeat)
  .superRefine((body, ctx) => {
    for (const issue of reminderScheduleIssues(body)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.code });
    }
  });
export type CreateReminderBody = z.input<typeof createReminderBodySchema>;
export type CreateReminderInput = z.output<typeof createReminderBodySchema>;

/** PUT /reminders/:id: only the fields sent change; the rules between fields apply to the result. */
export const updateReminderBodySchema = z
  .object({
    title: reminderFields.title.optional(),
    description: reminderFields.description.optional(),
    datetime: reminderFields.datetime.optional(),
    reminderDate: reminderFields.reminderDate.optional(),
    reminderTime: reminderFields.reminderTime.optional(),
    type: reminderFields.type.optional(),
    isRecurring: reminderFields.isRecurring.optional(),
    recurringType: reminderFields.recurringType.optional(),
    calendar: reminderFields.calendar.optional(),
    lunarDate: reminderFields.lunarDate.optional(),
    isPrivate: reminderFields.isPrivate.optional(),
    leadDays: reminderFields.leadDays.optional(),
  })
  .transform(normaliseRepeat);
export type UpdateReminderBody = z.input<typeof updateReminderBodySchema>;
export type UpdateReminderInput = z.output<typeof updateReminderBodySchema>;

export const snoozeBodySchema = z.object({ snoozeUntil: isoInstantSchema });
export const recurringBodySchema = z
  .object({
    isRecurring: reminderFields.isRecurring,
    recurringType: reminderFields.recurringType.optional(),
  })
  .transform(normaliseRepeat)
  .superRefine((body, ctx) => {
    if (body.isRecurring && (!body.recurringType || body.recurringType === 'none')) {
      ctx.addIssue({ code: 'custom', path: ['recurringType'], message: VALIDATION.required });
    }
  });

export const reminderAuthorSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});

export const lunarDateSchema = z.object({
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  isLeapMonth: z.boolean(),
});

export const reminderSchema = z.object({
  id: z.string(),
  /** the author's id (the reminder belongs to the couple; userId is who made it) */
  userId: z.string(),
  author: reminderAuthorSchema,
  title: z.string(),
  description: z.string(),
  /** when it is due: an ISO instant (UTC); after a snooze, the snoozed time */
  datetime: z.string(),
  /** `YYYY-MM-DD` and `HH:MM` of `datetime` in the caller's time zone */
  reminderDate: z.string(),
  reminderTime: z.string(),
  type: reminderTypeSchema,
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  isRecurring: z.boolean(),
  recurringType: recurringTypeSchema,
  calendar: reminderCalendarSchema,
  /** for lunar reminders: the lunar date of the current occurrence */
  lunarDate: lunarDateSchema.nullable(),
  /** delivered (the bell, push, e-mail): to both partners, or to its author when private */
  notified: z.boolean(),
  /** moved by a snooze (never for a completed reminder) */
  isSnoozed: z.boolean(),
  /** seen by its author only */
  isPrivate: z.boolean(),
  /** the notice comes this many days before each occurrence */
  leadDays: z.literal(REMINDER_LEAD_DAYS),
  /** the zone its wall-clock time was set in (repeats keep that time there) */
  timeZone: z.string(),
  /** as of the answer, in the caller's time zone */
  status: reminderStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderResponseSchema = z.object({ reminder: reminderSchema });

import { z } from 'zod';
import { VALIDATION, text } from '../common/common-schemas.js';
import { isoDateSchema } from '../couple/couple-schemas.js';
import { CHECKIN_LIMITS, CHECKIN_MOODS } from './checkins-rules.js';

export const checkinMoodSchema = z.enum(CHECKIN_MOODS, { error: VALIDATION.invalid });

/**
 * PUT /checkins/today: the day's mood and an optional line; sent again, it replaces that
 * day's. `day`, when sent, is the day the person tapped on (a check-in that waited offline
 * past midnight keeps its day): today, or yesterday until `CHECKIN_LIMITS.lateUntilHour`
 * (`checkinDayError`); left out, it is today when the request arrives.
 */
export const setCheckinBodySchema = z.object({
  mood: checkinMoodSchema,
  note: text(CHECKIN_LIMITS.note).optional(),
  day: isoDateSchema.optional(),
});
export type SetCheckinBody = z.input<typeof setCheckinBodySchema>;

export const checkinsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(CHECKIN_LIMITS.daysMin)
    .max(CHECKIN_LIMITS.daysMax)
    .default(CHECKIN_LIMITS.daysDefault),
});

export const checkinSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** the writer's own calendar day, YYYY-MM-DD */
  day: z.string(),
  mood: checkinMoodSchema,
  note: z.string(),
  /** written by the one asking */
  mine: z.boolean(),
  updatedAt: z.string(),
});
export type Checkin = z.infer<typeof checkinSchema>;

export const checkinResponseSchema = z.object({ checkin: checkinSchema });

export const checkinsResponseSchema = z.object({
  /** my day today, and the first day of the span (both YYYY-MM-DD, my calendar) */
  today: z.string(),
  from: z.string(),
  myToday: checkinSchema.nullable(),
  /** the partner's check-in for their own today (their time zone) */
  partnerToday: checkinSchema.nullable(),
  /** null when I have no partner now */
  partner: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** both partners' check-ins whose day lies within from..today, oldest first */
  checkins: z.array(checkinSchema),
});
export type CheckinsView = z.infer<typeof checkinsResponseSchema>;

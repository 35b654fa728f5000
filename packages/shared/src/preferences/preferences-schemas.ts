import { z } from 'zod';
import { VALIDATION } from '../common/common-schemas.js';
import { LOCALES, THEMES_WITH_AUTO, isValidTimeZone } from './preferences-rules.js';
import { PROFILE_VISIBILITIES } from './profile-visibility.js';

/**
 * GET/PUT /user/preferences: notification toggles, privacy, theme, language, and the time
 * zone everything is counted in (default Asia/Ho_Chi_Minh). Reminder e-mails
 * go to people with `email && reminders`, pushes to those with `push && reminders`.
 */
export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export const NOTIFICATION_TOPICS = [
  'reminders',
  'couple',
  'memories',
  'blog',
  'questions',
  'checkins',
  'list',
  'letters',
  'messages',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const notificationPreferencesSchema = z.object({
  push: z.boolean(),
  email: z.boolean(),
  reminders: z.boolean(),
  couple: z.boolean(),
  memories: z.boolean(),
  blog: z.boolean(),
  questions: z.boolean(),
  letters: z.boolean(),
  checkins: z.boolean(),
  list: z.boolean(),
  /** the conversation: messages, love notes and nudges from my partner */
  messages: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Push on (it still needs a device that allowed it); e-mail off until the person asks for it. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  push: true,
  email: false,
  reminders: true,
  couple: true,
  memories: true,
  blog: true,
  questions: true,
  letters: true,
  checkins: true,
  list: true,
  messages: true,
};

export const timeZoneSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, { error: VALIDATION.required })
  .max(64, { error: VALIDATION.timeZone })
  .refine((zone) => /^[A-Za-z0-9_+\-/]+$/.test(zone) && isValidTimeZone(zone), {
    error: VALIDATION.timeZone,
  });

export const preferencesSchema = z.object({
  theme: z.enum(THEMES_WITH_AUTO),
  language: z.enum(LOCALES),
  timeZone: z.string(),
  notifications: notificationPreferencesSchema,
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesResponseSchema = z.object({ preferences: preferencesSchema });

/** Only what is sent changes; `notifications` may name some toggles only. */
export const updatePreferencesBodySchema = z.object({
  theme: z.enum(THEMES_WITH_AUTO, { error: VALIDATION.invalid }).optional(),
  language: z.enum(LOCALES, { error: VALIDATION.invalid }).optional(),
  timeZone: timeZoneSchema.optional(),
  notifications: notificationPreferencesSchema.partial().optional(),
  profileVisibility: z.enum(PROFILE_VISIBILITIES, { error: VALIDATION.invalid }).optional(),
});
export type UpdatePreferencesBody = z.input<typeof updatePreferencesBodySchema>;

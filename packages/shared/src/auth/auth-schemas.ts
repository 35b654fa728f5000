import { z } from 'zod';
import { VALIDATION, maxLengthMessage, shownTextOf, text } from '../common/common-schemas.js';
import { dateOnlyOf } from '../dates/date-format.js';
import { isYearInBounds } from '../dates/date-bounds.js';
import { LOCALES, THEMES_WITH_AUTO } from '../preferences/preferences-rules.js';
import { PASSWORD_MAX, buildDisplayName, isStrongPassword } from './auth-rules.js';

export const EMAIL_MAX = 254;
export const NAME_MAX = 50;
export const DISPLAY_NAME_MAX = 80;
export const BIO_MAX = 500;

export const emailSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, { error: VALIDATION.required })
  .max(EMAIL_MAX, { error: maxLengthMessage(EMAIL_MAX) })
  .pipe(z.email({ error: VALIDATION.email }))
  .transform((email) => email.toLowerCase());

/** A new password: the strength rule, never trimmed (spaces count). */
export const newPasswordSchema = z
  .string({ error: VALIDATION.required })
  .min(1, { error: VALIDATION.required })
  .max(PASSWORD_MAX, { error: maxLengthMessage(PASSWORD_MAX) })
  .refine(isStrongPassword, { error: VALIDATION.passwordRule });

/** A password being checked (login, current password): any non-empty string up to the cap. */
export const passwordSchema = z
  .string({ error: VALIDATION.required })
  .min(1, { error: VALIDATION.required })
  .max(PASSWORD_MAX, { error: maxLengthMessage(PASSWORD_MAX) });

/**
 * A person's name (display, first, last): trimmed and composed (NFC), so a Vietnamese name
 * typed decomposed (NFD, as macOS keyboards send it) is stored, compared and counted like
 * the same name composed; no control characters (a line break in a name); a name with
 * nothing visible (only spaces or zero-width characters) counts as empty.
 */
export const nameText = (max: number) =>
  z
    .string({ error: VALIDATION.required })
    .overwrite(shownTextOf)
    .max(max, { error: maxLengthMessage(max) })
    .refine((name) => !/\p{Cc}/u.test(name), { error: VALIDATION.invalid });

export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const registerBodySchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    displayName: nameText(DISPLAY_NAME_MAX).optional(),
    firstName: nameText(NAME_MAX).optional(),
    lastName: nameText(NAME_MAX).optional(),
    /** the interface language at sign-up: e-mails are written in it */
    language: localeSchema.optional(),
    /** the theme chosen before signing up, so the new account keeps it (default light) */
    theme: z.enum(THEMES_WITH_AUTO, { error: VALIDATION.invalid }).optional(),
    rememberMe: z.boolean().optional(),
    /** the token of the sign-up link in a partner's invitation e-mail */
    invitation: z.string().trim().max(200).optional(),
  })
  .refine((body) => buildDisplayName(body).length > 0, {
    error: VALIDATION.required,
    path: ['displayName'],
  })
  .transform((body) => ({ ...body, displayName: buildDisplayName(body) }));
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(200) });
export const logoutBodySchema = z.object({ refreshToken: z.string().min(1).max(200).optional() });
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
/** Reset and verify tokens: 32 random bytes, base64url. */
export const emailTokenSchema = z.string().trim().min(16).max(200);
export const resetPasswordBodySchema = z.object({
  token: emailTokenSchema,
  newPassword: newPasswordSchema,
});
export const verifyEmailBodySchema = z.object({ token: emailTokenSchema });
export const changePasswordBodySchema = z.object({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
  /**
   * The caller's current refresh token, optional. Every session is revoked either way;
   * the fresh session returned keeps this token's "remember me" (else it lasts 1 day).
   */
  refreshToken: z.string().min(1).max(200).optional(),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
/** A password change signs every other session out and hands the caller a fresh pair. */
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  refreshToken: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const coupleStatusSchema = z.object({
  isConnected: z.boolean(),
  daysTogether: z.number().int(),
  anniversaryDate: z.string().nullable(),
});
export type CoupleStatus = z.infer<typeof coupleStatusSchema>;

export const userPreferencesSummarySchema = z.object({
  language: localeSchema,
  theme: z.enum(THEMES_WITH_AUTO),
  timeZone: z.string(),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  isEmailVerified: z.boolean(),
  coupleId: z.string().nullable(),
  coupleStatus: coupleStatusSchema,
  preferences: userPreferencesSummarySchema,
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const userResponseSchema = z.object({ user: userSchema });

export const USERNAME_PATTERN = /^[a-z0-9._]{3,30}$/;
const optionalNullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** PUT /user/me and PUT /auth/profile. Empty strings clear optional fields. */
export const updateProfileBodySchema = z.object({
  displayName: nameText(DISPLAY_NAME_MAX)
    .refine((name) => name.length > 0, { error: VALIDATION.required })
    .optional(),
  firstName: optionalNullable(nameText(NAME_MAX)),
  lastName: optionalNullable(nameText(NAME_MAX)),
  username: optionalNullable(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((u) => u === '' || USERNAME_PATTERN.test(u), { error: VALIDATION.username }),
  ),
  bio: optionalNullable(text(BIO_MAX)),
  /** a date-only field: `YYYY-MM-DD` or that day at midnight UTC; '' clears it */
  dateOfBirth: optionalNullable(
    z
      .string()
      .trim()
      .refine(
        (d) => {
          if (d === '') return true;
          const day = dateOnlyOf(d);
          return day !== null && isYearInBounds(Number(day.slice(0, 4)));
        },
        { error: VALIDATION.invalidDate },
      )
      .transform((d) => (d === '' ? d : (dateOnlyOf(d) ?? d))),
  ),
  phone: optionalNullable(
    z
      .string()
      .trim()
      .refine((p) => p === '' || /^\+?[0-9 ().-]{7,20}$/.test(p), { error: VALIDATION.phone }),
  ),
});

/** One valid profile update, the example both profile endpoints declare (tests send it). */
export const profileUpdateExample = {
  displayName: 'Lan',
  firstName: 'Lan',
  lastName: 'Nguyễn',
  bio: 'hello',
  dateOfBirth: '1995-02-28',
  phone: '+84 90 123 4567',
} satisfies z.input<typeof updateProfileBodySchema>;
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const userSearchQuerySchema = z.object({ email: emailSchema });
export const publicUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
export const userSearchResponseSchema = z.object({ user: publicUserSchema });

import { z } from 'zod';
import { passwordSchema } from '../auth/auth-schemas.js';
import { idSchema } from '../common/common-schemas.js';

/**
 * The account calls of the profile page: the avatar, the sessions of the
 * account, and deleting it.
 */

/** PUT /user/avatar: one of my fresh uploads (POST /upload/single) becomes my avatar. */
export const setAvatarBodySchema = z.object({ uploadId: idSchema });
export type SetAvatarBody = z.input<typeof setAvatarBodySchema>;

/** DELETE /user/me: the password confirms it is really me. */
export const deleteAccountBodySchema = z.object({ password: passwordSchema });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** POST /auth/logout-others: the refresh token of the session that stays signed in. */
export const logoutOthersBodySchema = z.object({ refreshToken: z.string().min(1).max(200) });
export type LogoutOthersBody = z.input<typeof logoutOthersBodySchema>;

/**
 * Every other session is revoked and every access token already issued retired: the caller
 * gets a fresh access token (its refresh token stays valid).
 */
export const logoutOthersResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  /** how many other sessions were signed out */
  signedOut: z.number().int(),
});
export type LogoutOthersResponse = z.infer<typeof logoutOthersResponseSchema>;

/** One signed-in device: a refresh-token family, from sign-in to its latest rotation. */
export const accountSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  /** when it signed in */
  createdAt: z.string(),
  /** its latest refresh (or the sign-in) */
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** the session of the access token that asked */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /auth/sessions: my live sessions, most recently used first. */
export const sessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

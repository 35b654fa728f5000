import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@doita/shared';
import { isApiError } from '@/lib/api-error';

/** Failures an auth form explains itself, in place, instead of the global toast. */
const INLINE_CODES = new Set<string>([
  ERROR_CODES.invalidCredentials,
  ERROR_CODES.emailTaken,
  ERROR_CODES.invalidCurrentPassword,
]);

export function isInlineAuthFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 429 || INLINE_CODES.has(error.code));
}

/** The sentence shown for an inline failure, in the current language. */
export function authFailureText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return '';
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    if (!seconds) return t('auth:serverErrors.RATE_LIMITED_SOON');
    return seconds <= 90
      ? t('auth:serverErrors.RATE_LIMITED', { seconds })
      : t('auth:serverErrors.RATE_LIMITED_MINUTES', { minutes: Math.ceil(seconds / 60) });
  }
  return t(`auth:serverErrors.${error.code}`, { defaultValue: t('errors:unknown') });
}

/** The reset and verify links: unknown, used or expired tokens. */
export function isInvalidLinkFailure(error: unknown): boolean {
  if (!isApiError(error) || error.status === undefined) return false;
  if (error.code === ERROR_CODES.invalidToken || error.code === ERROR_CODES.tokenExpired)
    return true;
  if (error.status === 422)
    return error.errors.length === 0 || error.errors.some((e) => e.field.endsWith('token'));
  return error.status === 400 || error.status === 404 || error.status === 410;
}

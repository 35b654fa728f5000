/** A password: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const PASSWORD_MIN = 8;
/** ASVS 6.2.9: at least 64 characters allowed, never truncated. argon2 takes any length; cap for DoS. */
export const PASSWORD_MAX = 128;

/** Each part of the strength rule on its own (the web's password hint lists them). */
export interface PasswordChecks {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
}

export function passwordChecks(password: string): PasswordChecks {
  return {
    length: [...password].length >= PASSWORD_MIN,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
  };
}

export function isStrongPassword(password: string): boolean {
  const checks = passwordChecks(password);
  return checks.length && checks.upper && checks.lower && checks.digit;
}

/** Registration: the display name, built from first and last name when missing. */
export function buildDisplayName(input: {
  displayName?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}): string {
  const given = input.displayName?.trim();
  if (given) return given;
  return [input.firstName?.trim(), input.lastName?.trim()].filter(Boolean).join(' ');
}

/** Avatar initials: at most 2 characters, from the first letters of the words. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...(words[0] ?? '')][0] ?? '';
  const last = words.length > 1 ? ([...(words[words.length - 1] ?? '')][0] ?? '') : '';
  return (first + last).toLocaleUpperCase('vi');
}

/** Session lifetimes: access 15 minutes; refresh 30 days with "remember me", else a day. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_REMEMBER_SECONDS = 30 * 24 * 3600;
export const REFRESH_TTL_SESSION_SECONDS = 24 * 3600;
export const EMAIL_TOKEN_TTL_SECONDS = 60 * 60;

export function refreshTokenTtlSeconds(rememberMe: boolean): number {
  return rememberMe ? REFRESH_TTL_REMEMBER_SECONDS : REFRESH_TTL_SESSION_SECONDS;
}

import {
  daysUntilLetterOpens,
  isValidTimeZone,
  letterOpensOnError,
  letterOpensOnWindow,
} from '@doita/shared';
import type { LetterOpensOnError, User } from '@doita/shared';

/** The viewer's time zone: every letter day is counted on it (theirs is the recipient's). */
export function zoneOf(user: Pick<User, 'preferences'> | null | undefined): string {
  const zone = user?.preferences.timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'Asia/Ho_Chi_Minh';
}

/** How many days a letter to me still waits (0 on its day), on my calendar. */
export function daysLeft(opensOn: string, timeZone: string, now = new Date()): number {
  return daysUntilLetterOpens(opensOn, now, timeZone);
}

/**
 * The days a new letter may open on. My calendar gives the window here (the shared rule);
 * my partner's time zone is not shared with the web, so the server says which first day
 * both our calendars allow (GET /letters/opening-days) and that one is kept when it is
 * later. Offline, or before it answers, a day already begun where they are is refused by
 * the server, under the field, in my language.
 */
export function opensOnBounds(
  timeZone: string,
  now = new Date(),
  server?: { min: string; max: string },
): { min: string; max: string } {
  const mine = letterOpensOnWindow(now, timeZone);
  // the server's answer may be from before my midnight: my own tomorrow still holds then
  return server && server.min > mine.min ? { min: server.min, max: mine.max } : mine;
}

/** Why `opensOn` may not be chosen within `bounds`, or null (a day that exists is assumed). */
export function opensOnProblem(
  opensOn: string,
  bounds: { min: string; max: string },
  timeZone: string,
  now = new Date(),
): LetterOpensOnError | null {
  if (opensOn < bounds.min) return 'tooSoon';
  return letterOpensOnError(opensOn, now, timeZone);
}

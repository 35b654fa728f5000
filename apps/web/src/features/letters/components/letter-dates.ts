import { daysUntilLetterOpens, isValidTimeZone, letterOpensOnWindow } from '@doita/shared';
import type { User } from '@doita/shared';

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
 * The days a new letter may open on, from my calendar (the shared rule). The web does not
 * know my partner's time zone (it is not shared), so a day that has already begun where
 * they are is refused by the server, under the field, in my language.
 */
export function opensOnBounds(timeZone: string, now = new Date()) {
  return letterOpensOnWindow(now, timeZone);
}

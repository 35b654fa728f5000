import { DEFAULT_TIME_ZONE, isValidTimeZone, type User } from '@doita/shared';

/** The viewer's time zone: their preference, else Asia/Ho_Chi_Minh (a Vietnamese-first app). */
export function timeZoneOf(user: Pick<User, 'preferences'> | null | undefined): string {
  const zone = user?.preferences?.timeZone;
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@doita/shared';

/** A user's time zone preference, or Asia/Ho_Chi_Minh. */
export function timeZoneOrDefault(zone: string | null | undefined): string {
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

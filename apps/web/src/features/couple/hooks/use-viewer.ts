import { useEffect, useState } from 'react';
import { DEFAULT_TIME_ZONE, isValidTimeZone, type User } from '@doita/shared';

/** The viewer's time zone: their preference, else Asia/Ho_Chi_Minh (DECISIONS). */
export function timeZoneOf(user: Pick<User, 'preferences'> | null | undefined): string {
  const zone = user?.preferences?.timeZone;
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The clock, re-read every minute so the day count turns over at midnight. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

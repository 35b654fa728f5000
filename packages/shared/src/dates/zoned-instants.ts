import { type LocalDate, type LocalDateTime, isRealDate, toLocalDateTime } from './zoned-dates.js';

/**
 * From a wall-clock date and time in a named time zone to the instant it names, and
 * back. Daylight-saving zones have a gap (02:30 on the spring-forward night does not
 * exist) and an overlap (01:30 on the fall-back night happens twice).
 */
const DAY_MS = 86_400_000;

const wallMs = (t: LocalDateTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);

/** The zone's offset from UTC at an instant, in minutes (Ho Chi Minh City: +420). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const local = toLocalDateTime(instant, timeZone);
  const floored = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((wallMs(local) - floored) / 60_000);
}

const sameWall = (a: LocalDateTime, b: LocalDateTime) =>
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute;

export interface ZonedToInstantOptions {
  /**
   * A time in the spring-forward gap: `reject` answers null (the form says "this time
   * does not exist"); `shift` moves it forward by the gap (02:30 becomes 03:30), as
   * calendars do for a repeating event.
   */
  nonexistent?: 'reject' | 'shift';
}

/**
 * The instant a wall-clock time names in a zone. In the fall-back overlap the earlier of
 * the two instants is taken. Null for an impossible date or time, or a gap time with
 * `nonexistent: 'reject'` (the default).
 */
export function zonedToInstant(
  local: LocalDateTime,
  timeZone: string,
  options: ZonedToInstantOptions = {},
): Date | null {
  if (!isRealDate(local) || !isClockTime(local.hour, local.minute)) return null;
  const wall = wallMs(local);
  const before = zoneOffsetMinutes(new Date(wall - DAY_MS), timeZone);
  const after = zoneOffsetMinutes(new Date(wall + DAY_MS), timeZone);
  const candidates = [wall - before * 60_000, wall - after * 60_000]
    .filter((ms) => sameWall(toLocalDateTime(new Date(ms), timeZone), local))
    .sort((a, b) => a - b);
  const [first] = candidates;
  if (first !== undefined) return new Date(first);
  return options.nonexistent === 'shift' ? new Date(wall - before * 60_000) : null;
}

export function isClockTime(hour: number, minute: number): boolean {
  return (
    Number.isInteger(hour) &&
    Number.isInteger(minute) &&
    hour >= 0 &&
    hour < 24 &&
    minute >= 0 &&
    minute < 60
  );
}

/** `HH:MM` (24-hour) to hour and minute; null when it is not a time of day. */
export function parseClockTime(
  value: string | null | undefined,
): { hour: number; minute: number } | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return isClockTime(hour, minute) ? { hour, minute } : null;
}

export function formatClockTime({ hour, minute }: { hour: number; minute: number }): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A local date plus a time of day. */
export const atTime = (date: LocalDate, time: { hour: number; minute: number }): LocalDateTime => ({
  ...date,
  hour: time.hour,
  minute: time.minute,
});

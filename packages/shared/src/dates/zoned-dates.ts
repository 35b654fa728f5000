/**
 * Calendar arithmetic in a named time zone, with nothing but Intl.
 * A "local date" is the wall-calendar day the viewer sees; day numbers count
 * whole days since 1970-01-01 on that calendar, so differences are exact
 * across daylight-saving changes.
 */
export interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

export interface LocalDateTime extends LocalDate {
  hour: number; // 0-23
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Instants already worked out, by zone and millisecond: `formatToParts` costs microseconds,
 * and a server's lists ask it for the same rows' instants on every request (the timeline's
 * reminders and posts, the reminders' pages). The answer depends on nothing else, so the
 * memo is exact; it is emptied when full, which bounds it.
 */
const localTimes = new Map<string, LocalDateTime>();
const LOCAL_TIMES_MAX = 20_000;

/** The wall-clock date and time of an instant in a time zone. */
export function toLocalDateTime(instant: Date, timeZone: string): LocalDateTime {
  const key = `${timeZone}|${instant.getTime()}`;
  const known = localTimes.get(key);
  if (known) return { ...known };
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? NaN);
  const local = {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
  };
  // an invalid instant is not kept (its key would be "zone|NaN" for every one of them)
  if (!Number.isNaN(instant.getTime())) {
    if (localTimes.size >= LOCAL_TIMES_MAX) localTimes.clear();
    localTimes.set(key, local);
  }
  return { ...local };
}

export function toLocalDate(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = toLocalDateTime(instant, timeZone);
  return { year, month, day };
}

/** Whole days since 1970-01-01 for a calendar date (proleptic Gregorian). */
export function dayNumber(date: LocalDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

export function fromDayNumber(n: number): LocalDate {
  const d = new Date(n * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Parses `YYYY-MM-DD` (or the date part of an ISO string); null when it is not a real date. */
export function parseIsoDate(value: string | null | undefined): LocalDate | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealDate(date) ? date : null;
}

export function isRealDate({ year, month, day }: LocalDate): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

export function formatIsoDate({ year, month, day }: LocalDate): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

import { VALIDATION } from '../common/validation-messages.js';
import { DATE_BOUNDS } from '../dates/date-bounds.js';
import { dayNumber, parseIsoDate, toLocalDate } from '../dates/zoned-dates.js';

/** The earliest birth year a profile accepts. */
export const BIRTH_YEAR_MIN = DATE_BOUNDS.minYear;

/**
 * What is wrong with a date of birth, as a validation key, or null: it must be a real date
 * from BIRTH_YEAR_MIN on, not after today on the user's own calendar (someone born
 * "today" in Hà Nội may still be "tomorrow" in UTC terms).
 */
export function birthDateProblem(
  iso: string,
  now: Date,
  timeZone: string,
): typeof VALIDATION.invalidDate | typeof VALIDATION.futureDate | null {
  const date = parseIsoDate(iso);
  if (!date || date.year < BIRTH_YEAR_MIN) return VALIDATION.invalidDate;
  return dayNumber(date) <= dayNumber(toLocalDate(now, timeZone)) ? null : VALIDATION.futureDate;
}

/** What a session list shows of a device: its browser and system, when recognisable. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (value: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(value))?.[1] ?? null;

/** Phones and tablets (a device list shows them with a phone's icon). */
export function isMobileSystem(os: string | null): boolean {
  return os === 'iOS' || os === 'Android';
}

/** "Chrome" on "Android" from a User-Agent header; nulls for what it does not recognise. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const value = userAgent ?? '';
  return { browser: firstMatch(value, BROWSERS), os: firstMatch(value, SYSTEMS) };
}

import { type LocalDate, dayNumber, isRealDate } from '../dates/zoned-dates.js';

/**
 * The Vietnamese lunisolar calendar (âm lịch), after Hồ Ngọc Đức's algorithm: months begin
 * on the day of the astronomical new moon and the leap month is the first month without a
 * major solar term, both reckoned at UTC+7. China reckons at UTC+8, so some years differ
 * (Tết 1985 is 21 January in Vietnam, 20 February in China; Tết 2007 is 17 February in
 * Vietnam, 18 February in China; Tết 2030 is 2 February in Vietnam, 3 in China). Valid for 1800 to 2199.
 */
export const VIETNAM_UTC_OFFSET_HOURS = 7;
export const LUNAR_YEAR_MIN = 1800;
export const LUNAR_YEAR_MAX = 2199;

export interface LunarDate {
  day: number; // 1-30
  month: number; // 1-12
  /** the lunar year that month belongs to (Tết opens it) */
  year: number;
  isLeapMonth: boolean;
}

const { floor, sin, PI } = Math;

/** Julian day number of a Gregorian date (Julian calendar before 15 October 1582). */
export function julianDay({ year, month, day }: LocalDate): number {
  const a = floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  const jd =
    day +
    floor((153 * m + 2) / 5) +
    365 * y +
    floor(y / 4) -
    floor(y / 100) +
    floor(y / 400) -
    32045;
  return jd < 2299161 ? day + floor((153 * m + 2) / 5) + 365 * y + floor(y / 4) - 32083 : jd;
}

export function fromJulianDay(jd: number): LocalDate {
  let b: number;
  let c: number;
  if (jd > 2299160) {
    const a = jd + 32044;
    b = floor((4 * a + 3) / 146097);
    c = a - floor((b * 146097) / 4);
  } else {
    b = 0;
    c = jd + 32082;
  }
  const d = floor((4 * c + 3) / 1461);
  const e = c - floor((1461 * d) / 4);
  const m = floor((5 * e + 2) / 153);
  return {
    day: e - floor((153 * m + 2) / 5) + 1,
    month: m + 3 - 12 * floor(m / 10),
    year: b * 100 + d - 4800 + floor(m / 10),
  };
}

/** The k-th new moon after 1 January 1900, as a Julian day with fraction (UTC). */
function newMoon(k: number): number {
  const T = k / 1236.85;
  const T2 = T * T;
  const T3 = T2 * T;
  const dr = PI / 180;
  let jd1 = 2415020.75933 + 29.53058868 * k + 0.0001178 * T2 - 0.000000155 * T3;
  jd1 += 0.00033 * sin((166.56 + 132.87 * T - 0.009173 * T2) * dr);
  const M = 359.2242 + 29.10535608 * k - 0.0000333 * T2 - 0.00000347 * T3;
  const Mpr = 306.0253 + 385.81691806 * k + 0.0107306 * T2 + 0.00001236 * T3;
  const F = 21.2964 + 390.67050646 * k - 0.0016528 * T2 - 0.00000239 * T3;
  let c1 = (0.1734 - 0.000393 * T) * sin(M * dr) + 0.0021 * sin(2 * dr * M);
  c1 = c1 - 0.4068 * sin(Mpr * dr) + 0.0161 * sin(dr * 2 * Mpr);
  c1 -= 0.0004 * sin(dr * 3 * Mpr);
  c1 = c1 + 0.0104 * sin(dr * 2 * F) - 0.0051 * sin(dr * (M + Mpr));
  c1 = c1 - 0.0074 * sin(dr * (M - Mpr)) + 0.0004 * sin(dr * (2 * F + M));
  c1 = c1 - 0.0004 * sin(dr * (2 * F - M)) - 0.0006 * sin(dr * (2 * F + Mpr));
  c1 = c1 + 0.001 * sin(dr * (2 * F - Mpr)) + 0.0005 * sin(dr * (2 * Mpr + M));
  const deltaT =
    T < -11
      ? 0.001 + 0.000839 * T + 0.0002261 * T2 - 0.00000845 * T3 - 0.000000081 * T * T3
      : -0.000278 + 0.000265 * T + 0.000262 * T2;
  return jd1 + c1 - deltaT;
}

/** The sun's apparent longitude in radians, at a Julian day with fraction. */
function sunLongitude(jdn: number): number {
  const T = (jdn - 2451545.0) / 36525;
  const T2 = T * T;
  const dr = PI / 180;
  const M = 357.5291 + 35999.0503 * T - 0.0001559 * T2 - 0.00000048 * T * T2;
  const L0 = 280.46645 + 36000.76983 * T + 0.0003032 * T2;
  let DL = (1.9146 - 0.004817 * T - 0.000014 * T2) * sin(dr * M);
  DL = DL + (0.019993 - 0.000101 * T) * sin(dr * 2 * M) + 0.00029 * sin(dr * 3 * M);
  const L = (L0 + DL) * dr;
  return L - PI * 2 * floor(L / (PI * 2));
}

/** The local day of the k-th new moon. */
const newMoonDay = (k: number, tz: number) => floor(newMoon(k) + 0.5 + tz / 24);

/** Which of the 12 thirty-degree sectors the sun is in at the start of a local day. */
const sunSector = (jd: number, tz: number) => floor((sunLongitude(jd - 0.5 - tz / 24) / PI) * 6);

/** The day the 11th lunar month (the one holding the winter solstice) begins, before 31 Dec of `year`. */
function lunarMonth11(year: number, tz: number): number {
  const off = julianDay({ year, month: 12, day: 31 }) - 2415021;
  const k = floor(off / 29.530588853);
  const nm = newMoonDay(k, tz);
  return sunSector(nm, tz) >= 9 ? newMoonDay(k - 1, tz) : nm;
}

/** In a 13-month year starting at a11, how many months after it the leap month comes. */
function leapMonthOffset(a11: number, tz: number): number {
  const k = floor((a11 - 2415021.076998695) / 29.530588853 + 0.5);
  let i = 1;
  let arc = sunSector(newMoonDay(k + i, tz), tz);
  let last: number;
  do {
    last = arc;
    i++;
    arc = sunSector(newMoonDay(k + i, tz), tz);
  } while (arc !== last && i < 14);
  return i - 1;
}

/** The lunar date of a solar (Gregorian) calendar date. */
export function solarToLunar(date: LocalDate, tz = VIETNAM_UTC_OFFSET_HOURS): LunarDate {
  const dayNumber = julianDay(date);
  const k = floor((dayNumber - 2415021.076998695) / 29.530588853);
  let monthStart = newMoonDay(k + 1, tz);
  if (monthStart > dayNumber) monthStart = newMoonDay(k, tz);
  let a11 = lunarMonth11(date.year, tz);
  let b11 = a11;
  let year: number;
  if (a11 >= monthStart) {
    year = date.year;
    a11 = lunarMonth11(date.year - 1, tz);
  } else {
    year = date.year + 1;
    b11 = lunarMonth11(date.year + 1, tz);
  }
  const day = dayNumber - monthStart + 1;
  const diff = floor((monthStart - a11) / 29);
  let isLeapMonth = false;
  let month = diff + 11;
  if (b11 - a11 > 365) {
    const leapDiff = leapMonthOffset(a11, tz);
    if (diff >= leapDiff) {
      month = diff + 10;
      if (diff === leapDiff) isLeapMonth = true;
    }
  }
  if (month > 12) month -= 12;
  if (month >= 11 && diff < 4) year -= 1;
  return { day, month, year, isLeapMonth };
}

/** The first day of a lunar month, as a Julian day; null when that (leap) month does not exist. */
function monthStartDay(
  month: number,
  year: number,
  isLeapMonth: boolean,
  tz: number,
): number | null {
  let a11: number;
  let b11: number;
  if (month < 11) {
    a11 = lunarMonth11(year - 1, tz);
    b11 = lunarMonth11(year, tz);
  } else {
    a11 = lunarMonth11(year, tz);
    b11 = lunarMonth11(year + 1, tz);
  }
  let off = month - 11;
  if (off < 0) off += 12;
  if (b11 - a11 > 365) {
    const leapOff = leapMonthOffset(a11, tz);
    let leapMonth = leapOff - 2;
    if (leapMonth < 0) leapMonth += 12;
    if (isLeapMonth && month !== leapMonth) return null;
    if (isLeapMonth || off >= leapOff) off += 1;
  } else if (isLeapMonth) {
    return null;
  }
  const k = floor(0.5 + (a11 - 2415021.076998695) / 29.530588853);
  return newMoonDay(k + off, tz);
}

function inRange(year: number): boolean {
  return Number.isInteger(year) && year >= LUNAR_YEAR_MIN && year <= LUNAR_YEAR_MAX;
}

/** Days in a lunar month (29 or 30); null when the month does not exist (a leap month the year lacks). */
export function lunarMonthLength(
  month: number,
  year: number,
  isLeapMonth: boolean,
  tz = VIETNAM_UTC_OFFSET_HOURS,
): number | null {
  if (!inRange(year) || !Number.isInteger(month) || month < 1 || month > 12) return null;
  const start = monthStartDay(month, year, isLeapMonth, tz);
  if (start === null) return null;
  // The next month starts 29 or 30 days later: whichever day is "1" again.
  return solarToLunar(fromJulianDay(start + 29), tz).day === 1 ? 29 : 30;
}

/** The leap month of a lunar year (1-12), or null in a 12-month year. */
export function leapMonthOf(year: number, tz = VIETNAM_UTC_OFFSET_HOURS): number | null {
  for (let month = 1; month <= 12; month++) {
    if (lunarMonthLength(month, year, true, tz) !== null) return month;
  }
  return null;
}

export type LunarDateProblem = 'day' | 'leapMonth' | 'range';

/** Why a lunar date does not exist (null when it does). */
export function lunarDateProblem(
  date: LunarDate,
  tz = VIETNAM_UTC_OFFSET_HOURS,
): LunarDateProblem | null {
  if (!inRange(date.year) || !Number.isInteger(date.month) || date.month < 1 || date.month > 12) {
    return 'range';
  }
  const length = lunarMonthLength(date.month, date.year, date.isLeapMonth, tz);
  if (length === null) return 'leapMonth';
  if (!Number.isInteger(date.day) || date.day < 1 || date.day > length) return 'day';
  return null;
}

/** The solar date of a lunar date; null when the lunar date does not exist. */
export function lunarToSolar(date: LunarDate, tz = VIETNAM_UTC_OFFSET_HOURS): LocalDate | null {
  if (lunarDateProblem(date, tz) !== null) return null;
  const start = monthStartDay(date.month, date.year, date.isLeapMonth, tz);
  if (start === null) return null;
  const solar = fromJulianDay(start + date.day - 1);
  return isRealDate(solar) ? solar : null;
}

/** Tết Nguyên Đán: 1/1 of a lunar year. */
export function tetOf(year: number, tz = VIETNAM_UTC_OFFSET_HOURS): LocalDate | null {
  return lunarToSolar({ day: 1, month: 1, year, isLeapMonth: false }, tz);
}

/**
 * The next time a lunar day and month come round on or after a solar date (the reminder
 * form shows it): the 30th waits for a year whose month has 30 days, a leap month for a
 * year that has it. Null when none within `yearsAhead`.
 */
export function nextLunarOccurrence(
  lunar: Pick<LunarDate, 'day' | 'month' | 'isLeapMonth'>,
  from: LocalDate,
  yearsAhead = 30,
): { lunar: LunarDate; solar: LocalDate } | null {
  const first = solarToLunar(from).year - 1;
  for (let year = first; year <= first + yearsAhead && year <= LUNAR_YEAR_MAX; year++) {
    const date = { ...lunar, year };
    const solar = lunarToSolar(date);
    if (solar && dayNumber(solar) >= dayNumber(from)) return { lunar: date, solar };
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { formatIsoDate } from '../dates/zoned-dates.js';
import {
  fromJulianDay,
  julianDay,
  leapMonthOf,
  lunarDateProblem,
  lunarMonthLength,
  lunarToSolar,
  nextLunarOccurrence,
  solarToLunar,
  tetOf,
} from './lunar-calendar.js';

const d = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const iso = (date: { year: number; month: number; day: number } | null) =>
  date ? formatIsoDate(date) : null;

/**
 * Tết Nguyên Đán in Vietnam, as published in Vietnamese calendars (lịch vạn niên):
 * four decades and the years where the UTC+7 reckoning departs from China's.
 */
const TET_VIETNAM: [number, string][] = [
  [1968, '1968-01-29'], // Tết Mậu Thân: China 30 January
  [1970, '1970-02-06'],
  [1975, '1975-02-11'],
  [1980, '1980-02-16'],
  [1984, '1984-02-02'],
  // Tết Ất Sửu: a whole month before China's (20 February). At UTC+7 the 11th month of
  // 1984 starts a day earlier, so Vietnam's leap month is the 2nd of 1985, not China's
  // 10th of 1984.
  [1985, '1985-01-21'],
  [1990, '1990-01-27'],
  [1995, '1995-01-31'],
  [2000, '2000-02-05'],
  [2001, '2001-01-24'],
  [2004, '2004-01-22'],
  [2005, '2005-02-09'],
  [2006, '2006-01-29'],
  [2007, '2007-02-17'], // China 18 February
  [2008, '2008-02-07'],
  [2009, '2009-01-26'],
  [2010, '2010-02-14'],
  [2011, '2011-02-03'],
  [2012, '2012-01-23'],
  [2013, '2013-02-10'],
  [2014, '2014-01-31'],
  [2015, '2015-02-19'],
  [2016, '2016-02-08'],
  [2017, '2017-01-28'],
  [2018, '2018-02-16'],
  [2019, '2019-02-05'],
  [2020, '2020-01-25'],
  [2021, '2021-02-12'],
  [2022, '2022-02-01'],
  [2023, '2023-01-22'],
  [2024, '2024-02-10'],
  [2025, '2025-01-29'],
  [2026, '2026-02-17'],
  [2027, '2027-02-06'],
  [2028, '2028-01-26'],
  [2029, '2029-02-13'],
  [2030, '2030-02-02'], // China 3 February
];

describe('Tết in Vietnam (UTC+7)', () => {
  it.each(TET_VIETNAM)('%i: %s', (year, date) => {
    expect(iso(tetOf(year))).toBe(date);
    expect(solarToLunar(d(date))).toEqual({ day: 1, month: 1, year, isLeapMonth: false });
  });

  it('differs from the Chinese calendar (UTC+8) where the new moon falls near midnight', () => {
    expect(iso(tetOf(1985, 8))).toBe('1985-02-20');
    expect(iso(tetOf(2030, 8))).toBe('2030-02-03');
    expect(leapMonthOf(1985)).toBe(2);
    expect(leapMonthOf(1984, 8)).toBe(10);
    expect(iso(tetOf(2007, 8))).toBe('2007-02-18');
    expect(iso(tetOf(1968, 8))).toBe('1968-01-30');
    expect(iso(tetOf(2024, 8))).toBe('2024-02-10');
  });

  it('the eve of Tết is the last day of month 12 of the year before', () => {
    expect(solarToLunar(d('2025-01-28'))).toEqual({
      day: 29,
      month: 12,
      year: 2024,
      isLeapMonth: false,
    });
    expect(solarToLunar(d('2026-02-16'))).toEqual({
      day: 29,
      month: 12,
      year: 2025,
      isLeapMonth: false,
    });
  });
});

describe('festivals', () => {
  it.each([
    ['Trung thu 2024', { day: 15, month: 8, year: 2024 }, '2024-09-17'],
    ['Trung thu 2025', { day: 15, month: 8, year: 2025 }, '2025-10-06'],
    ['Giỗ Tổ Hùng Vương 2025', { day: 10, month: 3, year: 2025 }, '2025-04-07'],
    ['Vu Lan 2025', { day: 15, month: 7, year: 2025 }, '2025-09-06'],
    ['ông Công ông Táo 2025', { day: 23, month: 12, year: 2025 }, '2026-02-10'],
  ])('%s', (_, lunar, solar) => {
    expect(iso(lunarToSolar({ ...lunar, isLeapMonth: false }))).toBe(solar);
    expect(solarToLunar(d(solar))).toEqual({ ...lunar, isLeapMonth: false });
  });
});

describe('leap months', () => {
  it.each([
    [2012, 4],
    [2014, 9],
    [2017, 6],
    [2020, 4],
    [2023, 2],
    [2025, 6],
    [2028, 5],
  ])('%i has leap month %i', (year, month) => {
    expect(leapMonthOf(year)).toBe(month);
  });

  it.each([2019, 2021, 2022, 2024, 2026])('%i has none', (year) => {
    expect(leapMonthOf(year)).toBeNull();
  });

  it('the leap month follows its regular month: 2023 month 2, then leap 2, then 3', () => {
    const regular = lunarToSolar({ day: 1, month: 2, year: 2023, isLeapMonth: false });
    const leap = lunarToSolar({ day: 1, month: 2, year: 2023, isLeapMonth: true });
    const third = lunarToSolar({ day: 1, month: 3, year: 2023, isLeapMonth: false });
    expect(iso(regular)).toBe('2023-02-20');
    expect(iso(leap)).toBe('2023-03-22');
    expect(iso(third)).toBe('2023-04-20');
    expect(solarToLunar(d('2023-03-22'))).toEqual({
      day: 1,
      month: 2,
      year: 2023,
      isLeapMonth: true,
    });
    expect(solarToLunar(d('2025-07-25'))).toEqual({
      day: 1,
      month: 6,
      year: 2025,
      isLeapMonth: true,
    });
  });
});

describe('dates that do not exist', () => {
  it('a 30th in a 29-day month', () => {
    const short = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find(
      (month) => lunarMonthLength(month, 2025, false) === 29,
    )!;
    expect(lunarDateProblem({ day: 30, month: short, year: 2025, isLeapMonth: false })).toBe('day');
    expect(lunarToSolar({ day: 30, month: short, year: 2025, isLeapMonth: false })).toBeNull();
    expect(lunarDateProblem({ day: 29, month: short, year: 2025, isLeapMonth: false })).toBeNull();
  });

  it('a leap month the year lacks', () => {
    expect(lunarDateProblem({ day: 1, month: 3, year: 2023, isLeapMonth: true })).toBe('leapMonth');
    expect(lunarToSolar({ day: 10, month: 6, year: 2024, isLeapMonth: true })).toBeNull();
  });

  it('out of range or malformed', () => {
    expect(lunarDateProblem({ day: 1, month: 13, year: 2025, isLeapMonth: false })).toBe('range');
    expect(lunarDateProblem({ day: 0, month: 1, year: 2025, isLeapMonth: false })).toBe('day');
    expect(lunarDateProblem({ day: 1, month: 1, year: 1500, isLeapMonth: false })).toBe('range');
  });
});

describe('round trips', () => {
  it('every day from 1990 to 2040 converts to lunar and back', () => {
    const start = julianDay(d('1990-01-01'));
    const end = julianDay(d('2040-12-31'));
    for (let jd = start; jd <= end; jd += 1) {
      const solar = fromJulianDay(jd);
      const lunar = solarToLunar(solar);
      expect(lunarToSolar(lunar)).toEqual(solar);
    }
  });

  it('months are 29 or 30 days, 12 or 13 to a year', () => {
    for (let year = 2000; year <= 2030; year++) {
      let months = 0;
      for (let month = 1; month <= 12; month++) {
        for (const leap of [false, true]) {
          const length = lunarMonthLength(month, year, leap);
          if (length === null) continue;
          months++;
          expect([29, 30]).toContain(length);
        }
      }
      expect(leapMonthOf(year) === null ? 12 : 13).toBe(months);
    }
  });
});

describe('nextLunarOccurrence', () => {
  it('the coming Trung thu, this year or next', () => {
    expect(nextLunarOccurrence({ day: 15, month: 8, isLeapMonth: false }, d('2025-09-01'))).toEqual(
      {
        lunar: { day: 15, month: 8, year: 2025, isLeapMonth: false },
        solar: d('2025-10-06'),
      },
    );
    expect(
      nextLunarOccurrence({ day: 15, month: 8, isLeapMonth: false }, d('2025-10-07'))?.solar,
    ).toEqual(d('2026-09-25'));
  });
  it('a leap month waits for a year that has it', () => {
    expect(
      nextLunarOccurrence({ day: 1, month: 6, isLeapMonth: true }, d('2024-01-01'))?.lunar.year,
    ).toBe(2025);
  });
});

import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  daysInMonth,
  formatIsoDate,
  fromDayNumber,
  isLeapYear,
  parseIsoDate,
  toLocalDate,
  toLocalDateTime,
} from './zoned-dates.js';

describe('toLocalDateTime', () => {
  it('gives the wall clock in Ho Chi Minh City (UTC+7, no DST)', () => {
    // 17:30 UTC on 31 Dec is already New Year in Vietnam
    expect(toLocalDateTime(new Date('2025-12-31T17:30:00Z'), 'Asia/Ho_Chi_Minh')).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
    });
  });
  it('follows daylight saving in New York', () => {
    // 2026-03-08 is the spring-forward day: 06:59Z is 01:59 EST, 07:00Z is 03:00 EDT
    expect(toLocalDateTime(new Date('2026-03-08T06:59:00Z'), 'America/New_York').hour).toBe(1);
    expect(toLocalDateTime(new Date('2026-03-08T07:00:00Z'), 'America/New_York').hour).toBe(3);
  });
  it('reports midnight as hour 0, not 24', () => {
    expect(toLocalDateTime(new Date('2026-05-01T17:00:00Z'), 'Asia/Ho_Chi_Minh').hour).toBe(0);
  });
  it('answers the same instant the same way again, in each zone, whatever a caller did with the first answer', () => {
    const instant = new Date('2026-03-08T07:30:00Z');
    const first = toLocalDateTime(instant, 'America/New_York');
    first.hour = 99;
    expect(toLocalDateTime(new Date(instant.getTime()), 'America/New_York')).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 3,
      minute: 30,
    });
    expect(toLocalDateTime(instant, 'Asia/Ho_Chi_Minh')).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 14,
      minute: 30,
    });
  });
});

describe('day numbers', () => {
  it('count calendar days, unaffected by DST', () => {
    const a = toLocalDate(new Date('2026-03-07T12:00:00Z'), 'America/New_York');
    const b = toLocalDate(new Date('2026-03-09T12:00:00Z'), 'America/New_York');
    expect(dayNumber(b) - dayNumber(a)).toBe(2);
  });
  it('round-trip through fromDayNumber, across a leap day', () => {
    const leap = { year: 2024, month: 2, day: 29 };
    expect(fromDayNumber(dayNumber(leap))).toEqual(leap);
    expect(fromDayNumber(dayNumber(leap) + 1)).toEqual({ year: 2024, month: 3, day: 1 });
    expect(dayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
  });
});

describe('calendar helpers', () => {
  it('knows leap years and month lengths', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
  it('parses only real ISO dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-13-01')).toBeNull();
    expect(parseIsoDate('31/12/2025')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
    expect(parseIsoDate('2025-06-01T00:00:00.000Z')).toEqual({ year: 2025, month: 6, day: 1 });
  });
  it('formats with zero padding', () => {
    expect(formatIsoDate({ year: 987, month: 3, day: 5 })).toBe('0987-03-05');
  });
});

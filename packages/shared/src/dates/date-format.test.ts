import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  EMPTY_DATE,
  INVALID_DATE,
  daysFromToday,
  formatDate,
  relativeDay,
} from './date-format.js';

describe('formatDate', () => {
  it('defaults to DD/MM/YYYY', () => {
    expect(formatDate('2026-02-05')).toBe('05/02/2026');
  });
  it('reads a date sent as midnight UTC as that calendar date, in any zone', () => {
    expect(formatDate('2026-02-05T00:00:00.000Z', { timeZone: 'America/Los_Angeles' })).toBe(
      '05/02/2026',
    );
  });
  it('formats instants in the viewer time zone', () => {
    expect(formatDate('2026-02-05T20:00:00.000Z', { timeZone: 'Asia/Ho_Chi_Minh' })).toBe(
      '06/02/2026',
    );
    expect(formatDate(new Date('2026-02-05T20:00:00Z'))).toBe('05/02/2026');
  });
  it("says 'Invalid Date' and 'N/A'", () => {
    expect(formatDate('2025-02-30')).toBe(INVALID_DATE);
    expect(formatDate('not a date')).toBe(INVALID_DATE);
    expect(formatDate(new Date(Number.NaN))).toBe(INVALID_DATE);
    expect(formatDate('')).toBe(EMPTY_DATE);
    expect(formatDate(null)).toBe(EMPTY_DATE);
    expect(formatDate(undefined)).toBe(EMPTY_DATE);
  });
  it("has one format per language: vi DD/MM/YYYY, en 'D MMM YYYY'", () => {
    expect(formatDate('2026-02-05', { format: DATE_FORMATS.vi })).toBe('05/02/2026');
    expect(formatDate('2026-02-05', { format: DATE_FORMATS.en })).toBe('5 Feb 2026');
    expect(
      formatDate('2024-12-31T23:30:00Z', { format: DATE_FORMATS.en, timeZone: 'Asia/Ho_Chi_Minh' }),
    ).toBe('1 Jan 2025');
  });
  it('takes other formats', () => {
    expect(formatDate('2024-02-29', { format: 'YYYY-MM-DD' })).toBe('2024-02-29');
    expect(formatDate('2024-02-29', { format: 'MM/DD/YYYY' })).toBe('02/29/2024');
  });
});

describe('relativeDay (days under 7, weeks under 30, else months)', () => {
  it.each([
    [0, { unit: 'today' }],
    [1, { unit: 'tomorrow' }],
    [-1, { unit: 'yesterday' }],
    [2, { unit: 'days', count: 2, past: false }],
    [6, { unit: 'days', count: 6, past: false }],
    [7, { unit: 'weeks', count: 1, past: false }],
    [29, { unit: 'weeks', count: 4, past: false }],
    [30, { unit: 'months', count: 1, past: false }],
    [365, { unit: 'months', count: 12, past: false }],
    [-10, { unit: 'weeks', count: 1, past: true }],
  ])('%i days', (diff, expected) => {
    expect(relativeDay(diff)).toEqual(expected);
  });
  it('measures from today on the viewer calendar', () => {
    const now = new Date('2026-11-22T18:00:00Z'); // 23 Nov in HCM
    expect(daysFromToday({ year: 2026, month: 11, day: 23 }, now, 'Asia/Ho_Chi_Minh')).toBe(0);
    expect(daysFromToday({ year: 2026, month: 11, day: 23 }, now, 'UTC')).toBe(1);
  });
});

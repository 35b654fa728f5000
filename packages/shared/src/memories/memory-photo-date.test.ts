import { describe, expect, it } from 'vitest';
import { memoryDateFromPhoto } from './memory-photo-date.js';

const today = { year: 2026, month: 11, day: 23 };

describe('memoryDateFromPhoto (the date a photo gives a new memory)', () => {
  it('takes the calendar date as the camera wrote it, whatever the hour', () => {
    expect(memoryDateFromPhoto('2024:02:14 18:30:00', today)).toBe('2024-02-14');
    expect(memoryDateFromPhoto('2024:02:14 00:00:00', today)).toBe('2024-02-14');
    expect(memoryDateFromPhoto('2024:02:14 23:59:59', today)).toBe('2024-02-14');
    // a date without its time, dashes, an ISO 'T', a trailing NUL or spaces
    expect(memoryDateFromPhoto('2024:02:14', today)).toBe('2024-02-14');
    expect(memoryDateFromPhoto('2024-02-14 18:30:00', today)).toBe('2024-02-14');
    expect(memoryDateFromPhoto('2024-02-14T18:30:00+07:00', today)).toBe('2024-02-14');
    expect(memoryDateFromPhoto(' 2024:02:14 18:30:00\u0000', today)).toBe('2024-02-14');
  });

  it('keeps leap days and month ends that exist, refuses those that do not', () => {
    expect(memoryDateFromPhoto('2024:02:29 12:00:00', today)).toBe('2024-02-29');
    expect(memoryDateFromPhoto('2000:02:29 12:00:00', today)).toBe('2000-02-29');
    expect(memoryDateFromPhoto('2023:02:29 12:00:00', today)).toBeNull();
    expect(memoryDateFromPhoto('1900:02:29 12:00:00', today)).toBeNull();
    expect(memoryDateFromPhoto('2025:04:31 12:00:00', today)).toBeNull();
    expect(memoryDateFromPhoto('2025:13:01 12:00:00', today)).toBeNull();
    expect(memoryDateFromPhoto('2025:12:31 12:00:00', { year: 2026, month: 1, day: 1 })).toBe(
      '2025-12-31',
    );
  });

  it('refuses a blank, zeroed or unset camera clock', () => {
    expect(memoryDateFromPhoto(null, today)).toBeNull();
    expect(memoryDateFromPhoto('', today)).toBeNull();
    expect(memoryDateFromPhoto('    :  :     :  :  ', today)).toBeNull();
    expect(memoryDateFromPhoto('0000:00:00 00:00:00', today)).toBeNull();
    expect(memoryDateFromPhoto('1899:12:31 23:59:59', today)).toBeNull();
    expect(memoryDateFromPhoto('1900:01:01 00:00:00', today)).toBe('1900-01-01');
    expect(memoryDateFromPhoto('14/02/2024 18:30', today)).toBeNull();
    expect(memoryDateFromPhoto('2024:2:14 18:30:00', today)).toBeNull();
    expect(memoryDateFromPhoto('20240:02:14', today)).toBeNull();
  });

  it('allows tomorrow (a photo from a time zone ahead), not later (a wrong clock)', () => {
    expect(memoryDateFromPhoto('2026:11:23 08:00:00', today)).toBe('2026-11-23');
    expect(memoryDateFromPhoto('2026:11:24 01:00:00', today)).toBe('2026-11-24');
    expect(memoryDateFromPhoto('2026:11:25 01:00:00', today)).toBeNull();
    // across a month and a year end
    expect(memoryDateFromPhoto('2027:01:01 00:30:00', { year: 2026, month: 12, day: 31 })).toBe(
      '2027-01-01',
    );
    expect(
      memoryDateFromPhoto('2024:03:01 00:30:00', { year: 2024, month: 2, day: 28 }),
    ).toBeNull();
    expect(memoryDateFromPhoto('2024:02:29 00:30:00', { year: 2024, month: 2, day: 28 })).toBe(
      '2024-02-29',
    );
  });
});

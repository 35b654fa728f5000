import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { formatDateAndTime, formatLongDate, formatMonthYear, formatShownDate } from '../format';

describe('dates on screen: one format per language', () => {
  it('reads a date-only value as its day, an instant as its day in the zone', () => {
    expect(formatShownDate('2026-02-05', { locale: 'vi' })).toBe('05/02/2026');
    expect(formatShownDate('2026-02-05', { locale: 'en' })).toBe('5 Feb 2026');
    expect(
      formatShownDate('2026-02-05T00:00:00.000Z', { locale: 'vi', timeZone: 'America/New_York' }),
    ).toBe('05/02/2026');
    expect(
      formatShownDate('2026-02-05T20:00:00Z', { locale: 'vi', timeZone: 'Asia/Ho_Chi_Minh' }),
    ).toBe('06/02/2026');
  });

  it('says an invalid or missing date in the language, never "Invalid Date" or "N/A"', async () => {
    expect(formatShownDate('2025-02-30', { locale: 'vi' })).toBe('Ngày không hợp lệ');
    expect(formatShownDate(null, { locale: 'vi' })).toBe('Chưa có');
    expect(formatShownDate('nope', { locale: 'en' })).toBe('Invalid date');
    expect(formatShownDate('', { locale: 'en' })).toBe('Not set');
    // without a locale: the interface's language
    await act(() => i18n.changeLanguage('en'));
    expect(formatShownDate('2026-11-25')).toBe('25 Nov 2026');
  });

  it('puts a weekday or a time around the same format, and months without the day', () => {
    const instant = new Date('2026-11-25T12:30:00Z');
    expect(formatLongDate(instant, 'vi', 'Asia/Ho_Chi_Minh')).toBe('Thứ Tư, 25/11/2026');
    expect(formatLongDate(instant, 'en', 'Asia/Ho_Chi_Minh')).toBe('Wednesday, 25 Nov 2026');
    expect(formatDateAndTime('2026-11-25T12:30:00Z', 'vi', 'Asia/Ho_Chi_Minh')).toEqual({
      date: '25/11/2026',
      time: '19:30',
    });
    expect(formatMonthYear('2026-11', 'vi')).toBe('11/2026');
    expect(formatMonthYear('2026-02', 'en')).toBe('Feb 2026');
  });
});

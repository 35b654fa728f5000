import { describe, expect, it } from 'vitest';
import {
  CHECKIN_MOOD_LEVEL,
  CHECKIN_MOODS,
  checkinDayOf,
  checkinWindow,
} from './checkins-rules.js';
import { MEMORY_MOODS } from '../memories/memories-rules.js';
import { checkinsQuerySchema, setCheckinBodySchema } from './checkins-schemas.js';

describe('checkinDayOf', () => {
  it('turns at local midnight, not UTC midnight', () => {
    // 16:59:59 UTC is 23:59:59 in Hồ Chí Minh; one second later is the next day there.
    expect(checkinDayOf(new Date('2026-03-14T16:59:59Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-03-14');
    expect(checkinDayOf(new Date('2026-03-14T17:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-03-15');
  });

  it('gives two partners in different zones their own day at the same instant', () => {
    const instant = new Date('2026-03-15T02:30:00Z');
    expect(checkinDayOf(instant, 'Asia/Ho_Chi_Minh')).toBe('2026-03-15');
    expect(checkinDayOf(instant, 'America/Los_Angeles')).toBe('2026-03-14');
    expect(checkinDayOf(instant, 'Pacific/Kiritimati')).toBe('2026-03-15');
    expect(checkinDayOf(new Date('2026-03-15T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-16');
  });

  it('follows daylight saving (midnight in New York moves with it)', () => {
    expect(checkinDayOf(new Date('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(checkinDayOf(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(checkinDayOf(new Date('2026-11-01T03:59:00Z'), 'America/New_York')).toBe('2026-10-31');
    expect(checkinDayOf(new Date('2026-11-01T04:00:00Z'), 'America/New_York')).toBe('2026-11-01');
  });

  it('crosses a year end and a leap day', () => {
    expect(checkinDayOf(new Date('2027-12-31T17:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2028-01-01');
    expect(checkinDayOf(new Date('2028-02-28T17:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2028-02-29');
  });
});

describe('checkinWindow', () => {
  it('lists the days ending today, oldest first, across a month end and a leap day', () => {
    expect(checkinWindow('2028-03-02', 4)).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
      '2028-03-02',
    ]);
    expect(checkinWindow('2026-01-01', 2)).toEqual(['2025-12-31', '2026-01-01']);
    expect(checkinWindow('2026-06-10', 30)).toHaveLength(30);
  });

  it('gives nothing for an invalid day or span', () => {
    expect(checkinWindow('2026-02-30', 3)).toEqual([]);
    expect(checkinWindow('2026-02-10', 0)).toEqual([]);
  });
});

describe('check-in moods and input', () => {
  it('are the memories’ moods, each with a level on the chart', () => {
    expect(CHECKIN_MOODS).toBe(MEMORY_MOODS);
    expect(new Set(CHECKIN_MOODS.map((m) => CHECKIN_MOOD_LEVEL[m])).size).toBe(
      CHECKIN_MOODS.length,
    );
  });

  it('takes a mood and an optional Vietnamese line, trimmed, at most 280 characters', () => {
    expect(setCheckinBodySchema.parse({ mood: 'love', note: '  Nhớ anh nhiều lắm  ' })).toEqual({
      mood: 'love',
      note: 'Nhớ anh nhiều lắm',
    });
    expect(setCheckinBodySchema.safeParse({ mood: 'love', note: 'ệ'.repeat(280) }).success).toBe(
      true,
    );
    expect(setCheckinBodySchema.safeParse({ mood: 'love', note: 'a'.repeat(281) }).success).toBe(
      false,
    );
    expect(setCheckinBodySchema.safeParse({ mood: 'angry' }).success).toBe(false);
    expect(setCheckinBodySchema.safeParse({}).success).toBe(false);
  });

  it('bounds the span to 1..90 days, 30 by default', () => {
    expect(checkinsQuerySchema.parse({}).days).toBe(30);
    expect(checkinsQuerySchema.parse({ days: '90' }).days).toBe(90);
    expect(checkinsQuerySchema.safeParse({ days: '0' }).success).toBe(false);
    expect(checkinsQuerySchema.safeParse({ days: '91' }).success).toBe(false);
    expect(checkinsQuerySchema.safeParse({ days: '2.5' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CHECKIN_LIMITS,
  CHECKIN_MOOD_LEVEL,
  CHECKIN_MOODS,
  checkinDayAhead,
  checkinDayError,
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

describe('checkinDayAhead: tomorrow, in the last five minutes of today', () => {
  const at = (iso: string) => new Date(iso);
  it('is tomorrow from 23:55 to midnight, and agrees with checkinDayError', () => {
    const zone = 'Asia/Ho_Chi_Minh';
    expect(checkinDayAhead(at('2027-04-11T16:54:59Z'), zone)).toBeNull();
    expect(checkinDayAhead(at('2027-04-11T16:55:00Z'), zone)).toBe('2027-04-12');
    expect(checkinDayAhead(at('2027-04-11T16:59:59Z'), zone)).toBe('2027-04-12');
    expect(checkinDayAhead(at('2027-04-11T17:00:00Z'), zone)).toBeNull();
    for (const iso of ['2027-04-11T16:54:59Z', '2027-04-11T16:55:00Z', '2027-04-11T16:59:59Z']) {
      const ahead = checkinDayAhead(at(iso), zone);
      expect(checkinDayError('2027-04-12', at(iso), zone) === null, iso).toBe(ahead !== null);
    }
  });

  it('crosses a month end, a year end and a leap day, on the person’s own clock', () => {
    expect(checkinDayAhead(at('2028-02-28T16:56:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2028-02-29');
    expect(checkinDayAhead(at('2027-02-28T16:56:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2027-03-01');
    expect(checkinDayAhead(at('2026-12-31T16:56:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2027-01-01');
    // 23:56 on 30 June in Kiribati (UTC+14) is 09:56Z; on 1 July in Pago Pago (UTC-11), 10:56Z
    // on the 2nd
    expect(checkinDayAhead(at('2026-06-30T09:56:00Z'), 'Pacific/Kiritimati')).toBe('2026-07-01');
    expect(checkinDayAhead(at('2026-07-02T10:56:00Z'), 'Pacific/Pago_Pago')).toBe('2026-07-02');
    // 23:56 PDT on the day US clocks go back (1 November 2026) is 06:56Z on the 2nd (PST)
    expect(checkinDayAhead(at('2026-11-02T07:56:00Z'), 'America/Los_Angeles')).toBe('2026-11-02');
  });
});

describe('checkinDayError: today, or yesterday until noon, on the person’s clock', () => {
  const at = (iso: string) => new Date(iso);

  it('is the grace the rule names: yesterday until 12:00', () => {
    expect(CHECKIN_LIMITS.lateUntilHour).toBe(12);
  });

  it('takes today at any hour, and yesterday only before noon', () => {
    const zone = 'Asia/Ho_Chi_Minh';
    // 00:05 on 15 March in Hồ Chí Minh City: a check-in tapped at 23:59 the day before
    expect(checkinDayError('2026-03-15', at('2026-03-14T17:05:00Z'), zone)).toBeNull();
    expect(checkinDayError('2026-03-14', at('2026-03-14T17:05:00Z'), zone)).toBeNull();
    // 11:59:59 still, 12:00 no longer
    expect(checkinDayError('2026-03-14', at('2026-03-15T04:59:59Z'), zone)).toBeNull();
    expect(checkinDayError('2026-03-14', at('2026-03-15T05:00:00Z'), zone)).toBe('over');
    expect(checkinDayError('2026-03-15', at('2026-03-15T16:59:59Z'), zone)).toBeNull();
    // two days back, at once; tomorrow only from five minutes before midnight (a device
    // clock a little fast), at 23:55:00 and not at 23:54:59
    expect(checkinDayError('2026-03-13', at('2026-03-14T17:05:00Z'), zone)).toBe('over');
    expect(checkinDayError('2026-03-16', at('2026-03-15T16:59:59Z'), zone)).toBeNull();
    expect(checkinDayError('2026-03-16', at('2026-03-15T16:55:00Z'), zone)).toBeNull();
    expect(checkinDayError('2026-03-16', at('2026-03-15T16:54:59Z'), zone)).toBe('ahead');
    expect(checkinDayError('2026-03-17', at('2026-03-15T16:59:59Z'), zone)).toBe('ahead');
    expect(checkinDayError('2027-03-15', at('2026-03-15T04:00:00Z'), zone)).toBe('ahead');
  });

  it('reads the day on the person’s own clock: UTC+14 and UTC-11 at the same instant', () => {
    // 2026-06-30T11:30Z is 01:30 on 1 July in Kiritimati, 00:30 on 30 June in Pago Pago
    const instant = at('2026-06-30T11:30:00Z');
    expect(checkinDayError('2026-07-01', instant, 'Pacific/Kiritimati')).toBeNull();
    expect(checkinDayError('2026-06-30', instant, 'Pacific/Kiritimati')).toBeNull();
    expect(checkinDayError('2026-06-29', instant, 'Pacific/Kiritimati')).toBe('over');
    expect(checkinDayError('2026-06-30', instant, 'Pacific/Pago_Pago')).toBeNull();
    expect(checkinDayError('2026-06-29', instant, 'Pacific/Pago_Pago')).toBeNull();
    // Kiritimati's today is a day still to come in Pago Pago
    expect(checkinDayError('2026-07-01', instant, 'Pacific/Pago_Pago')).toBe('ahead');
    // noon in Kiritimati is 22:00 UTC the day before; noon in Pago Pago 23:00 UTC that day
    expect(checkinDayError('2026-06-30', at('2026-06-30T21:59:00Z'), 'Pacific/Kiritimati')).toBe(
      null,
    );
    expect(checkinDayError('2026-06-30', at('2026-06-30T22:00:00Z'), 'Pacific/Kiritimati')).toBe(
      'over',
    );
    expect(checkinDayError('2026-06-29', at('2026-06-30T22:59:00Z'), 'Pacific/Pago_Pago')).toBe(
      null,
    );
    expect(checkinDayError('2026-06-29', at('2026-06-30T23:00:00Z'), 'Pacific/Pago_Pago')).toBe(
      'over',
    );
  });

  it('crosses a month end, a year end and a leap day', () => {
    const zone = 'Asia/Ho_Chi_Minh';
    // 00:10 on 1 May: 30 April is yesterday
    expect(checkinDayError('2026-04-30', at('2026-04-30T17:10:00Z'), zone)).toBeNull();
    expect(checkinDayError('2026-04-29', at('2026-04-30T17:10:00Z'), zone)).toBe('over');
    // 00:10 on 1 January 2027: 31 December 2026 is yesterday, 2 January ahead
    expect(checkinDayError('2026-12-31', at('2026-12-31T17:10:00Z'), zone)).toBeNull();
    expect(checkinDayError('2027-01-01', at('2026-12-31T17:10:00Z'), zone)).toBeNull();
    expect(checkinDayError('2027-01-02', at('2026-12-31T17:10:00Z'), zone)).toBe('ahead');
    expect(checkinDayError('2026-12-30', at('2026-12-31T17:10:00Z'), zone)).toBe('over');
    // 1 March 2028 after midnight: yesterday is the leap day
    expect(checkinDayError('2028-02-29', at('2028-02-29T17:10:00Z'), zone)).toBeNull();
    expect(checkinDayError('2028-02-28', at('2028-02-29T17:10:00Z'), zone)).toBe('over');
    // 1 March 2027 after midnight: there was no 29 February
    expect(checkinDayError('2027-02-29', at('2027-02-28T17:10:00Z'), zone)).toBe('invalid');
    expect(checkinDayError('2027-02-28', at('2027-02-28T17:10:00Z'), zone)).toBeNull();
  });

  it('keeps the same deadline on a day the clocks change (wall-clock hours)', () => {
    // 8 March 2026 in New York: 02:00 became 03:00; 11:59 is still the morning after
    const zone = 'America/New_York';
    expect(checkinDayError('2026-03-07', at('2026-03-08T15:59:00Z'), zone)).toBeNull();
    expect(checkinDayError('2026-03-07', at('2026-03-08T16:00:00Z'), zone)).toBe('over');
  });

  it('refuses what is not a calendar day', () => {
    const now = at('2026-03-14T10:00:00Z');
    for (const day of ['', '2026-3-14', '2026-03-14T00:00:00Z', '14/03/2026', '2026-02-30'])
      expect(checkinDayError(day, now, 'Asia/Ho_Chi_Minh'), day).toBe('invalid');
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

  it('takes an optional day the person tapped on, a real calendar day', () => {
    expect(setCheckinBodySchema.parse({ mood: 'happy', day: '2028-02-29' }).day).toBe('2028-02-29');
    // a date without time, as clients send one: that day at midnight UTC
    expect(setCheckinBodySchema.parse({ mood: 'happy', day: '2026-12-31T00:00:00.000Z' }).day).toBe(
      '2026-12-31',
    );
    expect(setCheckinBodySchema.parse({ mood: 'happy' }).day).toBeUndefined();
    for (const day of ['2027-02-29', 'yesterday', '2026-12-31T09:00:00Z', 20261231])
      expect(setCheckinBodySchema.safeParse({ mood: 'happy', day }).success, String(day)).toBe(
        false,
      );
  });

  it('bounds the span to 1..90 days, 30 by default', () => {
    expect(checkinsQuerySchema.parse({}).days).toBe(30);
    expect(checkinsQuerySchema.parse({ days: '90' }).days).toBe(90);
    expect(checkinsQuerySchema.safeParse({ days: '0' }).success).toBe(false);
    expect(checkinsQuerySchema.safeParse({ days: '91' }).success).toBe(false);
    expect(checkinsQuerySchema.safeParse({ days: '2.5' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addYearsClamped,
  daysUntilLetterOpens,
  isLetterOpen,
  letterOpensOnError,
  letterOpensOnWindow,
} from './letters-rules.js';
import { createLetterBodySchema, updateLetterBodySchema } from './letters-schemas.js';

const at = (iso: string) => new Date(iso);

describe('the opening day of a letter', () => {
  it('is from tomorrow to 25 years ahead of the writer’s today', () => {
    const now = at('2026-11-29T03:00:00Z'); // 10:00 in Hồ Chí Minh City
    expect(letterOpensOnWindow(now, 'Asia/Ho_Chi_Minh')).toEqual({
      min: '2026-11-30',
      max: '2051-11-29',
    });
    expect(letterOpensOnError('2026-11-29', now, 'Asia/Ho_Chi_Minh')).toBe('tooSoon');
    expect(letterOpensOnError('2026-11-30', now, 'Asia/Ho_Chi_Minh')).toBeNull();
    expect(letterOpensOnError('2051-11-29', now, 'Asia/Ho_Chi_Minh')).toBeNull();
    expect(letterOpensOnError('2051-11-30', now, 'Asia/Ho_Chi_Minh')).toBe('tooFar');
    expect(letterOpensOnError('2020-01-01', now, 'Asia/Ho_Chi_Minh')).toBe('tooSoon');
  });

  it('counts on the writer’s calendar: the same instant is another today in another zone', () => {
    // 23:30 on 31 December in Hồ Chí Minh City is 08:30 the same day in Los Angeles …
    const now = at('2026-12-31T16:30:00Z');
    expect(letterOpensOnWindow(now, 'Asia/Ho_Chi_Minh').min).toBe('2027-01-01');
    expect(letterOpensOnWindow(now, 'America/Los_Angeles').min).toBe('2027-01-01');
    // … and 00:30 on 1 January in Kiribati (UTC+14), whose tomorrow is the 2nd.
    const kiribati = at('2026-12-31T10:30:00Z');
    expect(letterOpensOnWindow(kiribati, 'Pacific/Kiritimati').min).toBe('2027-01-02');
    // Pago Pago (UTC-11) is still on the 30th then: its tomorrow is the 31st.
    expect(letterOpensOnWindow(kiribati, 'Pacific/Pago_Pago').min).toBe('2026-12-31');
    expect(letterOpensOnError('2027-01-01', kiribati, 'Pacific/Kiritimati')).toBe('tooSoon');
  });

  it('25 years after 29 February is 28 February (no such day then)', () => {
    expect(addYearsClamped({ year: 2028, month: 2, day: 29 }, 25)).toEqual({
      year: 2053,
      month: 2,
      day: 28,
    });
    // 2028 + 24 = 2052 is a leap year: the day stays.
    expect(addYearsClamped({ year: 2028, month: 2, day: 29 }, 24)).toEqual({
      year: 2052,
      month: 2,
      day: 29,
    });
    const leapDay = at('2028-02-29T05:00:00Z');
    expect(letterOpensOnWindow(leapDay, 'Asia/Ho_Chi_Minh')).toEqual({
      min: '2028-03-01',
      max: '2053-02-28',
    });
    expect(letterOpensOnError('2053-03-01', leapDay, 'Asia/Ho_Chi_Minh')).toBe('tooFar');
    // The day before a leap day: tomorrow is the 29th.
    expect(letterOpensOnWindow(at('2028-02-28T05:00:00Z'), 'Asia/Ho_Chi_Minh').min).toBe(
      '2028-02-29',
    );
  });

  it('refuses what is not a calendar day', () => {
    const now = at('2026-11-29T03:00:00Z');
    expect(letterOpensOnError('2027-02-29', now, 'UTC')).toBe('invalid');
    expect(letterOpensOnError('2027-13-01', now, 'UTC')).toBe('invalid');
    expect(letterOpensOnError('27-1-1', now, 'UTC')).toBe('invalid');
  });
});

describe('when a letter opens', () => {
  it('opens at midnight on the recipient’s calendar', () => {
    // Midnight of 14 February in Hồ Chí Minh City is still the 13th in Los Angeles.
    const vnMidnight = at('2027-02-13T17:00:00Z');
    expect(isLetterOpen('2027-02-14', vnMidnight, 'Asia/Ho_Chi_Minh')).toBe(true);
    expect(isLetterOpen('2027-02-14', vnMidnight, 'America/Los_Angeles')).toBe(false);
    expect(isLetterOpen('2027-02-14', at('2027-02-13T16:59:59Z'), 'Asia/Ho_Chi_Minh')).toBe(false);
    expect(isLetterOpen('2027-02-14', at('2027-02-14T08:00:00Z'), 'America/Los_Angeles')).toBe(
      true,
    );
  });

  it('counts the days left on the recipient’s calendar, across daylight saving', () => {
    // Los Angeles springs forward on 14 March 2027: days stay whole.
    expect(
      daysUntilLetterOpens('2027-03-20', at('2027-03-10T20:00:00Z'), 'America/Los_Angeles'),
    ).toBe(10);
    expect(
      daysUntilLetterOpens('2027-03-20', at('2027-03-20T07:30:00Z'), 'America/Los_Angeles'),
    ).toBe(0);
    expect(daysUntilLetterOpens('2027-03-20', at('2027-03-22T12:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe(
      -2,
    );
  });
});

describe('a letter’s body', () => {
  it('is to the partner, on a date-only day, with text and at most 10 photos', () => {
    const ok = createLetterBodySchema.safeParse({
      to: 'partner',
      opensOn: '2027-02-14T00:00:00.000Z',
      text: '  Gửi anh, người em thương nhất  ',
    });
    expect(ok.success && ok.data).toEqual({
      to: 'partner',
      opensOn: '2027-02-14',
      text: 'Gửi anh, người em thương nhất',
    });
    const refused = (body: object) => !createLetterBodySchema.safeParse(body).success;
    const base = { to: 'partner', opensOn: '2027-02-14', text: 'Thư' };
    expect(refused({ ...base, to: 'someone' })).toBe(true);
    expect(refused({ ...base, opensOn: '2027-02-14T09:00:00Z' })).toBe(true);
    expect(refused({ ...base, text: '   ' })).toBe(true);
    expect(refused({ ...base, text: 'á'.repeat(20_001) })).toBe(true);
    expect(refused({ ...base, images: Array.from({ length: 11 }, (_, i) => `upload-${i}`) })).toBe(
      true,
    );
    expect(refused({ ...base, images: ['https://example.com/photo.jpg'] })).toBe(true);
    expect(updateLetterBodySchema.safeParse({}).success).toBe(true);
  });
});

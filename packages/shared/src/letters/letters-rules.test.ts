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

describe('the opening day on both calendars, the writer’s and the recipient’s', () => {
  const LA = 'America/Los_Angeles';
  const HCM = 'Asia/Ho_Chi_Minh';
  const KIRITIMATI = 'Pacific/Kiritimati';
  const PAGO = 'Pacific/Pago_Pago';

  it('is after today where it opens: the later of the two tomorrows', () => {
    // 05:34 on 2 December in Los Angeles, 03:34 on the 3rd in Kiribati (UTC+14)
    const now = at('2026-12-02T13:34:00Z');
    expect(letterOpensOnWindow(now, LA, KIRITIMATI)).toEqual({
      min: '2026-12-04',
      max: '2051-12-02',
    });
    expect(letterOpensOnError('2026-12-03', now, LA, KIRITIMATI)).toBe('tooSoon');
    expect(isLetterOpen('2026-12-03', now, KIRITIMATI)).toBe(true);
    expect(letterOpensOnError('2026-12-04', now, LA, KIRITIMATI)).toBeNull();
    // the other way round, the writer's own tomorrow is the later one
    expect(letterOpensOnWindow(now, KIRITIMATI, LA).min).toBe('2026-12-04');
    expect(letterOpensOnError('2026-12-03', now, KIRITIMATI, LA)).toBe('tooSoon');
  });

  it('Los Angeles to Hồ Chí Minh City: only from 09:00 to 16:59 in Los Angeles (PST)', () => {
    // 08:59 PST on 2 December is 23:59 on the 2nd in HCM: both tomorrows are the 3rd
    expect(letterOpensOnWindow(at('2026-12-02T16:59:59Z'), LA, HCM).min).toBe('2026-12-03');
    // 09:00 PST is midnight of the 3rd in HCM: the 3rd has begun where it opens
    expect(letterOpensOnWindow(at('2026-12-02T17:00:00Z'), LA, HCM).min).toBe('2026-12-04');
    expect(letterOpensOnWindow(at('2026-12-03T07:59:59Z'), LA, HCM).min).toBe('2026-12-04');
    // midnight in LA: both are on the 3rd again
    expect(letterOpensOnWindow(at('2026-12-03T08:00:00Z'), LA, HCM).min).toBe('2026-12-04');
    expect(letterOpensOnWindow(at('2026-12-03T16:59:59Z'), LA, HCM).min).toBe('2026-12-04');
  });

  it('turns at the recipient’s midnight across a change of clocks (PDT: HCM midnight is 10:00)', () => {
    // 8 March 2026, the US moves to PDT: HCM's midnight of the 9th is 10:00 PDT on the 8th
    expect(letterOpensOnWindow(at('2026-03-08T16:59:59Z'), LA, HCM).min).toBe('2026-03-09');
    expect(letterOpensOnWindow(at('2026-03-08T17:00:00Z'), LA, HCM).min).toBe('2026-03-10');
    // a recipient in LA, a writer behind it (Pago Pago): LA's first PDT midnight, 07:00Z
    expect(letterOpensOnWindow(at('2026-03-09T06:59:59Z'), PAGO, LA).min).toBe('2026-03-09');
    expect(letterOpensOnWindow(at('2026-03-09T07:00:00Z'), PAGO, LA).min).toBe('2026-03-10');
  });

  it('across a month’s end, a year’s end and a leap day', () => {
    // 28 February 2028, 10:00 in Pago Pago (UTC-11), is 29 February in Kiribati, 11:00
    const leap = at('2028-02-28T21:00:00Z');
    expect(letterOpensOnWindow(leap, PAGO, KIRITIMATI)).toEqual({
      min: '2028-03-01',
      max: '2053-02-28',
    });
    expect(letterOpensOnError('2028-02-29', leap, PAGO, KIRITIMATI)).toBe('tooSoon');
    // 31 December, 16:00 in LA, is 1 January, 07:00 in HCM
    const newYear = at('2027-01-01T00:00:00Z');
    expect(letterOpensOnWindow(newYear, LA, HCM).min).toBe('2027-01-02');
    expect(letterOpensOnError('2027-01-01', newYear, LA, HCM)).toBe('tooSoon');
    // 30 April, 23:00 in Pago Pago, is midnight of 2 May in Kiribati (25 hours apart)
    const mayDay = at('2027-05-01T10:00:00Z');
    expect(letterOpensOnWindow(mayDay, PAGO, KIRITIMATI).min).toBe('2027-05-03');
  });

  it('a letter to oneself, or to a zone not known, counts on one calendar', () => {
    const now = at('2026-12-02T13:34:00Z');
    expect(letterOpensOnWindow(now, LA)).toEqual(letterOpensOnWindow(now, LA, LA));
    expect(letterOpensOnWindow(now, LA).min).toBe('2026-12-03');
    expect(letterOpensOnError('2026-12-03', now, LA)).toBeNull();
  });

  it('never gives a first day already open for the recipient (any two zones, any instant)', () => {
    const zones = [LA, HCM, KIRITIMATI, PAGO, 'Europe/London', 'Australia/Lord_Howe', 'UTC'];
    for (let hour = 0; hour < 24 * 3; hour += 1) {
      const now = at(new Date(Date.UTC(2027, 2, 12) + hour * 3_600_000 + 59_000).toISOString());
      for (const writer of zones)
        for (const recipient of zones) {
          const { min } = letterOpensOnWindow(now, writer, recipient);
          expect(isLetterOpen(min, now, recipient), `${writer} → ${recipient}`).toBe(false);
          expect(isLetterOpen(min, now, writer), `${writer} → ${recipient}`).toBe(false);
        }
    }
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

import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../dates/zoned-dates.js';
import {
  type OccasionSource,
  REMINDER_LEAD_DAYS,
  isReminderLeadDays,
  reminderNoticeAt,
  upcomingOccasions,
  yearlyDateIn,
} from './reminder-notice.js';
import { createReminderBodySchema, updateReminderBodySchema } from './reminders-schemas.js';

const day = (iso: string) => parseIsoDate(iso)!;

describe('reminderNoticeAt: lead days on the wall clock of the reminder zone', () => {
  it('on the day is the occurrence itself', () => {
    const at = new Date('2026-03-01T02:00:00.000Z');
    expect(reminderNoticeAt(at, 0, 'Asia/Ho_Chi_Minh')).toEqual(at);
  });

  it('a day before 1 March is the last day of February, same time (leap and common years)', () => {
    // 09:00 in Hà Nội is 02:00 UTC
    expect(
      reminderNoticeAt(new Date('2026-03-01T02:00:00.000Z'), 1, 'Asia/Ho_Chi_Minh').toISOString(),
    ).toBe('2026-02-28T02:00:00.000Z');
    expect(
      reminderNoticeAt(new Date('2028-03-01T02:00:00.000Z'), 1, 'Asia/Ho_Chi_Minh').toISOString(),
    ).toBe('2028-02-29T02:00:00.000Z');
  });

  it('a week before crosses a month and a year end', () => {
    expect(
      reminderNoticeAt(new Date('2027-01-03T02:00:00.000Z'), 7, 'Asia/Ho_Chi_Minh').toISOString(),
    ).toBe('2026-12-27T02:00:00.000Z');
  });

  it('counts calendar days in the zone, not UTC days: 00:30 in Hà Nội is the day before in UTC', () => {
    // 00:30 on 10 May in Hà Nội = 17:30 on 9 May UTC; 3 days ahead: 00:30 on 7 May in Hà Nội
    expect(
      reminderNoticeAt(new Date('2026-05-09T17:30:00.000Z'), 3, 'Asia/Ho_Chi_Minh').toISOString(),
    ).toBe('2026-05-06T17:30:00.000Z');
  });

  it('keeps the wall-clock time across a daylight-saving change (New York, March 2026)', () => {
    // 09:00 EDT on 10 March 2026 (13:00 UTC); 3 days before is 09:00 EST on 7 March (14:00 UTC)
    expect(
      reminderNoticeAt(new Date('2026-03-10T13:00:00.000Z'), 3, 'America/New_York').toISOString(),
    ).toBe('2026-03-07T14:00:00.000Z');
  });

  it('a time in the spring-forward gap that day moves forward by the gap', () => {
    // 02:30 EDT does not exist on 8 March 2026; occurrence 02:30 on 9 March (06:30 UTC)
    expect(
      reminderNoticeAt(new Date('2026-03-09T06:30:00.000Z'), 1, 'America/New_York').toISOString(),
    ).toBe('2026-03-08T07:30:00.000Z');
  });

  it('the four choices and nothing else', () => {
    expect(REMINDER_LEAD_DAYS).toEqual([0, 1, 3, 7]);
    expect([0, 1, 3, 7].every(isReminderLeadDays)).toBe(true);
    expect([2, -1, 1.5, '1', null].some(isReminderLeadDays)).toBe(false);
  });
});

describe('the schemas carry isPrivate and leadDays', () => {
  const base = { title: 'Sinh nhật em', datetime: '2030-02-14T02:00:00.000Z' };
  it('defaults: shared, on the day', () => {
    expect(createReminderBodySchema.parse(base)).toMatchObject({ isPrivate: false, leadDays: 0 });
  });
  it('refuses a lead that is not a choice, and a private flag that is not a boolean', () => {
    const bad = createReminderBodySchema.safeParse({ ...base, leadDays: 2, isPrivate: 'yes' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`).sort()).toEqual([
      'isPrivate:validation.invalid',
      'leadDays:validation.invalid',
    ]);
  });
  it('an update may change only them', () => {
    expect(updateReminderBodySchema.parse({ isPrivate: true, leadDays: 7 })).toEqual({
      isPrivate: true,
      leadDays: 7,
    });
  });
});

describe('occasions: the anniversary and birthdays', () => {
  it('29 February falls on 28 February in a common year, on the 29th in a leap year', () => {
    expect(yearlyDateIn(day('2000-02-29'), 2027)).toEqual(day('2027-02-28'));
    expect(yearlyDateIn(day('2000-02-29'), 2028)).toEqual(day('2028-02-29'));
    expect(yearlyDateIn(day('1995-12-31'), 2026)).toEqual(day('2026-12-31'));
  });

  const sources: OccasionSource[] = [
    { kind: 'anniversary', userId: null, name: 'Lan', date: day('2020-01-03') },
    { kind: 'birthday', userId: 'u-lan', name: 'Lan', date: day('1996-12-30') },
    { kind: 'birthday', userId: 'u-minh', name: 'Minh', date: day('1995-06-01') },
  ];

  it('within the window, soonest first, across the year end, with the years they mark', () => {
    expect(upcomingOccasions(sources, day('2026-12-28'), 7)).toEqual([
      { ...sources[1], on: day('2026-12-30'), years: 30 },
      { ...sources[0], on: day('2027-01-03'), years: 7 },
    ]);
  });

  it('today is included, a week on is included, a day later is not', () => {
    expect(upcomingOccasions(sources, day('2026-06-01'), 7).map((o) => o.name)).toEqual(['Minh']);
    expect(upcomingOccasions(sources, day('2026-05-25'), 7).map((o) => o.name)).toEqual(['Minh']);
    expect(upcomingOccasions(sources, day('2026-05-24'), 7)).toEqual([]);
  });

  it('the first day itself is no occasion; a leap-day birthday shows on 28 February', () => {
    const leap: OccasionSource = {
      kind: 'birthday',
      userId: 'u',
      name: 'An',
      date: day('2000-02-29'),
    };
    expect(upcomingOccasions([leap], day('2027-02-28'), 0)).toEqual([
      { ...leap, on: day('2027-02-28'), years: 27 },
    ]);
    const started: OccasionSource = { ...sources[0]!, date: day('2026-12-28') };
    expect(upcomingOccasions([started], day('2026-12-28'), 7)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { toLocalDateTime } from '../dates/zoned-dates.js';
import { zonedToInstant } from '../dates/zoned-instants.js';
import {
  type RecurrenceRule,
  nextOccurrenceAfter,
  occurrencesFrom,
} from './reminders-recurrence.js';

const HCM = 'Asia/Ho_Chi_Minh';
const NY = 'America/New_York';

function rule(
  recurringType: RecurrenceRule['recurringType'],
  anchorIso: string,
  timeZone = HCM,
  extra: Partial<RecurrenceRule> = {},
): RecurrenceRule {
  const [date, time] = anchorIso.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return {
    recurringType,
    calendar: 'solar',
    timeZone,
    anchor: { year, month, day, hour, minute },
    ...extra,
  };
}

/** The local wall-clock `YYYY-MM-DDTHH:MM` of each of the first n occurrences. */
function series(r: RecurrenceRule, n: number): string[] {
  const first = zonedToInstant(r.anchor, r.timeZone, { nonexistent: 'shift' })!;
  return occurrencesFrom(r, first, n).map((instant) => {
    const t = toLocalDateTime(instant, r.timeZone);
    const p = (v: number) => String(v).padStart(2, '0');
    return `${t.year}-${p(t.month)}-${p(t.day)}T${p(t.hour)}:${p(t.minute)}`;
  });
}

describe('solar repeats', () => {
  it('daily and weekly', () => {
    expect(series(rule('daily', '2026-02-27T09:00'), 3)).toEqual([
      '2026-02-27T09:00',
      '2026-02-28T09:00',
      '2026-03-01T09:00',
    ]);
    expect(series(rule('weekly', '2026-12-28T20:30'), 2)).toEqual([
      '2026-12-28T20:30',
      '2027-01-04T20:30',
    ]);
  });

  it('monthly on the 31st clamps to the month end and comes back', () => {
    expect(series(rule('monthly', '2026-01-31T08:00'), 4)).toEqual([
      '2026-01-31T08:00',
      '2026-02-28T08:00',
      '2026-03-31T08:00',
      '2026-04-30T08:00',
    ]);
    expect(series(rule('monthly', '2028-01-31T08:00'), 2)[1]).toBe('2028-02-29T08:00');
  });

  it('yearly on 29 February: 28 February in common years, 29 again in leap years', () => {
    expect(series(rule('yearly', '2024-02-29T07:00'), 5)).toEqual([
      '2024-02-29T07:00',
      '2025-02-28T07:00',
      '2026-02-28T07:00',
      '2027-02-28T07:00',
      '2028-02-29T07:00',
    ]);
  });

  it('keeps the wall-clock time across daylight saving (New York)', () => {
    const r = rule('daily', '2026-03-07T09:00', NY);
    const [sat, sun, mon] = occurrencesFrom(r, zonedToInstant(r.anchor, NY)!, 3);
    expect(sat!.toISOString()).toBe('2026-03-07T14:00:00.000Z'); // EST
    expect(sun!.toISOString()).toBe('2026-03-08T13:00:00.000Z'); // EDT
    expect(mon!.toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('moves a time in the spring-forward gap forward, keeps the first of a repeated hour', () => {
    expect(series(rule('daily', '2026-03-07T02:30', NY), 3)).toEqual([
      '2026-03-07T02:30',
      '2026-03-08T03:30',
      '2026-03-09T02:30',
    ]);
    const fallBack = occurrencesFrom(
      rule('daily', '2026-10-31T01:30', NY),
      new Date('2026-10-31T00:00:00Z'),
      2,
    );
    expect(fallBack[1]!.toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, the first of the two
  });

  it('catches up: the next occurrence after a long outage is in the future, none replayed', () => {
    const r = rule('daily', '2026-01-01T09:00');
    const afterOutage = new Date('2026-03-10T05:00:00Z'); // 12:00 local
    expect(nextOccurrenceAfter(r, afterOutage)!.toISOString()).toBe('2026-03-11T02:00:00.000Z');
    expect(
      nextOccurrenceAfter(
        rule('monthly', '2020-01-31T08:00'),
        new Date('2026-02-10T00:00:00Z'),
      )!.toISOString(),
    ).toBe('2026-02-28T01:00:00.000Z');
  });

  it('none does not repeat', () => {
    expect(
      nextOccurrenceAfter(rule('none', '2026-01-01T09:00'), new Date('2025-01-01')),
    ).toBeNull();
  });
});

describe('lunar repeats', () => {
  const lunarRule = (
    recurringType: RecurrenceRule['recurringType'],
    anchorIso: string,
    lunar: { day: number; month: number; isLeapMonth: boolean },
  ) => rule(recurringType, anchorIso, HCM, { calendar: 'lunar', lunar });

  it('Trung thu (15/8) every year', () => {
    expect(
      series(lunarRule('yearly', '2024-09-17T19:00', { day: 15, month: 8, isLeapMonth: false }), 3),
    ).toEqual(['2024-09-17T19:00', '2025-10-06T19:00', '2026-09-25T19:00']);
  });

  it('rằm every lunar month, the leap month included (2025 has a leap 6th month)', () => {
    expect(
      series(
        lunarRule('monthly', '2025-07-09T06:00', { day: 15, month: 6, isLeapMonth: false }),
        3,
      ),
    ).toEqual([
      '2025-07-09T06:00', // 15/6
      '2025-08-08T06:00', // 15/6 nhuận
      '2025-09-06T06:00', // 15/7
    ]);
  });

  it('a leap-month anniversary recurs in the regular month of later years', () => {
    const r = lunarRule('yearly', '2023-03-31T10:00', { day: 10, month: 2, isLeapMonth: true });
    expect(series(r, 2)).toEqual(['2023-03-31T10:00', '2024-03-19T10:00']); // 10/2 nhuận 2023, 10/2 2024
  });

  it('a 30th falls on the 29th of a short month', () => {
    const r = lunarRule('monthly', '2025-01-28T08:00', { day: 30, month: 12, isLeapMonth: false });
    // 2025-01-28 is 29/12 of a 29-day month (the 30th clamped); 30/1 2025 is 2025-02-27
    expect(series(r, 2)).toEqual(['2025-01-28T08:00', '2025-02-27T08:00']);
  });
});

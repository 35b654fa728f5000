import { describe, expect, it } from 'vitest';
import { dayNumber, fromDayNumber, toLocalDate } from '../dates/zoned-dates.js';
import {
  anniversaryInYear,
  dateOfDay,
  daysTogether,
  daysTogetherAt,
  isValidRelationshipStart,
  milestonesBetween,
  nextAnniversary,
  nextMilestone,
  relationshipStartIso,
  splitDuration,
} from './couple-rules.js';

const d = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

describe('daysTogether (start day is day 1)', () => {
  it('counts the start day as day 1', () => {
    expect(daysTogether(d('2026-11-22'), d('2026-11-22'))).toBe(1);
    expect(daysTogether(d('2026-11-21'), d('2026-11-22'))).toBe(2);
    expect(daysTogether(d('2025-11-22'), d('2026-11-22'))).toBe(366);
  });
  it('is 0 when the start is still ahead', () => {
    expect(daysTogether(d('2026-11-23'), d('2026-11-22'))).toBe(0);
  });
  it('crosses a leap day', () => {
    expect(daysTogether(d('2024-02-28'), d('2024-03-01'))).toBe(3);
    expect(daysTogether(d('2023-02-28'), d('2023-03-01'))).toBe(2);
  });
  it("uses the viewer's calendar: the day turns at local midnight", () => {
    const instant = new Date('2026-11-22T18:00:00Z'); // 01:00 on 23 Nov in HCM, 13:00 on 22 Nov in New York
    expect(daysTogetherAt('2026-11-22', instant, 'Asia/Ho_Chi_Minh')).toBe(2);
    expect(daysTogetherAt('2026-11-22', instant, 'America/New_York')).toBe(1);
  });
  it('is 0 without a usable start', () => {
    expect(daysTogetherAt(null, new Date(), 'UTC')).toBe(0);
    expect(daysTogetherAt('2025-02-30', new Date(), 'UTC')).toBe(0);
  });
});

describe('splitDuration (calendar years, months and days)', () => {
  const split = (from: string, to: string) => splitDuration(d(from), d(to));
  it.each([
    // the first day (day 1) and before it: nothing elapsed yet
    ['2026-11-22', '2026-11-22', 0, 0, 0],
    ['2026-11-23', '2026-11-22', 0, 0, 0],
    ['2026-11-22', '2026-11-23', 0, 0, 1],
    // a month is complete on the day of the month the couple started
    ['2026-01-15', '2026-02-14', 0, 0, 30],
    ['2026-01-15', '2026-02-15', 0, 1, 0],
    // 31 January to 29 February is 29 days, then 1 March is 1 month 1 day
    ['2024-01-31', '2024-02-29', 0, 0, 29],
    ['2024-01-31', '2024-03-01', 0, 1, 1],
    ['2024-01-31', '2024-03-31', 0, 2, 0],
    ['2024-01-31', '2024-04-30', 0, 2, 30],
    ['2023-01-31', '2023-02-28', 0, 0, 28],
    // never "12 months": the day before an anniversary is 11 months and some days
    ['2025-11-22', '2026-11-21', 0, 11, 30],
    ['2025-11-22', '2026-11-22', 1, 0, 0],
    ['2023-02-14', '2026-11-25', 3, 9, 11],
    // a 29 February start: its anniversary is 28 February in common years
    ['2024-02-29', '2025-02-27', 0, 11, 29],
    ['2024-02-29', '2025-02-28', 1, 0, 0],
    ['2024-02-29', '2025-03-28', 1, 0, 28],
    ['2024-02-29', '2025-03-29', 1, 1, 0],
    ['2024-02-29', '2028-02-28', 3, 11, 30],
    ['2024-02-29', '2028-02-29', 4, 0, 0],
    // across a year end
    ['2025-12-31', '2026-01-30', 0, 0, 30],
    ['2025-12-31', '2026-01-31', 0, 1, 0],
    ['2025-12-31', '2026-02-28', 0, 1, 28],
  ])('%s to %s: %i years %i months %i days', (from, to, years, months, days) => {
    expect(split(from, to)).toEqual({ years, months, days });
  });

  it('keeps months 0-11 and days under a month, years on the anniversaries, for every pair', () => {
    const first = dayNumber(d('2019-12-25'));
    const wrong: string[] = [];
    for (let s = 0; s < 800; s += 7) {
      const start = fromDayNumber(first + s);
      for (let n = 0; n < 1200; n += 3) {
        const today = fromDayNumber(first + s + n);
        const { years, months, days } = splitDuration(start, today);
        const reached = years === 0 ? start : anniversaryInYear(start, start.year + years);
        const next = anniversaryInYear(start, start.year + years + 1);
        if (
          months < 0 ||
          months > 11 ||
          days < 0 ||
          days > 30 ||
          dayNumber(reached) > dayNumber(today) ||
          dayNumber(next) <= dayNumber(today)
        )
          wrong.push(`${JSON.stringify(start)} ${JSON.stringify(today)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("uses the viewer's calendar day (the day turns at local midnight)", () => {
    const instant = new Date('2026-11-21T18:00:00Z'); // 22 Nov in HCM, 21 Nov in New York
    const start = d('2025-11-22');
    expect(splitDuration(start, toLocalDate(instant, 'Asia/Ho_Chi_Minh'))).toEqual({
      years: 1,
      months: 0,
      days: 0,
    });
    expect(splitDuration(start, toLocalDate(instant, 'America/New_York'))).toEqual({
      years: 0,
      months: 11,
      days: 30,
    });
  });
});

describe('nextAnniversary', () => {
  it('is today when today is the anniversary', () => {
    expect(nextAnniversary(d('2020-11-22'), d('2026-11-22'))).toEqual({
      date: d('2026-11-22'),
      years: 6,
      daysUntil: 0,
    });
  });
  it('moves to next year once the day has passed', () => {
    expect(nextAnniversary(d('2020-11-21'), d('2026-11-22'))).toMatchObject({
      date: d('2027-11-21'),
      years: 7,
      daysUntil: 364,
    });
  });
  it('falls on 28 February for a 29 February start in common years', () => {
    expect(nextAnniversary(d('2024-02-29'), d('2025-01-10'))).toMatchObject({
      date: d('2025-02-28'),
      years: 1,
    });
    expect(nextAnniversary(d('2024-02-29'), d('2027-03-01'))).toMatchObject({
      date: d('2028-02-29'),
      years: 4,
    });
    expect(anniversaryInYear(d('2024-02-29'), 2026)).toEqual(d('2026-02-28'));
  });
  it('is the first anniversary when the couple started today', () => {
    expect(nextAnniversary(d('2026-11-22'), d('2026-11-22'))).toMatchObject({
      date: d('2027-11-22'),
      years: 1,
      daysUntil: 365,
    });
  });
});

describe('milestones (every 100 days and every year)', () => {
  it('the 100th day is 99 days after the start', () => {
    expect(dateOfDay(d('2026-01-01'), 100)).toEqual(d('2026-04-10'));
  });
  it('finds the next 100-day milestone, today included', () => {
    expect(nextMilestone(d('2026-01-01'), d('2026-04-10'))).toEqual({
      kind: 'days',
      days: 100,
      date: d('2026-04-10'),
      daysUntil: 0,
    });
    expect(nextMilestone(d('2026-01-01'), d('2026-04-11'))).toMatchObject({
      kind: 'days',
      days: 200,
    });
  });
  it('prefers a yearly anniversary when it comes first', () => {
    const start = d('2025-11-30');
    // today 2026-11-22 is day 358; the anniversary (2026-11-30) is in 8 days, day 400 in 42
    expect(nextMilestone(start, d('2026-11-22'))).toEqual({
      kind: 'years',
      years: 1,
      date: d('2026-11-30'),
      daysUntil: 8,
    });
  });
  it('on the start day the next milestone is day 100', () => {
    expect(nextMilestone(d('2026-11-22'), d('2026-11-22'))).toMatchObject({
      kind: 'days',
      days: 100,
      daysUntil: 99,
    });
  });
  it('lists milestones in a range, oldest first', () => {
    const list = milestonesBetween(d('2024-02-29'), d('2024-01-01'), d('2025-12-31'));
    expect(list.map((m) => (m.kind === 'days' ? `D${m.days}` : `Y${m.years}`))).toEqual([
      'D100',
      'D200',
      'D300',
      'Y1',
      'D400',
      'D500',
      'D600',
    ]); // 2025-12-31 is day 673
    expect(list.find((m) => m.kind === 'years')?.date).toEqual(d('2025-02-28'));
  });
});

describe('relationship start', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('must be a real date, not in the future, not before 1900', () => {
    expect(isValidRelationshipStart('2026-11-22', now, 'Asia/Ho_Chi_Minh')).toBe(true);
    expect(isValidRelationshipStart('2026-11-23', now, 'Asia/Ho_Chi_Minh')).toBe(false);
    expect(isValidRelationshipStart('2025-02-30', now, 'Asia/Ho_Chi_Minh')).toBe(false);
    expect(isValidRelationshipStart('1899-12-31', now, 'Asia/Ho_Chi_Minh')).toBe(false);
  });
  it("judges 'future' on the viewer's calendar", () => {
    const lateUtc = new Date('2026-11-22T18:00:00Z'); // already 23 Nov in HCM
    expect(isValidRelationshipStart('2026-11-23', lateUtc, 'Asia/Ho_Chi_Minh')).toBe(true);
    expect(isValidRelationshipStart('2026-11-23', lateUtc, 'America/New_York')).toBe(false);
  });
  it('counts from the anniversary date, else the connection day in the viewer zone', () => {
    expect(relationshipStartIso('2020-05-20', '2026-01-01T00:00:00Z', 'UTC')).toBe('2020-05-20');
    expect(relationshipStartIso(null, '2026-01-01T20:00:00Z', 'Asia/Ho_Chi_Minh')).toBe(
      '2026-01-02',
    );
    expect(relationshipStartIso(null, null, 'UTC')).toBeNull();
  });
});

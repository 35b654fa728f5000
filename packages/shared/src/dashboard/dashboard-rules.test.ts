import { describe, expect, it } from 'vitest';
import {
  QUOTE_COUNT,
  greetingPeriod,
  quoteOfTheDayIndex,
  splitUpcoming,
} from './dashboard-rules.js';

const HCM = 'Asia/Ho_Chi_Minh';
/** An instant at the given wall-clock hour in Ho Chi Minh City (UTC+7). */
const hcm = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 22, hour - 7, minute));

describe('greetingPeriod (before 12, 17, 21)', () => {
  it.each([
    [0, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [16, 59, 'afternoon'],
    [17, 0, 'evening'],
    [20, 59, 'evening'],
    [21, 0, 'night'],
    [23, 59, 'night'],
  ] as const)('%i:%i -> %s', (hour, minute, expected) => {
    expect(greetingPeriod(hcm(hour, minute), HCM)).toBe(expected);
  });

  it('uses the viewer time zone, not the server clock', () => {
    const instant = new Date('2026-11-22T03:00:00Z'); // 10:00 in HCM, 22:00 the day before in New York
    expect(greetingPeriod(instant, HCM)).toBe('morning');
    expect(greetingPeriod(instant, 'America/New_York')).toBe('night');
  });
});

describe('quoteOfTheDayIndex', () => {
  it('rotates by one each calendar day over five quotes', () => {
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 5));
    const seen = Array.from({ length: 10 }, (_, i) => quoteOfTheDayIndex(day(i + 1), HCM));
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]).toBe(((seen[i - 1] ?? 0) + 1) % QUOTE_COUNT);
    }
    expect(new Set(seen).size).toBe(QUOTE_COUNT);
  });
  it('stays the same all day in the viewer time zone and changes at local midnight', () => {
    const morning = new Date('2026-11-22T00:30:00Z'); // 07:30 HCM
    const evening = new Date('2026-11-22T16:59:00Z'); // 23:59 HCM
    const next = new Date('2026-11-22T17:00:00Z'); // 00:00 HCM next day
    expect(quoteOfTheDayIndex(morning, HCM)).toBe(quoteOfTheDayIndex(evening, HCM));
    expect(quoteOfTheDayIndex(next, HCM)).not.toBe(quoteOfTheDayIndex(evening, HCM));
  });
  it('is never negative, even before 1970', () => {
    expect(quoteOfTheDayIndex(new Date('1969-12-30T12:00:00Z'), 'UTC')).toBeGreaterThanOrEqual(0);
  });
});

describe('splitUpcoming (the 7 days, else the next one after them)', () => {
  const until = new Date('2026-12-06T10:00:00Z');
  const due = (iso: string) => ({ datetime: new Date(iso) });

  it('keeps those due by the end of the window, the end itself included, and no next', () => {
    const soonest = [
      due('2026-12-01T00:00:00Z'),
      due('2026-12-06T10:00:00Z'),
      due('2027-01-01T00:00:00Z'),
    ];
    expect(splitUpcoming(soonest, until)).toEqual({ upcoming: soonest.slice(0, 2), next: null });
  });

  it('a free week: nothing in it, the soonest after it is the next', () => {
    const soonest = [due('2026-12-06T10:00:00.001Z'), due('2027-03-01T00:00:00Z')];
    expect(splitUpcoming(soonest, until)).toEqual({ upcoming: [], next: soonest[0] });
  });

  it('no reminder ahead at all', () => {
    expect(splitUpcoming([], until)).toEqual({ upcoming: [], next: null });
  });
});

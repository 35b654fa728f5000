import { describe, expect, it } from 'vitest';
import {
  QUESTION_REPEAT_DAYS,
  coupleDayOf,
  currentStreak,
  dayAfter,
  dayBefore,
  daysBetween,
  foldForSearch,
  latestRunOf,
  matchesSearch,
  pickQuestion,
} from './question-rules.js';
import { QUESTION_IDS } from './question-bank.js';

const HANOI = 'Asia/Ho_Chi_Minh';
const PARIS = 'Europe/Paris';
const LA = 'America/Los_Angeles';
const AUCKLAND = 'Pacific/Auckland';

describe('coupleDayOf: whose day it is', () => {
  it('is the shared local date when both live in one zone, turning at its midnight', () => {
    // 16:59:59Z is 23:59:59 in Hà Nội, 17:00:00Z is midnight
    expect(coupleDayOf(new Date('2026-03-09T16:59:59Z'), [HANOI, HANOI])).toBe('2026-03-09');
    expect(coupleDayOf(new Date('2026-03-09T17:00:00Z'), [HANOI, HANOI])).toBe('2026-03-10');
  });

  it('turns once it has turned for both: Hà Nội waits for Paris', () => {
    // 06:30 in Hà Nội on the 10th is 00:30 in Paris (winter, UTC+1): the 10th for both
    expect(coupleDayOf(new Date('2026-01-09T23:30:00Z'), [HANOI, PARIS])).toBe('2026-01-10');
    // 05:30 in Hà Nội is still 23:30 on the 9th in Paris: the couple is on the 9th
    expect(coupleDayOf(new Date('2026-01-09T22:30:00Z'), [HANOI, PARIS])).toBe('2026-01-09');
    // one second before and at Paris's midnight
    expect(coupleDayOf(new Date('2026-01-09T22:59:59Z'), [PARIS, HANOI])).toBe('2026-01-09');
    expect(coupleDayOf(new Date('2026-01-09T23:00:00Z'), [PARIS, HANOI])).toBe('2026-01-10');
  });

  it('is the same for both partners whatever order their zones come in', () => {
    const now = new Date('2026-07-01T03:00:00Z');
    expect(coupleDayOf(now, [AUCKLAND, LA])).toBe(coupleDayOf(now, [LA, AUCKLAND]));
    // Auckland is on the 1st (15:00), Los Angeles on 30 June (20:00): the couple on 30 June
    expect(coupleDayOf(now, [AUCKLAND, LA])).toBe('2026-06-30');
  });

  it('crosses a year end and a leap day like any midnight', () => {
    expect(coupleDayOf(new Date('2027-12-31T16:59:59Z'), [HANOI])).toBe('2027-12-31');
    expect(coupleDayOf(new Date('2027-12-31T17:00:00Z'), [HANOI])).toBe('2028-01-01');
    expect(coupleDayOf(new Date('2028-02-28T17:00:00Z'), [HANOI])).toBe('2028-02-29');
  });

  it('never goes back when a partner moves west: the latest day stays until the next', () => {
    // both in Hà Nội at 10:00 on the 10th; one lands in Los Angeles (19:00 on the 9th)
    const now = new Date('2026-03-10T03:00:00Z');
    expect(coupleDayOf(now, [HANOI, LA])).toBe('2026-03-09');
    expect(coupleDayOf(now, [HANOI, LA], '2026-03-10')).toBe('2026-03-10');
    // and the next day begins at Los Angeles's midnight
    expect(coupleDayOf(new Date('2026-03-11T07:00:00Z'), [HANOI, LA], '2026-03-10')).toBe(
      '2026-03-11',
    );
  });

  it('skips no date when a partner moves east: days follow each other', () => {
    // a partner flies from Los Angeles to Hà Nội; the couple's days, hour by hour
    const days = new Set<string>();
    let latest: string | null = null;
    for (let hour = 0; hour < 24 * 6; hour += 1) {
      const now = new Date(Date.UTC(2026, 4, 1, hour));
      const zones = hour < 60 ? [HANOI, LA] : [HANOI, HANOI];
      latest = coupleDayOf(now, zones, latest);
      days.add(latest);
    }
    const sorted = [...days].sort();
    for (let i = 1; i < sorted.length; i += 1)
      expect(daysBetween(sorted[i - 1] as string, sorted[i] as string)).toBe(1);
  });

  it('follows one zone for a person alone and refuses none', () => {
    expect(coupleDayOf(new Date('2026-03-09T17:00:00Z'), [HANOI])).toBe('2026-03-10');
    expect(() => coupleDayOf(new Date(), [])).toThrow();
  });
});

describe('calendar steps', () => {
  it('crosses month ends and leap days', () => {
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
  });
});

describe('currentStreak', () => {
  it('counts a run ending today or yesterday, nothing older', () => {
    const run = latestRunOf(['2026-05-03', '2026-05-02', '2026-05-01', '2026-04-28']);
    expect(run).toEqual({ lastDay: '2026-05-03', length: 3 });
    expect(currentStreak(run, '2026-05-03')).toBe(3);
    expect(currentStreak(run, '2026-05-04')).toBe(3);
    expect(currentStreak(run, '2026-05-05')).toBe(0);
    expect(currentStreak(null, '2026-05-05')).toBe(0);
  });

  it('runs across a month end and a leap day', () => {
    expect(latestRunOf(['2028-03-01', '2028-02-29', '2028-02-28'])).toEqual({
      lastDay: '2028-03-01',
      length: 3,
    });
    expect(latestRunOf([])).toBeNull();
  });

  it('holds through a move west and back east, days being the couple days', () => {
    const answered: string[] = [];
    let latest: string | null = null;
    // one answer a day at noon UTC for two weeks; a partner spends days 5 to 9 in Los Angeles
    for (let day = 0; day < 14; day += 1) {
      for (const hour of [1, 12, 20]) {
        const now = new Date(Date.UTC(2026, 8, 1 + day, hour));
        const zones = day >= 5 && day < 9 ? [HANOI, LA] : [HANOI, HANOI];
        latest = coupleDayOf(now, zones, latest);
        if (hour === 12) answered.push(latest);
      }
    }
    expect(currentStreak(latestRunOf(answered), latest as string)).toBe(new Set(answered).size);
  });
});

describe('the accent-free search', () => {
  it('folds Vietnamese accents, đ and case', () => {
    expect(foldForSearch('  Đà   Lạt ')).toBe('da lat');
    expect(matchesSearch('Chuyến đi Đà Lạt năm ấy', 'da lat')).toBe(true);
    expect(matchesSearch('Chuyến đi Đà Lạt năm ấy', 'DA  LẠT chuyen')).toBe(true);
    expect(matchesSearch('Chuyến đi Đà Lạt', 'hue')).toBe(false);
    expect(matchesSearch('anything', '   ')).toBe(false);
  });
});

/** A simulated couple over `days` days, skipping on the days `skips` says. */
function simulate(coupleId: string, start: string, days: number, skips: (i: number) => number) {
  const history: { day: string; kept: string; skipped: string[] }[] = [];
  let day = start;
  for (let i = 0; i < days; i += 1) {
    const windowStart = daysBetween(start, day) - QUESTION_REPEAT_DAYS;
    const recent = history.filter((_, index) => index >= windowStart);
    const kept = new Set(recent.map((entry) => entry.kept));
    const skipped = recent.flatMap((entry) => entry.skipped);
    const todaySkipped: string[] = [];
    let question = pickQuestion(QUESTION_IDS, coupleId, day, { kept, skipped });
    for (let s = 0; s < skips(i); s += 1) {
      todaySkipped.push(question);
      question = pickQuestion(QUESTION_IDS, coupleId, day, {
        kept,
        skipped,
        skippedToday: todaySkipped,
      });
    }
    history.push({ day, kept: question, skipped: todaySkipped });
    day = dayAfter(day);
  }
  return history;
}

function expectNoRepeatWithinAYear(history: { day: string; kept: string }[]) {
  const lastAsked = new Map<string, string>();
  for (const { day, kept } of history) {
    const before = lastAsked.get(kept);
    if (before !== undefined)
      expect(daysBetween(before, day)).toBeGreaterThan(QUESTION_REPEAT_DAYS);
    lastAsked.set(kept, day);
  }
}

describe('pickQuestion: no question twice within 365 days', () => {
  it('is the same for the same couple and day, different for another couple', () => {
    const recent = { kept: new Set<string>(), skipped: [] };
    const a = pickQuestion(QUESTION_IDS, 'couple-a', '2026-05-01', recent);
    expect(pickQuestion(QUESTION_IDS, 'couple-a', '2026-05-01', recent)).toBe(a);
    const others = ['couple-b', 'couple-c', 'couple-d'].map((id) =>
      pickQuestion(QUESTION_IDS, id, '2026-05-01', recent),
    );
    expect(new Set([a, ...others]).size).toBeGreaterThan(1);
  });

  it('over two and a half simulated years without skips', () => {
    const history = simulate('couple-1', '2026-01-01', 900, () => 0);
    expectNoRepeatWithinAYear(history);
    // the first 365 days use 365 different questions
    expect(new Set(history.slice(0, 365).map((h) => h.kept)).size).toBe(365);
  });

  it('over two simulated years with a skip every day (more skips than the bank holds)', () => {
    const history = simulate('couple-2', '2027-06-15', 800, () => 1);
    expectNoRepeatWithinAYear(history);
    // a day's skipped question is never its kept one
    for (const entry of history) expect(entry.skipped).not.toContain(entry.kept);
  });

  it('with skips on some days, over a leap year', () => {
    const history = simulate('couple-3', '2027-11-01', 500, (i) => (i % 3 === 0 ? 1 : 0));
    expectNoRepeatWithinAYear(history);
    // while the bank has room, a skipped question stays away too: nothing shown comes back
    const shown = history.slice(0, 100).flatMap((h) => [h.kept, ...h.skipped]);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('refuses a bank smaller than the window rather than repeat', () => {
    expect(() =>
      pickQuestion(['a', 'b'], 'c', '2026-01-01', { kept: new Set(['a', 'b']), skipped: [] }),
    ).toThrow();
  });
});

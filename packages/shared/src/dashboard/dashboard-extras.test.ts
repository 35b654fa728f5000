import { describe, expect, it } from 'vitest';
import { canSeeProfile } from '../preferences/profile-visibility.js';
import { isOnThisDay, onThisDayMonthDays, yearsAgo } from './on-this-day.js';
import { mergeRecentActivity, truncateText } from './recent-activity.js';

const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe('on this day', () => {
  it('matches the same month and day in earlier years only', () => {
    const today = day(2026, 11, 23);
    expect(isOnThisDay('2025-11-23', today)).toBe(true);
    expect(isOnThisDay('2019-11-23', today)).toBe(true);
    expect(isOnThisDay('2026-11-23', today)).toBe(false);
    expect(isOnThisDay('2025-11-22', today)).toBe(false);
    expect(isOnThisDay('2027-11-23', today)).toBe(false);
    expect(yearsAgo('2019-11-23', today)).toBe(7);
  });

  it('shows 29 February on 28 February in common years, and on the 29th in leap years', () => {
    expect(onThisDayMonthDays(day(2025, 2, 28))).toEqual([
      { month: 2, day: 28 },
      { month: 2, day: 29 },
    ]);
    expect(isOnThisDay('2024-02-29', day(2025, 2, 28))).toBe(true);
    expect(isOnThisDay('2024-02-29', day(2028, 2, 28))).toBe(false);
    expect(isOnThisDay('2024-02-29', day(2028, 2, 29))).toBe(true);
    expect(isOnThisDay('2023-02-28', day(2028, 2, 28))).toBe(true);
    // 1 March is never a stand-in.
    expect(isOnThisDay('2024-02-29', day(2025, 3, 1))).toBe(false);
    // 2100 is not a leap year (century rule).
    expect(onThisDayMonthDays(day(2100, 2, 28))).toHaveLength(2);
    expect(onThisDayMonthDays(day(2000, 2, 28))).toHaveLength(1);
  });
});

describe('mergeRecentActivity', () => {
  const item = (kind: string, id: string, createdAt: string) => ({ kind, id, createdAt });

  it('takes the top 3 of each kind, newest first, and shows 5', () => {
    const memories = ['10', '08', '06', '04'].map((h) =>
      item('memory', `m${h}`, `2026-11-01T${h}:00:00Z`),
    );
    const reminders = ['09', '07', '05'].map((h) =>
      item('reminder', `r${h}`, `2026-11-01T${h}:00:00Z`),
    );
    expect(mergeRecentActivity(memories, reminders).map((i) => i.id)).toEqual([
      'm10',
      'r09',
      'm08',
      'r07',
      'm06',
    ]);
  });

  it('fills from one kind when the other is short, and breaks ties steadily', () => {
    const memories = [
      item('memory', 'b', '2026-01-01T00:00:00Z'),
      item('memory', 'a', '2026-01-01T00:00:00Z'),
    ];
    const reminders = [item('reminder', 'r', '2026-01-01T00:00:00Z')];
    expect(mergeRecentActivity(memories, reminders).map((i) => i.id)).toEqual(['a', 'b', 'r']);
    expect(mergeRecentActivity([], [])).toEqual([]);
  });
});

describe('truncateText (100 characters on the dashboard)', () => {
  it('keeps short text and cuts long text without splitting a character', () => {
    expect(truncateText('Hẹn hò', 100)).toBe('Hẹn hò');
    expect(truncateText('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(truncateText('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}…`);
    expect(truncateText('💕'.repeat(3), 2)).toBe('💕💕…');
    expect(truncateText('Kỷ niệm đẹp ', 11)).toBe('Kỷ niệm đẹp…');
    // Decomposed Vietnamese (e + combining marks) counts by code point, never breaking a surrogate.
    expect(truncateText('Việt Nam', 4)).toBe('Việt…');
  });
});

describe('canSeeProfile', () => {
  it.each([
    ['public', 'guest', true],
    ['public', 'signed-in', true],
    ['couple', 'partner', true],
    ['couple', 'signed-in', false],
    ['couple', 'guest', false],
    ['private', 'partner', false],
    ['private', 'self', true],
    ['couple', 'self', true],
  ] as const)('%s profile, %s viewer: %s', (visibility, relation, expected) => {
    expect(canSeeProfile(visibility, relation)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  completionRate,
  isUrgent,
  matchesFilter,
  relativeTimeParts,
  reminderColor,
  reminderStatus,
  snoozeUntil,
} from './reminders-rules.js';

const HCM = 'Asia/Ho_Chi_Minh';
const now = new Date('2026-03-10T03:00:00Z'); // 10:00 on 10 March in Ho Chi Minh City
const at = (iso: string, isCompleted = false) => ({ datetime: iso, isCompleted });

describe('reminderStatus', () => {
  it.each([
    ['completed wins over everything', at('2026-03-01T00:00:00Z', true), 'completed'],
    ['a minute ago is overdue', at('2026-03-10T02:59:00Z'), 'overdue'],
    ['later today is today', at('2026-03-10T16:59:00Z'), 'today'], // 23:59 local
    ['local midnight is tomorrow: upcoming', at('2026-03-10T17:00:00Z'), 'upcoming'],
    ['exactly 7 days ahead is upcoming', at('2026-03-17T03:00:00Z'), 'upcoming'],
    ['7 days and a minute is future', at('2026-03-17T03:01:00Z'), 'future'],
  ] as const)('%s', (_, reminder, status) => {
    expect(reminderStatus(reminder, now, HCM)).toBe(status);
  });

  it("counts 'today' on the viewer's calendar", () => {
    // now is 23:00 on 9 March in New York; this is 11:30 on 10 March in HCM, 00:30 on 10 March there
    const reminder = at('2026-03-10T04:30:00Z');
    expect(reminderStatus(reminder, now, HCM)).toBe('today');
    expect(reminderStatus(reminder, now, 'America/New_York')).toBe('upcoming');
  });
});

describe('isUrgent (24 hours)', () => {
  it('is due within 24 hours and not completed', () => {
    expect(isUrgent(at('2026-03-11T03:00:00Z'), now)).toBe(true);
    expect(isUrgent(at('2026-03-11T03:01:00Z'), now)).toBe(false);
    expect(isUrgent(at('2026-03-10T04:00:00Z', true), now)).toBe(false);
    expect(isUrgent(at('2026-03-10T02:00:00Z'), now)).toBe(false);
  });
});

describe('reminderColor and filters', () => {
  it('completed green, past red, today orange, else blue', () => {
    expect(reminderColor('completed')).toBe('green');
    expect(reminderColor('overdue')).toBe('red');
    expect(reminderColor('today')).toBe('orange');
    expect(reminderColor('upcoming')).toBe('blue');
    expect(reminderColor('future')).toBe('blue');
  });
  it('sorts statuses under the six filters', () => {
    expect(matchesFilter('today', 'upcoming')).toBe(true);
    expect(matchesFilter('future', 'upcoming')).toBe(false);
    expect(matchesFilter('overdue', 'pending')).toBe(true);
    expect(matchesFilter('completed', 'pending')).toBe(false);
    expect(matchesFilter('completed', 'all')).toBe(true);
  });
});

describe('relativeTimeParts', () => {
  const from = (ms: number) => relativeTimeParts(new Date(now.getTime() + ms), now, HCM);
  const MIN = 60_000;
  it.each([
    [30_000, { value: 0, unit: 'second' }],
    [5 * MIN, { value: 5, unit: 'minute' }],
    [-2 * 60 * MIN, { value: -2, unit: 'hour' }],
    [299 * MIN, { value: 5, unit: 'hour' }], // 4 h 59 reads "in 5 hours"
    [26 * 60 * MIN, { value: 1, unit: 'day' }], // tomorrow, whatever the hour
    [(2 * 24 - 1) * 60 * MIN, { value: 2, unit: 'day' }], // two calendar days ahead, 47 hours away
    [3 * 24 * 60 * MIN, { value: 3, unit: 'day' }],
    [-10 * 24 * 60 * MIN, { value: -1, unit: 'week' }],
    [45 * 24 * 60 * MIN, { value: 1, unit: 'month' }],
    [800 * 24 * 60 * MIN, { value: 2, unit: 'year' }],
  ] as const)('%i ms', (ms, parts) => {
    expect(from(ms)).toEqual(parts);
  });
});

describe('snooze and completion rate', () => {
  it('snoozes to whole minutes from now', () => {
    expect(snoozeUntil(new Date('2026-03-10T03:00:20Z'), 15).toISOString()).toBe(
      '2026-03-10T03:16:00.000Z',
    );
    expect(snoozeUntil(now, 1440).toISOString()).toBe('2026-03-11T03:00:00.000Z');
  });
  it('rounds the rate and survives zero', () => {
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(0, 0)).toBe(0);
  });
});

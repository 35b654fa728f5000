import { describe, expect, it } from 'vitest';
import {
  TRASH_RETENTION_DAYS,
  daysUntilPurge,
  purgeAt,
  purgeCutoff,
  trashTitleOf,
} from './trash-rules.js';

describe('trash retention', () => {
  it('keeps an item 30 days to the millisecond', () => {
    expect(TRASH_RETENTION_DAYS).toBe(30);
    const deleted = new Date('2025-01-31T23:59:59.999Z');
    expect(purgeAt(deleted).toISOString()).toBe('2025-03-02T23:59:59.999Z');
  });

  it('crosses a leap day and a month end as plain days', () => {
    expect(purgeAt(new Date('2024-02-10T08:00:00Z')).toISOString()).toBe(
      '2024-03-11T08:00:00.000Z',
    );
    expect(purgeAt(new Date('2025-02-10T08:00:00Z')).toISOString()).toBe(
      '2025-03-12T08:00:00.000Z',
    );
  });

  it('is an instant: a daylight-saving change does not move it', () => {
    // Europe's clocks go forward on 30 March 2025; the purge is still 720 hours later.
    const deleted = new Date('2025-03-15T12:00:00Z');
    expect(purgeAt(deleted).getTime() - deleted.getTime()).toBe(720 * 3600_000);
  });

  it('purges what is older than the cutoff, not what is exactly 30 days old minus a moment', () => {
    const now = new Date('2025-06-30T00:00:00Z');
    const cutoff = purgeCutoff(now);
    expect(cutoff.toISOString()).toBe('2025-05-31T00:00:00.000Z');
    expect(purgeAt(cutoff).getTime()).toBe(now.getTime());
  });

  it('counts whole days left, never below zero', () => {
    const deleted = new Date('2025-01-01T00:00:00Z');
    expect(daysUntilPurge(deleted, deleted)).toBe(30);
    expect(daysUntilPurge(deleted, new Date('2025-01-01T00:00:01Z'))).toBe(29);
    expect(daysUntilPurge(deleted, new Date('2025-01-30T23:00:00Z'))).toBe(0);
    expect(daysUntilPurge(deleted, new Date('2025-03-01T00:00:00Z'))).toBe(0);
  });
});

describe('trashTitleOf', () => {
  it('puts a comment on one line', () => {
    expect(trashTitleOf('  Đẹp quá\n\nanh ơi  ')).toBe('Đẹp quá anh ơi');
  });

  it('cuts long Vietnamese text and emoji by characters, not UTF-16 units', () => {
    const long = 'Kỷ niệm 💕 '.repeat(30);
    const title = trashTitleOf(long);
    expect(Array.from(title)).toHaveLength(120);
    expect(title.endsWith('…')).toBe(true);
    expect(title).not.toMatch(/[\uD800-\uDBFF]…$/);
  });

  it('keeps a short text as it is', () => {
    expect(trashTitleOf('Cảm ơn em')).toBe('Cảm ơn em');
  });
});

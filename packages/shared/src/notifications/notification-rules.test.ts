import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_RULES,
  commentExcerpt,
  foldNotification,
  foldsInto,
  milestonesToday,
} from './notification-rules.js';
import { NOTIFICATION_TYPES } from './notifications-schemas.js';

const at = (iso: string) => new Date(iso);

describe('notification rules', () => {
  it('gives every type a preference toggle', () => {
    for (const type of NOTIFICATION_TYPES) expect(NOTIFICATION_RULES[type].topic).toBeTruthy();
    expect(NOTIFICATION_RULES.memory_comment.topic).toBe('memories');
    expect(NOTIFICATION_RULES.post_liked.topic).toBe('blog');
    expect(NOTIFICATION_RULES.invitation_declined.topic).toBe('couple');
    expect(NOTIFICATION_RULES.milestone.topic).toBe('couple');
    expect(NOTIFICATION_RULES.reminder_due.topic).toBe('reminders');
  });

  describe('folding', () => {
    const existing = {
      type: 'memory_created',
      actorId: 'an',
      createdAt: at('2026-01-01T10:00:00Z'),
      isRead: false,
    };
    const next = (iso: string, over: object = {}) => ({
      type: 'memory_created' as const,
      actorId: 'an',
      at: at(iso),
      ...over,
    });

    it('folds the same kind from the same partner within ten minutes', () => {
      expect(foldsInto(existing, next('2026-01-01T10:09:59Z'))).toBe(true);
      expect(foldsInto(existing, next('2026-01-01T10:10:00Z'))).toBe(false);
    });

    it('folds the partner’s unread messages into one for a week, a nudge never', () => {
      const message = { ...existing, type: 'message' };
      const later = (iso: string) => next(iso, { type: 'message' });
      expect(foldsInto(message, later('2026-01-01T13:00:00Z'))).toBe(true);
      expect(foldsInto(message, later('2026-01-08T09:59:59Z'))).toBe(true);
      expect(foldsInto(message, later('2026-01-08T10:00:00Z'))).toBe(false);
      expect(foldsInto({ ...message, isRead: true }, later('2026-01-01T10:01:00Z'))).toBe(false);
      expect(
        foldsInto({ ...existing, type: 'nudge' }, next('2026-01-01T10:01:00Z', { type: 'nudge' })),
      ).toBe(false);
      expect(NOTIFICATION_RULES.message.topic).toBe('messages');
    });

    it('never folds another kind, another person, a read one or a type that does not fold', () => {
      expect(foldsInto(existing, next('2026-01-01T10:01:00Z', { actorId: 'binh' }))).toBe(false);
      expect(foldsInto(existing, next('2026-01-01T10:01:00Z', { type: 'memory_comment' }))).toBe(
        false,
      );
      expect(foldsInto({ ...existing, isRead: true }, next('2026-01-01T10:01:00Z'))).toBe(false);
      expect(
        foldsInto(
          { ...existing, type: 'milestone' },
          next('2026-01-01T10:01:00Z', { type: 'milestone' }),
        ),
      ).toBe(false);
    });

    it('counts, and links to the list once it is about several things', () => {
      const one = foldNotification(
        'memory_created',
        { data: { memoryId: 'm1', title: 'A' }, link: '/memories/m1' },
        { data: { memoryId: 'm2', title: 'B' }, link: '/memories/m2' },
      );
      expect(one).toEqual({
        data: { memoryId: 'm2', title: 'B', count: 2, several: true },
        link: '/memories',
      });
      const same = foldNotification(
        'memory_comment',
        { data: { memoryId: 'm1', count: 2, several: false }, link: '/memories/m1' },
        { data: { memoryId: 'm1' }, link: '/memories/m1' },
      );
      expect(same).toEqual({
        data: { memoryId: 'm1', count: 3, several: false },
        link: '/memories/m1',
      });
    });
  });

  describe('milestones today', () => {
    it('announces the 100th day counting the start as day 1', () => {
      // 2025-01-01 is day 1, so day 100 is 2025-04-10
      const found = milestonesToday(
        'c',
        '2025-01-01',
        at('2025-04-10T05:00:00Z'),
        'Asia/Ho_Chi_Minh',
      );
      expect(found).toEqual([{ kind: 'days', count: 100, key: 'milestone:c:2025-01-01:days:100' }]);
      expect(milestonesToday('c', '2025-01-01', at('2025-04-11T05:00:00Z'), 'UTC')).toEqual([]);
    });

    it('falls on each person’s own calendar day', () => {
      // 2025-04-09T20:00Z is already the 10th in Hà Nội, still the 9th in New York
      const instant = at('2025-04-09T20:00:00Z');
      expect(milestonesToday('c', '2025-01-01', instant, 'Asia/Ho_Chi_Minh')).toHaveLength(1);
      expect(milestonesToday('c', '2025-01-01', instant, 'America/New_York')).toHaveLength(0);
    });

    it('keeps a 29 February anniversary on 28 February in common years', () => {
      const common = milestonesToday('c', '2024-02-29', at('2025-02-28T12:00:00Z'), 'UTC');
      expect(common.map((m) => [m.kind, m.count])).toEqual([['years', 1]]);
      expect(milestonesToday('c', '2024-02-29', at('2025-03-01T12:00:00Z'), 'UTC')).toEqual([]);
      const leap = milestonesToday('c', '2024-02-29', at('2028-02-29T12:00:00Z'), 'UTC');
      expect(leap.map((m) => [m.kind, m.count])).toEqual([['years', 4]]);
      expect(milestonesToday('c', '2024-02-29', at('2028-02-28T12:00:00Z'), 'UTC')).toEqual([]);
    });

    it('says nothing without a start', () => {
      expect(milestonesToday('c', null, at('2025-01-01T00:00:00Z'), 'UTC')).toEqual([]);
    });
  });

  it('shortens comments for the bell, whole characters only', () => {
    expect(commentExcerpt('  Đẹp\n quá  ')).toBe('Đẹp quá');
    expect(commentExcerpt('😍'.repeat(100), 5)).toBe('😍😍😍😍…');
  });
});

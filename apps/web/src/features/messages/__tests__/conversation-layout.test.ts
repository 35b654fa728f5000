import { describe, expect, it } from 'vitest';
import { dayKindOf, layOut, seenMessageId, GROUP_GAP_MS } from '../conversation-layout';

const at = (iso: string) => new Date(iso);
const msg = (id: string, author: string | null, createdAt: string) => ({
  id,
  author: { id: author },
  createdAt,
});

describe('day separators', () => {
  it('says today and yesterday by the viewer’s calendar, not UTC', () => {
    // 23:30 in Hà Nội on the 28th is 16:30 UTC on the 28th; 00:30 on the 29th is 17:30 UTC on the 28th
    const now = at('2026-11-28T17:45:00Z'); // 00:45 on the 29th in Hà Nội
    expect(dayKindOf(at('2026-11-28T17:30:00Z'), now, 'Asia/Ho_Chi_Minh')).toBe('today');
    expect(dayKindOf(at('2026-11-28T16:30:00Z'), now, 'Asia/Ho_Chi_Minh')).toBe('yesterday');
    // the same instants in UTC are one day
    expect(dayKindOf(at('2026-11-28T16:30:00Z'), now, 'UTC')).toBe('today');
    expect(dayKindOf(at('2026-11-26T12:00:00Z'), now, 'Asia/Ho_Chi_Minh')).toBe('date');
  });

  it('falls back to UTC for an unknown zone rather than failing', () => {
    expect(dayKindOf(at('2026-11-28T10:00:00Z'), at('2026-11-28T11:00:00Z'), 'Mars/Base')).toBe(
      'today',
    );
  });

  it('puts a separator above the first message of each day only', () => {
    const now = at('2026-11-29T05:00:00Z');
    const placed = layOut(
      [
        msg('1', 'a', '2026-11-27T02:00:00Z'),
        msg('2', 'a', '2026-11-28T02:00:00Z'),
        msg('3', 'b', '2026-11-28T02:01:00Z'),
        msg('4', 'b', '2026-11-29T01:00:00Z'),
      ],
      now,
      'Asia/Ho_Chi_Minh',
    );
    expect(placed.map((p) => p.day?.kind ?? null)).toEqual(['date', 'yesterday', null, 'today']);
  });
});

describe('grouping', () => {
  it('groups runs by the same person a few minutes apart', () => {
    const now = at('2026-11-28T12:00:00Z');
    const placed = layOut(
      [
        msg('1', 'a', '2026-11-28T10:00:00Z'),
        msg('2', 'a', '2026-11-28T10:02:00Z'),
        msg(
          '3',
          'a',
          new Date(at('2026-11-28T10:02:00Z').getTime() + GROUP_GAP_MS + 1).toISOString(),
        ),
        msg('4', 'b', '2026-11-28T10:09:00Z'),
      ],
      now,
      'UTC',
    );
    expect(placed.map((p) => [p.groupStart, p.groupEnd])).toEqual([
      [true, false],
      [false, true],
      [true, true],
      [true, true],
    ]);
  });

  it('groups messages less than 5 minutes apart, not exactly 5 minutes apart', () => {
    const first = at('2026-11-28T10:00:00Z').getTime();
    const pair = (gap: number) =>
      layOut(
        [
          msg('1', 'a', new Date(first).toISOString()),
          msg('2', 'a', new Date(first + gap).toISOString()),
        ],
        at('2026-11-28T12:00:00Z'),
        'UTC',
      )[1]?.groupStart;
    expect(pair(GROUP_GAP_MS - 1)).toBe(false);
    expect(pair(GROUP_GAP_MS)).toBe(true);
  });

  it('never groups across midnight in the viewer’s zone', () => {
    const placed = layOut(
      [msg('1', 'a', '2026-11-28T16:59:00Z'), msg('2', 'a', '2026-11-28T17:01:00Z')],
      at('2026-11-29T00:00:00Z'),
      'Asia/Ho_Chi_Minh',
    );
    expect(placed[1]?.groupStart).toBe(true);
    expect(placed[1]?.day).toBeDefined();
  });
});

describe('seen', () => {
  const messages = [
    msg('m1', 'me', '2026-11-28T10:00:00Z'),
    msg('p1', 'partner', '2026-11-28T10:01:00Z'),
    msg('m2', 'me', '2026-11-28T10:02:00Z'),
    msg('m3', 'me', '2026-11-28T10:03:00Z'),
  ];

  it('goes under my last message the partner has read', () => {
    expect(seenMessageId(messages, 'me', { id: 'm2', createdAt: '2026-11-28T10:02:00Z' })).toBe(
      'm2',
    );
    expect(seenMessageId(messages, 'me', { id: 'm3', createdAt: '2026-11-28T10:03:00Z' })).toBe(
      'm3',
    );
  });

  it('reads a pointer on the partner’s own message as reading mine before it', () => {
    expect(seenMessageId(messages, 'me', { id: 'p1', createdAt: '2026-11-28T10:01:00Z' })).toBe(
      'm1',
    );
  });

  it('shows nothing before the partner read anything', () => {
    expect(seenMessageId(messages, 'me', null)).toBeNull();
  });

  it('breaks a tie in time by id, as the server orders', () => {
    const same = [msg('a', 'me', '2026-11-28T10:00:00Z'), msg('b', 'me', '2026-11-28T10:00:00Z')];
    expect(seenMessageId(same, 'me', { id: 'a', createdAt: '2026-11-28T10:00:00Z' })).toBe('a');
  });
});

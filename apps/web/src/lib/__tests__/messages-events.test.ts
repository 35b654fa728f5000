import { describe, expect, it, vi } from 'vitest';
import { emitMessagesEvent, messageEventOf, onMessagesEvent } from '../messages-events';

describe('the conversation’s stream events', () => {
  it('reads the event’s data and refuses what it does not know', () => {
    expect(
      messageEventOf(
        JSON.stringify({
          type: 'read',
          by: 'u1',
          at: '2026-11-28T10:00:00Z',
          messageId: 'm1',
          createdAt: '2026-11-28T09:59:00Z',
          seenAt: '2026-11-28T10:00:00Z',
        }),
      ),
    ).toEqual({
      type: 'read',
      by: 'u1',
      at: '2026-11-28T10:00:00Z',
      messageId: 'm1',
      createdAt: '2026-11-28T09:59:00Z',
      seenAt: '2026-11-28T10:00:00Z',
    });
    expect(messageEventOf(JSON.stringify({ type: 'exploded', by: 'u1' }))).toBeUndefined();
    expect(messageEventOf(JSON.stringify({ type: 'created' }))).toBeUndefined();
    expect(messageEventOf('not json')).toBeUndefined();
  });

  it('hands each event to every listener until it stops listening', () => {
    const listener = vi.fn();
    const off = onMessagesEvent(listener);
    const event = { type: 'nudge' as const, by: 'u1', at: '2026-11-28T10:00:00Z', nudgeId: 'n1' };
    emitMessagesEvent(event);
    off();
    emitMessagesEvent(event);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(event);
  });
});

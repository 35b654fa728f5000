import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api-error';
import {
  clearOutbox,
  enqueue,
  flushOutbox,
  isQueuedWrite,
  loadOutbox,
  onOutboxEvent,
  sendOrQueue,
} from '../outbox';
import type { OutboxEvent, OutboxItem } from '../outbox';

const write = (label: string) => ({
  userId: 'u1',
  kind: 'createMemory' as const,
  method: 'POST' as const,
  path: '/memories',
  body: { title: label },
  label,
});

afterEach(async () => {
  await clearOutbox();
  vi.unstubAllGlobals();
});

describe('the outbox', () => {
  it('sends waiting writes oldest first, each with its own key, and empties', async () => {
    const a = await enqueue(write('A'));
    const b = await enqueue(write('B'));
    const sent: OutboxItem[] = [];
    const count = await flushOutbox('u1', (item) => {
      sent.push(item);
      return Promise.resolve({});
    });
    expect(count).toBe(2);
    expect(sent.map((i) => i.label)).toEqual(['A', 'B']);
    expect(sent.map((i) => i.id)).toEqual([a.id, b.id]);
    expect(a.id).not.toBe(b.id);
    expect(await loadOutbox('u1')).toEqual([]);
  });

  it('stops at a write that could not be decided (offline, 503), keeping the order', async () => {
    await enqueue(write('A'));
    await enqueue(write('B'));
    const send = vi.fn(() => Promise.reject(new ApiError({ message: 'Network error' })));
    expect(await flushOutbox('u1', send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect((await loadOutbox('u1')).map((i) => [i.label, i.status])).toEqual([
      ['A', 'waiting'],
      ['B', 'waiting'],
    ]);
  });

  it('marks a refused write failed with the reason, tells, and goes on with the next', async () => {
    await enqueue(write('Deleted meanwhile'));
    await enqueue(write('Fine'));
    const events: OutboxEvent[] = [];
    const off = onOutboxEvent((event) => events.push(event));
    const send = (item: OutboxItem) =>
      item.label === 'Fine'
        ? Promise.resolve({})
        : Promise.reject(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' }));
    expect(await flushOutbox('u1', send)).toBe(1);
    off();
    const left = await loadOutbox('u1');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      label: 'Deleted meanwhile',
      status: 'failed',
      failure: { status: 404, code: 'NOT_FOUND' },
    });
    expect(events.map((e) => e.type)).toEqual(['failed', 'sent']);
  });

  it('keeps another user’s writes apart', async () => {
    await enqueue({ ...write('Hers'), userId: 'u2' });
    expect(await loadOutbox('u1')).toEqual([]);
  });

  it('queues instead of sending when offline, and behind earlier waiting writes', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const error = await sendOrQueue('u1', write('Offline')).catch((e: unknown) => e);
    expect(isQueuedWrite(error)).toBe(true);
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    const behind = await sendOrQueue('u1', write('Behind')).catch((e: unknown) => e);
    expect(isQueuedWrite(behind)).toBe(true);
    expect((await loadOutbox('u1')).map((i) => i.label)).toEqual(['Offline', 'Behind']);
  });

  it('queues a write whose answer was lost, under the key it was sent with', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/.+/);
      return Promise.reject(new TypeError('network down'));
    });
    vi.stubGlobal('fetch', fetchMock);
    const error = await sendOrQueue('u1', write('Lost answer')).catch((e: unknown) => e);
    expect(isQueuedWrite(error)).toBe(true);
    const sentKey = (fetchMock.mock.calls[0]?.[1].headers as Record<string, string>)[
      'Idempotency-Key'
    ];
    expect((await loadOutbox('u1'))[0]?.id).toBe(sentKey);
  });
});

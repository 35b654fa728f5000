import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogSocialContract, memoriesContract } from '@doita/shared';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse } from '@/test/render';
import { ApiError } from '../../api-error';
import {
  callOrQueue,
  clearOutbox,
  enqueue,
  flushOutbox,
  isQueuedWrite,
  loadOutbox,
  onOutboxEvent,
} from '../outbox';
import type { OutboxEvent, OutboxItem } from '../outbox';
import { createOutboxFlusher } from '../flusher';
import { idb } from '../idb';

const write = (label: string) => ({
  userId: 'u1',
  operationId: memoriesContract.create.operationId,
  input: { body: { title: label } },
  label,
});

/** A memory's creation, as the form sends it (`callOrQueue`). */
const createMemory = (label: string) =>
  callOrQueue(
    memoriesContract.create,
    { body: { title: label, description: '', date: '2026-11-29' } },
    { label },
  );

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
    signIn(makeUser({ id: 'u1' }));
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const error = await createMemory('Offline').catch((e: unknown) => e);
    expect(isQueuedWrite(error)).toBe(true);
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    const behind = await createMemory('Behind').catch((e: unknown) => e);
    expect(isQueuedWrite(behind)).toBe(true);
    expect((await loadOutbox('u1')).map((i) => i.label)).toEqual(['Offline', 'Behind']);
  });

  it('queues a write whose answer was lost, under the key it was sent with', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/.+/);
      return Promise.reject(new TypeError('network down'));
    });
    vi.stubGlobal('fetch', fetchMock);
    signIn(makeUser({ id: 'u1' }));
    const error = await createMemory('Lost answer').catch((e: unknown) => e);
    expect(isQueuedWrite(error)).toBe(true);
    const sentKey = (fetchMock.mock.calls[0]?.[1].headers as Record<string, string>)[
      'Idempotency-Key'
    ];
    expect((await loadOutbox('u1'))[0]?.id).toBe(sentKey);
  });

  it('keeps the endpoint and its input, and sends it through that declaration with its key', async () => {
    // a flush an earlier test left running in the background ends first
    await flushOutbox('u1');
    signIn(makeUser({ id: 'u1' }));
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const queued = await callOrQueue(
      blogSocialContract.like,
      { params: { id: 'p 1' } },
      { label: 'Mùa thu', targetId: 'p 1' },
    ).catch((e: unknown) => e);
    expect(isQueuedWrite(queued)).toBe(true);
    const [item] = await loadOutbox('u1');
    expect(item).toMatchObject({
      operationId: 'likeBlogPost',
      input: { params: { id: 'p 1' } },
      targetId: 'p 1',
    });
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    const fetchMock = stubApi({
      'POST /api/blog/posts/p%201/like': jsonResponse({ likesCount: 1, likedByMe: true }),
    });
    expect(await flushOutbox('u1')).toBe(1);
    expect(callsOf(fetchMock).map((call) => call.key)).toEqual(['POST /api/blog/posts/p%201/like']);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe(item?.id);
  });

  it('still sends a write an earlier version queued by its method and path', async () => {
    vi.spyOn(idb, 'available').mockReturnValue(true);
    vi.spyOn(idb, 'getAll').mockResolvedValue([
      {
        id: 'earlier-key',
        userId: 'u1',
        kind: 'toggleFavorite',
        method: 'PATCH',
        path: '/memories/m1/favorite',
        label: 'Đà Lạt',
        targetId: 'm1',
        createdAt: 1,
        status: 'waiting',
      },
    ]);
    const [item] = await loadOutbox('u1');
    expect(item).toMatchObject({
      operationId: 'toggleMemoryFavorite',
      input: { params: { id: 'm1' } },
    });
  });
});

describe('the outbox left undecided while online', () => {
  const busy = (): Promise<unknown> =>
    Promise.reject(new ApiError({ status: 503, code: 'SERVER_BUSY', message: 'Busy' }));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again after 2 s, then 4 s, and stops once the queue is empty', async () => {
    await enqueue(write('Gọi mẹ'));
    let answer = busy;
    const send = vi.fn(() => answer());
    const flusher = createOutboxFlusher('u1', send);
    await flusher.now();
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(send).toHaveBeenCalledTimes(2);
    answer = () => Promise.resolve({});
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    expect(await loadOutbox('u1')).toEqual([]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(3);
    flusher.stop();
  });

  it('waits for the network while offline, and starts the delays over when it returns', async () => {
    await enqueue(write('Viết trên tàu'));
    const send = vi.fn(busy);
    const flusher = createOutboxFlusher('u1', send);
    await flusher.now();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(send).toHaveBeenCalledTimes(2);
    // offline: the next try finds no network and schedules nothing
    vi.stubGlobal('navigator', { onLine: false });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(send).toHaveBeenCalledTimes(2);
    // back online (`online` calls now()): at once, then 2 s again, not the 8 s it had reached
    vi.stubGlobal('navigator', { onLine: true });
    await flusher.now();
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(send).toHaveBeenCalledTimes(4);
    flusher.stop();
  });

  it('sends nothing more once stopped (signed out), and leaves a write refused for good alone', async () => {
    await enqueue(write('A'));
    const send = vi.fn(busy);
    const flusher = createOutboxFlusher('u1', send);
    await flusher.now();
    flusher.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(send).toHaveBeenCalledTimes(1);

    await clearOutbox();
    await enqueue(write('Deleted meanwhile'));
    const refused = vi.fn(() =>
      Promise.reject(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' })),
    );
    const again = createOutboxFlusher('u1', refused);
    await again.now();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(refused).toHaveBeenCalledTimes(1);
    again.stop();
  });

  it('sends a write queued online (its answer lost) 2 s later with nothing else to wake it', async () => {
    const send = vi.fn((_item: OutboxItem) => Promise.resolve({}));
    const flusher = createOutboxFlusher('u1', send);
    await flusher.now();
    expect(send).not.toHaveBeenCalled();
    await enqueue(write('Lost on the way'));
    flusher.soon();
    // a second write queued meanwhile joins the same try
    await enqueue(write('Behind it'));
    flusher.soon();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send.mock.calls.map(([item]) => item.label)).toEqual(['Lost on the way', 'Behind it']);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(send).toHaveBeenCalledTimes(2);
    // offline, a queued write waits for `online`
    vi.stubGlobal('navigator', { onLine: false });
    await enqueue(write('Offline'));
    flusher.soon();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(send).toHaveBeenCalledTimes(2);
    flusher.stop();
  });

  it('keeps one schedule when the network returns while a try is under way', async () => {
    await enqueue(write('A'));
    const send = vi.fn(busy);
    const flusher = createOutboxFlusher('u1', send);
    await Promise.all([flusher.now(), flusher.now()]);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(send).toHaveBeenCalledTimes(3);
    flusher.stop();
  });
});

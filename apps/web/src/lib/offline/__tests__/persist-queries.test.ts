import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from '../../api-error';
import { idb } from '../idb';
import {
  busterFor,
  persistQueryCache,
  restoreQueryCache,
  saveQueryCache,
} from '../persist-queries';

describe('saving what was seen for offline reading', () => {
  let put: MockInstance<typeof idb.put>;
  beforeEach(() => {
    vi.useFakeTimers();
    put = vi.spyOn(idb, 'put').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('saves within a second of the first change even while the cache keeps changing', async () => {
    const client = new QueryClient();
    const stop = persistQueryCache(client, () => 'u1');
    // a screen whose answers keep arriving every 300 ms for three seconds
    for (let tick = 0; tick < 10; tick += 1) {
      client.setQueryData(['memories', tick], { tick });
      await vi.advanceTimersByTimeAsync(300);
      if (tick === 3) expect(put).toHaveBeenCalledTimes(1);
    }
    expect(put).toHaveBeenCalledTimes(2);
    const saved = put.mock.calls.at(-1)?.[1] as { buster: string } | undefined;
    expect(saved?.buster).toBe(busterFor('u1'));
    stop();
  });

  it('saves what the cache already held when it starts (it starts after the first screen)', async () => {
    const client = new QueryClient();
    client.setQueryData(['memories'], { title: 'Đà Lạt mùa mây' });
    await vi.advanceTimersByTimeAsync(10);
    const stop = persistQueryCache(client, () => 'u1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(put).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(put.mock.calls[0]?.[1])).toContain('Đà Lạt mùa mây');
    stop();
  });

  it('saves nothing for no one, and nothing after it is stopped', async () => {
    const client = new QueryClient();
    let user: string | null = null;
    const stop = persistQueryCache(client, () => user);
    client.setQueryData(['memories'], { a: 1 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(put).not.toHaveBeenCalled();
    user = 'u1';
    stop();
    client.setQueryData(['memories'], { a: 2 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(put).not.toHaveBeenCalled();
  });

  it('saves at once when the page is hidden (a reload, the phone locked)', async () => {
    const client = new QueryClient();
    const stop = persistQueryCache(client, () => 'u1');
    client.setQueryData(['memories'], { a: 1 });
    await vi.advanceTimersByTimeAsync(10); // the cache tells its listeners on the next tick
    expect(put).not.toHaveBeenCalled();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(put).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(put).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
    stop();
  });
});

describe('putting what was seen back at the next start', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the saved copy as stale, but an answer that came in since this start stays fresh', async () => {
    const stored = new Map<IDBValidKey | undefined, unknown>();
    vi.spyOn(idb, 'put').mockImplementation((_store, value, key) => {
      stored.set(key, value);
      return Promise.resolve();
    });
    vi.spyOn(idb, 'delete').mockResolvedValue(undefined);
    vi.spyOn(idb, 'get').mockImplementation((_store, key) =>
      Promise.resolve(stored.get(key) as never),
    );
    const before = new QueryClient();
    before.setQueryData(['memories'], ['Đà Lạt']);
    before.setQueryData(['dashboard'], { days: 100 });
    await saveQueryCache(before, 'u1');
    await new Promise((resolve) => setTimeout(resolve, 5));

    // the next start asked for its first page beside the restore, and its answer came first
    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    next.setQueryData(['dashboard'], { days: 101 });
    expect(await restoreQueryCache(next, 'u1')).toBe(true);
    expect(next.getQueryData(['memories'])).toEqual(['Đà Lạt']);
    expect(next.getQueryState(['memories'])?.isInvalidated).toBe(true);
    expect(next.getQueryData(['dashboard'])).toEqual({ days: 101 });
    expect(next.getQueryState(['dashboard'])?.isInvalidated).toBe(false);
    // someone else's copy is not put back
    expect(await restoreQueryCache(new QueryClient(), 'u2')).toBe(false);
  });

  const storeInMemory = () => {
    const stored = new Map<IDBValidKey | undefined, unknown>();
    vi.spyOn(idb, 'put').mockImplementation((_store, value, key) => {
      stored.set(key, value);
      return Promise.resolve();
    });
    vi.spyOn(idb, 'get').mockImplementation((_store, key) =>
      Promise.resolve(stored.get(key) as never),
    );
  };
  /** A client whose `['memories']` held an answer, then failed to refresh with `error`. */
  const refreshFailed = async (error: Error) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['memories'], ['Đà Lạt']);
    await client
      .fetchQuery({ queryKey: ['memories'], queryFn: () => Promise.reject(error), staleTime: 0 })
      .catch(() => undefined);
    expect(client.getQueryState(['memories'])?.status).toBe('error');
    return client;
  };

  it('keeps the last answer of a query whose refresh reached no server, for the next offline start', async () => {
    storeInMemory();
    // the restored copy is asked again on an offline start, and the network is not there
    const offline = await refreshFailed(new ApiError({ message: 'Failed to fetch' }));
    // a query that never had an answer has nothing to keep
    await offline
      .fetchQuery({
        queryKey: ['reminders'],
        queryFn: () => Promise.reject(new ApiError({ message: 'Failed to fetch' })),
      })
      .catch(() => undefined);
    await saveQueryCache(offline, 'u1');

    const next = new QueryClient();
    expect(await restoreQueryCache(next, 'u1')).toBe(true);
    expect(next.getQueryData(['memories'])).toEqual(['Đà Lạt']);
    const state = next.getQueryState(['memories']);
    expect(state?.status).toBe('success');
    expect(state?.error).toBeNull();
    expect(state?.fetchFailureCount).toBe(0);
    expect(next.getQueryState(['reminders'])).toBeUndefined();
  });

  it.each([
    ['a timeout', new ApiError({ code: 'TIMEOUT', message: 'Request timed out' }), true],
    ['a server down (503)', new ApiError({ status: 503, message: 'Unavailable' }), true],
    ['a server error (500)', new ApiError({ status: 500, message: 'Boom' }), true],
    ['too many requests (429)', new ApiError({ status: 429, message: 'Slow down' }), true],
    ['a deleted memory (404)', new ApiError({ status: 404, message: 'Not found' }), false],
    ['access taken away (403)', new ApiError({ status: 403, message: 'Forbidden' }), false],
    ['a session ended (401)', new ApiError({ status: 401, message: 'Unauthorized' }), false],
    ['gone (410)', new ApiError({ status: 410, message: 'Gone' }), false],
    ['a refused ask (400)', new ApiError({ status: 400, message: 'Bad request' }), false],
    ['not an answer of our client', new Error('parse'), false],
  ])('after %s, the last answer is kept: %s', async (_case, error, kept) => {
    storeInMemory();
    await saveQueryCache(await refreshFailed(error), 'u1');
    const next = new QueryClient();
    await restoreQueryCache(next, 'u1');
    expect(next.getQueryData(['memories'])).toEqual(kept ? ['Đà Lạt'] : undefined);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OFFLINE_RESTORE_WAIT_MS,
  ONLINE_RESTORE_WAIT_MS,
  restoreSeenOnStart,
} from '../restore-on-start';

/** A saved copy that takes `ms` to read back, then puts `memories` into the cache. */
const slowCopy = (ms: number) => () =>
  Promise.resolve(async (client: QueryClient) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    client.setQueryData(['memories'], ['Đà Lạt mùa mây']);
    return true;
  });

describe('putting back what was seen, at the start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Milliseconds until the start goes on, and whether the copy was back by then. */
  async function start(online: boolean, readMs: number) {
    const client = new QueryClient();
    let settledAt: number | undefined;
    let restored: boolean | undefined;
    const began = Date.now();
    const done = restoreSeenOnStart(client, 'u1', online, slowCopy(readMs)).then(() => {
      settledAt = Date.now() - began;
      // what the first screen would find in the cache as it draws
      restored = client.getQueryData(['memories']) !== undefined;
    });
    await vi.advanceTimersByTimeAsync(OFFLINE_RESTORE_WAIT_MS + 1_000);
    await done;
    return { settledAt, restored };
  }

  it('offline, waits for a copy that takes longer than the online wait', async () => {
    const { settledAt, restored } = await start(false, 1_800);
    expect(restored).toBe(true);
    expect(settledAt).toBe(1_800);
  });

  it('offline, still goes on when IndexedDB never answers in time', async () => {
    const { settledAt, restored } = await start(false, OFFLINE_RESTORE_WAIT_MS * 3);
    expect(restored).toBe(false);
    expect(settledAt).toBe(OFFLINE_RESTORE_WAIT_MS);
  });

  it('online, does not hold the first screen past the short wait (the network answers)', async () => {
    const { settledAt, restored } = await start(true, 1_800);
    expect(settledAt).toBe(ONLINE_RESTORE_WAIT_MS);
    expect(restored).toBe(false);
  });

  it('goes on at once for a copy that is quick, online or not', async () => {
    expect((await start(true, 20)).settledAt).toBe(20);
    expect((await start(false, 20)).settledAt).toBe(20);
  });

  it('does nothing for a guest, and a failed read does not stop the start', async () => {
    const client = new QueryClient();
    const restore = vi.fn(slowCopy(0));
    await restoreSeenOnStart(client, undefined, false, restore);
    expect(restore).not.toHaveBeenCalled();
    await expect(
      restoreSeenOnStart(client, 'u1', false, () => Promise.reject(new Error('chunk'))),
    ).resolves.toBeUndefined();
  });
});

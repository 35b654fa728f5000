import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, reloadOnceForChunkError, withChunkReload } from '../chunk-reload';

describe('chunk reload (a failed chunk reloads the page once)', () => {
  const reload = vi.fn();
  const assign = vi.fn();
  beforeEach(() => {
    reload.mockReset();
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, reload, assign });
  });
  afterEach(() => sessionStorage.clear());

  it('reloads the first time, then not again right away', () => {
    expect(reloadOnceForChunkError(1_000_000)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceForChunkError(1_000_500)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later failure (another deployment)', () => {
    reloadOnceForChunkError(1_000_000);
    expect(reloadOnceForChunkError(1_000_000 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a failed lazy import reloads once, and fails for real the second time', async () => {
    const failing = withChunkReload(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const first = failing();
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    void first; // never settles: the page is reloading
    await expect(failing()).rejects.toThrow('dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes to the page the user was opening, since the URL has not changed yet', async () => {
    const failing = withChunkReload(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => '/memories?page=2',
    );
    void failing();
    await Promise.resolve();
    await Promise.resolve();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/memories?page=2');
    expect(reload).not.toHaveBeenCalled();
  });

  it('offline, rethrows without reloading: the failure is the network, not a deployment', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const failing = withChunkReload(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      );
      await expect(failing()).rejects.toThrow('dynamically imported module');
      expect(reload).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it('passes a successful import through', async () => {
    await expect(withChunkReload(() => Promise.resolve({ Component: 'page' }))()).resolves.toEqual({
      Component: 'page',
    });
    expect(reload).not.toHaveBeenCalled();
  });
});

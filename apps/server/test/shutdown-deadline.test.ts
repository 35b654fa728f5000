import type { Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SHUTDOWN_DEADLINE_MS,
  SHUTDOWN_DRAIN_MS,
  handleShutdownSignals,
} from '../src/ops/shutdown.js';

/**
 * Whatever hangs in a shutdown (a hook or a database that never answers), the process
 * exits by SHUTDOWN_DEADLINE_MS; the requests still in flight are cut at SHUTDOWN_DRAIN_MS.
 */
describe('the shutdown deadline', () => {
  // only the handlers this test adds go (the test runner may have its own)
  const before = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
  afterEach(() => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      for (const listener of process.listeners(signal))
        if (!before[signal].includes(listener)) process.off(signal, listener);
    }
    vi.useRealTimers();
  });

  it('cuts connections after the drain and exits 1 at the deadline when close never settles', () => {
    vi.useFakeTimers();
    const server = { closeIdleConnections: vi.fn(), closeAllConnections: vi.fn() };
    const exit = vi.fn();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    handleShutdownSignals({
      server: server as unknown as Server,
      log,
      close: () => new Promise<void>(() => undefined),
      exit,
    });
    process.emit('SIGTERM');
    vi.advanceTimersByTime(SHUTDOWN_DRAIN_MS - 1);
    expect(server.closeAllConnections).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(server.closeAllConnections).toHaveBeenCalledOnce();
    expect(exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SHUTDOWN_DEADLINE_MS - SHUTDOWN_DRAIN_MS);
    expect(exit).toHaveBeenCalledWith(1);
    expect(SHUTDOWN_DEADLINE_MS).toBeLessThan(10_000);
  });
});

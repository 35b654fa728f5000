import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { signIn } from '@/test/fixtures';
import { FakeEventSource } from '@/test/fake-event-source';
import { connectRealtime } from '../realtime';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the realtime stream, when the server closes it', () => {
  let tickets = 0;
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ ticket: `t${++tickets}`, expiresIn: 60 }))),
    );
    vi.useFakeTimers();
    signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('replaced by a newer tab: waits until this tab is looked at again, then reopens', async () => {
    const stop = connectRealtime(() => undefined);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    first.emit('closed', { reason: 'replaced' });
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.opened).toHaveLength(1); // no reconnect storm between tabs
    window.dispatchEvent(new Event('focus'));
    await flush();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    stop();
  });

  it('signed out: does not reopen at all', async () => {
    const stop = connectRealtime(() => undefined);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit('closed', { reason: 'signed_out' });
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    stop();
  });

  it('any other failure: reopens on its own with a fresh ticket', async () => {
    const stop = connectRealtime(() => undefined);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.onerror?.();
    await vi.advanceTimersByTimeAsync(2_500);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[1]!.url).not.toBe(FakeEventSource.opened[0]!.url);
    stop();
  });
});

describe('the realtime stream, what it reports', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ ticket: 't', expiresIn: 60 }))),
    );
    vi.useFakeTimers();
    signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a partner’s change with its areas and author; a malformed one is dropped', async () => {
    const seen: unknown[] = [];
    const stop = connectRealtime((event, change) => seen.push([event, change]));
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    stream.emit('changed', { areas: 'memories', by: 'u2' });
    stream.emit('changed', { nothing: true });
    expect(seen).toEqual([['changed', { areas: 'memories', by: 'u2' }]]);
    stop();
  });

  it('says whether an open is a reconnection, so the page refetches what it missed', async () => {
    const opens: unknown[] = [];
    const stop = connectRealtime((event, _change, reconnected) => {
      if (event === 'open') opens.push(reconnected);
    });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.onopen?.();
    FakeEventSource.opened[0]!.onerror?.();
    await vi.advanceTimersByTimeAsync(2_500);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    FakeEventSource.opened[1]!.onopen?.();
    expect(opens).toEqual([false, true]);
    stop();
  });
});

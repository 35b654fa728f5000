import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeEffects, changedSincePageStart } from '@/app/layout/realtime-effects';
import { updateSessionUser } from '@/lib/session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { FakeEventSource } from '@/test/fake-event-source';
import { makeUser, signIn } from '@/test/fixtures';

describe('RealtimeEffects: what the page refetches when a stream opens', () => {
  let tickets = 0;
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ ticket: `t${++tickets}`, expiresIn: 60 }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the first stream only listens; the stream reopened for a new couple refetches what is on screen', async () => {
    const user = signIn(makeUser({ coupleId: null }));
    const { queryClient } = renderWithProviders(<RealtimeEffects />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => FakeEventSource.opened[0]!.onopen?.());
    expect(invalidate).not.toHaveBeenCalled();

    // The partner accepted: the profile now names a couple, and the page listens to it.
    act(() => updateSessionUser({ ...user, coupleId: 'couple-1' }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    // What the couple did between the two streams reached neither: it is fetched now.
    act(() => FakeEventSource.opened[1]!.onopen?.());
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('the same when the first stream is replaced before it ever opened (the profile came first)', async () => {
    const user = signIn(makeUser({ coupleId: null }));
    const { queryClient } = renderWithProviders(<RealtimeEffects />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => updateSessionUser({ ...user, coupleId: 'couple-1' }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    act(() => FakeEventSource.opened[1]!.onopen?.());
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('the first stream refetches when its hello says a change was heard since the page started, not when the couple was quiet', async () => {
    signIn(makeUser({ coupleId: 'couple-1' }));
    const { queryClient } = renderWithProviders(<RealtimeEffects />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    act(() => stream.onopen?.());
    // quiet: nothing heard lately, or only long before this page started, on a server
    // listening since before the page
    const longAgo = performance.now() + 60_000;
    act(() => stream.emit('hello', { listeningForMs: longAgo }));
    act(() => stream.emit('hello', { changedAgoMs: longAgo, listeningForMs: longAgo }));
    expect(invalidate).not.toHaveBeenCalled();
    // a server that started after this page cannot know what happened before it
    act(() => stream.emit('hello', { listeningForMs: 500 }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    invalidate.mockClear();
    // the partner wrote while this page was reading its first answers
    act(() => stream.emit('hello', { changedAgoMs: 150 }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('a stream ended because this device was signed out elsewhere asks again at once, and is not reopened', async () => {
    signIn(makeUser({ coupleId: 'couple-1' }));
    const { queryClient } = renderWithProviders(<RealtimeEffects />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    act(() => stream.onopen?.());
    act(() => stream.emit('closed', { reason: 'signed_out' }));
    // the refused token then signs the page out (api-client's session expiry)
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(stream.closed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('a reconnection refetches on opening, and its hello does not refetch again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      signIn(makeUser({ coupleId: 'couple-1' }));
      const { queryClient } = renderWithProviders(<RealtimeEffects />);
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      act(() => FakeEventSource.opened[0]!.onopen?.());
      act(() => FakeEventSource.opened[0]!.onerror?.());
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
      const again = FakeEventSource.opened[1]!;
      act(() => again.onopen?.());
      expect(invalidate).toHaveBeenCalledTimes(1);
      act(() => again.emit('hello', { changedAgoMs: 10 }));
      expect(invalidate).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('changedSincePageStart', () => {
  it('counts a change heard since the page started, or a server younger than the page, with a little slack', () => {
    const old = performance.now() + 5_000;
    expect(changedSincePageStart(undefined)).toBe(false);
    expect(changedSincePageStart({})).toBe(false);
    expect(changedSincePageStart({ changedAgoMs: 0, listeningForMs: old })).toBe(true);
    expect(changedSincePageStart({ changedAgoMs: performance.now() })).toBe(true);
    expect(changedSincePageStart({ changedAgoMs: performance.now() + 1_000 })).toBe(true);
    expect(changedSincePageStart({ changedAgoMs: old, listeningForMs: old })).toBe(false);
    expect(changedSincePageStart({ listeningForMs: performance.now() + 1_000 })).toBe(true);
  });
});

import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeEffects } from '@/app/layout/realtime-effects';
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
});

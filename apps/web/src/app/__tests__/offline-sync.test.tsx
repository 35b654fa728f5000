import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { messagesContract } from '@doita/shared';
import { callOrQueue, isQueuedWrite, loadOutbox, serverHeard } from '@/lib/offline';
import { clearOutbox } from '@/lib/offline/outbox';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { makeMessage } from '@/features/messages/__tests__/message-fixtures';
import { OfflineSync } from '../offline-sync';

afterEach(async () => {
  await clearOutbox();
  vi.unstubAllGlobals();
});

/** the message as the server answers its creation */
const sent = makeMessage({
  id: 'm1',
  author: { id: 'u1', displayName: 'An', avatarUrl: null },
  isMine: true,
  text: 'Anh ơi',
  createdAt: '2026-12-02T10:00:00.000Z',
});

const keyOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

describe('OfflineSync', () => {
  it('replays a write whose answer was lost as soon as the server’s stream is heard, not after its back-off', async () => {
    signIn(makeUser({ id: 'u1' }));
    const posts: (string | undefined)[] = [];
    let lose = true;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (init?.method === 'POST' && url.endsWith('/api/messages')) {
          posts.push(keyOf(init));
          // the server applies it; the first answer never arrives
          if (lose) return Promise.reject(new TypeError('network down'));
          return Promise.resolve(jsonResponse(sent, { status: 201 }));
        }
        return Promise.resolve(jsonResponse({ message: 'Not found' }, { status: 404 }));
      }),
    );
    renderWithProviders(<OfflineSync />);

    const error = await callOrQueue(
      messagesContract.create,
      { body: { text: 'Anh ơi' } },
      { label: 'Anh ơi' },
    ).catch((e: unknown) => e);
    expect(isQueuedWrite(error)).toBe(true);
    expect(await loadOutbox('u1')).toHaveLength(1);
    lose = false;

    // the message comes back on the stream well within the outbox's first 2 s
    serverHeard();
    await waitFor(() => expect(posts).toHaveLength(2), { timeout: 1_000 });
    expect(posts[1]).toBe(posts[0]);
    await waitFor(async () => expect(await loadOutbox('u1')).toEqual([]));
  });

  it('sends nothing when the server is heard and nothing waits', async () => {
    signIn(makeUser({ id: 'u1' }));
    const fetchMock = vi.fn(() =>
      Promise.resolve(jsonResponse({ message: 'Not found' }, { status: 404 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OfflineSync />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = fetchMock.mock.calls.length;
    serverHeard();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.length).toBe(before);
  });
});

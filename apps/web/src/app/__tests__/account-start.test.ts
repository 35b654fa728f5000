import { createElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { useMe } from '@/features/auth/api/get-me';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_WAIT_MS, applyAccountAppearanceOnStart } from '@/app/account-start';
import { authQueryKeys } from '@/features/auth/api/auth-query-keys';
import { getSession, subscribeSession } from '@/lib/session';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { jsonResponse } from '@/test/render';
import { makeUser, signIn } from '@/test/fixtures';

describe('the start with a stored session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the account’s answer is the profile query’s (not asked again) and the same profile redraws nothing', async () => {
    const user = signIn(makeUser());
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ user })));
    vi.stubGlobal('fetch', fetchMock);
    const changes = vi.fn();
    const stop = subscribeSession(changes);
    const queryClient = new QueryClient();
    await applyAccountAppearanceOnStart(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(authQueryKeys.me())).toEqual(user);
    // the shell's profile query, mounted at the first render, takes it and asks nothing
    const { result } = renderHook(() => useMe({ enabled: true }), {
      wrapper: ({ children }) =>
        createElement(QueryClientProvider, { client: queryClient }, children),
    });
    expect(result.current.data).toEqual(user);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // the same profile: no new session object, so no screen redraws for it
    expect(changes).not.toHaveBeenCalled();
    stop();
  });

  it('a language changed on another device is stored, and the new profile replaces the old', async () => {
    const user = signIn(makeUser());
    const changed = {
      ...user,
      displayName: 'Lan 🌸',
      preferences: { ...user.preferences, language: 'en' as const },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ user: changed }))),
    );
    const changes = vi.fn();
    const stop = subscribeSession(changes);
    await applyAccountAppearanceOnStart(new QueryClient());
    expect(storage.get(STORAGE_KEYS.locale)).toBe('en');
    expect(getSession()?.user.displayName).toBe('Lan 🌸');
    expect(changes).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('a slow account answer at the start', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('does not hold the start past START_WAIT_MS, and is kept, not asked for again', async () => {
    vi.useFakeTimers();
    const user = signIn(makeUser());
    const changed = { ...user, preferences: { ...user.preferences, language: 'en' as const } };
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    let started = false;
    void applyAccountAppearanceOnStart(queryClient).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(START_WAIT_MS - 1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);

    // the shell's profile query mounts meanwhile: it waits for the same request
    const { result } = renderHook(() => useMe({ enabled: true }), {
      wrapper: ({ children }) =>
        createElement(QueryClientProvider, { client: queryClient }, children),
    });
    answer(jsonResponse({ user: changed }));
    await vi.waitFor(() => expect(result.current.data).toEqual(changed));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // the next start opens in the account's language
    expect(storage.get(STORAGE_KEYS.locale)).toBe('en');
  });

  it('that fails (offline) lets the start go on with this device’s copy', async () => {
    const user = signIn(makeUser());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(applyAccountAppearanceOnStart(new QueryClient())).resolves.toBeUndefined();
    expect(getSession()?.user).toEqual(user);
  });
});

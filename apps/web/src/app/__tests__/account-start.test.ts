import { createElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { useMe } from '@/features/auth/api/get-me';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAccountAppearanceOnStart } from '@/app/account-start';
import { getSession, subscribeSession } from '@/lib/session';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { jsonResponse } from '@/test/render';
import { makeUser, signIn } from '@/test/fixtures';
import { SESSION_USER_QUERY_KEY } from '@/lib/session-queries';

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
    expect(queryClient.getQueryData(SESSION_USER_QUERY_KEY)).toEqual(user);
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

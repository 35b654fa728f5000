import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, startSession, updateSessionUser } from '../session';
import { clearCacheWhenPersonChanges } from '../session-cache';
import { makeUser, signIn } from '@/test/fixtures';

describe('the query cache follows the session’s person', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    clearSession();
  });

  it('goes when the session expires or another account takes the tab, not on a guest’s sign-in or a new profile', () => {
    clearSession();
    const client = new QueryClient();
    stop = clearCacheWhenPersonChanges(client);
    client.setQueryData(['blog', 'post', 'guest', 'p1'], { title: 'Công khai' });

    const lan = signIn(makeUser({ id: 'lan' }));
    expect(client.getQueryData(['blog', 'post', 'guest', 'p1'])).toEqual({ title: 'Công khai' });
    client.setQueryData(['dashboard'], { days: 1385 });
    // a new profile of the same person, new tokens: the same reader
    updateSessionUser({ ...lan, displayName: 'Lan 🌸' });
    startSession({ user: lan, token: 'access-2', refreshToken: 'refresh-2', remember: true });
    expect(client.getQueryData(['dashboard'])).toEqual({ days: 1385 });

    // another tab signed Minh in
    signIn(makeUser({ id: 'minh' }));
    expect(client.getQueryData(['dashboard'])).toBeUndefined();

    client.setQueryData(['dashboard'], { days: 20 });
    // Minh's session expired
    clearSession();
    expect(client.getQueryData(['dashboard'])).toBeUndefined();
  });
});

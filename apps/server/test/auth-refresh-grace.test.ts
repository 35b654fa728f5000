import { afterEach, expect, it } from 'vitest';
import type { TestUser } from './helpers/test-app.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

interface Pair {
  token: string;
  refreshToken: string;
}

/**
 * Two tabs refreshing with one token at the same moment both stay
 * signed in (a grace window, REFRESH_REUSE_GRACE_SECONDS, here 5 s); a reuse after it
 * revokes the family; an access token of an ended session stops at once.
 */
describeEachEngine('sessions: parallel refreshes and ended sessions', (engine) => {
  const t = useTestApp(engine, { env: { REFRESH_REUSE_GRACE_SECONDS: '5' } });
  afterEach(() => t().clock.reset());
  const refresh = (refreshToken: string) =>
    t().app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const profile = (token: string) =>
    t().app.inject({ method: 'GET', url: '/api/auth/profile', headers: authHeader(token) });
  const pairOf = (user: TestUser): Pair => ({
    token: user.token,
    refreshToken: user.refreshToken,
  });

  it('five tabs refreshing at once all stay signed in, on one successor that goes on working', async () => {
    const user = await t().registerUser();
    const results = await Promise.all(Array.from({ length: 5 }, () => refresh(user.refreshToken)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const pairs = results.map((r) => r.json<Pair>());
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
    for (const pair of pairs) expect((await profile(pair.token)).statusCode).toBe(200);
    const next = await refresh(pairs[0]!.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await profile(next.json<Pair>().token)).statusCode).toBe(200);
  });

  it('a tab a few seconds late gets the same successor; one later than the window revokes the family', async () => {
    const user = await t().registerUser();
    const first = (await refresh(user.refreshToken)).json<Pair>();
    t().clock.advance(4);
    const late = await refresh(user.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(late.json<Pair>().refreshToken).toBe(first.refreshToken);

    t().clock.advance(2); // 6 s after the rotation: past the 5-second window
    const reuse = await refresh(user.refreshToken);
    expect(reuse.statusCode).toBe(401);
    // The family is revoked: the successor refreshes no more, and its access tokens stop now.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await profile(first.token)).statusCode).toBe(401);
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it('a chain rotated twice inside the window: the stale token still leads to the live one', async () => {
    const user = await t().registerUser();
    const second = (await refresh(user.refreshToken)).json<Pair>();
    const third = (await refresh(second.refreshToken)).json<Pair>();
    const lateTab = (await refresh(user.refreshToken)).json<Pair>();
    expect(lateTab.refreshToken).toBe(second.refreshToken);
    const caughtUp = await refresh(lateTab.refreshToken);
    expect(caughtUp.json<Pair>().refreshToken).toBe(third.refreshToken);
    expect((await refresh(third.refreshToken)).statusCode).toBe(200);
  });

  it('no grace for a token of a signed-out session, even inside the window', async () => {
    const user = await t().registerUser();
    const next = (await refresh(user.refreshToken)).json<Pair>();
    await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeader(next.token),
      payload: { refreshToken: next.refreshToken },
    });
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it('signing out stops that access token at once, and only that session', async () => {
    const user = await t().registerUser();
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const otherDevice = login.json<Pair>();
    const mine = pairOf(user);
    expect((await profile(mine.token)).statusCode).toBe(200);
    // No refresh token in the body: the access token's own session ends.
    const out = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeader(mine.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(mine.token)).statusCode).toBe(401);
    expect((await refresh(mine.refreshToken)).statusCode).toBe(401);
    expect((await profile(otherDevice.token)).statusCode).toBe(200);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });
});

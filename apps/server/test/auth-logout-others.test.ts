import type { AccountSession } from '@doita/shared';
import { expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.js';
import { TEST_PASSWORD, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

interface Pair {
  token: string;
  refreshToken: string;
}

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describeEachEngine('sign out of other devices', (engine) => {
  const t = useTestApp(engine);
  const signIn = async (ctx: TestApp, email: string, userAgent = 'laptop') =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'user-agent': userAgent },
        payload: { email, password: TEST_PASSWORD },
      })
    ).json<Pair>();
  const refresh = (ctx: TestApp, refreshToken: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const me = (ctx: TestApp, token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: authHeader(token) });
  const sessions = async (ctx: TestApp, token: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: authHeader(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ sessions: AccountSession[] }>().sessions;
  };
  const logoutOthers = (ctx: TestApp, token: string, refreshToken: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-others',
      headers: authHeader(token),
      payload: { refreshToken },
    });

  it('lists my live sessions, marking the one that asks', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const phone = await signIn(ctx, user.email, PHONE_UA);
    const list = await sessions(ctx, phone.token);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ userAgent: PHONE_UA, current: true });
    expect(list[1]).toMatchObject({ current: false });
    // Refreshing keeps the session (same id), moves its last use on.
    const before = list[0]!;
    ctx.clock.advance(60);
    try {
      const next = (await refresh(ctx, phone.refreshToken)).json<Pair>();
      const after = await sessions(ctx, next.token);
      expect(after).toHaveLength(2);
      expect(after[0]).toMatchObject({ id: before.id, createdAt: before.createdAt, current: true });
      expect(after[0]!.lastUsedAt > before.lastUsedAt).toBe(true);
    } finally {
      ctx.clock.reset();
    }
  });

  it('ends every other session at once, access tokens included; this one goes on', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const laptop = await signIn(ctx, user.email);
    const phone = await signIn(ctx, user.email, PHONE_UA);

    const res = await logoutOthers(ctx, user.token, user.refreshToken);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; token: string; signedOut: number }>();
    expect(body).toMatchObject({ message: 'Signed out of every other device', signedOut: 2 });

    // The others: their access tokens are refused now, their refresh tokens for ever.
    for (const other of [laptop, phone]) {
      expect((await me(ctx, other.token)).statusCode).toBe(401);
      expect((await refresh(ctx, other.refreshToken)).statusCode).toBe(401);
    }
    // This device: the fresh access token works, the old one retired with the rest,
    // and its refresh token still refreshes.
    expect((await me(ctx, body.token)).statusCode).toBe(200);
    expect((await me(ctx, user.token)).statusCode).toBe(401);
    expect(await sessions(ctx, body.token)).toEqual([expect.objectContaining({ current: true })]);
    const next = await refresh(ctx, user.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await me(ctx, next.json<Pair>().token)).statusCode).toBe(200);
  });

  it('accepts a refresh token of this session that a refresh just rotated', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const other = await signIn(ctx, user.email);
    const rotated = (await refresh(ctx, user.refreshToken)).json<Pair>();
    // The request was built with the token before the refresh.
    const res = await logoutOthers(ctx, rotated.token, user.refreshToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ signedOut: 1 });
    expect((await refresh(ctx, other.refreshToken)).statusCode).toBe(401);
    expect((await refresh(ctx, rotated.refreshToken)).statusCode).toBe(200);
  });

  it.each([
    ['someone else’s refresh token', 'foreign'],
    ['a token whose session was signed out', 'ended'],
    ['an unknown token', 'unknown'],
  ] as const)('refuses %s with 400 SESSION_ENDED, ending nothing', async (_, kind) => {
    const ctx = t();
    const user = await ctx.registerUser();
    const other = await signIn(ctx, user.email);
    let presented = 'x'.repeat(43);
    if (kind === 'foreign') presented = (await ctx.registerUser()).refreshToken;
    if (kind === 'ended') {
      const gone = await signIn(ctx, user.email);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: authHeader(gone.token),
        payload: { refreshToken: gone.refreshToken },
      });
      presented = gone.refreshToken;
    }
    const res = await logoutOthers(ctx, user.token, presented);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: 'This session has ended, please sign in again',
      code: 'SESSION_ENDED',
    });
    expect((await me(ctx, user.token)).statusCode).toBe(200);
    expect((await refresh(ctx, other.refreshToken)).statusCode).toBe(200);
  });

  it('answers signedOut: 0 when there is no other session', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const res = await logoutOthers(ctx, user.token, user.refreshToken);
    expect(res.json()).toMatchObject({ signedOut: 0 });
  });
});

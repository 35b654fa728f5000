import { afterEach, expect, it } from 'vitest';
import { TEST_PASSWORD, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

interface Pair {
  token: string;
  refreshToken: string;
}

describeEachEngine('sessions: refresh and logout', (engine) => {
  const t = useTestApp(engine);
  const refresh = (refreshToken: string) =>
    t().app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const signIn = async (email: string) =>
    (
      await t().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: TEST_PASSWORD },
      })
    ).json<Pair>();

  it('rotates: a new pair each time, and the new access token works', async () => {
    const user = await t().registerUser();
    const res = await refresh(user.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json<Pair>();
    expect(Object.keys(next).sort()).toEqual(['refreshToken', 'token']);
    expect(next.refreshToken).not.toBe(user.refreshToken);
    const me = await t().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: authHeader(next.token),
    });
    expect(me.statusCode).toBe(200);
  });

  afterEach(() => t().clock.reset());

  it('revokes the whole family when a rotated token is used again after the grace window', async () => {
    const user = await t().registerUser();
    const second = (await refresh(user.refreshToken)).json<Pair>();
    const third = (await refresh(second.refreshToken)).json<Pair>();
    // The first token, already rotated, comes back later: stolen, or replayed.
    t().clock.advance(31);
    const replay = await refresh(user.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    // Its legitimate successor is dead too.
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
  });

  it('leaves other sessions alone when one family is revoked', async () => {
    const user = await t().registerUser();
    const otherDevice = await signIn(user.email);
    await refresh(user.refreshToken);
    t().clock.advance(31);
    await refresh(user.refreshToken); // reuse: revokes the first family only
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it('keeps both of two simultaneous refreshes with one token signed in, on one successor', async () => {
    const user = await t().registerUser();
    const results = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first, second] = results.map((r) => r.json<Pair>());
    expect(first!.refreshToken).toBe(second!.refreshToken);
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['an empty token', ''],
  ])('refuses %s', async (_, token) => {
    const res = await refresh(token);
    expect([401, 422]).toContain(res.statusCode);
  });

  it('never accepts an access token as a refresh token', async () => {
    const user = await t().registerUser();
    expect((await refresh(user.token)).statusCode).toBe(422); // too long for the schema's cap, or 401
  });

  it('logout revokes the family of the given refresh token', async () => {
    const user = await t().registerUser();
    const otherDevice = await signIn(user.email);
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeader(user.token),
      payload: { refreshToken: user.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully' });
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it('logout without a body still answers 200', async () => {
    const user = await t().registerUser();
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeader(user.token),
    });
    expect(res.statusCode).toBe(200);
  });

  it("logout ignores someone else's refresh token", async () => {
    const alice = await t().registerUser();
    const mallory = await t().registerUser();
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeader(mallory.token),
      payload: { refreshToken: alice.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(alice.refreshToken)).statusCode).toBe(200);
  });

  it('logout requires a bearer token', async () => {
    const user = await t().registerUser();
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: user.refreshToken },
    });
    expect(res.statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
  });
});

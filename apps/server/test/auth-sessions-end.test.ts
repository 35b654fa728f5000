import type { AddressInfo } from 'node:net';
import type { AccountSession } from '@doita/shared';
import { beforeAll, expect, it } from 'vitest';
import { openStream } from './helpers/event-stream.js';
import { signInAgain } from './helpers/sessions.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

describeEachEngine('sessions: the list, ending one, ending every other', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
  });

  const as = (user: Pick<TestUser, 'token'>, method: 'GET' | 'DELETE', url: string) =>
    t().app.inject({ method, url, headers: authHeader(user.token) });
  const list = async (user: Pick<TestUser, 'token'>) => {
    const res = await as(user, 'GET', '/api/auth/sessions');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ sessions: AccountSession[] }>().sessions;
  };
  const refresh = (refreshToken: string) =>
    t().app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const streamOf = async (ctx: TestApp, token: string) => {
    const ticket = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/events/ticket',
        headers: authHeader(token),
      })
    ).json<{ ticket: string }>().ticket;
    const stream = await openStream(base, ticket);
    expect(stream.res.status).toBe(200);
    return stream;
  };

  it('lists each device with its user agent, this one marked', async () => {
    const phone = await t().registerUser();
    const laptop = await signInAgain(t(), phone);
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const mine = sessions.find((s) => s.current);
    expect(mine?.userAgent).toBe('lightMyRequest');
    expect(Date.parse(mine?.lastUsedAt ?? '')).toBeGreaterThan(0);
  });

  it('ends one device at once: its access token, its refresh token and its stream', async () => {
    const ctx = t();
    const phone = await ctx.registerUser();
    const laptop = await signInAgain(ctx, phone);
    const laptopTab = await streamOf(ctx, laptop.token);
    const phoneTab = await streamOf(ctx, phone.token);
    const target = (await list(phone)).find((s) => !s.current);
    expect(target).toBeDefined();

    const res = await as(phone, 'DELETE', `/api/auth/sessions/${target?.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await as(laptop, 'GET', '/api/auth/profile')).statusCode).toBe(401);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
    await laptopTab.waitForEnd();
    await new Promise((r) => setTimeout(r, 50));
    expect(phoneTab.ended).toBe(false);
    await phoneTab.close();
    expect((await as(phone, 'GET', '/api/auth/profile')).statusCode).toBe(200);
    expect(await list(phone)).toHaveLength(1);
    // Already ended: nothing left to end.
    expect((await as(phone, 'DELETE', `/api/auth/sessions/${target?.id}`)).statusCode).toBe(404);
  });

  it("answers 404 to a stranger naming another person's session, and ends nothing", async () => {
    const owner = await t().registerUser();
    const stranger = await t().registerUser();
    const [ownerSession] = await list(owner);
    const res = await as(stranger, 'DELETE', `/api/auth/sessions/${ownerSession?.id}`);
    expect(res.statusCode).toBe(404);
    expect((await as(owner, 'GET', '/api/auth/profile')).statusCode).toBe(200);
    expect((await refresh(owner.refreshToken)).statusCode).toBe(200);
  });

  it('answers 404 for a session id that does not exist or is not an id', async () => {
    const me = await t().registerUser();
    const unknown = await as(
      me,
      'DELETE',
      '/api/auth/sessions/3f1c2a9e-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect([404, 422]).toContain((await as(me, 'DELETE', '/api/auth/sessions/nope')).statusCode);
  });

  it('ends every other device at once and keeps this one as it is', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const laptop = await signInAgain(ctx, me);
    const tablet = await signInAgain(ctx, me);
    const tabletTab = await streamOf(ctx, tablet.token);
    const res = await as(me, 'DELETE', '/api/auth/sessions');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ signedOut: 2 });
    for (const other of [laptop, tablet]) {
      expect((await as(other, 'GET', '/api/auth/profile')).statusCode).toBe(401);
      expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    }
    await tabletTab.waitForEnd();
    // This one goes on with the tokens it has.
    expect((await as(me, 'GET', '/api/auth/profile')).statusCode).toBe(200);
    expect((await refresh(me.refreshToken)).statusCode).toBe(200);
    expect(await list(me)).toHaveLength(1);
    const again = await as(me, 'DELETE', '/api/auth/sessions');
    expect(again.json()).toMatchObject({ signedOut: 0 });
  });

  it('moves "last seen" on a refresh, not on every request', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const [first] = await list(me);
    const before = first?.lastUsedAt;
    ctx.clock.advance(120);
    await as(me, 'GET', '/api/auth/profile');
    expect((await list(me))[0]?.lastUsedAt).toBe(before);
    const next = (await refresh(me.refreshToken)).json<{ token: string }>();
    const after = (await list({ token: next.token }))[0];
    expect(Date.parse(after?.lastUsedAt ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
    expect(after?.createdAt).toBe(first?.createdAt);
    ctx.clock.reset();
  });

  it('refuses the calls signed out', async () => {
    expect((await t().app.inject({ method: 'DELETE', url: '/api/auth/sessions' })).statusCode).toBe(
      401,
    );
  });
});

import type { AddressInfo } from 'node:net';
import { EVENT_STREAMS_MAX } from '@doita/shared';
import { beforeAll, expect, it } from 'vitest';
import { accept, as, connectedPair, invite } from './helpers/couple.js';
import { createReminder } from './helpers/reminders.js';
import { openStream } from './helpers/event-stream.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { TEST_PASSWORD, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Event streams are bounded. A ticket opens one stream once; a person
 * holds at most EVENT_STREAMS_MAX (the oldest closes with `closed: replaced`); signing
 * out, signing out of others, or changing the password closes the streams they ended.
 */
describeEachEngine('event streams: bounded and ended with their session', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
  });

  const ticketFor = async (ctx: TestApp, token: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/events/ticket',
        headers: authHeader(token),
      })
    ).json<{ ticket: string }>().ticket;
  const streamOf = async (ctx: TestApp, token: string) => {
    const stream = await openStream(base, await ticketFor(ctx, token));
    expect(stream.res.status).toBe(200);
    return stream;
  };
  const signIn = async (ctx: TestApp, user: TestUser) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      })
    ).json<{ token: string; refreshToken: string }>();

  it('a ticket opens one stream, once', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const ticket = await ticketFor(ctx, me.token);
    const first = await openStream(base, ticket);
    expect(first.res.status).toBe(200);
    const again = await ctx.app.inject({ method: 'GET', url: `/api/events?ticket=${ticket}` });
    expect(again.statusCode).toBe(401);
    await first.close();
    const afterClose = await fetch(`${base}/api/events?ticket=${ticket}`);
    expect(afterClose.status).toBe(401);
    await afterClose.body?.cancel();
  });

  it(`holds at most ${EVENT_STREAMS_MAX} streams a person: a newer one closes the oldest`, async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const other = await ctx.registerUser();
    const theirs = await streamOf(ctx, other.token);
    const mine = [];
    for (let i = 0; i < EVENT_STREAMS_MAX; i++) mine.push(await streamOf(ctx, me.token));
    const newest = await streamOf(ctx, me.token);
    await mine[0]!.waitForEnd();
    expect(mine[0]!.events).toEqual(['closed']);
    expect(mine[0]!.data).toEqual([{ reason: 'replaced' }]);
    await new Promise((r) => setTimeout(r, 100));
    for (const stream of [...mine.slice(1), newest, theirs]) expect(stream.ended).toBe(false);
    // A burst of twenty more still leaves five open, the newest.
    const burst = [];
    for (let i = 0; i < 20; i++) burst.push(await streamOf(ctx, me.token));
    await Promise.all([...mine.slice(1), newest, ...burst.slice(0, 15)].map((s) => s.waitForEnd()));
    await new Promise((r) => setTimeout(r, 100));
    expect(burst.slice(15).every((s) => !s.ended)).toBe(true);
    expect(theirs.ended).toBe(false);
    await Promise.all([...burst, theirs].map((s) => s.close()));
  });

  it("signing out closes that session's streams at once, not the other devices'", async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const laptop = await signIn(ctx, me);
    const phoneTabs = [await streamOf(ctx, me.token), await streamOf(ctx, me.token)];
    const laptopTab = await streamOf(ctx, laptop.token);
    const leftover = await ticketFor(ctx, me.token);
    const out = await as(ctx, me, 'POST', '/api/auth/logout', { refreshToken: me.refreshToken });
    expect(out.statusCode).toBe(200);
    for (const tab of phoneTabs) {
      await tab.waitForEnd();
      expect(tab.data.at(-1)).toEqual({ reason: 'signed_out' });
    }
    // A ticket the ended session had asked for opens nothing now.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/events?ticket=${leftover}` })).statusCode,
    ).toBe(401);
    await new Promise((r) => setTimeout(r, 100));
    expect(laptopTab.ended).toBe(false);
    await laptopTab.close();
  });

  it('signing out of other devices closes theirs; changing the password closes every one', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const laptop = await signIn(ctx, me);
    const phone = await signIn(ctx, me);
    const phoneTab = await streamOf(ctx, phone.token);
    const laptopTab = await streamOf(ctx, laptop.token);
    const others = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-others',
      headers: authHeader(laptop.token),
      payload: { refreshToken: laptop.refreshToken },
    });
    expect(others.statusCode, others.body).toBe(200);
    await phoneTab.waitForEnd();
    await new Promise((r) => setTimeout(r, 100));
    expect(laptopTab.ended).toBe(false);

    const fresh = others.json<{ token: string }>().token;
    const secondTab = await streamOf(ctx, fresh);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: authHeader(fresh),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Horse-7' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await laptopTab.waitForEnd();
    await secondTab.waitForEnd();
    expect(secondTab.data.at(-1)).toEqual({ reason: 'signed_out' });
  });
  it("a stream follows its person's couple: after a disconnect it hears nothing of the ex-partner's reminders, then hears the new couple's", async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const tab = await streamOf(ctx, a.token);
    await tab.waitForHello();
    const shared = await createReminder(ctx, b, { title: 'Hẹn hò' });
    await tab.waitFor('reminders');

    const ended = await as(ctx, b, 'DELETE', '/api/couple/disconnect');
    expect(ended.statusCode, ended.body).toBe(200);
    const heard = tab.events.length;
    await tab.waitFor('changed');
    await new Promise((r) => setTimeout(r, 200));
    const afterDisconnect = tab.events.length;
    expect(afterDisconnect).toBeGreaterThan(heard);
    // the ex-partner edits, completes and deletes a reminder of the ended couple
    expect(
      (await as(ctx, b, 'PUT', `/api/reminders/${shared.id}`, { title: 'Bí mật' })).statusCode,
    ).toBe(200);
    expect((await as(ctx, b, 'PATCH', `/api/reminders/${shared.id}/complete`)).statusCode).toBe(
      200,
    );
    expect((await as(ctx, b, 'DELETE', `/api/reminders/${shared.id}`)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(tab.events.slice(afterDisconnect)).toEqual([]);
    expect(tab.ended).toBe(false);

    // a new partner, accepted while the stream stays open: their couple's reminders arrive
    const c = await ctx.registerUser({ displayName: 'Chi' });
    const pending = await invite(ctx, c, a);
    await accept(ctx, a, pending.id);
    await new Promise((r) => setTimeout(r, 200));
    const beforeNew = tab.events.length;
    await createReminder(ctx, c, { title: 'Cà phê' });
    const started = Date.now();
    while (!tab.events.slice(beforeNew).includes('reminders') && Date.now() - started < 2000)
      await new Promise((r) => setTimeout(r, 20));
    expect(tab.events.slice(beforeNew)).toContain('reminders');
    await tab.close();
  });
});

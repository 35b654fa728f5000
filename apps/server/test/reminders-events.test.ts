import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { openStream } from './helpers/event-stream.js';
import { createReminder, inMinutes } from './helpers/reminders.js';
import type { TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('reminders: the realtime event stream', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => t().clock.reset());

  const ticketOf = async (user: TestUser) =>
    (await as(t(), user, 'POST', '/api/events/ticket')).json<{
      ticket: string;
      expiresIn: number;
    }>();

  it("tells the partner's open page at once: a reminder changed, then a notification", async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const { ticket, expiresIn } = await ticketOf(b);
    expect(expiresIn).toBe(60);
    const stream = await openStream(base, ticket);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.res.headers.get('content-security-policy')).toBeTruthy();

    await createReminder(ctx, a, { datetime: inMinutes(ctx, 1) });
    await stream.waitFor('reminders');
    ctx.clock.advance(180);
    await ctx.app.reminderScheduler.runOnce();
    await stream.waitFor('notification');
    await stream.close();
  });

  it('a stranger hears nothing of another couple', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const stranger = await ctx.registerUser();
    const stream = await openStream(base, (await ticketOf(stranger)).ticket);
    await createReminder(ctx, a, { datetime: inMinutes(ctx, 1) });
    ctx.clock.advance(180);
    await ctx.app.reminderScheduler.runOnce();
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.events).toEqual([]);
    await stream.close();
  });

  it('refuses a missing, forged or expired ticket, and the access token in its place', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const { ticket } = await ticketOf(me);
    for (const bad of ['nope', `${ticket}x`, me.token]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/events?ticket=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode).toBe(401);
    }
    ctx.clock.advance(61);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/events?ticket=${ticket}` })).statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(422);
  });
});

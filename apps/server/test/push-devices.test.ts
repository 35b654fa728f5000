import type { PushSubscriptionView } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { browserKeys, startPushReceiver } from './helpers/push-receiver.js';
import { reminderFallsDue } from './helpers/reminders.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A bounded, visible list of the browsers that get someone's pushes. */
describeEachEngine('push: my devices that get notifications', (engine) => {
  const t = useTestApp(engine, { env: { PUSH_ALLOW_LOOPBACK: 'true' } });
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  beforeAll(async () => {
    receiver = await startPushReceiver((path) => (path.includes('unknown') ? 404 : 201));
  });
  afterAll(() => receiver.close());

  const subscribe = (ctx: TestApp, user: TestUser, endpoint: string, userAgent = LAPTOP) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...authHeader(user.token), 'user-agent': userAgent },
      payload: { endpoint, keys: browserKeys().json },
    });
  const devices = async (ctx: TestApp, user: TestUser) => {
    const res = await as(ctx, user, 'GET', '/api/push/subscriptions');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ subscriptions: PushSubscriptionView[] }>().subscriptions;
  };

  it('lists them (browser, added, last used), and removes one by id; nobody else can', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    expect(await devices(ctx, b)).toEqual([]);
    await subscribe(ctx, b, `${receiver.origin}/push/b-laptop`, LAPTOP);
    ctx.clock.advance(60);
    await subscribe(ctx, b, `${receiver.origin}/push/b-phone`, PHONE);
    const listed = await devices(ctx, b);
    expect(listed.map((d) => [d.userAgent, d.lastUsedAt])).toEqual([
      [PHONE, null],
      [LAPTOP, null],
    ]);
    const added = Date.parse(listed[0]!.createdAt);
    expect(ctx.clock.now().getTime() - added).toBeLessThan(5000);
    expect(added - Date.parse(listed[1]!.createdAt)).toBeGreaterThanOrEqual(60_000);
    expect(JSON.stringify(listed)).not.toContain(receiver.origin); // endpoints are secrets

    const before = receiver.received.length;
    await reminderFallsDue(ctx, a);
    await receiver.waitFor(before + 2);
    const used = await devices(ctx, b);
    for (const device of used)
      expect(ctx.clock.now().getTime() - Date.parse(device.lastUsedAt ?? '')).toBeLessThan(5000);

    const phone = used[0]!.id;
    expect((await as(ctx, a, 'DELETE', `/api/push/subscriptions/${phone}`)).statusCode).toBe(404);
    expect((await devices(ctx, b)).map((d) => d.id)).toContain(phone);
    const removed = await as(ctx, b, 'DELETE', `/api/push/subscriptions/${phone}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await devices(ctx, b)).map((d) => d.userAgent)).toEqual([LAPTOP]);
    expect((await as(ctx, b, 'DELETE', `/api/push/subscriptions/${phone}`)).statusCode).toBe(404);
  });

  it('keeps at most 10 per person: an eleventh replaces the oldest', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    for (let i = 1; i <= 11; i++) {
      const res = await subscribe(ctx, me, `${receiver.origin}/push/many-${me.user.id}-${i}`);
      expect(res.statusCode, res.body).toBe(201);
      ctx.clock.advance(1);
    }
    const rows = await ctx.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, me.user.id));
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.endpoint)).not.toContain(
      `${receiver.origin}/push/many-${me.user.id}-1`,
    );
    expect(await devices(ctx, me)).toHaveLength(10);
    // the same browser again is the same device, not a new one
    await subscribe(ctx, me, `${receiver.origin}/push/many-${me.user.id}-11`);
    expect(await devices(ctx, me)).toHaveLength(10);
  });

  it("never takes over another account's endpoint (409); its owner may renew it", async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const endpoint = `${receiver.origin}/push/a-only-${a.user.id}`;
    expect((await subscribe(ctx, a, endpoint)).statusCode).toBe(201);
    const taken = await subscribe(ctx, b, endpoint);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'This browser receives notifications for another account',
      code: 'PUSH_ENDPOINT_TAKEN',
    });
    const renewed = browserKeys();
    const again = await as(ctx, a, 'POST', '/api/push/subscriptions', {
      endpoint,
      keys: renewed.json,
    });
    expect(again.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toMatchObject({ userId: a.user.id, p256dh: renewed.json.p256dh });
    expect(await devices(ctx, b)).toEqual([]);
  });

  it('a subscription with keys no message can be encrypted for fails alone; the others arrive', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await ctx.database.db.insert(pushSubscriptions).values({
      id: `bad-${b.user.id}`,
      userId: b.user.id,
      endpoint: `${receiver.origin}/push/bad-keys-${b.user.id}`,
      p256dh: 'B'.repeat(87),
      auth: 'A'.repeat(22),
    });
    const good = `${receiver.origin}/push/good-${b.user.id}`;
    await subscribe(ctx, b, good);
    const before = receiver.received.length;
    await reminderFallsDue(ctx, a);
    await receiver.waitFor(before + 1);
    expect(receiver.received.slice(before).map((p) => p.path)).toEqual([`/push/good-${b.user.id}`]);
    const used = (await devices(ctx, b)).filter((d) => d.lastUsedAt !== null);
    expect(used).toHaveLength(1);
  });

  it('drops a subscription the push service does not know (404)', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const endpoint = `${receiver.origin}/push/unknown-${b.user.id}`;
    await subscribe(ctx, b, endpoint);
    const before = receiver.received.length;
    await reminderFallsDue(ctx, a);
    await receiver.waitFor(before + 1);
    expect(await devices(ctx, b)).toEqual([]);
  });
});

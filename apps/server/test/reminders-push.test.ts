import type { ReminderPushPayload } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { browserKeys, decryptPush, startPushReceiver } from './helpers/push-receiver.js';
import { createReminder, fieldErrors, inMinutes } from './helpers/reminders.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('reminders: Web Push', (engine) => {
  const t = useTestApp(engine, { env: { PUSH_ALLOW_HTTP: 'true' } });
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  beforeAll(async () => {
    receiver = await startPushReceiver((path) => (path.includes('gone') ? 410 : 201));
  });
  afterAll(() => receiver.close());

  it('sends each subscribed browser a message only it can read, signed with the VAPID key', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const { publicKey } = (await as(ctx, b, 'GET', '/api/push/public-key')).json<{
      publicKey: string;
    }>();
    const keys = browserKeys();
    const endpoint = `${receiver.origin}/push/b-phone`;
    const subscribed = await as(ctx, b, 'POST', '/api/push/subscriptions', {
      endpoint,
      keys: keys.json,
      expirationTime: null,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);

    const before = receiver.received.length;
    const reminder = await createReminder(ctx, a, {
      datetime: inMinutes(ctx, 1),
      title: 'Đón em lúc 6 giờ',
    });
    ctx.clock.advance(180);
    await ctx.app.reminderScheduler.runOnce();
    const [push] = (await receiver.waitFor(before + 1)).slice(before);
    expect(push!.path).toBe('/push/b-phone');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(push!.body.toString('utf8')).not.toContain('Đón em');

    const payload = JSON.parse(decryptPush(push!.body, keys)) as ReminderPushPayload;
    expect(payload).toEqual({
      kind: 'reminder_due',
      reminderId: reminder.id,
      title: 'Đón em lúc 6 giờ',
      datetime: reminder.datetime,
      url: '/reminders',
      language: 'vi',
    });

    // Authorization: vapid t=<JWT signed ES256 by the server's key>, k=<that public key>
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(push!.headers.authorization));
    expect(match?.[2]).toBe(publicKey);
    const raw = Buffer.from(publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(match![1]!, key, { audience: receiver.origin });
    expect(String(claims.sub)).toMatch(/^mailto:|^https:/);
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const endpoint = `${receiver.origin}/push/gone-${b.user.id}`;
    await as(ctx, b, 'POST', '/api/push/subscriptions', { endpoint, keys: browserKeys().json });
    const before = receiver.received.length;
    await createReminder(ctx, a, { datetime: inMinutes(ctx, 1) });
    ctx.clock.advance(180);
    await ctx.app.reminderScheduler.runOnce();
    await receiver.waitFor(before + 1);
    await ctx.app.background.drain();
    const rows = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toEqual([]);
  });

  it('sends nothing to those who turned push or reminders off', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await as(ctx, b, 'POST', '/api/push/subscriptions', {
      endpoint: `${receiver.origin}/push/quiet`,
      keys: browserKeys().json,
    });
    await as(ctx, b, 'PUT', '/api/user/preferences', { notifications: { reminders: false } });
    const before = receiver.received.length;
    await createReminder(ctx, a, { datetime: inMinutes(ctx, 1) });
    ctx.clock.advance(180);
    await ctx.app.reminderScheduler.runOnce();
    await ctx.app.background.drain();
    expect(receiver.received.slice(before).filter((p) => p.path === '/push/quiet')).toEqual([]);
  });

  it('unsubscribes a browser; refuses malformed subscriptions', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const endpoint = `${receiver.origin}/push/mine`;
    await as(ctx, me, 'POST', '/api/push/subscriptions', { endpoint, keys: browserKeys().json });
    expect((await as(ctx, me, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(
      200,
    );
    expect(
      await ctx.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
    const bad = await as(ctx, me, 'POST', '/api/push/subscriptions', {
      endpoint: 'ftp://x',
      keys: { p256dh: '!', auth: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(fieldErrors(bad.body)).toEqual(expect.arrayContaining(['endpoint:validation.url']));
  });
});

describeEachEngine('reminders: Web Push endpoints must be https unless allowed', (engine) => {
  const t = useTestApp(engine);
  it('refuses a plain-http endpoint (no calls into the network from the server)', async () => {
    const me = await t().registerUser();
    const res = await as(t(), me, 'POST', '/api/push/subscriptions', {
      endpoint: 'http://127.0.0.1:9/x',
      keys: browserKeys().json,
    });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual(['endpoint:validation.url']);
  });
});

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema.js';
import type { Resolve } from '../src/lib/outbound-guard.js';
import { as, connectedPair } from './helpers/couple.js';
import { browserKeys, startConnectionCounter } from './helpers/push-receiver.js';
import { fieldErrors, reminderFallsDue } from './helpers/reminders.js';
import type { TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * No push endpoint makes the server call into its own network. The
 * app here runs as in production (no loopback allowed); DNS is the test's, so a name
 * can be made to answer a public address first and the loopback later.
 */
const lookups = new Map<string, number>();
const resolve: Resolve = (name) => {
  const calls = (lookups.get(name) ?? 0) + 1;
  lookups.set(name, calls);
  const answer = (address: string) =>
    Promise.resolve([{ address, family: address.includes(':') ? 6 : 4 }]);
  if (name === 'push.example.com') return answer('93.184.216.34');
  if (name === 'inside.example.com') return answer('10.20.30.40');
  if (name === 'metadata.example.com') return answer('169.254.169.254');
  if (name === 'v6-inside.example.com') return answer('fd12:3456::1');
  // public when the subscription is checked, the loopback when the push is sent (one name per engine)
  if (name.startsWith('rebind-')) return answer(calls === 1 ? '93.184.216.34' : '127.0.0.1');
  return Promise.reject(Object.assign(new Error(`ENOTFOUND ${name}`), { code: 'ENOTFOUND' }));
};

const REFUSED_HOSTS = [
  '127.0.0.1',
  '127.0.0.1.',
  '2130706433',
  '0177.0.0.1',
  '0x7f.0.0.1',
  '0x7f000001',
  '127.1',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[0:0:0:0:0:ffff:7f00:1]',
  'localhost',
  'LocalHost.',
  'push.localhost',
  hostname(), // this machine, by the hosts file
  '0.0.0.0',
  '10.0.0.1',
  '012.0.0.1',
  '172.16.0.1',
  '192.168.0.1',
  '3232235521',
  '169.254.169.254',
  '[::ffff:169.254.169.254]',
  '[64:ff9b::a9fe:a9fe]',
  '[2002:a9fe:a9fe::1]',
  '100.64.0.1',
  '224.0.0.1',
  '[fd00::1]',
  '[fe80::1]',
  '[ff02::1]',
  '[::]',
  'intranet',
  'inside.example.com',
  'metadata.example.com',
  'v6-inside.example.com',
];

describeEachEngine("push endpoints: never into the server's own network", (engine) => {
  const t = useTestApp(engine, { resolve });
  let me: TestUser;
  beforeAll(async () => {
    me = await t().registerUser();
  });

  it.each(REFUSED_HOSTS)('refuses https://%s/… with 422 and a clear message', async (host) => {
    const endpoint = `https://${host}:8443/push/send/abc`;
    const res = await as(t(), me, 'POST', '/api/push/subscriptions', {
      endpoint,
      keys: browserKeys().json,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(
      'Push endpoints must be public https addresses',
    );
    expect(fieldErrors(res.body)).toEqual(['endpoint:validation.pushEndpoint']);
  });

  it('stored nothing for any of them; takes a public https endpoint', async () => {
    const rows = await t()
      .database.db.select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, me.user.id));
    expect(rows).toEqual([]);
    for (const endpoint of [
      'https://push.example.com/send/abc',
      'https://fcm.googleapis.com/fcm/send/xyz', // no DNS here: checked again when sending
      'https://[2606:4700:4700::1111]/wpush/v2/x',
    ]) {
      const res = await as(t(), me, 'POST', '/api/push/subscriptions', {
        endpoint,
        keys: browserKeys().json,
      });
      expect(res.statusCode, `${endpoint} ${res.body}`).toBe(201);
    }
  });

  describe('when sending', () => {
    let counter: Awaited<ReturnType<typeof startConnectionCounter>>;
    beforeAll(async () => {
      counter = await startConnectionCounter();
    });
    afterAll(() => counter.close());

    it('checks the address it connects to: a name re-pointed at the loopback, or a row that predates the check, reach nothing', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const rebound = `https://rebind-${engine}.example.com:${counter.port}/push/b`;
      const subscribed = await as(ctx, b, 'POST', '/api/push/subscriptions', {
        endpoint: rebound,
        keys: browserKeys().json,
      });
      expect(subscribed.statusCode, subscribed.body).toBe(201);
      // Rows written before this check existed, straight into the table.
      for (const endpoint of [
        `http://127.0.0.1:${counter.port}/push/old`,
        `https://[::ffff:127.0.0.1]:${counter.port}/push/old`,
        `https://2130706433:${counter.port}/push/old`,
        `https://localhost:${counter.port}/push/old`,
      ]) {
        await ctx.database.db.insert(pushSubscriptions).values({
          id: randomUUID(),
          userId: a.user.id,
          endpoint,
          ...{ p256dh: browserKeys().json.p256dh, auth: browserKeys().json.auth },
        });
      }
      await reminderFallsDue(ctx, a);
      expect(lookups.get(`rebind-${engine}.example.com`)).toBeGreaterThanOrEqual(2);
      expect(counter.connections()).toBe(0);
      const rows = await ctx.database.db
        .select({ lastUsedAt: pushSubscriptions.lastUsedAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, rebound));
      expect(rows).toEqual([{ lastUsedAt: null }]);
    });
  });
});

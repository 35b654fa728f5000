import type { NotificationPushPayload } from '@doita/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { browserKeys, decryptPush, startPushReceiver } from './helpers/push-receiver.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('partner notifications: Web Push', (engine) => {
  const t = useTestApp(engine, { env: { PUSH_ALLOW_HTTP: 'true' } });
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  beforeAll(async () => {
    receiver = await startPushReceiver(() => 201);
  });
  afterAll(() => receiver.close());

  it('pushes the partner’s new memory in the reader’s words, and nothing once push is off', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await as(ctx, b, 'PUT', '/api/user/preferences', { language: 'en' });
    const keys = browserKeys();
    const subscribed = await as(ctx, b, 'POST', '/api/push/subscriptions', {
      endpoint: `${receiver.origin}/push/b-${b.user.id}`,
      keys: keys.json,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);

    const before = receiver.received.length;
    const memory = await createMemory(ctx, a, { title: 'Phố cổ Hội An' });
    const [push] = (await receiver.waitFor(before + 1)).slice(before);
    const payload = JSON.parse(decryptPush(push!.body, keys)) as NotificationPushPayload;
    expect(payload).toMatchObject({
      kind: 'notification',
      type: 'memory_created',
      title: 'An saved a memory',
      body: 'Phố cổ Hội An',
      url: `/memories/${memory.id}`,
      language: 'en',
    });

    await as(ctx, b, 'PUT', '/api/user/preferences', { notifications: { push: false } });
    const after = receiver.received.length;
    ctx.clock.advance(11 * 60);
    const fresh = {
      ...a,
      token: await ctx.accessTokens.sign({ userId: a.user.id, tokenVersion: 0 }),
    };
    await createMemory(ctx, fresh, { title: 'Không đẩy' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(after);
  });
});

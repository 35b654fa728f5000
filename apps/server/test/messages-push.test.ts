import type { NotificationPushPayload } from '@doita/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { say } from './helpers/messages.js';
import { browserKeys, decryptPush, startPushReceiver } from './helpers/push-receiver.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('the conversation: Web Push', (engine) => {
  const t = useTestApp(engine, { env: { PUSH_ALLOW_HTTP: 'true' } });
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  beforeAll(async () => {
    receiver = await startPushReceiver(() => 201);
  });
  afterAll(() => receiver.close());

  it('pushes a partner away a folded count, never the words, and a nudge in their language', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await as(ctx, b, 'PUT', '/api/user/preferences', { language: 'en' });
    const keys = browserKeys();
    const subscribed = await as(ctx, b, 'POST', '/api/push/subscriptions', {
      endpoint: `${receiver.origin}/push/b-${b.user.id}`,
      keys: keys.json,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const payloads = async (count: number, from: number) =>
      (await receiver.waitFor(from + count))
        .slice(from)
        .map((push) => JSON.parse(decryptPush(push.body, keys)) as NotificationPushPayload);

    const before = receiver.received.length;
    await say(ctx, a, 'Bí mật nhỏ');
    await say(ctx, a, 'Bí mật lớn');
    const [first, second] = await payloads(2, before);
    expect(first).toMatchObject({ type: 'message', title: 'An sent a message', url: '/messages' });
    expect(second).toMatchObject({ type: 'message', title: 'An sent 2 messages', tag: first!.tag });
    expect(JSON.stringify([first, second])).not.toContain('Bí mật');

    const beforeNudge = receiver.received.length;
    expect((await as(ctx, a, 'POST', '/api/nudges')).statusCode).toBe(201);
    const [nudge] = await payloads(1, beforeNudge);
    expect(nudge).toMatchObject({ type: 'nudge', body: 'An is thinking of you 💗' });

    // the messages toggle off: no more pushes of either
    await as(ctx, b, 'PUT', '/api/user/preferences', { notifications: { messages: false } });
    const after = receiver.received.length;
    await say(ctx, a, 'Còn thức không?');
    await as(ctx, a, 'POST', '/api/nudges');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(after);
  });
});

import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { AppNotification, AuthResponse, Message } from '@doita/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { openStream } from './helpers/event-stream.js';
import { say } from './helpers/messages.js';
import { TEST_PASSWORD, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { twoServersAdminUrl, useTwoServers } from './helpers/two-servers.js';

/**
 * The conversation live (docs/product-rules.md, The conversation): each change is a
 * `messages` event on the partner's open streams and the actor's own; a partner with a
 * page open is not notified, one without is (folded).
 */
describeEachEngine('the conversation, live', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
  });

  const streamOf = async (ctx: TestApp, user: TestUser) => {
    const ticket = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/events/ticket',
        headers: authHeader(user.token),
      })
    ).json<{ ticket: string }>().ticket;
    const stream = await openStream(base, ticket);
    await stream.waitForHello();
    return stream;
  };
  const messageNotifications = async (ctx: TestApp, user: TestUser) =>
    (await as(ctx, user, 'GET', '/api/notifications'))
      .json<{ notifications: AppNotification[] }>()
      .notifications.filter((n) => n.type === 'message');

  it('tells both people’s open pages of every change, and notifies only a partner away', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const bScreen = await streamOf(ctx, b);
    const aPhone = await streamOf(ctx, a);
    const events = (stream: typeof bScreen) =>
      stream.data.filter((_, i) => stream.events[i] === 'messages');
    const until = async (stream: typeof bScreen, type: string) => {
      const start = Date.now();
      while (!events(stream).some((d) => d.type === type)) {
        if (Date.now() - start > 5000)
          throw new Error(`no ${type}: ${JSON.stringify(stream.data)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return events(stream)
        .filter((d) => d.type === type)
        .at(-1)!;
    };

    const message = await say(ctx, a, 'Em ơi');
    expect(await until(bScreen, 'created')).toMatchObject({ messageId: message.id, by: a.user.id });
    expect(await until(aPhone, 'created')).toMatchObject({ messageId: message.id });
    // B's page is open: the event is enough, no notification
    expect(await messageNotifications(ctx, b)).toEqual([]);

    await as(ctx, a, 'PATCH', `/api/messages/${message.id}`, { text: 'Em ơi!' });
    expect(await until(bScreen, 'edited')).toMatchObject({ messageId: message.id });
    await as(ctx, b, 'PUT', `/api/messages/${message.id}/reaction`, { emoji: '❤️' });
    expect(await until(aPhone, 'reaction')).toMatchObject({ messageId: message.id, by: b.user.id });
    const read = await as(ctx, b, 'POST', '/api/messages/read', { upToId: message.id });
    expect(read.statusCode).toBe(200);
    expect(await until(aPhone, 'read')).toMatchObject({
      messageId: message.id,
      createdAt: message.createdAt,
      by: b.user.id,
    });
    await as(ctx, a, 'POST', '/api/nudges');
    expect(await until(bScreen, 'nudge')).toMatchObject({ by: a.user.id });
    const note = (
      await as(ctx, a, 'POST', '/api/messages', { kind: 'note', text: 'Thương' })
    ).json<Message>();
    await as(ctx, b, 'POST', `/api/messages/${note.id}/open`);
    expect(await until(aPhone, 'note_opened')).toMatchObject({ messageId: note.id });
    await as(ctx, a, 'DELETE', `/api/messages/${message.id}`);
    expect(await until(bScreen, 'unsent')).toMatchObject({ messageId: message.id });
    // no generic `changed` for the conversation's writes
    expect(bScreen.events).not.toContain('changed');

    // B closes the app: now B is told, folded
    await bScreen.close();
    const start = Date.now();
    while (ctx.app.core.streams.isOpen(b.user.id)) {
      if (Date.now() - start > 5000) throw new Error('the stream stayed open');
      await new Promise((r) => setTimeout(r, 20));
    }
    await say(ctx, a, 'Ngủ chưa?');
    await say(ctx, a, 'Ngủ ngon nhé');
    const told = await messageNotifications(ctx, b);
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ count: 2, actorName: 'An' });
    await aPhone.close();
  });
});

describe.skipIf(!twoServersAdminUrl)('the conversation across two servers', () => {
  const { bases } = useTwoServers('messages')();

  const call = async (server: number, url: string, token: string | null, payload?: object) => {
    const res = await fetch(`${bases[server]}${url}`, {
      method: payload || url.endsWith('/ticket') ? 'POST' : 'GET',
      headers: {
        ...(token ? authHeader(token) : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const register = async (name: string) =>
    (await call(0, '/api/auth/register', null, {
      email: `${name}-${randomBytes(3).toString('hex')}@example.com`,
      password: TEST_PASSWORD,
      displayName: name,
    })) as unknown as AuthResponse & { user: { email: string } };

  it('a message sent on one server reaches the partner’s page held open on the other, who is not notified', async () => {
    const an = await register('An');
    const binh = await register('Binh');
    const invited = await call(0, '/api/couple/connect', an.token, {
      partnerEmail: binh.user.email,
    });
    await call(1, '/api/couple/respond', binh.token, {
      coupleId: (invited as { couple: { id: string } }).couple.id,
      action: 'accept',
    });
    const ticket = await call(1, '/api/events/ticket', binh.token);
    const screen = await openStream(bases[1]!, String(ticket.ticket));
    await screen.waitForHello();
    await new Promise((r) => setTimeout(r, 300)); // the opening's NOTIFY goes round
    const sent = (await call(0, '/api/messages', an.token, { text: 'Xin chào' })) as {
      id: string;
    };
    await screen.waitFor('messages');
    expect(screen.data[screen.events.indexOf('messages')]).toMatchObject({
      type: 'created',
      messageId: sent.id,
    });
    const bell = (await call(1, '/api/notifications', binh.token)) as {
      notifications: { type: string }[];
    };
    expect(bell.notifications.filter((n) => n.type === 'message')).toEqual([]);
    await screen.close();
  });
});

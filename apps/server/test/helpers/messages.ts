import type { AppNotification, Message, MessagesPage } from '@doita/shared';
import { expect } from 'vitest';
import { as, connectedPair } from './couple.js';
import type { TestApp, TestUser } from './test-app.js';
import { authHeader } from './test-app.js';

/** POST /api/messages as `user`: the message, or the test fails with the answer. */
export async function send(
  ctx: TestApp,
  user: TestUser,
  body: Record<string, unknown>,
  key?: string,
): Promise<Message> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { ...authHeader(user.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Message>();
}

export const say = (ctx: TestApp, user: TestUser, text: string) => send(ctx, user, { text });

/** GET /api/messages as `user` (`query` as a query string without `?`). */
export async function page(ctx: TestApp, user: TestUser, query = ''): Promise<MessagesPage> {
  const res = await as(ctx, user, 'GET', `/api/messages${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessagesPage>();
}

/** a token signed now by the app's clock (the old one expires when a test moves the clock) */
export async function fresh(ctx: TestApp, user: TestUser): Promise<TestUser> {
  return { ...user, token: await ctx.accessTokens.sign({ userId: user.user.id, tokenVersion: 0 }) };
}

/** two people connected with each other, a stranger, and someone of another couple */
export async function cast(ctx: TestApp) {
  const { a, b, couple } = await connectedPair(ctx);
  const stranger = await ctx.registerUser({ displayName: 'Lạ' });
  const other = await connectedPair(ctx);
  return { a, b, couple, stranger, other: other.a };
}

export const unread = async (ctx: TestApp, user: TestUser) =>
  (await as(ctx, user, 'GET', '/api/messages/unread')).json<{ count: number; capped: boolean }>();

/** the bell's notifications */
export const bell = async (ctx: TestApp, user: TestUser) =>
  (await as(ctx, user, 'GET', '/api/notifications')).json<{ notifications: AppNotification[] }>()
    .notifications;

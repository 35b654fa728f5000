import type { Reminder } from '@doita/shared';
import { expect } from 'vitest';
import { as } from './couple.js';
import type { TestApp, TestUser } from './test-app.js';

/** An ISO instant on a whole minute, `minutes` after the app's clock (reminders keep minutes). */
export const inMinutes = (ctx: TestApp, minutes: number) =>
  new Date(Math.ceil(ctx.clock.now().getTime() / 60_000) * 60_000 + minutes * 60_000).toISOString();

/** The user with an access token signed now: tests that move the clock past 15 minutes need one. */
export async function refreshed(ctx: TestApp, user: TestUser): Promise<TestUser> {
  return { ...user, token: await ctx.accessTokens.sign({ userId: user.user.id, tokenVersion: 0 }) };
}

export async function createReminder(
  ctx: TestApp,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<Reminder> {
  const res = await as(ctx, user, 'POST', '/api/reminders', {
    title: 'Kỷ niệm ngày yêu',
    description: 'Nhà hàng Hoa Sen',
    datetime: inMinutes(ctx, 60 * 24 * 3),
    type: 'anniversary',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ reminder: Reminder }>().reminder;
}

export const fieldErrors = (body: string) =>
  (JSON.parse(body) as { errors?: { field: string; code: string }[] }).errors?.map(
    (e) => `${e.field}:${e.code}`,
  );

/**
 * `author` writes a reminder due in a minute; the clock moves past it and the scheduler
 * delivers it (push and e-mail leave in the background: drained before this returns).
 */
export async function reminderFallsDue(ctx: TestApp, author: TestUser): Promise<Reminder> {
  const reminder = await createReminder(ctx, author, { datetime: inMinutes(ctx, 1) });
  ctx.clock.advance(180);
  await ctx.app.reminderScheduler.runOnce();
  await ctx.app.background.drain();
  return reminder;
}

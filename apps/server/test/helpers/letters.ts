import type { Letter, LettersResponse } from '@doita/shared';
import { formatIsoDate, fromDayNumber, dayNumber, toLocalDate } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema.js';
import { as } from './couple.js';
import type { TestApp, TestUser } from './test-app.js';

/** the day `days` after today in `timeZone`, by the test clock */
export function dayAfter(ctx: TestApp, days: number, timeZone = 'Asia/Ho_Chi_Minh'): string {
  const today = toLocalDate(ctx.clock.now(), timeZone);
  return formatIsoDate(fromDayNumber(dayNumber(today) + days));
}

/**
 * Moves the test clock forward by `seconds`, and gives each of `people` an access token
 * signed at the new time (theirs would have expired), as if they had refreshed.
 */
export async function advance(ctx: TestApp, seconds: number, ...people: TestUser[]) {
  if (seconds < 0) throw new Error('the test clock only moves forward');
  ctx.clock.advance(seconds);
  for (const person of people)
    person.token = await ctx.accessTokens.sign({ userId: person.user.id, tokenVersion: 0 });
}

/** moves the test clock to an instant (only forward), refreshing `people`'s tokens */
export const moveClockTo = (ctx: TestApp, instant: Date, ...people: TestUser[]) =>
  advance(ctx, (instant.getTime() - ctx.clock.now().getTime()) / 1000, ...people);

export async function setTimeZone(ctx: TestApp, user: TestUser, timeZone: string): Promise<void> {
  await ctx.database.db.update(users).set({ timeZone }).where(eq(users.id, user.user.id));
}

export async function writeLetter(
  ctx: TestApp,
  from: TestUser,
  body: Record<string, unknown> = {},
): Promise<Letter> {
  const res = await as(ctx, from, 'POST', '/api/letters', {
    to: 'partner',
    opensOn: dayAfter(ctx, 30),
    text: 'Gửi em của tháng sau',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Letter>();
}

export async function box(
  ctx: TestApp,
  user: TestUser,
  name: 'sent' | 'waiting' | 'opened',
): Promise<Letter[]> {
  const res = await as(ctx, user, 'GET', `/api/letters?box=${name}&limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LettersResponse>().letters;
}

import type { Couple } from '@doita/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Method } from './route-catalogue.js';
import type { AppOnly, TestApp, TestUser } from './test-app.js';
import { authHeader } from './test-app.js';

/** One signed-in call. */
export function as(
  ctx: AppOnly,
  user: TestUser,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    headers: authHeader(user.token),
    ...(payload ? { payload } : {}),
  });
}

export async function invite(ctx: AppOnly, from: TestUser, to: TestUser, extra: object = {}) {
  const res = await as(ctx, from, 'POST', '/api/couple/connect', {
    partnerEmail: to.email,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ couple: Couple }>().couple;
}

export async function accept(ctx: AppOnly, invitee: TestUser, coupleId: string) {
  const res = await as(ctx, invitee, 'POST', '/api/couple/respond', { coupleId, action: 'accept' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ couple: Couple }>().couple;
}

/** Two new people, connected (a invited, b accepted). */
export async function connectedPair(ctx: TestApp, extra: object = {}) {
  const a = await ctx.registerUser({ displayName: 'An' });
  const b = await ctx.registerUser({ displayName: 'Bình' });
  const pending = await invite(ctx, a, b, extra);
  const couple = await accept(ctx, b, pending.id);
  return { a, b, couple };
}

export const errorOf = (res: LightMyRequestResponse) =>
  res.json<{ message: string; code: string }>();

/** The couple's 400 answers (message and code), as `toEqual` wants them. */
export const SPEC_ERRORS = {
  coupleExists: { message: 'Couple connection already exists', code: 'COUPLE_EXISTS' },
  invalidCode: { message: 'Invalid couple code', code: 'INVALID_COUPLE_CODE' },
  self: { message: 'Cannot connect to yourself', code: 'CANNOT_CONNECT_SELF' },
  partnerNotFound: { message: 'Partner not found', code: 'PARTNER_NOT_FOUND' },
  noCouple: { message: 'No active couple connection found', code: 'NO_COUPLE' },
} as const;

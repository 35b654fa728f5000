import type { AuthResponse } from '@doita/shared';
import { expect } from 'vitest';
import type { TestApp, TestUser } from './test-app.js';
import { TEST_PASSWORD, authHeader } from './test-app.js';

/** Another device of the same person: a session of its own. */
export async function signInAgain(ctx: TestApp, user: TestUser): Promise<TestUser> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, ...res.json<AuthResponse>() };
}

/** Signs this session out (its refresh-token family is revoked). */
export async function signOut(ctx: TestApp, user: TestUser): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: authHeader(user.token),
    payload: { refreshToken: user.refreshToken },
  });
  expect(res.statusCode, res.body).toBe(200);
}

import type { LightMyRequestResponse } from 'fastify';
import { authHeader } from './test-app.js';
import type { TestApp, TestUser } from './test-app.js';

/** A write sent with an Idempotency-Key, as the offline outbox sends it (again). */
export function keyed(
  ctx: TestApp,
  user: TestUser,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  key: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    headers: { ...authHeader(user.token), 'idempotency-key': key },
    ...(payload ? { payload } : {}),
  });
}

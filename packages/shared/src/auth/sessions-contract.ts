import { idParamsSchema, messageResponseSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import { z } from 'zod';

const tags = ['auth'] as const;

/** DELETE /auth/sessions: how many other devices were signed out. */
export const endSessionsResponseSchema = z.object({
  message: z.string(),
  signedOut: z.number().int().min(0),
});
export type EndSessionsResponse = z.infer<typeof endSessionsResponseSchema>;

/**
 * Ending my signed-in devices from the list (GET /auth/sessions): the refresh tokens of an
 * ended session are revoked, its access tokens refused from the next request on and its
 * event streams closed at once.
 */
export const sessionsContract = {
  endOne: endpoint({
    operationId: 'endSession',
    method: 'DELETE',
    path: '/auth/sessions/:id',
    summary: 'Sign one of my devices out at once (404 for a session not mine or already ended)',
    tags,
    security: 'bearer',
    rateLimit: { max: 30, timeWindow: '15 minutes', per: 'user' },
    params: idParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [401, 404, 422, 429],
  }),
  endOthers: endpoint({
    operationId: 'endOtherSessions',
    method: 'DELETE',
    path: '/auth/sessions',
    summary: 'Sign every device but this one out at once; this session goes on as it is',
    tags,
    security: 'bearer',
    rateLimit: { max: 10, timeWindow: '15 minutes', per: 'user' },
    responses: { 200: endSessionsResponseSchema },
    errors: [401, 429],
  }),
};

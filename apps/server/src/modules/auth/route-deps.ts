import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AuthService, ClientInfo } from './auth-service.js';

/** What the auth routes are handed by auth-module.ts. */
export interface AuthRouteDeps {
  authService: AuthService;
  authenticate: onRequestAsyncHookHandler;
  clientInfo: (request: FastifyRequest) => ClientInfo;
}

/** A route limit keyed on the signed-in user rather than the address: runs (preHandler) after authenticate (onRequest). */
export const perUser = (limit: { max: number; timeWindow: string }) => ({
  ...limit,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.currentUser?.id ?? request.ip,
});

import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AccountDeletionService } from '../account/index.js';
import type { AvatarService, UsersService } from '../users/index.js';
import type { AuthService, ClientInfo } from './auth-service.js';

/** What the account routes (auth and users) are handed by app.ts. */
export interface AccountRouteDeps {
  authService: AuthService;
  usersService: UsersService;
  avatarService: AvatarService;
  accountDeletion: AccountDeletionService;
  authenticate: onRequestAsyncHookHandler;
  clientInfo: (request: FastifyRequest) => ClientInfo;
}

/** A route limit keyed on the signed-in user rather than the address: runs (preHandler) after authenticate (onRequest). */
export const perUser = (limit: { max: number; timeWindow: string }) => ({
  ...limit,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.currentUser?.id ?? request.ip,
});

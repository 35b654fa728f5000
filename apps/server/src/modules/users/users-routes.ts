import type { onRequestAsyncHookHandler } from 'fastify';
import { authContract, usersContract as contract } from '@doita/shared';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import type { AccountDeletionService } from '../account/index.js';
import { perUser, ROUTE_LIMITS, signedInUser } from '../auth/index.js';
import type { AvatarService } from './avatar-service.js';
import type { UsersService } from './users-service.js';

/** What the users routes are handed by users-module.ts. */
export interface UsersRouteDeps {
  usersService: UsersService;
  avatarService: AvatarService;
  accountDeletion: Pick<AccountDeletionService, 'deleteAccount'>;
  authenticate: onRequestAsyncHookHandler;
}

/**
 * /api/user/* and /api/users/search, as declared in the shared contract, and
 * /api/auth/profile: the spec names the profile twice (/auth/profile and /user/me), one
 * handler at both addresses. Changing the password ends sessions and issues tokens: the
 * auth module serves it (at /auth/change-password and /user/change-password).
 */
export function usersRoutes(app: ZodApp, deps: UsersRouteDeps, done: () => void): void {
  const { authenticate, usersService } = deps;
  for (const endpoints of [
    { profile: contract.getMe, updateProfile: contract.updateMe },
    { profile: authContract.getProfile, updateProfile: authContract.updateProfile },
  ]) {
    // authenticate already loaded the row: the whole call is one primary-key query.
    handle(app, endpoints.profile, { authenticate }, async (request) => ({
      user: await usersService.viewOf(signedInUser(request)),
    }));

    handle(app, endpoints.updateProfile, { authenticate }, async (request) => ({
      user: await usersService.updateProfile(signedInUser(request), request.body),
    }));
  }

  handle(
    app,
    contract.setAvatar,
    { authenticate, config: { rateLimit: perUser(ROUTE_LIMITS.avatar) } },
    async (request) => ({
      user: await deps.avatarService.set(signedInUser(request).id, request.body.uploadId),
    }),
  );

  handle(
    app,
    contract.removeAvatar,
    { authenticate, config: { rateLimit: perUser(ROUTE_LIMITS.avatar) } },
    async (request) => ({ user: await deps.avatarService.remove(signedInUser(request).id) }),
  );

  handle(
    app,
    contract.deleteAccount,
    { authenticate, config: { rateLimit: perUser(ROUTE_LIMITS.deleteAccount) } },
    async (request) =>
      deps.accountDeletion.deleteAccount(signedInUser(request), request.body.password),
  );

  handle(
    app,
    contract.search,
    { authenticate, config: { rateLimit: perUser(ROUTE_LIMITS.userSearch) } },
    async (request) => ({
      user: await deps.usersService.searchByEmail(signedInUser(request), request.query.email),
    }),
  );
  done();
}

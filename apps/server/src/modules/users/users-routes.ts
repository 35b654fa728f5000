import type { authContract } from '@doita/shared';
import { usersContract as contract } from '@doita/shared';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { perUser, ROUTE_LIMITS, signedInUser } from '../auth/index.js';
import type { AccountRouteDeps } from '../auth/index.js';

/** The three calls the spec names at two addresses each: the same shapes at both. */
export interface AccountEndpoints {
  profile: typeof contract.getMe | typeof authContract.getProfile;
  updateProfile: typeof contract.updateMe | typeof authContract.updateProfile;
  changePassword: typeof contract.changePassword | typeof authContract.changePassword;
}

/**
 * The spec names the signed-in user's calls twice (/auth/profile and /user/me,
 * /auth/change-password and /user/change-password): one handler, two declared addresses.
 */
export function addAccountRoutes(
  app: ZodApp,
  { authService, usersService, authenticate, clientInfo }: AccountRouteDeps,
  endpoints: AccountEndpoints,
): void {
  // authenticate already loaded the row: the whole call is one primary-key query.
  handle(app, endpoints.profile, { authenticate }, async (request) => ({
    user: await usersService.viewOf(signedInUser(request)),
  }));

  handle(app, endpoints.updateProfile, { authenticate }, async (request) => ({
    user: await usersService.updateProfile(signedInUser(request), request.body),
  }));

  handle(
    app,
    endpoints.changePassword,
    { authenticate, config: { rateLimit: perUser(ROUTE_LIMITS.changePassword) } },
    async (request) =>
      authService.changePassword(signedInUser(request), request.body, clientInfo(request)),
  );
}

/** /api/user/* and /api/users/search, as declared in the shared contract. */
export function usersRoutes(app: ZodApp, deps: AccountRouteDeps, done: () => void): void {
  const { authenticate } = deps;
  addAccountRoutes(app, deps, {
    profile: contract.getMe,
    updateProfile: contract.updateMe,
    changePassword: contract.changePassword,
  });

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

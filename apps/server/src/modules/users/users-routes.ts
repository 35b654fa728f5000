import { authContract, usersContract } from '@doita/shared';
import type { FastifyRequest } from 'fastify';
import { contractRoutes, servedBy } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import type { AccountDeletionService } from '../account/index.js';
import { signedInUser } from '../auth/index.js';
import type { AvatarService } from './avatar-service.js';
import type { ProfileUpdate, UsersService } from './users-service.js';

/** What the users routes are handed by users-module.ts. */
export interface UsersRouteDeps {
  usersService: UsersService;
  avatarService: AvatarService;
  accountDeletion: Pick<AccountDeletionService, 'deleteAccount'>;
}

/**
 * /api/user/* and /api/users/search, as declared in the shared contract, and
 * /api/auth/profile: the API names the profile twice (/auth/profile and /user/me), one
 * handler at both addresses. Changing the password ends sessions and issues tokens: the
 * auth module serves it (at /auth/change-password and /user/change-password).
 */
export function usersRoutes({ usersService, avatarService, accountDeletion }: UsersRouteDeps) {
  // authenticate already loaded the row: the whole call is one primary-key query.
  const profile = async (request: FastifyRequest) => {
    const user = signedInUser(request);
    return { user: await usersService.viewOf(user, user) };
  };
  const updateProfile = async (request: FastifyRequest, body: ProfileUpdate) => ({
    user: await usersService.updateProfile(signedInUser(request), body),
  });

  const users = contractRoutes(usersContract, {
    getMe: profile,
    updateMe: async (request) => updateProfile(request, request.body),
    changePassword: servedBy('auth'),
    setAvatar: async (request) => ({
      user: await avatarService.set(signedInUser(request), request.body.uploadId),
    }),
    removeAvatar: async (request) => ({
      user: await avatarService.remove(signedInUser(request)),
    }),
    deleteAccount: async (request) =>
      accountDeletion.deleteAccount(signedInUser(request), request.body.password),
    search: async (request) => ({
      user: await usersService.searchByEmail(signedInUser(request), request.query.email),
    }),
  });
  const atAuth = contractRoutes(
    { getProfile: authContract.getProfile, updateProfile: authContract.updateProfile },
    {
      getProfile: profile,
      updateProfile: async (request) => updateProfile(request, request.body),
    },
  );
  return async (app: ZodApp) => {
    await users(app);
    await atAuth(app);
  };
}

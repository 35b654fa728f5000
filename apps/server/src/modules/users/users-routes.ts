import {
  deleteAccountBodySchema,
  messageResponseSchema,
  setAvatarBodySchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  updateProfileBodySchema,
  userResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@doita/shared';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { ROUTE_LIMITS } from '../auth/auth-limits.js';
import { perUser } from '../auth/route-deps.js';
import type { AccountRouteDeps } from '../auth/route-deps.js';
import { signedInUser } from '../auth/authenticate.js';

/**
 * The spec names the signed-in user's calls twice (/auth/profile and /user/me,
 * /auth/change-password and /user/change-password): one definition, two addresses.
 */
export function addAccountRoutes(
  app: ZodApp,
  { authService, usersService, authenticate, clientInfo }: AccountRouteDeps,
  urls: { tags: string[]; profile: string; changePassword: string },
): void {
  const { tags } = urls;

  app.get(
    urls.profile,
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: BEARER_AUTH,
        response: { 200: userResponseSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    // authenticate already loaded the row: the whole call is one primary-key query.
    async (request) => ({ user: await usersService.viewOf(signedInUser(request)) }),
  );

  app.put(
    urls.profile,
    {
      schema: {
        tags,
        summary: 'Update the profile; an empty string clears a field',
        security: BEARER_AUTH,
        body: updateProfileBodySchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 422) },
      },
      onRequest: authenticate,
    },
    async (request) => ({
      user: await usersService.updateProfile(signedInUser(request), request.body),
    }),
  );

  app.put(
    urls.changePassword,
    {
      schema: {
        tags,
        summary: 'Change password: every other session ends; a fresh pair is returned',
        security: BEARER_AUTH,
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401, 422, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: perUser(ROUTE_LIMITS.changePassword) },
    },
    async (request) =>
      authService.changePassword(signedInUser(request), request.body, clientInfo(request)),
  );
}

/** /api/user/* and /api/users/search. */
export function usersRoutes(app: ZodApp, deps: AccountRouteDeps, done: () => void): void {
  const tags = ['users'];
  addAccountRoutes(app, deps, {
    tags,
    profile: '/user/me',
    changePassword: '/user/change-password',
  });

  app.put(
    '/user/avatar',
    {
      schema: {
        tags,
        summary:
          'Make one of my fresh uploads my avatar (the previous one is let go); ' +
          'avatarUrl is then a signed URL of its 320 px rendition',
        security: BEARER_AUTH,
        body: setAvatarBodySchema,
        response: { 200: userResponseSchema, ...errorResponses(401, 422, 429) },
      },
      onRequest: deps.authenticate,
      config: { rateLimit: perUser(ROUTE_LIMITS.avatar) },
    },
    async (request) => ({
      user: await deps.avatarService.set(signedInUser(request).id, request.body.uploadId),
    }),
  );

  app.delete(
    '/user/avatar',
    {
      schema: {
        tags,
        summary: 'Remove my avatar (initials are shown instead)',
        security: BEARER_AUTH,
        response: { 200: userResponseSchema, ...errorResponses(401, 429) },
      },
      onRequest: deps.authenticate,
      config: { rateLimit: perUser(ROUTE_LIMITS.avatar) },
    },
    async (request) => ({ user: await deps.avatarService.remove(signedInUser(request).id) }),
  );

  app.delete(
    '/user/me',
    {
      schema: {
        tags,
        summary:
          'Delete my account, confirmed with my password: the couple ends (the partner is ' +
          'told and keeps our shared memories), everything else of mine is removed',
        security: BEARER_AUTH,
        body: deleteAccountBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 422, 429) },
      },
      onRequest: deps.authenticate,
      config: { rateLimit: perUser(ROUTE_LIMITS.deleteAccount) },
    },
    async (request) =>
      deps.accountDeletion.deleteAccount(signedInUser(request), request.body.password),
  );

  app.get(
    '/users/search',
    {
      schema: {
        tags,
        summary: 'Find a user by exact e-mail (for a partner invitation)',
        security: BEARER_AUTH,
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResponseSchema, ...errorResponses(401, 404, 422, 429) },
      },
      onRequest: deps.authenticate,
      config: { rateLimit: perUser(ROUTE_LIMITS.userSearch) },
    },
    async (request) => ({
      user: await deps.usersService.searchByEmail(signedInUser(request), request.query.email),
    }),
  );
  done();
}

import {
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
    async (request) => ({ user: await deps.usersService.searchByEmail(request.query.email) }),
  );
  done();
}

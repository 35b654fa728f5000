import {
  authResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  logoutBodySchema,
  logoutOthersBodySchema,
  logoutOthersResponseSchema,
  messageResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionsResponseSchema,
  verifyEmailBodySchema,
} from '@doita/shared';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { addAccountRoutes } from '../users/users-routes.js';
import { ROUTE_LIMITS } from './auth-limits.js';
import { signedInUser } from './authenticate.js';
import { perUser } from './route-deps.js';
import type { AccountRouteDeps } from './route-deps.js';

/** /api/auth/*: thin; the rules live in auth-service.ts. */
export function authRoutes(app: ZodApp, deps: AccountRouteDeps, done: () => void): void {
  const { authService, authenticate, clientInfo } = deps;
  const tags = ['auth'];

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in (sends the verify-email mail)',
        body: registerBodySchema,
        response: { 201: authResponseSchema, ...errorResponses(400, 422, 429) },
      },
      config: { rateLimit: ROUTE_LIMITS.register },
    },
    async (request, reply) =>
      reply.code(201).send(await authService.register(request.body, clientInfo(request))),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in; unknown e-mail and wrong password answer alike',
        body: loginBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(401, 422, 429) },
      },
      config: { rateLimit: ROUTE_LIMITS.login },
    },
    async (request) => authService.login(request.body, clientInfo(request)),
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate a refresh token; reusing a rotated one ends its whole family',
        body: refreshBodySchema,
        response: { 200: refreshResponseSchema, ...errorResponses(401, 422, 429) },
      },
      config: { rateLimit: ROUTE_LIMITS.refresh },
    },
    async (request) => authService.refresh(request.body.refreshToken, clientInfo(request)),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary:
          "Sign out: ends this session (the access token's) and the given refresh token's " +
          'family; their access tokens stop working and their event streams close at once',
        security: BEARER_AUTH,
        // nullish: Fastify hands a missing body to the validator as null.
        body: logoutBodySchema.nullish(),
        response: { 200: messageResponseSchema, ...errorResponses(401, 422) },
      },
      onRequest: authenticate,
    },
    async (request) =>
      authService.logout(signedInUser(request), request.body?.refreshToken, request.sessionId),
  );

  app.post(
    '/logout-others',
    {
      schema: {
        tags,
        summary:
          'Sign out of every other device: their refresh tokens are revoked and their access ' +
          'tokens retired at once; this session goes on with the fresh access token returned',
        security: BEARER_AUTH,
        body: logoutOthersBodySchema,
        response: { 200: logoutOthersResponseSchema, ...errorResponses(400, 401, 422, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: perUser(ROUTE_LIMITS.logoutOthers) },
    },
    async (request) => authService.logoutOthers(signedInUser(request), request.body.refreshToken),
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'My signed-in devices (live sessions), most recently used first',
        security: BEARER_AUTH,
        response: { 200: sessionsResponseSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => ({
      sessions: await authService.sessions(signedInUser(request), request.sessionId),
    }),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a single-use reset link (same answer whatever the e-mail)',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(422, 429) },
      },
      config: { rateLimit: ROUTE_LIMITS.forgotPassword },
    },
    async (request) => authService.forgotPassword(request.body.email),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 422, 429) },
      },
      config: { rateLimit: ROUTE_LIMITS.resetPassword },
    },
    async (request) => authService.resetPassword(request.body.token, request.body.newPassword),
  );

  app.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail address with its single-use link',
        body: verifyEmailBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 422, 429) },
      },
      config: { rateLimit: ROUTE_LIMITS.verifyEmail },
    },
    async (request) => authService.verifyEmail(request.body.token),
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        tags,
        summary: 'Mail the verify-email link again',
        security: BEARER_AUTH,
        response: { 200: messageResponseSchema, ...errorResponses(401, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: perUser(ROUTE_LIMITS.resendVerification) },
    },
    async (request) => authService.resendVerification(signedInUser(request)),
  );

  addAccountRoutes(app, deps, { tags, profile: '/profile', changePassword: '/change-password' });
  done();
}

import { authContract, usersContract } from '@doita/shared';
import type { FastifyRequest } from 'fastify';
import { contractRoutes, servedBy } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from './authenticate.js';
import type { AuthService } from './auth-service.js';
import type { AuthRouteDeps } from './route-deps.js';

/** /api/auth/*, as declared in the shared contract: thin; the rules live in auth-service.ts. */
export function authRoutes({ authService, clientInfo }: AuthRouteDeps) {
  // The API names it twice (/auth/change-password and /user/change-password): one handler.
  const changePassword = (
    request: FastifyRequest,
    body: Parameters<AuthService['changePassword']>[1],
  ) => authService.changePassword(signedInUser(request), body, clientInfo(request));

  const auth = contractRoutes(authContract, {
    register: async (request, reply) =>
      reply.code(201).send(await authService.register(request.body, clientInfo(request))),
    login: async (request) => authService.login(request.body, clientInfo(request)),
    refresh: async (request) => authService.refresh(request.body.refreshToken, clientInfo(request)),
    logout: async (request) => {
      const user = signedInUser(request);
      return authService.logout(user, request.body?.refreshToken, user.sessionId);
    },
    logoutOthers: async (request) =>
      authService.logoutOthers(signedInUser(request), request.body.refreshToken),
    sessions: async (request) => {
      const user = signedInUser(request);
      return { sessions: await authService.sessions(user, user.sessionId) };
    },
    forgotPassword: async (request) => authService.forgotPassword(request.body.email),
    resetPassword: async (request) =>
      authService.resetPassword(request.body.token, request.body.newPassword),
    verifyEmail: async (request) => authService.verifyEmail(request.body.token),
    resendVerification: async (request) => authService.resendVerification(signedInUser(request)),
    changePassword: async (request) => changePassword(request, request.body),
    // The profile is a user's view: the users module answers it at both its addresses.
    getProfile: servedBy('users'),
    updateProfile: servedBy('users'),
  });
  const atUser = contractRoutes(
    { changePassword: usersContract.changePassword },
    { changePassword: async (request) => changePassword(request, request.body) },
  );
  return async (app: ZodApp) => {
    await auth(app);
    await atUser(app);
  };
}

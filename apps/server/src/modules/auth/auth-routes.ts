import { authContract as contract, usersContract } from '@doita/shared';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { ROUTE_LIMITS } from './auth-limits.js';
import { signedInUser } from './authenticate.js';
import { perUser } from './route-deps.js';
import type { AuthRouteDeps } from './route-deps.js';

/** /api/auth/*, as declared in the shared contract: thin; the rules live in auth-service.ts. */
export function authRoutes(app: ZodApp, deps: AuthRouteDeps, done: () => void): void {
  const { authService, authenticate, clientInfo } = deps;

  handle(
    app,
    contract.register,
    { config: { rateLimit: ROUTE_LIMITS.register } },
    async (request, reply) =>
      reply.code(201).send(await authService.register(request.body, clientInfo(request))),
  );

  handle(app, contract.login, { config: { rateLimit: ROUTE_LIMITS.login } }, async (request) =>
    authService.login(request.body, clientInfo(request)),
  );

  handle(app, contract.refresh, { config: { rateLimit: ROUTE_LIMITS.refresh } }, async (request) =>
    authService.refresh(request.body.refreshToken, clientInfo(request)),
  );

  handle(app, contract.logout, { authenticate }, async (request) =>
    authService.logout(signedInUser(request), request.body?.refreshToken, request.sessionId),
  );

  handle(
    app,
    contract.logoutOthers,
    { authenticate, config: { rateLimit: perUser(ROUTE_LIMITS.logoutOthers) } },
    async (request) => authService.logoutOthers(signedInUser(request), request.body.refreshToken),
  );

  handle(app, contract.sessions, { authenticate }, async (request) => ({
    sessions: await authService.sessions(signedInUser(request), request.sessionId),
  }));

  handle(
    app,
    contract.forgotPassword,
    { config: { rateLimit: ROUTE_LIMITS.forgotPassword } },
    async (request) => authService.forgotPassword(request.body.email),
  );

  handle(
    app,
    contract.resetPassword,
    { config: { rateLimit: ROUTE_LIMITS.resetPassword } },
    async (request) => authService.resetPassword(request.body.token, request.body.newPassword),
  );

  handle(
    app,
    contract.verifyEmail,
    { config: { rateLimit: ROUTE_LIMITS.verifyEmail } },
    async (request) => authService.verifyEmail(request.body.token),
  );

  handle(
    app,
    contract.resendVerification,
    { authenticate, config: { rateLimit: perUser(ROUTE_LIMITS.resendVerification) } },
    async (request) => authService.resendVerification(signedInUser(request)),
  );

  // The spec names it twice (/auth/change-password and /user/change-password): one handler.
  for (const endpoint of [contract.changePassword, usersContract.changePassword]) {
    handle(
      app,
      endpoint,
      { authenticate, config: { rateLimit: perUser(ROUTE_LIMITS.changePassword) } },
      async (request) =>
        authService.changePassword(signedInUser(request), request.body, clientInfo(request)),
    );
  }
  done();
}

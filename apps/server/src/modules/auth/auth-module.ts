import { normalizeIP } from '@fastify/rate-limit';
import { clientAddress } from '../../lib/client-address.js';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyDummyPassword } from '../../lib/passwords.js';
import { deriveKey } from '../../lib/secrets.js';
import { createAuthRepository } from './auth-repository.js';
import type { AuthRepository } from './auth-repository.js';
import { authRoutes } from './auth-routes.js';
import { createAuthService } from './auth-service.js';
import type { ClientInfo } from './auth-service.js';
import { createEmailLinksService } from './email-links-service.js';
import { createPasskeysRepository } from './passkeys-repository.js';
import type { PasskeysRepository } from './passkeys-repository.js';
import { passkeysRoutes } from './passkeys-routes.js';
import { createPasskeysService } from './passkeys-service.js';
import type { AuthRouteDeps } from './route-deps.js';
import { sessionsRoutes } from './sessions-routes.js';
import { createSessionsService } from './sessions-service.js';
import { createThrottle } from './throttle.js';
import { createTotpRepository } from './totp-repository.js';
import type { TotpRepository } from './totp-repository.js';
import { totpRoutes } from './totp-routes.js';
import { createTotpSecretBox } from './totp-secret-box.js';
import { createTotpService } from './totp-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    auth: AuthRepository;
    passkeys: PasskeysRepository;
    totp: TotpRepository;
  }
}

/**
 * Signing in: registration, sign-in (a password or a passkey), sessions and refresh tokens,
 * e-mail links (verify, reset) and the password change (it ends sessions and issues tokens;
 * at /auth and /user).
 * A user's view comes from the users module (`app.users`), the invitations a new account
 * claims from the couple module (`app.couple`): through their services, never their files.
 */
export const authModule = fp(
  async (app) => {
    const { env, jwtSecret, transact, mailer, background, clock, streams, repositories } = app.core;
    const auth = repositories.add('auth', createAuthRepository);
    const users = repositories.get('users');
    const throttle = createThrottle(auth, clock);
    const sessions = createSessionsService({
      auth,
      users,
      transact,
      accessTokens: app.accessTokens,
      clock,
      log: app.log,
      // its own key, derived from the server secret (never the JWT key itself)
      successorKey: deriveKey(jwtSecret, 'doita refresh successor').toString('hex'),
      graceSeconds: env.refreshReuseGraceSeconds,
      streams,
    });
    const emailLinks = createEmailLinksService({
      transact,
      throttle,
      mailer,
      background,
      clock,
      publicUrl: env.publicUrl,
    });
    const totp = createTotpService({
      totp: repositories.add('totp', createTotpRepository),
      users,
      usersService: app.users,
      sessions,
      transact,
      throttle,
      clock,
      // keys of their own, derived from the server secret (never the JWT key itself)
      box: createTotpSecretBox(deriveKey(jwtSecret, 'doita totp secret')),
      recoveryKey: deriveKey(jwtSecret, 'doita totp recovery'),
      notices: emailLinks,
    });
    const authService = createAuthService({
      users,
      transact,
      sessions,
      emailLinks,
      throttle,
      usersService: app.users,
      accessTokens: app.accessTokens,
      clock,
      streams,
      invitations: app.couple,
      twoStep: totp,
    });
    const allowList = new Set(env.rateLimitAllowList.map((address) => normalizeIP(address)));
    const deps: AuthRouteDeps = {
      authService,
      clientInfo: (request: FastifyRequest): ClientInfo => {
        const address = clientAddress(request);
        return {
          address: allowList.has(address) ? null : address,
          userAgent: request.headers['user-agent'] ?? null,
        };
      },
    };
    await app.register(authRoutes(deps), { prefix: '/api' });
    await app.register(totpRoutes(totp, deps.clientInfo), { prefix: '/api' });
    await app.register(sessionsRoutes(sessions), { prefix: '/api' });
    const passkeys = createPasskeysService({
      passkeys: repositories.add('passkeys', createPasskeysRepository),
      users,
      transact,
      sessions,
      usersService: app.users,
      throttle,
      clock,
      webauthn: env.webauthn,
      notices: emailLinks,
    });
    await app.register(passkeysRoutes(passkeys, deps.clientInfo), { prefix: '/api' });
    // The first unknown-e-mail login would otherwise pay for hashing the dummy.
    app.addHook('onReady', async () => {
      await verifyDummyPassword('warm-up');
    });
  },
  {
    name: 'auth',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'users', 'couple'],
  },
);

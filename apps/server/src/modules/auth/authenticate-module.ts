import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createAccessTokens } from '../../lib/tokens.js';
import type { AccessTokens } from '../../lib/tokens.js';
import { createAuthenticate, createAuthenticateToken } from './authenticate.js';
import { createOptionalAuthenticate } from './optional-authenticate.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the onRequest hook of every signed-in route (authenticate.ts) */
    authenticate: onRequestAsyncHookHandler;
    /** the same, leaving the read of the token's holder to the handler (authenticate.ts) */
    authenticateToken: onRequestAsyncHookHandler;
    /** the same for routes a guest may call too: no header is a guest, a bad one is 401 */
    optionalAuthenticate: onRequestAsyncHookHandler;
    /** signs and checks access JWTs with the server's key and clock */
    accessTokens: AccessTokens;
  }
}

/**
 * Who is signed in: the access tokens and the `authenticate` hook every module's routes
 * use. Its own plugin, ahead of the modules, because it needs only the key and the users
 * repository (registered by the users module's first plugin), while signing in (auth-module.ts) needs the modules a user's view is made of
 * (uploads for the avatar, couple for the invitations claimed at sign-up).
 */
export const authenticateModule = fp(
  (app, _options, done) => {
    const { jwtSecret, clock, repositories } = app.core;
    const users = repositories.get('users');
    const accessTokens = createAccessTokens(jwtSecret, clock);
    const authenticate = createAuthenticate({ accessTokens, users });
    app.decorate('accessTokens', accessTokens);
    app.decorate('authenticate', authenticate);
    app.decorate('authenticateToken', createAuthenticateToken({ accessTokens, users }));
    app.decorate('optionalAuthenticate', createOptionalAuthenticate(authenticate));
    app.decorateRequest('currentUser', null);
    app.decorateRequest('signingIn', null);
    done();
  },
  { name: 'authenticate', fastify: '5.x', dependencies: ['core', 'users-repository'] },
);

import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import type { AccessTokens } from '../../lib/tokens.js';
import type { UserWithCouple, UsersRepository } from '../users/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by `authenticate` (with the active couple joined in); null on public routes */
    currentUser: UserWithCouple | null;
    /** the session (refresh-token family) the access token was issued for, when it says */
    sessionId: string | null;
  }
}

/** the scheme is case-insensitive (RFC 9110); the token must at least look like a JWS */
const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/**
 * The onRequest hook of every signed-in route (before the body is even parsed, so a
 * stranger learns nothing, not even whether a body would validate): a valid access JWT (never a refresh token,
 * which is not even JWT-shaped), of a user who still exists, has not changed password
 * since, and whose session has not ended (signed out, or its refresh token reused): the
 * access token stops working at once, not 15 minutes later. One primary-key query with
 * one index probe, no argon2: this is the hot path.
 */
export function createAuthenticate(deps: {
  accessTokens: Pick<AccessTokens, 'verify'>;
  users: Pick<UsersRepository, 'findSignedIn'>;
}): onRequestAsyncHookHandler {
  return async function authenticate(request) {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    const claims = await deps.accessTokens.verify(match[1]);
    if (!claims) throw unauthorized();
    const sessionId = claims.sessionId ?? null;
    const user = await deps.users.findSignedIn(claims.userId, sessionId);
    if (!user || user.tokenVersion !== claims.tokenVersion || !user.sessionLive)
      throw unauthorized();
    request.currentUser = user;
    request.sessionId = sessionId;
  };
}

/** The signed-in user in a handler behind `authenticate`. */
export function signedInUser(request: FastifyRequest): UserWithCouple {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

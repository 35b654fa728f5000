import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import type { AccessClaims, AccessTokens } from '../../lib/tokens.js';
import type { Caller, SignedInUser, UsersRepository } from '../users/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * set by `authenticate` (with the active couple joined in, and the session the access
     * token was issued for); null on public routes
     */
    currentUser: Caller | null;
    /**
     * set by `authenticateToken`: whom a valid access token names, not yet read or signed in
     * (the handler reads them with its page and signs them in through it)
     */
    signingIn: SigningIn | null;
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
    const claims = await verifiedClaims(request, deps.accessTokens);
    signIn(request, claims, await deps.users.findSignedIn(claims.userId, claims.sessionId ?? null));
  };
}

/**
 * What a handler behind `authenticateToken` holds of its caller: whom the checked token names,
 * and the two ways to sign them in on `authenticate`'s terms (401 unless the user exists, the
 * token's version is theirs and its session has not ended).
 */
export interface SigningIn {
  userId: string;
  sessionId: string | null;
  /** signs in the holder the handler read with its page (`users` `signedInUserQuery`) */
  accept(user: SignedInUser | undefined): Caller;
  /** reads the holder as `authenticate` does, then signs them in: a page that needs them first */
  read(): Promise<Caller>;
}

/**
 * `authenticate` without its read, for a route whose handler reads the token's holder in its
 * own statement (one round trip where there were two) and signs them in through
 * `signingIn(request)`: the token is checked here as there, so a stranger is turned away
 * before the body is parsed. Until the holder is accepted, `signedInUser` refuses (401): a
 * handler that forgets the check answers nothing.
 */
export function createAuthenticateToken(deps: {
  accessTokens: Pick<AccessTokens, 'verify'>;
  users: Pick<UsersRepository, 'findSignedIn'>;
}): onRequestAsyncHookHandler {
  return async function authenticateToken(request) {
    const claims = await verifiedClaims(request, deps.accessTokens);
    const sessionId = claims.sessionId ?? null;
    const accept = (user: SignedInUser | undefined) => signIn(request, claims, user);
    request.signingIn = {
      userId: claims.userId,
      sessionId,
      accept,
      read: async () => accept(await deps.users.findSignedIn(claims.userId, sessionId)),
    };
  };
}

/** The caller of a route behind `authenticateToken`, to be read and signed in by its handler. */
export function signingIn(request: FastifyRequest): SigningIn {
  if (!request.signingIn) throw unauthorized();
  return request.signingIn;
}

async function verifiedClaims(
  request: FastifyRequest,
  accessTokens: Pick<AccessTokens, 'verify'>,
): Promise<AccessClaims> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthorized();
  const claims = await accessTokens.verify(match[1]);
  if (!claims) throw unauthorized();
  return claims;
}

/**
 * The holder read for a token: the user it names (a handler's own read could join another),
 * at the token's version, in a session still live; a token that names no session is judged
 * by its version alone.
 */
function signIn(
  request: FastifyRequest,
  claims: AccessClaims,
  user: SignedInUser | undefined,
): Caller {
  const sessionId = claims.sessionId ?? null;
  if (
    !user ||
    user.id !== claims.userId ||
    user.tokenVersion !== claims.tokenVersion ||
    (sessionId !== null && !user.sessionLive)
  )
    throw unauthorized();
  // the row just read, not a copy: it is this request's alone
  request.currentUser = Object.assign(user, { sessionId });
  return request.currentUser;
}

/** The signed-in user in a handler behind `authenticate`. */
export function signedInUser(request: FastifyRequest): Caller {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

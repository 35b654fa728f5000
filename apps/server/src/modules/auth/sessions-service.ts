import { createHmac, randomUUID } from 'node:crypto';
import { refreshTokenTtlSeconds } from '@doita/shared';
import type { AccountSession, AuthResponse, RefreshResponse, User } from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import type { RefreshTokenRow } from './auth-schema.js';
import type { Transact } from '../../db/transactions.js';
import { addSeconds } from '../../lib/clock.js';
import type { Clock } from '../../lib/clock.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.js';
import type { AccessTokens } from '../../lib/tokens.js';
import type { UsersRepository } from '../users/index.js';
import type { FileViewer } from '../uploads/index.js';
import type { StreamRegistry } from '../events/index.js';
import type { AuthRepository } from './auth-repository.js';

export interface SessionOptions {
  rememberMe: boolean;
  userAgent: string | null;
}

export interface SessionsServiceDeps {
  auth: Pick<
    AuthRepository,
    | 'findRefreshToken'
    | 'revokeFamily'
    | 'listLiveSessions'
    | 'isFamilyLive'
    | 'revokeOtherFamilies'
  >;
  users: Pick<UsersRepository, 'findById'>;
  transact: Transact<{ auth: Pick<AuthRepository, 'markRotated' | 'insertRefreshToken'> }>;
  accessTokens: Pick<AccessTokens, 'sign'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** server secret the successor of a refresh token is derived with */
  successorKey: string;
  /** seconds a rotated token still yields its successor (REFRESH_REUSE_GRACE_SECONDS, <= 30) */
  graceSeconds: number;
  /** the event streams a session opened end with it */
  streams: Pick<StreamRegistry, 'end'>;
}

export type SessionsService = ReturnType<typeof createSessionsService>;

/** a session just started: its tokens, and its id, which the photos in the answer are signed for */
export type StartedSession = RefreshResponse & { sessionId: string };

/**
 * What a sign-in answers: the new session's tokens and the person, whose own photo's link is
 * bound to that session (it stops opening when the session ends, as every signed-in link).
 */
export async function signedInResponse(
  view: (row: UserRow, viewer: FileViewer) => Promise<User>,
  user: UserRow,
  session: StartedSession,
): Promise<AuthResponse> {
  const viewer = { id: user.id, sessionId: session.sessionId };
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    user: await view(user, viewer),
  };
}

/** A session is one refresh-token family: born at sign-in, rotated by refresh, revoked by logout. */
export function createSessionsService(deps: SessionsServiceDeps) {
  const { clock } = deps;

  /** Starts a new family; `auth` may be bound to the caller's transaction. */
  async function start(
    auth: Pick<AuthRepository, 'insertRefreshToken'>,
    user: Pick<UserRow, 'id' | 'tokenVersion'>,
    options: SessionOptions,
  ): Promise<StartedSession> {
    const familyId = randomUUID();
    const refreshToken = await insertToken(auth, user.id, randomUUID(), familyId, options);
    return {
      token: await deps.accessTokens.sign({
        userId: user.id,
        tokenVersion: user.tokenVersion,
        sessionId: familyId,
      }),
      refreshToken,
      sessionId: familyId,
    };
  }

  async function insertToken(
    auth: Pick<AuthRepository, 'insertRefreshToken'>,
    userId: string,
    id: string,
    familyId: string,
    { rememberMe, userAgent }: SessionOptions,
    refreshToken: string = newOpaqueToken(),
  ): Promise<string> {
    const now = clock.now();
    await auth.insertRefreshToken({
      id,
      userId,
      familyId,
      tokenHash: hashOpaqueToken(refreshToken),
      rememberMe,
      expiresAt: addSeconds(now, refreshTokenTtlSeconds(rememberMe)),
      userAgent: userAgent?.slice(0, 300) ?? null,
      createdAt: now,
    });
    return refreshToken;
  }

  /**
   * The token a presented one is rotated into: derived from it with the server's key, so
   * every request presenting the same token in the grace window gets the same successor
   * without the server keeping it (only hashes are stored). Without the key, no one can
   * work out a successor from a stolen token.
   */
  const successorOf = (presented: string) =>
    createHmac('sha256', deps.successorKey).update(presented, 'utf8').digest('base64url');

  /** two tabs refreshing at once: the later one is within the window of the earlier */
  const inGrace = (rotatedAt: Date) =>
    clock.now().getTime() - rotatedAt.getTime() <= deps.graceSeconds * 1000;

  async function signFor(userId: string, familyId: string): Promise<string | null> {
    const user = await deps.users.findById(userId);
    if (!user) return null;
    return deps.accessTokens.sign({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      sessionId: familyId,
    });
  }

  /**
   * A token already rotated, presented again: within the grace window (and while its
   * family lives) it yields the successor its rotation made, else it is a reuse.
   */
  async function replay(token: RefreshTokenRow, presented: string): Promise<RefreshResponse> {
    const successor = successorOf(presented);
    const now = clock.now();
    if (token.replacedBy && token.revokedAt && inGrace(token.revokedAt)) {
      const next = await deps.auth.findRefreshToken(hashOpaqueToken(successor));
      if (next?.id === token.replacedBy && (await deps.auth.isFamilyLive(token.familyId, now))) {
        const access = await signFor(token.userId, token.familyId);
        if (access) return { token: access, refreshToken: successor };
      }
    }
    if (token.replacedBy) await revokeReusedFamily(token.familyId, token.userId);
    throw unauthorized();
  }

  /**
   * Rotation (ASVS 10.4.5): the presented token is retired and replaced. Presenting a
   * retired token again after the grace window means it leaked: the whole family is
   * revoked and every holder must sign in again. Within the window (two tabs refreshing
   * at the same moment) it yields the same successor, so both stay signed in.
   */
  async function rotate(presented: string, userAgent: string | null): Promise<RefreshResponse> {
    const now = clock.now();
    const current = await deps.auth.findRefreshToken(hashOpaqueToken(presented));
    if (!current) throw unauthorized();
    if (current.revokedAt) return replay(current, presented);
    if (current.expiresAt.getTime() <= now.getTime()) throw unauthorized();
    const user = await deps.users.findById(current.userId);
    if (!user) throw unauthorized();

    const nextId = randomUUID();
    const next = await deps.transact(async ({ auth }) => {
      if (!(await auth.markRotated(current.id, nextId, now))) return null;
      return insertToken(
        auth,
        user.id,
        nextId,
        current.familyId,
        { rememberMe: current.rememberMe, userAgent },
        successorOf(presented),
      );
    });
    if (!next) {
      // Another request rotated it a moment ago (or the family was revoked): read what it did.
      const rotated = await deps.auth.findRefreshToken(hashOpaqueToken(presented));
      if (!rotated) throw unauthorized();
      return replay(rotated, presented);
    }
    return {
      token: await deps.accessTokens.sign({
        userId: user.id,
        tokenVersion: user.tokenVersion,
        sessionId: current.familyId,
      }),
      refreshToken: next,
    };
  }

  async function revokeReusedFamily(familyId: string, userId: string): Promise<void> {
    deps.log.warn({ userId, familyId }, 'refresh token reused: revoking its family');
    await deps.auth.revokeFamily(familyId, clock.now());
    deps.streams.end(userId, { sessions: [familyId] });
  }

  /**
   * Logout: the session the access token belongs to, and the family of the refresh token
   * given, if it is the caller's (someone else's token is ignored). Their access tokens
   * stop working at once (authenticate checks the session) and their streams close.
   */
  async function end(
    userId: string,
    presented: string | undefined,
    sessionId: string | null,
  ): Promise<void> {
    const families = new Set<string>(sessionId ? [sessionId] : []);
    if (presented) {
      const token = await deps.auth.findRefreshToken(hashOpaqueToken(presented));
      if (token && token.userId === userId) families.add(token.familyId);
    }
    for (const familyId of families) await deps.auth.revokeFamily(familyId, clock.now(), userId);
    if (families.size > 0) deps.streams.end(userId, { sessions: [...families] });
  }

  /** "remember me" of the caller's own live token; false when absent, foreign or dead */
  async function rememberMeOf(userId: string, presented: string | undefined): Promise<boolean> {
    if (!presented) return false;
    const token = await deps.auth.findRefreshToken(hashOpaqueToken(presented));
    return Boolean(token && token.userId === userId && !token.revokedAt && token.rememberMe);
  }

  /**
   * The live session a presented refresh token belongs to, if it is the caller's: the
   * token itself may have been rotated since (a request sent just before a refresh), its
   * family is what counts. Null when unknown, someone else's, or its family has ended.
   */
  async function liveFamilyOf(userId: string, presented: string): Promise<string | null> {
    const token = await deps.auth.findRefreshToken(hashOpaqueToken(presented));
    if (!token || token.userId !== userId) return null;
    return (await deps.auth.isFamilyLive(token.familyId, clock.now())) ? token.familyId : null;
  }

  /** My signed-in devices; `current` marks the one whose access token asked. */
  async function list(userId: string, currentSessionId: string | null): Promise<AccountSession[]> {
    const rows = await deps.auth.listLiveSessions(userId, clock.now());
    return rows.map((row) => ({
      id: row.familyId,
      userAgent: row.userAgent,
      createdAt: row.startedAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.familyId === currentSessionId,
    }));
  }

  /**
   * Signs one of my devices out from the list: its refresh tokens are revoked, its access
   * tokens refused from the next request (authenticate checks the session is live) and its
   * streams closed. Not mine, unknown or already ended: 404.
   */
  async function endOne(userId: string, sessionId: string): Promise<void> {
    const now = clock.now();
    const live = await deps.auth.listLiveSessions(userId, now);
    if (!live.some((row) => row.familyId === sessionId)) throw notFound();
    await deps.auth.revokeFamily(sessionId, now, userId);
    deps.streams.end(userId, { sessions: [sessionId] });
  }

  /** Every session but the caller's ends as `endOne` ends one; how many did. */
  async function endOthers(userId: string, currentSessionId: string | null): Promise<number> {
    // An access token naming no session keeps none: all of them end.
    const keep = currentSessionId ?? '';
    const signedOut = await deps.auth.revokeOtherFamilies(userId, keep, clock.now());
    deps.streams.end(userId, { allBut: currentSessionId });
    return signedOut;
  }

  return { start, rotate, end, rememberMeOf, liveFamilyOf, list, endOne, endOthers };
}

import { randomUUID } from 'node:crypto';
import { refreshTokenTtlSeconds } from '@doita/shared';
import type { AccountSession, RefreshResponse } from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import type { Transact } from '../../db/transactions.js';
import { addSeconds } from '../../lib/clock.js';
import type { Clock } from '../../lib/clock.js';
import { unauthorized } from '../../lib/errors.js';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.js';
import type { AccessTokens } from '../../lib/tokens.js';
import type { UsersRepository } from '../users/users-repository.js';
import type { AuthRepository } from './auth-repository.js';

export interface SessionOptions {
  rememberMe: boolean;
  userAgent: string | null;
}

export interface SessionsServiceDeps {
  auth: Pick<
    AuthRepository,
    'findRefreshToken' | 'revokeFamily' | 'listLiveSessions' | 'isFamilyLive'
  >;
  users: Pick<UsersRepository, 'findById'>;
  transact: Transact<{ auth: Pick<AuthRepository, 'markRotated' | 'insertRefreshToken'> }>;
  accessTokens: Pick<AccessTokens, 'sign'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export type SessionsService = ReturnType<typeof createSessionsService>;

/** A session is one refresh-token family: born at sign-in, rotated by refresh, revoked by logout. */
export function createSessionsService(deps: SessionsServiceDeps) {
  const { clock } = deps;

  /** Starts a new family; `auth` may be bound to the caller's transaction. */
  async function start(
    auth: Pick<AuthRepository, 'insertRefreshToken'>,
    user: Pick<UserRow, 'id' | 'tokenVersion'>,
    options: SessionOptions,
  ): Promise<RefreshResponse> {
    const familyId = randomUUID();
    const refreshToken = await insertToken(auth, user.id, randomUUID(), familyId, options);
    return {
      token: await deps.accessTokens.sign({
        userId: user.id,
        tokenVersion: user.tokenVersion,
        sessionId: familyId,
      }),
      refreshToken,
    };
  }

  async function insertToken(
    auth: Pick<AuthRepository, 'insertRefreshToken'>,
    userId: string,
    id: string,
    familyId: string,
    { rememberMe, userAgent }: SessionOptions,
  ): Promise<string> {
    const refreshToken = newOpaqueToken();
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
   * Rotation (ASVS 10.4.5): the presented token is retired and replaced. Presenting a
   * token that was already replaced means it leaked (or two tabs raced): the whole
   * family is revoked and both holders must sign in again.
   */
  async function rotate(presented: string, userAgent: string | null): Promise<RefreshResponse> {
    const now = clock.now();
    const current = await deps.auth.findRefreshToken(hashOpaqueToken(presented));
    if (!current) throw unauthorized();
    if (current.revokedAt) {
      if (current.replacedBy) await revokeReusedFamily(current.familyId, current.userId);
      throw unauthorized();
    }
    if (current.expiresAt.getTime() <= now.getTime()) throw unauthorized();
    const user = await deps.users.findById(current.userId);
    if (!user) throw unauthorized();

    const nextId = randomUUID();
    const next = await deps.transact(async ({ auth }) => {
      if (!(await auth.markRotated(current.id, nextId, now))) return null;
      return insertToken(auth, user.id, nextId, current.familyId, {
        rememberMe: current.rememberMe,
        userAgent,
      });
    });
    if (!next) {
      await revokeReusedFamily(current.familyId, current.userId);
      throw unauthorized();
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
  }

  /** Logout: the family of this token, if it is the caller's. Someone else's token is ignored. */
  async function end(userId: string, presented: string | undefined): Promise<void> {
    if (!presented) return;
    const token = await deps.auth.findRefreshToken(hashOpaqueToken(presented));
    if (token && token.userId === userId) await deps.auth.revokeFamily(token.familyId, clock.now());
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

  return { start, rotate, end, rememberMeOf, liveFamilyOf, list };
}

import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authThrottle, emailTokens, refreshTokens } from './auth-schema.js';
import type { EmailTokenPurpose, RefreshTokenRow } from './auth-schema.js';

export interface NewRefreshToken {
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  rememberMe: boolean;
  expiresAt: Date;
  userAgent: string | null;
  createdAt: Date;
}

/** One signed-in device, as the session list shows it. */
export interface LiveSession {
  familyId: string;
  userAgent: string | null;
  lastUsedAt: Date;
  expiresAt: Date;
  startedAt: Date;
}

export interface ThrottleWindow {
  count: number;
  windowStartedAt: Date;
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** Sessions (refresh tokens), single-use e-mail links, and failure counters. */
export function createAuthRepository(db: Db) {
  return {
    async insertRefreshToken(token: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** false when another request rotated or revoked it first: the caller treats that as reuse */
    async markRotated(id: string, replacedBy: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: at, replacedBy })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    /** `userId`, when given, must own it (a session id from a token is the caller's own) */
    async revokeFamily(familyId: string, at: Date, userId?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            userId ? eq(refreshTokens.userId, userId) : undefined,
          ),
        );
    },

    /**
     * My live sessions: each family's one unrevoked, unexpired token (its latest rotation),
     * with when the family began. Most recently used first.
     */
    async listLiveSessions(userId: string, at: Date): Promise<LiveSession[]> {
      // The family's first token, by the family index; the outer row is its live one.
      const startedAt = sql<Date>`(select min(f.created_at) from ${refreshTokens} f where f.family_id = ${refreshTokens.familyId})`;
      return db
        .select({
          familyId: refreshTokens.familyId,
          userAgent: refreshTokens.userAgent,
          lastUsedAt: refreshTokens.createdAt,
          expiresAt: refreshTokens.expiresAt,
          startedAt: startedAt.mapWith(refreshTokens.createdAt),
        })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, at),
          ),
        )
        .orderBy(desc(refreshTokens.createdAt), refreshTokens.familyId);
    },

    /** whether the family still has a token that can refresh */
    async isFamilyLive(familyId: string, at: Date): Promise<boolean> {
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, at),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** "Sign out of other devices": every live family of mine but one; how many ended */
    async revokeOtherFamilies(userId: string, keepFamilyId: string, at: Date): Promise<number> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            ne(refreshTokens.familyId, keepFamilyId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, at),
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      return new Set(rows.map((row) => row.familyId)).size;
    },

    async revokeAllForUser(userId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    async insertEmailToken(token: {
      id: string;
      userId: string;
      purpose: EmailTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(emailTokens).values(token);
    },

    /**
     * Single use in one statement: of two concurrent requests with one link, one wins.
     * Returns the user id, or undefined when unknown, used or expired.
     */
    async consumeEmailToken(
      tokenHash: string,
      purpose: EmailTokenPurpose,
      at: Date,
    ): Promise<string | undefined> {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, at),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId;
    },

    /** a newer link (or a completed reset) retires the older unused ones */
    async retireEmailTokens(
      userId: string,
      purpose: EmailTokenPurpose,
      at: Date,
      exceptId?: string,
    ): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            exceptId ? ne(emailTokens.id, exceptId) : undefined,
          ),
        );
    },

    async readThrottle(key: string): Promise<ThrottleWindow | undefined> {
      const [row] = await db
        .select({ count: authThrottle.count, windowStartedAt: authThrottle.windowStartedAt })
        .from(authThrottle)
        .where(eq(authThrottle.key, key))
        .limit(1);
      return row;
    },

    /** counts one event in a fixed window, starting a new window when the old one is over */
    async hitThrottle(key: string, at: Date, windowSeconds: number): Promise<ThrottleWindow> {
      const now = sql`${at.toISOString()}::timestamptz`;
      const windowOver = sql`${authThrottle.windowStartedAt} <= ${now} - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(authThrottle)
        .values({ key, count: 1, windowStartedAt: at })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            count: sql`case when ${windowOver} then 1 else ${authThrottle.count} + 1 end`,
            windowStartedAt: sql`case when ${windowOver} then ${now} else ${authThrottle.windowStartedAt} end`,
          },
        })
        .returning({ count: authThrottle.count, windowStartedAt: authThrottle.windowStartedAt });
      return row!;
    },

    /** one event taken back (never below zero); the window keeps its start */
    async releaseThrottle(key: string): Promise<void> {
      await db
        .update(authThrottle)
        .set({ count: sql`greatest(${authThrottle.count} - 1, 0)` })
        .where(eq(authThrottle.key, key));
    },

    async clearThrottle(key: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}

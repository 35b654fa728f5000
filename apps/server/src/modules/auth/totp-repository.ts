import { and, count, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { totpChallenges, totpCredentials, totpRecoveryCodes } from './totp-schema.js';
import type { TotpChallengeRow, TotpCredentialRow } from './totp-schema.js';

export type TotpRepository = ReturnType<typeof createTotpRepository>;

/** The authenticator secret, its recovery codes and the sign-in challenges of one account. */
export function createTotpRepository(db: Db) {
  return {
    async find(userId: string): Promise<TotpCredentialRow | undefined> {
      const [row] = await db
        .select()
        .from(totpCredentials)
        .where(eq(totpCredentials.userId, userId))
        .limit(1);
      return row;
    },

    /** A new secret waiting for its first code; only while two-step is off. */
    async savePending(userId: string, secretEncrypted: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(totpCredentials)
        .values({ userId, secretEncrypted, createdAt: at })
        .onConflictDoUpdate({
          target: totpCredentials.userId,
          set: { secretEncrypted, createdAt: at, lastUsedStep: null },
          setWhere: isNull(totpCredentials.enabledAt),
        })
        .returning({ userId: totpCredentials.userId });
      return rows.length > 0;
    },

    /**
     * Records a code's step as used: only if no later or equal step was (two requests with
     * one code: one wins). `enable` also turns two-step on.
     */
    async useStep(userId: string, step: number, at: Date, enable = false): Promise<boolean> {
      const rows = await db
        .update(totpCredentials)
        .set(enable ? { lastUsedStep: step, enabledAt: at } : { lastUsedStep: step })
        .where(
          and(
            eq(totpCredentials.userId, userId),
            enable
              ? isNull(totpCredentials.enabledAt)
              : sql`${totpCredentials.enabledAt} is not null`,
            or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
          ),
        )
        .returning({ userId: totpCredentials.userId });
      return rows.length > 0;
    },

    async remove(userId: string): Promise<void> {
      await db.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
      await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
      await db.delete(totpChallenges).where(eq(totpChallenges.userId, userId));
    },

    async replaceRecoveryCodes(
      userId: string,
      codes: { id: string; codeHash: string }[],
      at: Date,
    ): Promise<void> {
      await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
      await db
        .insert(totpRecoveryCodes)
        .values(codes.map((code) => ({ ...code, userId, createdAt: at })));
    },

    /** Uses a recovery code once: true only for the request that marked it. */
    async useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(totpRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(totpRecoveryCodes.userId, userId),
            eq(totpRecoveryCodes.codeHash, codeHash),
            isNull(totpRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: totpRecoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(totpRecoveryCodes)
        .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async insertChallenge(row: typeof totpChallenges.$inferInsert): Promise<void> {
      await db.insert(totpChallenges).values(row);
      // The expired ones of anybody go as new ones come: the table stays small.
      await db
        .delete(totpChallenges)
        .where(lte(totpChallenges.expiresAt, row.createdAt ?? new Date()));
    },

    /** a live challenge (not expired, not locked) */
    async findChallenge(
      challengeHash: string,
      now: Date,
      maxAttempts: number,
    ): Promise<TotpChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(totpChallenges)
        .where(
          and(
            eq(totpChallenges.challengeHash, challengeHash),
            gt(totpChallenges.expiresAt, now),
            lt(totpChallenges.failedAttempts, maxAttempts),
          ),
        )
        .limit(1);
      return row;
    },

    /** one wrong code more; the count after it */
    async failChallenge(challengeHash: string): Promise<number> {
      const [row] = await db
        .update(totpChallenges)
        .set({ failedAttempts: sql`${totpChallenges.failedAttempts} + 1` })
        .where(eq(totpChallenges.challengeHash, challengeHash))
        .returning({ failedAttempts: totpChallenges.failedAttempts });
      return row?.failedAttempts ?? Number.MAX_SAFE_INTEGER;
    },

    /** Takes it once: true only for the request that deleted it. */
    async takeChallenge(challengeHash: string): Promise<boolean> {
      const rows = await db
        .delete(totpChallenges)
        .where(eq(totpChallenges.challengeHash, challengeHash))
        .returning({ userId: totpChallenges.userId });
      return rows.length > 0;
    },
  };
}

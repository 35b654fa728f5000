import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lockCountOf } from '../../db/transactions.js';
import { passkeyChallenges, passkeys } from './passkeys-schema.js';
import type { NewPasskeyRow, PasskeyChallengePurpose, PasskeyRow } from './passkeys-schema.js';

export interface NewPasskeyChallenge {
  challenge: string;
  purpose: PasskeyChallengePurpose;
  userId: string | null;
  expiresAt: Date;
  createdAt: Date;
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;

/** A person's passkeys and the single-use challenges of the ceremonies. */
export function createPasskeysRepository(db: Db) {
  return {
    async insertChallenge(challenge: NewPasskeyChallenge): Promise<void> {
      await db.insert(passkeyChallenges).values(challenge);
    },

    /**
     * Takes a challenge once: deleted as it is read, so a second use (a replay, two servers
     * at once) finds nothing. Null when unknown, already taken, of another ceremony or expired.
     */
    async takeChallenge(
      challenge: string,
      purpose: PasskeyChallengePurpose,
      now: Date,
    ): Promise<{ userId: string | null } | null> {
      const [row] = await db
        .delete(passkeyChallenges)
        .where(eq(passkeyChallenges.challenge, challenge))
        .returning();
      if (!row || row.purpose !== purpose || row.expiresAt.getTime() <= now.getTime()) return null;
      return { userId: row.userId };
    },

    /** challenges never answered, once expired */
    async deleteExpiredChallenges(now: Date): Promise<void> {
      await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now));
    },

    async insert(row: NewPasskeyRow): Promise<PasskeyRow> {
      const [inserted] = await db.insert(passkeys).values(row).returning();
      if (!inserted) throw new Error('passkey insert returned nothing');
      return inserted;
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .select()
        .from(passkeys)
        .where(eq(passkeys.credentialId, credentialId))
        .limit(1);
      return row;
    },

    async listOf(userId: string): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
    },

    /** a person's passkeys counted and added to one at a time, to the transaction's end */
    lockCountOf: (userId: string) => lockCountOf(db, 'passkeys', userId),

    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passkeys)
        .where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * After a sign-in: the counter moves forward only (a lower or equal one from a counting
     * authenticator was refused before this), and the last use and backup state are noted.
     */
    async markUsed(id: string, counter: number, backedUp: boolean, at: Date): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter, backedUp, lastUsedAt: at })
        .where(
          and(eq(passkeys.id, id), counter > 0 ? lte(passkeys.counter, counter - 1) : undefined),
        )
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },

    async rename(userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },
  };
}

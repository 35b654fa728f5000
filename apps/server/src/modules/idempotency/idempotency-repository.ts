import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from './idempotency-schema.js';
import type { IdempotencyKeyRow } from './idempotency-schema.js';

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;

export interface IdempotencyClaim {
  userId: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
  createdAt: Date;
  expiresAt: Date;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createIdempotencyRepository(db: Db) {
  return {
    /**
     * Takes the key for a request about to run. The primary key decides a race between
     * requests (and servers): exactly one insert wins; false means the key already had a row.
     */
    async claim(claim: IdempotencyClaim): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values(claim)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    async find(userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row;
    },

    /**
     * Takes over a row that expired, or that stayed unanswered since `staleBefore` (its
     * server stopped mid-request): one conditional UPDATE, so one taker wins.
     */
    async takeOver(claim: IdempotencyClaim, now: Date, staleBefore: Date): Promise<boolean> {
      const rows = await db
        .update(idempotencyKeys)
        .set({ ...claim, statusCode: null, responseBody: null, contentType: null })
        .where(
          and(
            eq(idempotencyKeys.userId, claim.userId),
            eq(idempotencyKeys.key, claim.key),
            or(
              lt(idempotencyKeys.expiresAt, at(now)),
              and(
                isNull(idempotencyKeys.statusCode),
                lt(idempotencyKeys.createdAt, at(staleBefore)),
              ),
            ),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    /** The answer, kept for the key's repeats. */
    async complete(
      userId: string,
      key: string,
      answer: { statusCode: number; responseBody: string; contentType: string | null },
    ): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set(answer)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },

    /** A request that failed applied nothing: its key is free for the next try. */
    async release(userId: string, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            isNull(idempotencyKeys.statusCode),
          ),
        );
    },

    /** Removes the expired rows; returns how many. */
    async sweep(now: Date): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.expiresAt, at(now)))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}

import { and, eq, exists, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couples, refreshTokens, users } from '../../db/schema.js';
import { exportJobs, exportTickets } from './portability-schema.js';
import type { NewExportTicketRow } from './portability-schema.js';

export type ExportTicketsRepository = ReturnType<typeof createExportTicketsRepository>;

/**
 * No couple of the person's connected or ended after the export row in scope was made: an
 * export made in a couple holds the partner's shared memories, which stop being the
 * person's to take once they part (indexed by person). `userId` is a value or a column.
 */
export const coupleUnchangedSinceExport = (userId: SQLWrapper | string) =>
  sql`not exists (select 1 from ${couples} where ${or(
    eq(couples.user1Id, userId),
    eq(couples.user2Id, userId),
  )} and ${or(
    gt(couples.connectedAt, exportJobs.createdAt),
    gt(couples.endedAt, exportJobs.createdAt),
  )})`;

/**
 * The session that asked for the ticket is still signed in (one probe of the live-family
 * index); a ticket from an access token that names no session needs its person to exist.
 */
const askerLive = sql`case
  when ${exportTickets.sessionId} is not null then exists (select 1 from ${refreshTokens}
    where ${refreshTokens.familyId} = ${exportTickets.sessionId}
      and ${refreshTokens.userId} = ${exportTickets.userId}
      and ${refreshTokens.revokedAt} is null)
  else exists (select 1 from ${users} where ${users.id} = ${exportTickets.userId}) end`;

export function createExportTicketsRepository(db: Db) {
  return {
    async insert(row: NewExportTicketRow) {
      await db.insert(exportTickets).values(row);
    },

    /** The person's tickets that can no longer open anything (used or expired). */
    async deleteSpent(userId: string, now: Date) {
      await db
        .delete(exportTickets)
        .where(
          and(
            eq(exportTickets.userId, userId),
            or(isNotNull(exportTickets.usedAt), lte(exportTickets.expiresAt, now)),
          ),
        );
    },

    /**
     * Uses the ticket whose hash is `hash` for export `exportId`, if it may still open it: unused,
     * unexpired, its session signed in, the export ready and its owner's, and the owner's
     * couple unchanged since it was made. Checking and stamping `used_at` are one UPDATE:
     * PostgreSQL re-checks the row a concurrent use has just stamped, so of two uses exactly
     * one gets a row back. Returns the export's creation time (for the file's name).
     */
    async consume(
      hash: string,
      exportId: string,
      now: Date,
    ): Promise<{ createdAt: Date } | undefined> {
      const job = db
        .select({ id: exportJobs.id })
        .from(exportJobs)
        .where(
          and(
            eq(exportJobs.id, exportTickets.exportId),
            eq(exportJobs.userId, exportTickets.userId),
            eq(exportJobs.status, 'ready'),
            coupleUnchangedSinceExport(exportTickets.userId),
          ),
        );
      const [used] = await db
        .update(exportTickets)
        .set({ usedAt: now })
        .where(
          and(
            eq(exportTickets.hash, hash),
            eq(exportTickets.exportId, exportId),
            isNull(exportTickets.usedAt),
            gt(exportTickets.expiresAt, now),
            askerLive,
            exists(job),
          ),
        )
        .returning({ exportId: exportTickets.exportId });
      if (!used) return undefined;
      const [row] = await db
        .select({ createdAt: exportJobs.createdAt })
        .from(exportJobs)
        .where(eq(exportJobs.id, used.exportId));
      return row;
    },
  };
}

import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { afterNewest } from '../../db/keyset.js';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import { isForeignKeyViolation, lockCountOf } from '../../db/transactions.js';
import { albumMemories, albums, couples, memories, memoryImages, users } from '../../db/schema.js';
import type { FileAccessRule } from '../uploads/index.js';
import { shareLinks } from './share-links-schema.js';
import type { ShareLinkRow } from './share-links-schema.js';

export type ShareLinksRepository = ReturnType<typeof createShareLinksRepository>;

/** A link with its target's title (null once the target is gone or no longer shared). */
export type ShareLinkListRow = ShareLinkRow & { targetTitle: string | null };

/** A link as its page opens it, with the couple's two names. */
export type OpenedLinkRow = ShareLinkRow & { names: string[] };

/** a link opens at `at`: not expired, its couple still connected */
function opensAt(at: SQL | Date): SQL {
  return and(
    or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, at)),
    eq(couples.status, 'accepted'),
  )!;
}

/**
 * The memories a link shows: live, not private, of the link's couple, and its memory or in
 * its album. A memory made private or trashed later leaves every link at once.
 */
export function linkShows(): SQL {
  return and(
    isNull(memories.deletedAt),
    sql`not ${memories.isPrivate}`,
    eq(memories.coupleId, shareLinks.coupleId),
    or(
      eq(shareLinks.memoryId, memories.id),
      sql`exists (select 1 from ${albumMemories} where ${albumMemories.albumId} = ${shareLinks.albumId} and ${albumMemories.memoryId} = ${memories.id})`,
    ),
  )!;
}

/**
 * Who may open a photo through a link (docs/security.md, Share links): the URL names the
 * link; the link still opens (there, not expired, its couple connected) and still shows
 * a memory holding the photo. Asked on every request for the file, never cached.
 */
export const linkPhotosRule: FileAccessRule = (upload, viewer) =>
  sql`(${viewer.link} is not null and exists (select 1 from ${shareLinks}
    inner join ${couples} on ${couples.id} = ${shareLinks.coupleId}
    inner join ${memoryImages} on ${memoryImages.uploadId} = ${upload}
    inner join ${memories} on ${memories.id} = ${memoryImages.memoryId}
    where ${shareLinks.id} = ${viewer.link} and ${opensAt(viewer.at)} and ${linkShows()}))`;

const partner1 = alias(users, 'share_partner1');
const partner2 = alias(users, 'share_partner2');

export function createShareLinksRepository(db: Db) {
  /** links as their list shows them: with the title of what each opens */
  const listed = (where: SQL | undefined) =>
    db
      .select({
        ...rowColumns,
        targetTitle: sql<string | null>`coalesce(
          (select ${memories.title} from ${memories} where ${memories.id} = ${shareLinks.memoryId}
            and ${memories.deletedAt} is null and not ${memories.isPrivate}),
          (select ${albums.name} from ${albums} where ${albums.id} = ${shareLinks.albumId}))`,
      })
      .from(shareLinks)
      .where(where);

  return {
    /** false when its memory or album was deleted meanwhile */
    async insert(row: typeof shareLinks.$inferInsert): Promise<boolean> {
      try {
        await db.insert(shareLinks).values(row);
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    /** a page of a couple's links (of one target, when given), newest first, after `after` */
    async listOfCouple(
      coupleId: string,
      target: { memoryId?: string | undefined; albumId?: string | undefined },
      page: { after?: KeysetPosition | undefined; limit: number },
    ): Promise<ShareLinkListRow[]> {
      return listed(
        and(
          eq(shareLinks.coupleId, coupleId),
          target.memoryId ? eq(shareLinks.memoryId, target.memoryId) : undefined,
          target.albumId ? eq(shareLinks.albumId, target.albumId) : undefined,
          afterNewest(shareLinks.createdAt, shareLinks.id, 'desc', page.after),
        ),
      )
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
        .limit(page.limit);
    },

    /** a couple's links counted and added to one request at a time, to the transaction's end */
    lockCountOf: (coupleId: string) => lockCountOf(db, 'shareLinks', coupleId),

    async countOfCouple(coupleId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(shareLinks)
        .where(eq(shareLinks.coupleId, coupleId));
      return row?.n ?? 0;
    },

    /** one of a couple's links, for its list's answer */
    async findOfCouple(id: string, coupleId: string): Promise<ShareLinkListRow | undefined> {
      const [row] = await listed(
        and(eq(shareLinks.id, id), eq(shareLinks.coupleId, coupleId)),
      ).limit(1);
      return row;
    },

    /** revokes: the row goes, so its data and its photo URLs end at once */
    async delete(id: string, coupleId: string): Promise<boolean> {
      const rows = await db
        .delete(shareLinks)
        .where(and(eq(shareLinks.id, id), eq(shareLinks.coupleId, coupleId)))
        .returning({ id: shareLinks.id });
      return rows.length > 0;
    },

    /** the link of a token's hash, when it opens at `at` */
    async openable(tokenHash: string, at: Date): Promise<OpenedLinkRow | undefined> {
      const [row] = await db
        .select({
          ...rowColumns,
          name1: partner1.displayName,
          name2: partner2.displayName,
        })
        .from(shareLinks)
        .innerJoin(couples, eq(couples.id, shareLinks.coupleId))
        .innerJoin(partner1, eq(partner1.id, couples.user1Id))
        .innerJoin(partner2, eq(partner2.id, couples.user2Id))
        .where(and(eq(shareLinks.tokenHash, tokenHash), opensAt(at)))
        .limit(1);
      if (!row) return undefined;
      const { name1, name2, ...link } = row;
      return { ...link, names: [name1, name2] };
    },

    /** a first look counts one view more */
    async recordView(id: string, at: Date, counted: boolean): Promise<void> {
      if (!counted) return;
      await db
        .update(shareLinks)
        .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: at })
        .where(eq(shareLinks.id, id));
    },

    /**
     * Counts a passcode attempt before it is checked, in the one statement that sees whether
     * the link is locked: PostgreSQL locks the row for the UPDATE and re-reads it, so of
     * attempts racing (on one server or several) only `limit` in a row get past, the one
     * reaching `limit` locking the link until `lockUntil`. While locked the count stays at
     * `limit`; the first attempt after the lock starts a new row. Answers whether the
     * attempt may be checked, or when the lock that refused it ends (undefined: the link
     * is gone).
     */
    async takeAttempt(
      id: string,
      limit: number,
      at: Date,
      lockUntil: Date,
    ): Promise<{ taken: true } | { taken: false; lockedUntil: Date | undefined }> {
      const unlocked = or(isNull(shareLinks.lockedUntil), lte(shareLinks.lockedUntil, at));
      const next = sql`(case when ${shareLinks.failedAttempts} >= ${limit} then 0 else ${shareLinks.failedAttempts} end + 1)`;
      const taken = await db
        .update(shareLinks)
        .set({
          failedAttempts: next,
          lockedUntil: sql`case when ${next} >= ${limit} then ${lockUntil.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(shareLinks.id, id), unlocked))
        .returning({ id: shareLinks.id });
      if (taken.length > 0) return { taken: true };
      const [row] = await db
        .select({ lockedUntil: shareLinks.lockedUntil })
        .from(shareLinks)
        .where(eq(shareLinks.id, id));
      return { taken: false, lockedUntil: row ? (row.lockedUntil ?? at) : undefined };
    },

    /**
     * A right passcode ends the row of wrong ones. Its own attempt was counted as a wrong one
     * until now, so a lock that attempt set (`ownLock`, the `lockUntil` it was taken with)
     * goes too; a lock wrong attempts taken after it set stays: each of those was tried.
     */
    async clearAttempts(id: string, at: Date, ownLock: Date): Promise<void> {
      await db
        .update(shareLinks)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(
          and(
            eq(shareLinks.id, id),
            or(
              isNull(shareLinks.lockedUntil),
              lte(shareLinks.lockedUntil, at),
              eq(shareLinks.lockedUntil, ownLock),
            ),
          ),
        );
    },

    /** an account goes: the links it made and those of its couple */
    async deleteForAccount(userId: string, coupleId: string | null): Promise<void> {
      const mine = eq(shareLinks.createdBy, userId);
      await db
        .delete(shareLinks)
        .where(coupleId ? or(mine, eq(shareLinks.coupleId, coupleId)) : mine);
    },
  };
}

const rowColumns = {
  id: shareLinks.id,
  coupleId: shareLinks.coupleId,
  createdBy: shareLinks.createdBy,
  memoryId: shareLinks.memoryId,
  albumId: shareLinks.albumId,
  tokenHash: shareLinks.tokenHash,
  passcodeHash: shareLinks.passcodeHash,
  expiresAt: shareLinks.expiresAt,
  viewCount: shareLinks.viewCount,
  lastViewedAt: shareLinks.lastViewedAt,
  failedAttempts: shareLinks.failedAttempts,
  lockedUntil: shareLinks.lockedUntil,
  createdAt: shareLinks.createdAt,
};

import { and, asc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupleMembers, users } from '../../db/schema.js';
import { avatarRefOf } from '../uploads/index.js';
import { latestConversationSql } from './messages-audience-repository.js';
import { newerThan } from './messages-keyset-repository.js';
import type { MessagePosition } from './messages-keyset-repository.js';
import { messageMembers, messages, nudges } from './messages-schema.js';

export interface AuthorRow {
  id: string;
  displayName: string;
  avatarUploadId: string | null;
  avatarWidth: number | null;
}

/**
 * The conversation's people (part of the messages repository): its two members and their
 * read pointers, the unread count, the partner, and nudges.
 */
export function createMessageMembersQueries(db: Db) {
  return {
    // -- members and read pointers --------------------------------------------------------

    /** both people of a connected couple are members of its conversation (once) */
    async ensureMembers(coupleId: string, userIds: string[], at: Date): Promise<void> {
      if (!userIds.length) return;
      await db
        .insert(messageMembers)
        .values(userIds.map((userId) => ({ coupleId, userId, createdAt: at })))
        .onConflictDoNothing();
    },

    /**
     * The conversation a person without a couple still reads: the one of their
     * memberships with the latest message (a person has had a handful of couples at most).
     */
    async latestConversationOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ coupleId: messageMembers.coupleId })
        .from(messageMembers)
        .where(
          and(
            eq(messageMembers.userId, userId),
            eq(messageMembers.coupleId, latestConversationSql(sql`${userId}`)),
          ),
        );
      return row?.coupleId ?? null;
    },

    /** my current partner (couple_members), if any */
    async partnerOf(userId: string, coupleId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: coupleMembers.userId })
        .from(coupleMembers)
        .where(and(eq(coupleMembers.coupleId, coupleId), ne(coupleMembers.userId, userId)))
        .limit(1);
      return row?.userId ?? null;
    },

    async authors(ids: string[]): Promise<AuthorRow[]> {
      if (!ids.length) return [];
      return db
        .select({ id: users.id, displayName: users.displayName, ...avatarRefOf(users) })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /** moves my pointer to `to` when it is ahead of where it is; true when it moved */
    async moveReadPointer(
      coupleId: string,
      userId: string,
      to: MessagePosition,
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(messageMembers)
        .set({ readUpToId: to.id, readUpToAt: to.createdAt, seenAt: at })
        .where(
          and(
            eq(messageMembers.coupleId, coupleId),
            eq(messageMembers.userId, userId),
            sql`(${messageMembers.readUpToAt} is null or (${messageMembers.readUpToAt}, ${messageMembers.readUpToId}) < (${to.createdAt.toISOString()}::timestamptz, ${to.id}))`,
          ),
        )
        .returning({ userId: messageMembers.userId });
      return rows.length > 0;
    },

    /**
     * The partner's messages after my pointer, counted over the index range and stopped at
     * `cap` (the count never reads more than `cap` rows).
     */
    async unreadCount(
      coupleId: string,
      viewerId: string,
      after: MessagePosition | null,
      cap: number,
    ): Promise<number> {
      const inner = db
        .select({ one: sql`1` })
        .from(messages)
        .where(
          and(
            eq(messages.coupleId, coupleId),
            after ? newerThan(after) : undefined,
            ne(messages.authorId, viewerId),
            isNull(messages.removed),
          ),
        )
        .limit(cap)
        .as('unread');
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(inner);
      return row?.count ?? 0;
    },

    // -- nudges ---------------------------------------------------------------------------

    /** my nudges since `since`, oldest first (how long until the oldest leaves the hour) */
    /**
     * Holds, to the end of the transaction, the right to count and add this person's
     * nudges: two sent at once would both count nine and both be added.
     */
    async lockNudgesOf(userId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`nudges:${userId}`}, 0))`,
      );
    },

    async nudgesSince(userId: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ createdAt: nudges.createdAt })
        .from(nudges)
        .where(and(eq(nudges.fromUserId, userId), gte(nudges.createdAt, since)))
        .orderBy(asc(nudges.createdAt));
      return rows.map((row) => row.createdAt);
    },

    async insertNudge(row: typeof nudges.$inferInsert): Promise<void> {
      await db.insert(nudges).values(row);
    },
  };
}

import { and, asc, count, desc, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { coupleMembers, couples, users } from '../../db/schema.js';
import { notifications } from './notifications-schema.js';
import type { NewNotificationRow, NotificationRow } from './notifications-schema.js';

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** A position in the list: the last row of the previous page. */
export interface NotificationCursor {
  createdAt: Date;
  id: string;
}

export function createNotificationsRepository(db: Db) {
  return {
    async insert(row: NewNotificationRow): Promise<void> {
      await db.insert(notifications).values(row);
    },

    /** a batch at once (a reminder delivery gives one per person reached) */
    async insertMany(rows: NewNotificationRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },

    /** false when a row with the same (user, dedupe key) exists: a milestone comes once */
    async insertOnce(row: NewNotificationRow): Promise<boolean> {
      const written = await db
        .insert(notifications)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      return written.length > 0;
    },

    /**
     * The newest unread notification of this kind by this person since `since`, locked
     * until the transaction ends, so two events folding at once take turns.
     */
    async latestFoldable(
      userId: string,
      type: string,
      actorId: string,
      since: Date,
    ): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.type, type),
            eq(notifications.actorId, actorId),
            isNull(notifications.readAt),
            gte(notifications.createdAt, sql`${since.toISOString()}::timestamptz`),
          ),
        )
        .orderBy(desc(notifications.createdAt))
        .limit(1)
        .for('update');
      return row;
    },

    async fold(
      id: string,
      patch: { data: NotificationRow['data']; link: string | null; at: Date },
    ): Promise<void> {
      await db
        .update(notifications)
        .set({ data: patch.data, link: patch.link, updatedAt: patch.at })
        .where(eq(notifications.id, id));
    },

    /**
     * Connected couples with both people's time zones, by id (keyset), for the milestone
     * run: one indexed page at a time.
     */
    async connectedCouples(afterId: string, limit: number) {
      const one = alias(users, 'one');
      const two = alias(users, 'two');
      return db
        .select({
          id: couples.id,
          anniversaryDate: couples.anniversaryDate,
          connectedAt: couples.connectedAt,
          user1Id: couples.user1Id,
          user2Id: couples.user2Id,
          timeZone1: one.timeZone,
          timeZone2: two.timeZone,
        })
        .from(couples)
        .innerJoin(one, eq(one.id, couples.user1Id))
        .innerJoin(two, eq(two.id, couples.user2Id))
        .where(and(eq(couples.status, 'accepted'), gt(couples.id, afterId)))
        .orderBy(asc(couples.id))
        .limit(limit);
    },

    /** the other active member of my couple, if any */
    async partnerOf(userId: string, coupleId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: coupleMembers.userId })
        .from(coupleMembers)
        .where(and(eq(coupleMembers.coupleId, coupleId), ne(coupleMembers.userId, userId)))
        .limit(1);
      return row?.userId ?? null;
    },

    /**
     * Newest first, keyset on (created_at desc, id) as the index
     * `notifications_user_created_idx` orders them; `limit + 1` tells whether more follow.
     */
    async list(
      userId: string,
      limit: number,
      after?: NotificationCursor,
    ): Promise<NotificationRow[]> {
      const at = after?.createdAt.toISOString();
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            after
              ? or(
                  lt(notifications.createdAt, sql`${at}::timestamptz`),
                  and(
                    eq(notifications.createdAt, sql`${at}::timestamptz`),
                    gt(notifications.id, after.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), asc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** only the owner's; undefined for anyone else's (or none) */
    async markRead(id: string, userId: string, at: Date): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },

    async markAllRead(userId: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** my unread notifications of one type read (the conversation read reads its message ones) */
    async markTypeRead(userId: string, type: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.type, type),
            isNull(notifications.readAt),
          ),
        );
    },
  };
}

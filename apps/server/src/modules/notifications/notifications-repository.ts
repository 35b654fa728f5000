import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import type { NewNotificationRow, NotificationRow } from '../../db/schema.js';

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
  };
}

import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from './push-schema.js';
import type { PushSubscriptionRow } from './push-schema.js';

export type PushRepository = ReturnType<typeof createPushRepository>;

export interface NewPushSubscription {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  createdAt: Date;
}

export function createPushRepository(db: Db) {
  return {
    /**
     * One row per endpoint. The same user subscribing the same browser again refreshes
     * its keys; an endpoint that is someone else's is not taken over (false): the
     * upsert's WHERE leaves that row alone and returns nothing. Then the user's oldest
     * beyond `keep` go.
     */
    async subscribe(row: NewPushSubscription, keep: number): Promise<boolean> {
      const saved = await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { p256dh: row.p256dh, auth: row.auth, userAgent: row.userAgent },
          setWhere: eq(pushSubscriptions.userId, row.userId),
        })
        .returning({ id: pushSubscriptions.id });
      if (saved.length === 0) return false;
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, row.userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(keep);
      await db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.userId, row.userId), notInArray(pushSubscriptions.id, newest)),
        );
      return true;
    },

    /** my devices, newest first */
    async listMine(userId: string) {
      return db
        .select({
          id: pushSubscriptions.id,
          userAgent: pushSubscriptions.userAgent,
          createdAt: pushSubscriptions.createdAt,
          lastUsedAt: pushSubscriptions.lastUsedAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
    },

    async deleteMine(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** false when it is not one of mine (someone else's answers the same as an unknown id) */
    async deleteMineById(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    /** the devices of the people a notification or a reminder reaches */
    async subscriptionsOf(userIds: string[]): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return [];
      return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
    },

    /** what the push service says is gone (404, 410) */
    async deleteSubscriptions(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },

    /** the subscriptions a delivery's pushes reached: one statement for all of them */
    async markSubscriptionsUsed(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(pushSubscriptions)
        .set({ lastUsedAt: sql`${at.toISOString()}::timestamptz` })
        .where(inArray(pushSubscriptions.id, ids));
    },
  };
}

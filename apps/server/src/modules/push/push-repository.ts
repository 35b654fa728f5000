import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';

export type PushRepository = ReturnType<typeof createPushRepository>;

export function createPushRepository(db: Db) {
  return {
    /** one row per endpoint: a browser signed in with another account now belongs to this one */
    async upsert(row: {
      id: string;
      userId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      userAgent: string | null;
      createdAt: Date;
    }) {
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: row.userId,
            p256dh: row.p256dh,
            auth: row.auth,
            userAgent: row.userAgent,
            createdAt: row.createdAt,
          },
        });
    },

    async deleteMine(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },
  };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupleMembers, users } from '../../db/schema.js';
import { calendarFeeds } from './calendar-schema.js';

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;

export function createCalendarRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .limit(1);
      return row;
    },

    /** a new secret replaces the old one, which stops working at once */
    async replace(userId: string, tokenHash: string, at: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: at })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
    },

    async remove(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /** whose feed a token opens, with their zone, language and current couple: one query */
    async ownerOf(tokenHash: string) {
      const [row] = await db
        .select({
          userId: users.id,
          timeZone: users.timeZone,
          language: users.language,
          coupleId: coupleMembers.coupleId,
        })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .leftJoin(coupleMembers, eq(coupleMembers.userId, users.id))
        .where(eq(calendarFeeds.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
  };
}

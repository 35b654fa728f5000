import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couples } from '../../db/schema.js';
import { reminderOccurrences, reminders } from './reminders-schema.js';
import type { ReminderRow } from './reminders-schema.js';

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;

const { search: _search, ...reminderColumns } = getTableColumns(reminders);

/** A due reminder with the two people of its couple (none when written alone). */
export type DueReminderRow = Omit<ReminderRow, 'search'> & {
  user1Id: string | null;
  user2Id: string | null;
  coupleStatus: string | null;
};

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The scheduler's queries: claims with FOR UPDATE SKIP LOCKED, so each due row has one owner.
 * It writes reminders only: the notifications a batch gives are the notifications
 * repository's, the push subscriptions it reaches the push repository's.
 */
export function createDeliveryRepository(db: Db) {
  return {
    /**
     * Rows whose next act is due (`notify_at`: the notice, or moving a repeating reminder
     * on once noticed early), not completed, oldest first; rows another server holds are
     * skipped, not waited for. Held until the claiming transaction ends.
     */
    async claimDue(now: Date, limit: number): Promise<DueReminderRow[]> {
      return db
        .select({
          ...reminderColumns,
          user1Id: couples.user1Id,
          user2Id: couples.user2Id,
          coupleStatus: couples.status,
        })
        .from(reminders)
        .leftJoin(couples, eq(couples.id, reminders.coupleId))
        .where(
          and(
            isNotNull(reminders.notifyAt),
            eq(reminders.isCompleted, false),
            isNull(reminders.deletedAt),
            lte(reminders.notifyAt, ts(now)),
          ),
        )
        .orderBy(asc(reminders.notifyAt))
        .limit(limit)
        .for('update', { of: reminders, skipLocked: true });
    },

    /**
     * Noticed: nothing more to do for a one-off; a repeating one noticed ahead of its
     * occurrence comes back then, to move on.
     */
    async markNotified(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(reminders)
        .set({
          notified: true,
          notifiedAt: at,
          notifyAt: sql`case when ${reminders.isRecurring} and ${reminders.datetime} > ${ts(at)} then ${reminders.datetime} end`,
        })
        .where(inArray(reminders.id, ids));
    },

    /**
     * Noticed earlier, nothing to do now: a one-off (or a repeat turned off meanwhile) is
     * done with; a repeating one still ahead of its occurrence comes back then.
     */
    async settle(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(reminders)
        .set({
          notifyAt: sql`case when ${reminders.isRecurring} and ${reminders.datetime} > ${reminders.notifyAt} then ${reminders.datetime} end`,
        })
        .where(inArray(reminders.id, ids));
    },

    /** repeating reminders move on: one statement for the whole batch */
    async moveOn(rows: { id: string; next: Date; notifyAt: Date }[], at: Date): Promise<void> {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map((row) => sql`(${row.id}::text, ${ts(row.next)}, ${ts(row.notifyAt)})`),
        sql`, `,
      );
      await db.execute(
        sql`update ${reminders} as r set datetime = v.next, scheduled_at = v.next, notified = false, notified_at = ${ts(at)}, notify_at = v.notify from (values ${values}) as v(id, next, notify) where r.id = v.id`,
      );
    },

    async insertOccurrences(rows: (typeof reminderOccurrences.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(reminderOccurrences).values(rows);
    },
  };
}

import type { TrashTable } from '../trash/index.js';
import { audienceOf } from './reminders-audience-repository.js';
import { reminders } from './reminders-schema.js';

/**
 * The reminders' table as the trash handles it: the trash lists, locks and purges through
 * this, and its writes (bring back, delete for good) stay here, with the table's owner.
 * Each takes the trash's database handle, so they run in its transaction.
 */
const LIVE_AGAIN = { deletedAt: null, deletedBy: null };

export const reminderTrash: TrashTable = {
  id: reminders.id,
  title: reminders.title,
  deletedAt: reminders.deletedAt,
  deletedBy: reminders.deletedBy,
  // as the reminder lists show it: mine wherever I wrote it (single too), and our couple's
  // shared ones; a couple's reminder stays behind when the couple ends
  scope: audienceOf,
  restore: async (db, where) =>
    (await db.update(reminders).set(LIVE_AGAIN).where(where).returning({ id: reminders.id }))
      .length > 0,
  remove: async (db, where) =>
    (await db.delete(reminders).where(where).returning({ id: reminders.id })).length > 0,
};

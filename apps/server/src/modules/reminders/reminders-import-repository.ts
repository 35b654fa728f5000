import type { Db } from '../../db/client.js';
import { inBatches } from '../../db/batches.js';
import { reminders } from './reminders-schema.js';
import type { NewReminderRow } from './reminders-schema.js';

/**
 * What an import writes of reminders, many at once inside the import's transaction
 * (portability's archive writer). Part of the reminders repository.
 */
export function createRemindersImportWrites(db: Db) {
  return {
    async importReminders(rows: NewReminderRow[]) {
      await inBatches(rows, 500, (batch) => db.insert(reminders).values(batch));
    },
  };
}

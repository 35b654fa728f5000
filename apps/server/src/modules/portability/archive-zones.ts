import { isValidTimeZone } from '@doita/shared';
import type { ExportArchive } from '@doita/shared';
import type { UsersRepository } from '../users/index.js';

/** What an import asks of the database about time zones. */
export interface ArchiveZones {
  /** whether PostgreSQL knows a zone (the runtime knows a few it does not) */
  zones: Pick<UsersRepository, 'knowsTimeZone'>;
}

/**
 * The archive with every reminder in a time zone both the runtime and the database know.
 * One they do not (`Mars/Olympus`, `''`, or `US/Pacific-New` and `CTT`, which only the
 * runtime knows) becomes the importer's own: the live API gives every reminder its author's
 * zone, and a zone is a setting, not something to refuse a whole archive over. Kept as it
 * was, it failed the import (INTERNAL) or the reminders' list (500) afterwards.
 */
export async function withKnownZones(
  data: ExportArchive,
  ownZone: string,
  { zones }: ArchiveZones,
): Promise<ExportArchive> {
  const known = new Map<string, boolean>();
  for (const zone of new Set(data.reminders.map((reminder) => reminder.timeZone))) {
    known.set(zone, isValidTimeZone(zone) && (await zones.knowsTimeZone(zone)));
  }
  if ([...known.values()].every(Boolean)) return data;
  return {
    ...data,
    reminders: data.reminders.map((reminder) =>
      known.get(reminder.timeZone) ? reminder : { ...reminder, timeZone: ownZone },
    ),
  };
}

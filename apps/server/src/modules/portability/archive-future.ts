import { checkinDayOf } from '@doita/shared';
import type { ExportArchive } from '@doita/shared';
import { ArchiveError } from './archive-reader.js';

/*
 * What an archive says happened cannot have happened after it was read. A row dated in the
 * future would sort as the newest for ever (a message years ahead stays last, the read
 * pointer moved onto it skips every real message before its date, and its edit window has
 * not begun), so an archive holding one is refused whole, as INVALID_DATA, like any other
 * value the format does not allow (docs/export-format.md, Import). Only what is to come
 * keeps a future date: a reminder's times, a letter's opening day, a list item's target.
 */

/** how far ahead of this server's clock the exporting server's may have been */
export const ARCHIVE_CLOCK_SKEW_MS = 5 * 60_000;
/** the zone whose date is the latest on Earth: a later day has begun nowhere */
const LATEST_ZONE = 'Etc/GMT-14';

type Dated = readonly [where: string, value: string];

/**
 * The fields that tell when something was done, wherever a row of the archive holds them.
 * Read by name rather than listed kind by kind, so a kind the format gains is checked too.
 */
const DONE_FIELDS = new Set([
  'createdAt',
  'updatedAt',
  'editedAt',
  'openedAt',
  'doneAt',
  'completedAt',
  'publishedAt',
  'answeredAt',
]);

/** every instant of the archive that tells when something was done, with where it is */
function* doneAt(value: unknown, where: string): Generator<Dated> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* doneAt(item, `${where}.${i}`);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, field] of Object.entries(value)) {
    const at = where ? `${where}.${key}` : key;
    if (DONE_FIELDS.has(key) && typeof field === 'string') yield [at, field];
    else yield* doneAt(field, at);
  }
}

const refused = (where: string) =>
  new ArchiveError(
    'INVALID_DATA',
    `data.json does not match the format: ${where} is later than the time of the import`,
  );

/**
 * Refuses an archive that dates something done later than `now` (give or take the clock
 * skew between two servers), or a check-in on a day that has begun nowhere yet.
 */
export function refuseFutureDates(data: ExportArchive, now: Date): void {
  const latest = now.getTime() + ARCHIVE_CLOCK_SKEW_MS;
  for (const [where, value] of doneAt(data, '')) {
    if (Date.parse(value) > latest) throw refused(where);
  }
  const lastDay = checkinDayOf(new Date(latest), LATEST_ZONE);
  for (const [i, c] of data.checkins.entries())
    if (c.day > lastDay) throw refused(`checkins.${i}.day`);
}

/** An instant of an imported row that must not sort after the import: at most `now`. */
export const notAfter = (iso: string, now: Date): Date => {
  const at = new Date(iso);
  return at.getTime() > now.getTime() ? new Date(now) : at;
};

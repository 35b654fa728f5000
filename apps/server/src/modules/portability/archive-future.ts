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

type Dated = readonly [where: string, value: string | null | undefined];

/** every instant of the archive that tells when something was done, with where it is */
function* doneAt(data: ExportArchive): Generator<Dated> {
  for (const [i, m] of data.memories.entries()) {
    yield [`memories.${i}.createdAt`, m.createdAt];
    yield [`memories.${i}.updatedAt`, m.updatedAt];
    for (const [j, c] of (m.comments ?? []).entries()) {
      yield [`memories.${i}.comments.${j}.createdAt`, c.createdAt];
      yield [`memories.${i}.comments.${j}.editedAt`, c.editedAt];
    }
    for (const [j, r] of (m.reactions ?? []).entries())
      yield [`memories.${i}.reactions.${j}.createdAt`, r.createdAt];
  }
  for (const [i, r] of data.reminders.entries()) {
    yield [`reminders.${i}.completedAt`, r.completedAt];
    yield [`reminders.${i}.createdAt`, r.createdAt];
    yield [`reminders.${i}.updatedAt`, r.updatedAt];
  }
  for (const [i, p] of data.posts.entries()) {
    yield [`posts.${i}.publishedAt`, p.publishedAt];
    yield [`posts.${i}.createdAt`, p.createdAt];
    yield [`posts.${i}.updatedAt`, p.updatedAt];
  }
  for (const [i, c] of data.comments.entries()) yield [`comments.${i}.createdAt`, c.createdAt];
  for (const [i, r] of data.reactions.entries()) yield [`reactions.${i}.createdAt`, r.createdAt];
  for (const [i, l] of data.letters.entries()) {
    yield [`letters.${i}.createdAt`, l.createdAt];
    yield [`letters.${i}.updatedAt`, l.updatedAt];
  }
  for (const [i, m] of data.messages.entries()) {
    yield [`messages.${i}.createdAt`, m.createdAt];
    yield [`messages.${i}.editedAt`, m.editedAt];
    yield [`messages.${i}.openedAt`, m.openedAt];
    for (const [j, r] of m.messageReactions.entries())
      yield [`messages.${i}.messageReactions.${j}.createdAt`, r.createdAt];
  }
  for (const [i, a] of data.albums.entries()) {
    yield [`albums.${i}.createdAt`, a.createdAt];
    yield [`albums.${i}.updatedAt`, a.updatedAt];
  }
  for (const [i, a] of data.questionAnswers.entries())
    yield [`questionAnswers.${i}.answeredAt`, a.answeredAt];
  for (const [i, c] of data.checkins.entries()) {
    yield [`checkins.${i}.createdAt`, c.createdAt];
    yield [`checkins.${i}.updatedAt`, c.updatedAt];
  }
  for (const [i, item] of data.listItems.entries()) {
    yield [`listItems.${i}.doneAt`, item.doneAt];
    yield [`listItems.${i}.createdAt`, item.createdAt];
    yield [`listItems.${i}.updatedAt`, item.updatedAt];
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
  for (const [where, value] of doneAt(data)) {
    if (value != null && Date.parse(value) > latest) throw refused(where);
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

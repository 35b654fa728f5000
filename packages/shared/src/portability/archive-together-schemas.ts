import { z } from 'zod';
import { archiveDateSchema, archiveInstantSchema } from './archive-instants.js';
import { requiredOneLineText, text } from '../common/common-schemas.js';
import { CHECKIN_LIMITS, CHECKIN_MOODS } from '../checkins/checkins-rules.js';
import { LIST_KINDS, LIST_LIMITS, isKeepableLink } from '../list/list-rules.js';

/*
 * The archive's check-ins and list items (docs/export-format.md). Absent in archives
 * written before they existed: read as none.
 */

const isoInstant = archiveInstantSchema;
const isoDate = archiveDateSchema;
const sourceId = z.string().min(1).max(128);

/** One check-in of someone in the archive, on their own calendar day. */
export const archiveCheckinSchema = z.object({
  id: sourceId,
  userId: sourceId,
  day: isoDate,
  mood: z.enum(CHECKIN_MOODS),
  note: text(CHECKIN_LIMITS.note),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ArchiveCheckin = z.infer<typeof archiveCheckinSchema>;

/** One item of the couple's list. */
export const archiveListItemSchema = z.object({
  id: sourceId,
  authorId: sourceId.nullable(),
  /** NFC, trimmed, as the live API keeps it; one that shows nothing is INVALID_DATA */
  // on one line, as the live API keeps it
  title: requiredOneLineText(LIST_LIMITS.title),
  kind: z.enum(LIST_KINDS),
  note: text(LIST_LIMITS.note),
  targetDate: isoDate.nullable(),
  link: z.string().max(LIST_LIMITS.link).refine(isKeepableLink).nullable(),
  doneAt: isoInstant.nullable(),
  doneById: sourceId.nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ArchiveListItem = z.infer<typeof archiveListItemSchema>;

/** How many of each an archive may hold (json-guard counts arrays by their name). */
export const ARCHIVE_TOGETHER_MAX_ITEMS = { checkins: 40_000, listItems: 10_000 } as const;

export const archiveTogetherFields = {
  checkins: z.array(archiveCheckinSchema).max(ARCHIVE_TOGETHER_MAX_ITEMS.checkins).default([]),
  listItems: z.array(archiveListItemSchema).max(ARCHIVE_TOGETHER_MAX_ITEMS.listItems).default([]),
};

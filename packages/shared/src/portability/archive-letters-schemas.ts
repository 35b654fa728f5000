import { z } from 'zod';
import { archiveDateSchema, archiveInstantSchema } from './archive-instants.js';
import { requiredText } from '../common/common-schemas.js';
import { LETTER_LIMITS } from '../letters/letters-rules.js';

/*
 * The archive's letters for later (docs/export-format.md). A person's copy holds the
 * letters they wrote and the letters to them that have opened: a letter still sealed to
 * its reader is not in their copy at all. Absent in archives written before letters
 * existed: read as none.
 */

const isoInstant = archiveInstantSchema;
const sourceId = z.string().min(1).max(128);

/** A photo of a letter inside the archive (photos/YYYY/MM/..., as a memory's). */
const archiveLetterPhotoSchema = z.object({
  id: sourceId,
  path: z.string().max(300),
  originalName: z.string().max(300),
  type: z.string().max(40),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
});

export const archiveLetterSchema = z.object({
  id: sourceId,
  authorId: sourceId,
  /** null once the recipient's account is gone */
  recipientId: sourceId.nullable(),
  opensOn: archiveDateSchema,
  /** NFC, trimmed, as the live API keeps it; one that shows nothing is INVALID_DATA */
  text: requiredText(LETTER_LIMITS.text),
  photos: z.array(archiveLetterPhotoSchema).max(LETTER_LIMITS.images),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ArchiveLetter = z.infer<typeof archiveLetterSchema>;

/** How many an archive may hold (json-guard counts arrays by their name). */
export const ARCHIVE_LETTERS_MAX_ITEMS = { letters: 10_000 } as const;

export const archiveLettersFields = {
  letters: z.array(archiveLetterSchema).max(ARCHIVE_LETTERS_MAX_ITEMS.letters).default([]),
};

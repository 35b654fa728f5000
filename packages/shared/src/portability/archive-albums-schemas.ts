import { z } from 'zod';
import { archiveInstantSchema } from './archive-instants.js';
import { requiredOneLineText, text } from '../common/common-schemas.js';
import { ALBUM_LIMITS } from '../albums/albums-rules.js';

/*
 * The archive's albums (docs/export-format.md): the albums its person sees, each with the
 * archive ids of the memories they see in it, in the order they were added, and its cover
 * as a memory and a photo position (a photo's id changes on import; its place does not).
 * Absent in archives written before albums existed: read as none.
 */

const isoInstant = archiveInstantSchema;
const sourceId = z.string().min(1).max(128);

export const archiveAlbumSchema = z.object({
  id: sourceId,
  // kept as the live API keeps them (NFC, trimmed, on one line); a name that shows nothing is
  // INVALID_DATA
  name: requiredOneLineText(ALBUM_LIMITS.name),
  description: text(ALBUM_LIMITS.description),
  /** the memory whose photo is the chosen cover, and that photo's place in it (from 0) */
  cover: z.object({ memoryId: sourceId, position: z.number().int().min(0).max(100) }).nullable(),
  memoryIds: z.array(sourceId).max(10_000),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ArchiveAlbum = z.infer<typeof archiveAlbumSchema>;

/** How many an archive may hold (json-guard counts arrays by their name). */
export const ARCHIVE_ALBUMS_MAX_ITEMS = {
  albums: ALBUM_LIMITS.perCouple * 5,
  memoryIds: 100_000,
} as const;

export const archiveAlbumsFields = {
  albums: z.array(archiveAlbumSchema).max(ARCHIVE_ALBUMS_MAX_ITEMS.albums).default([]),
};

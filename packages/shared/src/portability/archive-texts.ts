import { z } from 'zod';
import { oneLineText, text } from '../common/common-schemas.js';

/*
 * An archive's typed texts, kept as the live API keeps them (`text`: NFC, trimmed, empty
 * when it shows nothing). Where an older archive may hold an empty text the live API would
 * now refuse (a memory's or a post's title), it is imported empty, as it always was, rather
 * than refusing the whole archive over it; the texts that never could be empty in an
 * archive (an album's name, a letter, a list item, an answer) use `requiredText` instead,
 * and such an archive is INVALID_DATA.
 */

/** a text that may be absent: null when it shows nothing */
export const optionalArchiveText = (max: number) =>
  text(max)
    .nullable()
    .transform((value) => value || null);

/**
 * a place: a name alone or with its coordinates, on one line as the live API keeps it (line
 * breaks and tabs become one space); a name that shows nothing is no place
 */
export const archivePlaceSchema = z
  .union([
    oneLineText(500),
    z.object({
      name: oneLineText(500),
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
    }),
  ])
  .nullable()
  .transform((place) => (typeof place === 'string' ? place || null : place?.name ? place : null));

/** comments, those that show nothing left out (nothing a reader could see is lost) */
export const archiveCommentsOf = <T extends z.ZodType<{ content: string }>>(
  comment: T,
  max?: number,
) =>
  (max === undefined ? z.array(comment) : z.array(comment).max(max)).transform((list) =>
    list.filter((item) => item.content !== ''),
  );

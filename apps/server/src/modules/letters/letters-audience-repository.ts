import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FileAccessRule } from '../uploads/index.js';
import { letterImages, letters } from './letters-schema.js';

/** Who is looking: what they may see depends on their current couple. */
export interface LetterViewer {
  userId: string;
  coupleId: string | null;
}

/** A viewer's id or couple, as a value or SQL (a file URL's viewer is SQL). */
type Param = string | SQL;

/**
 * Who sees that a letter exists (docs/product-rules.md, Letters for later): its writer,
 * always; its recipient while the couple it was written in is their current one. Seeing
 * it is not reading it: a sealed letter's content is its writer's alone
 * (`readableBy`). Each arm matches an index (author / recipient order).
 */
export function lettersSeenBy(userId: Param, coupleId: Param | null): SQL {
  const mine = eq(letters.authorId, userId);
  if (coupleId === null) return mine;
  return or(mine, and(eq(letters.recipientId, userId), eq(letters.coupleId, coupleId)))!;
}

/**
 * Who may read a letter's content and photos: its writer, and its recipient (in the
 * couple it was written in) once it was found open (`opened_at`, stamped by the read that
 * first found its day had come, or by the opening job, before any content left).
 */
export function lettersReadableBy(userId: Param, coupleId: Param | null): SQL {
  const mine = eq(letters.authorId, userId);
  if (coupleId === null) return mine;
  return or(
    mine,
    and(
      eq(letters.recipientId, userId),
      eq(letters.coupleId, coupleId),
      isNotNull(letters.openedAt),
    ),
  )!;
}

/**
 * Who may open a letter's photo: whoever may read the letter now. A withdrawn letter's
 * photos are freed with it, so their URLs answer 404 from then on; the trash never holds
 * a letter.
 */
export const letterPhotosRule: FileAccessRule = (upload, viewer) =>
  sql`exists (select 1 from ${letterImages}
    inner join ${letters} on ${letters.id} = ${letterImages.letterId}
    where ${letterImages.uploadId} = ${upload} and not ${viewer.trash}
      and ${lettersReadableBy(viewer.userId, viewer.coupleId)})`;

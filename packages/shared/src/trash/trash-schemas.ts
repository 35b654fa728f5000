import { z } from 'zod';
import { idSchema } from '../common/common-schemas.js';
import { imageSchema } from '../uploads/uploads-schemas.js';
import { TRASH_KINDS } from './trash-rules.js';

export const trashKindSchema = z.enum(TRASH_KINDS);

export const trashItemSchema = z.object({
  kind: trashKindSchema,
  id: z.string(),
  title: z.string(),
  deletedAt: z.string(),
  /** when the purge deletes it for good (deletedAt + 30 days) */
  purgeAt: z.string(),
  /**
   * A memory's first photo, a post's cover (null when it has none; absent for comments and
   * reminders), by links of the trash's own: they open for whoever deleted it while it is
   * in their trash, and for no one once it is restored or gone.
   */
  picture: imageSchema.nullable().optional(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashListResponseSchema = z.object({ items: z.array(trashItemSchema) });
export type TrashList = z.infer<typeof trashListResponseSchema>;

export const trashItemParamsSchema = z.object({ kind: trashKindSchema, id: idSchema });
export type TrashItemParams = z.infer<typeof trashItemParamsSchema>;

/** What a restore answers: the item back where it was, as its list shows it. */
export const trashRestoreResponseSchema = z.object({
  message: z.string(),
  item: z.object({ kind: trashKindSchema, id: z.string() }),
});
export type TrashRestoreResponse = z.infer<typeof trashRestoreResponseSchema>;

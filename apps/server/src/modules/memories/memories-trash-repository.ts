import { inArray, sql } from 'drizzle-orm';
import type { TrashTable } from '../trash/index.js';
import { memories, memoryComments, memoryImages } from './memories-schema.js';

/**
 * The memories' tables as the trash handles them: the trash lists, locks and purges through
 * these, and their writes (bring back, delete for good) stay here, with the tables' owner.
 * Each takes the trash's database handle, so they run in its transaction.
 */
const LIVE_AGAIN = { deletedAt: null, deletedBy: null };

export const memoryTrash: TrashTable = {
  id: memories.id,
  title: memories.title,
  deletedAt: memories.deletedAt,
  deletedBy: memories.deletedBy,
  picture: sql<string | null>`(select ${memoryImages.uploadId} from ${memoryImages}
    where ${memoryImages.memoryId} = ${memories.id} order by ${memoryImages.position} limit 1)`,
  photos: async (db, ids) =>
    (
      await db
        .select({ id: memoryImages.uploadId })
        .from(memoryImages)
        .where(inArray(memoryImages.memoryId, ids))
    ).map((row) => row.id),
  restore: async (db, where) =>
    (await db.update(memories).set(LIVE_AGAIN).where(where).returning({ id: memories.id })).length >
    0,
  remove: async (db, where) =>
    (await db.delete(memories).where(where).returning({ id: memories.id })).length > 0,
};

/**
 * A memory's comment: its memory's count is counted live, nothing to move back. On a
 * memory that is itself in the trash it comes back there, hidden with it.
 */
export const memoryCommentTrash: TrashTable = {
  id: memoryComments.id,
  title: memoryComments.content,
  deletedAt: memoryComments.deletedAt,
  deletedBy: memoryComments.deletedBy,
  restore: async (db, where) =>
    (
      await db
        .update(memoryComments)
        .set(LIVE_AGAIN)
        .where(where)
        .returning({ id: memoryComments.id })
    ).length > 0,
  remove: async (db, where) =>
    (await db.delete(memoryComments).where(where).returning({ id: memoryComments.id })).length > 0,
};

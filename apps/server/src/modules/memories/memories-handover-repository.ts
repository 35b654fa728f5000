import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import { memories, memoryCounts, memoryImages } from './memories-schema.js';

/**
 * Each memory photo with whoever keeps its memory, as (upload_id, keeper_id): what the
 * uploads repository reowns a deleted account's photos by (`reownKept`).
 */
export const photoKeepers = sql`select ${memoryImages.uploadId}, ${memories.ownerId} from ${memoryImages}
  join ${memories} on ${memories.id} = ${memoryImages.memoryId}`;

/**
 * Moving memories and their photos from one person to another, for account deletion
 * (memories-account-deletion.ts). Part of the memories repository.
 */
export function createMemoriesHandover(db: Db) {
  /** the photos of the memories a user owns */
  const photosOwnedBy = (userId: string) =>
    db
      .select({ uploadId: memoryImages.uploadId })
      .from(memoryImages)
      .innerJoin(memories, eq(memories.id, memoryImages.memoryId))
      .where(eq(memories.ownerId, userId));

  return {
    /** the couple's shared memories I own become the partner's; returns how many */
    async transferShared(userId: string, partnerId: string, coupleId: string): Promise<number> {
      const rows = await db
        .update(memories)
        .set({ ownerId: partnerId })
        .where(
          and(
            eq(memories.ownerId, userId),
            eq(memories.coupleId, coupleId),
            eq(memories.isPrivate, false),
            // what I put in the trash I deleted: it goes with me, as it did before the trash
            isNull(memories.deletedAt),
          ),
        )
        .returning({ id: memories.id });
      return rows.length;
    },

    /** others' photos in the memories I still own (about to go with me), to free */
    async foreignPhotosOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(sql`${uploads.ownerId} <> ${userId}`, sql`${uploads.id} in ${photosOwnedBy(userId)}`),
        );
      return rows.map((row) => row.id);
    },

    /** my rows of memory_counts (it has no foreign key; my memories' cascade empties them) */
    async forgetCounts(userId: string): Promise<void> {
      await db.delete(memoryCounts).where(eq(memoryCounts.ownerId, userId));
    },
  };
}

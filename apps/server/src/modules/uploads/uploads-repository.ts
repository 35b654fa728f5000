import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import type { NewUploadRow, UploadRow } from '../../db/schema.js';

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

/** What a response needs to show an image (its URLs are signed from it). */
export type ImageRow = Pick<UploadRow, 'id' | 'widths' | 'placeholder' | 'width' | 'height'>;

export function createUploadsRepository(db: Db) {
  return {
    async insert(row: NewUploadRow): Promise<void> {
      await db.insert(uploads).values(row);
    },

    async findById(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },

    /**
     * Marks the owner's unused uploads as used; returns the ids it took. Fewer than asked
     * means some are not the owner's, already used elsewhere, or gone.
     */
    async claim(ids: string[], ownerId: string, now: Date): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db
        .update(uploads)
        .set({ usedAt: now })
        .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId), isNull(uploads.usedAt)))
        .returning({ id: uploads.id });
      return rows.map((row) => row.id);
    },

    /** Lets go of uploads (a photo removed from a memory): swept once a day old. */
    async release(ids: string[]): Promise<void> {
      if (!ids.length) return;
      await db.update(uploads).set({ usedAt: null }).where(inArray(uploads.id, ids));
    },

    /** every upload of a user, what storage keys need (account deletion) */
    listOwnedBy(ownerId: string): Promise<Pick<UploadRow, 'id' | 'widths'>[]> {
      return db
        .select({ id: uploads.id, widths: uploads.widths })
        .from(uploads)
        .where(eq(uploads.ownerId, ownerId));
    },

    /** unused uploads made before `cutoff` (the partial index uploads_unused_idx) */
    unusedBefore(cutoff: Date, limit: number): Promise<Pick<UploadRow, 'id' | 'widths'>[]> {
      return db
        .select({ id: uploads.id, widths: uploads.widths })
        .from(uploads)
        .where(and(isNull(uploads.usedAt), lt(uploads.createdAt, cutoff)))
        .orderBy(uploads.createdAt)
        .limit(limit);
    },

    /** deletes the rows still unused (one claimed meanwhile stays) and returns their ids */
    async deleteUnused(ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db
        .delete(uploads)
        .where(and(inArray(uploads.id, ids), isNull(uploads.usedAt)))
        .returning({ id: uploads.id });
      return rows.map((row) => row.id);
    },
  };
}

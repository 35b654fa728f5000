import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { openableQuery } from './uploads-access-repository.js';
import type { FileAccessRule } from './uploads-access-repository.js';
import { uploads } from './uploads-schema.js';
import type { NewUploadRow, UploadRow } from './uploads-schema.js';

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

/** What names an upload's stored files (its storage keys come from it). */
export type UploadFilesRow = Pick<UploadRow, 'id' | 'widths' | 'originalFile'> &
  Partial<Pick<UploadRow, 'videoFile' | 'clipFile'>>;

/** A video's or a Live Photo's fields (absent: a photo). */
export type MediaFields = Pick<
  UploadRow,
  | 'kind'
  | 'mediaStatus'
  | 'mediaProgress'
  | 'mediaFailure'
  | 'durationMs'
  | 'videoFile'
  | 'clipFile'
>;

/** What a response needs to show an image (its URLs are signed from it). */
export type ImageRow = Pick<
  UploadRow,
  'id' | 'widths' | 'placeholder' | 'width' | 'height' | 'originalFile'
> &
  Partial<MediaFields>;

/**
 * Avatars. A user's `avatar_upload_id` names one of their uploads; every response
 * that shows a person carries `avatarUrl`, a freshly signed URL of that upload's smallest
 * rendition (320 px, or the image's own width when narrower). Repositories select an
 * `AvatarRef` with `avatarRefOf(<users table or alias>)` in the same query that reads the
 * person (no N+1), and services turn it into a URL with `uploadsService.avatarUrl`.
 */
export interface AvatarRef {
  avatarUploadId: string | null;
  /** the width of the rendition to show (the first, smallest, of the upload's widths) */
  avatarWidth: number | null;
}

/** The smallest rendition's width of the upload this column names (a primary-key lookup). */
export const avatarWidthOf = (avatarUploadId: AnyPgColumn) =>
  sql<number | null>`(select a."widths"[1] from "uploads" a where a."id" = ${avatarUploadId})`;

/** `{ avatarUploadId, avatarWidth }` of a users table (or alias), for a select. */
export const avatarRefOf = (table: { avatarUploadId: AnyPgColumn }) => ({
  avatarUploadId: sql<string | null>`${table.avatarUploadId}`,
  avatarWidth: avatarWidthOf(table.avatarUploadId),
});

/** The same subquery for raw SQL, with `u` the users alias. */
export const AVATAR_WIDTH_SQL = `(select a."widths"[1] from "uploads" a where a."id" = u."avatar_upload_id")`;

const filesColumns = {
  id: uploads.id,
  widths: uploads.widths,
  originalFile: uploads.originalFile,
  videoFile: uploads.videoFile,
  clipFile: uploads.clipFile,
};

/** The columns an `ImageRow` is read from, for every repository that shows images. */
export const imageRowColumns = {
  ...filesColumns,
  placeholder: uploads.placeholder,
  width: uploads.width,
  height: uploads.height,
  kind: uploads.kind,
  mediaStatus: uploads.mediaStatus,
  mediaProgress: uploads.mediaProgress,
  mediaFailure: uploads.mediaFailure,
  durationMs: uploads.durationMs,
};

/** The same fields for a `json_build_object` of an uploads alias (a cover read in a subquery). */
export const mediaJsonFields = (alias: string) =>
  `'kind', ${alias}.kind, 'mediaStatus', ${alias}.media_status, 'mediaProgress', ${alias}.media_progress, 'mediaFailure', ${alias}.media_failure, 'durationMs', ${alias}.duration_ms, 'videoFile', ${alias}.video_file, 'clipFile', ${alias}.clip_file`;

export function createUploadsRepository(db: Db) {
  return {
    async insert(row: NewUploadRow): Promise<void> {
      await db.insert(uploads).values(row);
    },

    async findById(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },

    /** the query that serves a file: its upload, when a URL's grant may still see it */
    openableBy(rules: readonly FileAccessRule[]) {
      return openableQuery(db, rules);
    },

    /** which of these ids still have a row */
    async existing(ids: string[]): Promise<UploadFilesRow[]> {
      if (!ids.length) return [];
      return db.select(filesColumns).from(uploads).where(inArray(uploads.id, ids));
    },

    /**
     * Marks the owner's unused uploads as used; returns the ids it took. Fewer than asked
     * means some are not the owner's, already used elsewhere, or gone.
     */
    async claim(
      ids: string[],
      ownerId: string,
      now: Date,
    ): Promise<{ id: string; kind: string | null }[]> {
      if (!ids.length) return [];
      return db
        .update(uploads)
        .set({ usedAt: now, releasedAt: null })
        .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId), isNull(uploads.usedAt)))
        .returning({ id: uploads.id, kind: uploads.kind });
    },

    /** Lets go of uploads taken out of a post: not served from now, swept a day later. */
    async release(ids: string[], now: Date): Promise<void> {
      if (!ids.length) return;
      await db
        .update(uploads)
        .set({ usedAt: null, releasedAt: now })
        .where(inArray(uploads.id, ids));
    },

    /**
     * Deletes uploads nothing shows any more (a photo taken out of its memory, the memory
     * or post deleted, an avatar or cover replaced): their memory_images and
     * blog_post_images rows go by cascade, an avatar or cover pointing at one becomes null.
     * Returns what names their files, to remove once the transaction commits.
     */
    async free(ids: string[]): Promise<UploadFilesRow[]> {
      if (!ids.length) return [];
      return db.delete(uploads).where(inArray(uploads.id, ids)).returning(filesColumns);
    },

    /**
     * A user's uploads that someone else keeps showing become that person's, so they outlive
     * the user's account. `keepers` is the showing module's query of (upload_id, keeper_id)
     * pairs (an upload is shown in one place at most: claims are single-use).
     */
    async reownKept(userId: string, keepers: SQL): Promise<void> {
      await db.execute(sql`
        update ${uploads} set owner_id = k.keeper_id
        from (${keepers}) as k(upload_id, keeper_id)
        where k.upload_id = ${uploads.id} and ${uploads.ownerId} = ${userId}
          and k.keeper_id <> ${userId}`);
    },

    /** every upload of a user, what storage keys need (account deletion) */
    listOwnedBy(ownerId: string): Promise<UploadFilesRow[]> {
      return db.select(filesColumns).from(uploads).where(eq(uploads.ownerId, ownerId));
    },

    /** unused uploads made (or released) before `cutoff` (the partial index uploads_unused_idx) */
    unusedBefore(cutoff: Date, limit: number): Promise<UploadFilesRow[]> {
      return db
        .select(filesColumns)
        .from(uploads)
        .where(
          and(
            isNull(uploads.usedAt),
            lt(uploads.createdAt, cutoff),
            sql`(${uploads.releasedAt} is null or ${uploads.releasedAt} < ${cutoff})`,
          ),
        )
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

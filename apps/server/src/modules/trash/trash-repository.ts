import type { TrashKind } from '@doita/shared';
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  blogComments,
  blogPostImages,
  blogPosts,
  memories,
  memoryImages,
  reminders,
} from '../../db/schema.js';

export type TrashRepository = ReturnType<typeof createTrashRepository>;

/** Whose trash: what they deleted; reminders only while they are in the reminder's couple. */
export interface TrashViewer {
  userId: string;
  coupleId: string | null;
}

export interface TrashedRow {
  kind: TrashKind;
  id: string;
  title: string;
  deletedAt: Date;
}

/**
 * One kind of trashable thing: its table's columns, and what its own writes need. Adding a
 * kind (memory comments) is one entry here and one in TRASH_KINDS (packages/shared).
 */
interface TrashTable {
  id: AnyPgColumn;
  title: AnyPgColumn;
  deletedAt: AnyPgColumn;
  deletedBy: AnyPgColumn;
  /** beyond "I deleted it": reminders belong to the couple I am in now */
  scope?: (viewer: TrashViewer) => SQL;
  /** the uploads these show, freed when they are deleted for good */
  photos?: (db: Db, ids: string[]) => Promise<string[]>;
  /** brings it back (the comment's counter moves with it) */
  restore: (db: Db, where: SQL) => Promise<boolean>;
  /** deletes it for good (rows that hang on it go by cascade) */
  remove: (db: Db, where: SQL) => Promise<boolean>;
}

const LIVE_AGAIN = { deletedAt: null, deletedBy: null };

const TABLES: Record<TrashKind, TrashTable> = {
  memory: {
    id: memories.id,
    title: memories.title,
    deletedAt: memories.deletedAt,
    deletedBy: memories.deletedBy,
    photos: async (db, ids) =>
      (
        await db
          .select({ id: memoryImages.uploadId })
          .from(memoryImages)
          .where(inArray(memoryImages.memoryId, ids))
      ).map((row) => row.id),
    restore: async (db, where) =>
      (await db.update(memories).set(LIVE_AGAIN).where(where).returning({ id: memories.id }))
        .length > 0,
    remove: async (db, where) =>
      (await db.delete(memories).where(where).returning({ id: memories.id })).length > 0,
  },
  post: {
    id: blogPosts.id,
    title: blogPosts.title,
    deletedAt: blogPosts.deletedAt,
    deletedBy: blogPosts.deletedBy,
    photos: async (db, ids) => {
      const [images, covers] = await Promise.all([
        db
          .select({ id: blogPostImages.uploadId })
          .from(blogPostImages)
          .where(inArray(blogPostImages.postId, ids)),
        db
          .select({ id: blogPosts.coverUploadId })
          .from(blogPosts)
          .where(and(inArray(blogPosts.id, ids), isNotNull(blogPosts.coverUploadId))),
      ]);
      return [...images, ...covers].flatMap((row) => (row.id ? [row.id] : []));
    },
    restore: async (db, where) =>
      (await db.update(blogPosts).set(LIVE_AGAIN).where(where).returning({ id: blogPosts.id }))
        .length > 0,
    remove: async (db, where) =>
      (await db.delete(blogPosts).where(where).returning({ id: blogPosts.id })).length > 0,
  },
  comment: {
    id: blogComments.id,
    title: blogComments.content,
    deletedAt: blogComments.deletedAt,
    deletedBy: blogComments.deletedBy,
    restore: async (db, where) => {
      const [row] = await db
        .update(blogComments)
        .set(LIVE_AGAIN)
        .where(where)
        .returning({ postId: blogComments.postId });
      if (!row) return false;
      // counted again, as adding it did (blog-comments-repository.ts)
      await db
        .update(blogPosts)
        .set({ commentsCount: sql`${blogPosts.commentsCount} + 1` })
        .where(eq(blogPosts.id, row.postId));
      return true;
    },
    // its post's counter already left it when it was trashed
    remove: async (db, where) =>
      (await db.delete(blogComments).where(where).returning({ id: blogComments.id })).length > 0,
  },
  reminder: {
    id: reminders.id,
    title: reminders.title,
    deletedAt: reminders.deletedAt,
    deletedBy: reminders.deletedBy,
    scope: (viewer) => (viewer.coupleId ? eq(reminders.coupleId, viewer.coupleId) : sql`false`),
    restore: async (db, where) =>
      (await db.update(reminders).set(LIVE_AGAIN).where(where).returning({ id: reminders.id }))
        .length > 0,
    remove: async (db, where) =>
      (await db.delete(reminders).where(where).returning({ id: reminders.id })).length > 0,
  },
};

const KINDS = Object.keys(TABLES) as TrashKind[];

/** the trashed item, if it is in this viewer's trash */
function mine(table: TrashTable, id: string, viewer: TrashViewer): SQL {
  return and(
    eq(table.id, id),
    isNotNull(table.deletedAt),
    eq(table.deletedBy, viewer.userId),
    table.scope?.(viewer),
  )!;
}

export function createTrashRepository(db: Db) {
  return {
    /**
     * The viewer's trash, newest deleted first, at most `limit`: one read per kind, each
     * through its partial index (deleted_by, deleted_at desc) holding only trashed rows.
     */
    async list(viewer: TrashViewer, limit: number): Promise<TrashedRow[]> {
      const perKind = await Promise.all(
        KINDS.map(async (kind) => {
          const table = TABLES[kind];
          const rows = await db
            .select({
              id: sql<string>`${table.id}`,
              title: sql<string>`${table.title}`,
              deletedAt: table.deletedAt,
            })
            .from(table.id.table)
            .where(
              and(
                isNotNull(table.deletedAt),
                eq(table.deletedBy, viewer.userId),
                table.scope?.(viewer),
              ),
            )
            .orderBy(desc(table.deletedAt), desc(table.id))
            .limit(limit);
          return rows.map((row) => ({
            kind,
            id: row.id,
            title: row.title,
            // a timestamptz column: a Date from either driver
            deletedAt: new Date(row.deletedAt as Date | string),
          }));
        }),
      );
      return perKind
        .flat()
        .sort(
          (a, b) =>
            b.deletedAt.getTime() - a.deletedAt.getTime() ||
            (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
        )
        .slice(0, limit);
    },

    /** brings it back if it is in the viewer's trash; false when it is not */
    restore(kind: TrashKind, id: string, viewer: TrashViewer): Promise<boolean> {
      const table = TABLES[kind];
      return table.restore(db, mine(table, id, viewer));
    },

    /** the uploads these show, in one read (nothing for a comment or a reminder) */
    photosOf(kind: TrashKind, ids: string[]): Promise<string[]> {
      if (!ids.length) return Promise.resolve([]);
      return TABLES[kind].photos?.(db, ids) ?? Promise.resolve([]);
    },

    /** true if it is in the viewer's trash, locked for the rest of the transaction */
    async lockMine(kind: TrashKind, id: string, viewer: TrashViewer): Promise<boolean> {
      const table = TABLES[kind];
      const rows = await db
        .select({ id: sql<string>`${table.id}` })
        .from(table.id.table)
        .where(mine(table, id, viewer))
        .for('update');
      return rows.length > 0;
    },

    /** deletes it for good if it is in the viewer's trash */
    remove(kind: TrashKind, id: string, viewer: TrashViewer): Promise<boolean> {
      const table = TABLES[kind];
      return table.remove(db, mine(table, id, viewer));
    },

    /**
     * Trashed before `cutoff`, oldest first, at most `limit` (the purge_idx), locked for the
     * rest of the transaction; rows another purge holds are skipped.
     */
    async dueBefore(kind: TrashKind, cutoff: Date, limit: number): Promise<string[]> {
      const table = TABLES[kind];
      const rows = await db
        .select({ id: sql<string>`${table.id}` })
        .from(table.id.table)
        .where(and(isNotNull(table.deletedAt), lt(table.deletedAt, cutoff)))
        .orderBy(table.deletedAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    /** deletes these (locked by `dueBefore`) for good */
    async removeDue(kind: TrashKind, ids: string[]): Promise<void> {
      if (!ids.length) return;
      const table = TABLES[kind];
      await table.remove(db, and(inArray(table.id, ids), isNotNull(table.deletedAt))!);
    },
  };
}

export const TRASH_TABLE_KINDS = KINDS;

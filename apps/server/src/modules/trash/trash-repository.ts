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
  memoryComments,
  memoryImages,
  reminders,
  uploads,
} from '../../db/schema.js';
import { audienceOf as reminderAudienceOf } from '../reminders/index.js';
import { imageRowColumns, type ImageRow } from '../uploads/index.js';

export type TrashRepository = ReturnType<typeof createTrashRepository>;

/** Whose trash: what they deleted; a reminder only while they could still see it. */
export interface TrashViewer {
  userId: string;
  coupleId: string | null;
}

export interface TrashedRow {
  kind: TrashKind;
  id: string;
  title: string;
  deletedAt: Date;
  /** what the trash shows of it (undefined: the kind shows none; null: this one has none) */
  picture?: ImageRow | null;
}

/**
 * One table of trashable things: its columns, and what its own writes need. A kind may span
 * several tables (a `comment` is a post's or a memory's): ids are UUIDs, so an id names a
 * row of one of them at most. Adding a kind is one entry in TABLES and one in TRASH_KINDS
 * (packages/shared); adding a table to a kind, one entry in its list.
 */
interface TrashTable {
  id: AnyPgColumn;
  title: AnyPgColumn;
  deletedAt: AnyPgColumn;
  deletedBy: AnyPgColumn;
  /** beyond "I deleted it": reminders belong to the couple I am in now */
  scope?: (viewer: TrashViewer) => SQL;
  /** the upload id of the picture the trash shows of it */
  picture?: SQL<string | null>;
  /** the uploads these show, freed when they are deleted for good */
  photos?: (db: Db, ids: string[]) => Promise<string[]>;
  /** brings it back (the comment's counter moves with it) */
  restore: (db: Db, where: SQL) => Promise<boolean>;
  /** deletes it for good (rows that hang on it go by cascade) */
  remove: (db: Db, where: SQL) => Promise<boolean>;
}

const LIVE_AGAIN = { deletedAt: null, deletedBy: null };

const memoryTable: TrashTable = {
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

const postTable: TrashTable = {
  id: blogPosts.id,
  title: blogPosts.title,
  deletedAt: blogPosts.deletedAt,
  deletedBy: blogPosts.deletedBy,
  picture: sql<string | null>`${blogPosts.coverUploadId}`,
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
};

const postCommentTable: TrashTable = {
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
};

/**
 * A memory's comment (issue 16): its memory's count is counted live, nothing to move back.
 * On a memory that is itself in the trash it comes back there, hidden with it.
 */
const memoryCommentTable: TrashTable = {
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

const reminderTable: TrashTable = {
  id: reminders.id,
  title: reminders.title,
  deletedAt: reminders.deletedAt,
  deletedBy: reminders.deletedBy,
  // as the reminder lists show it (issue 17): mine wherever I wrote it (single too), and our
  // couple's shared ones; a couple's reminder stays behind when the couple ends
  scope: reminderAudienceOf,
  restore: async (db, where) =>
    (await db.update(reminders).set(LIVE_AGAIN).where(where).returning({ id: reminders.id }))
      .length > 0,
  remove: async (db, where) =>
    (await db.delete(reminders).where(where).returning({ id: reminders.id })).length > 0,
};

const TABLES: Record<TrashKind, readonly TrashTable[]> = {
  memory: [memoryTable],
  post: [postTable],
  comment: [postCommentTable, memoryCommentTable],
  reminder: [reminderTable],
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

/** the first table of the kind for which `act` answers true (an id is in one at most) */
async function firstOf(
  kind: TrashKind,
  act: (table: TrashTable) => Promise<boolean>,
): Promise<boolean> {
  for (const table of TABLES[kind]) if (await act(table)) return true;
  return false;
}

export function createTrashRepository(db: Db) {
  /** the pictures' image rows, by upload id, in one read */
  async function picturesOf(ids: string[]): Promise<Map<string, ImageRow>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        ...imageRowColumns,
      })
      .from(uploads)
      .where(inArray(uploads.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  return {
    /**
     * The viewer's trash, newest deleted first, at most `limit`: one read per table, each
     * through its partial index (deleted_by, deleted_at desc) holding only trashed rows.
     */
    async list(viewer: TrashViewer, limit: number): Promise<TrashedRow[]> {
      const perTable = await Promise.all(
        KINDS.flatMap((kind) =>
          TABLES[kind].map(async (table) => {
            const rows = await db
              .select({
                id: sql<string>`${table.id}`,
                title: sql<string>`${table.title}`,
                deletedAt: table.deletedAt,
                pictureId: table.picture ?? sql<null>`null`,
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
              ...(table.picture ? { pictureId: row.pictureId } : {}),
            }));
          }),
        ),
      );
      const newest = perTable
        .flat()
        .sort(
          (a, b) =>
            b.deletedAt.getTime() - a.deletedAt.getTime() ||
            (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
        )
        .slice(0, limit);
      const pictures = await picturesOf(newest.flatMap((row) => row.pictureId ?? []));
      return newest.map(({ pictureId, ...row }) =>
        pictureId === undefined ? row : { ...row, picture: pictures.get(pictureId ?? '') ?? null },
      );
    },

    /** brings it back if it is in the viewer's trash; false when it is not */
    restore(kind: TrashKind, id: string, viewer: TrashViewer): Promise<boolean> {
      return firstOf(kind, (table) => table.restore(db, mine(table, id, viewer)));
    },

    /** the uploads these show, in one read per table (nothing for a comment or a reminder) */
    async photosOf(kind: TrashKind, ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const perTable = await Promise.all(
        TABLES[kind].map((table) => table.photos?.(db, ids) ?? Promise.resolve([])),
      );
      return perTable.flat();
    },

    /** true if it is in the viewer's trash, locked for the rest of the transaction */
    lockMine(kind: TrashKind, id: string, viewer: TrashViewer): Promise<boolean> {
      return firstOf(kind, async (table) => {
        const rows = await db
          .select({ id: sql<string>`${table.id}` })
          .from(table.id.table)
          .where(mine(table, id, viewer))
          .for('update');
        return rows.length > 0;
      });
    },

    /** deletes it for good if it is in the viewer's trash */
    remove(kind: TrashKind, id: string, viewer: TrashViewer): Promise<boolean> {
      return firstOf(kind, (table) => table.remove(db, mine(table, id, viewer)));
    },

    /**
     * Trashed before `cutoff`, oldest first, at most `limit` per table (each its purge_idx),
     * locked for the rest of the transaction; rows another purge holds are skipped.
     */
    async dueBefore(kind: TrashKind, cutoff: Date, limit: number): Promise<string[]> {
      const ids: string[] = [];
      for (const table of TABLES[kind]) {
        const rows = await db
          .select({ id: sql<string>`${table.id}` })
          .from(table.id.table)
          .where(and(isNotNull(table.deletedAt), lt(table.deletedAt, cutoff)))
          .orderBy(table.deletedAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        ids.push(...rows.map((row) => row.id));
      }
      return ids;
    },

    /** deletes these (locked by `dueBefore`) for good */
    async removeDue(kind: TrashKind, ids: string[]): Promise<void> {
      if (!ids.length) return;
      for (const table of TABLES[kind])
        await table.remove(db, and(inArray(table.id, ids), isNotNull(table.deletedAt))!);
    },
  };
}

export const TRASH_TABLE_KINDS = KINDS;

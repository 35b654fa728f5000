import type { TrashKind } from '@doita/shared';
import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import { postCommentTrash, postTrash } from '../blog/index.js';
import { memoryCommentTrash, memoryTrash } from '../memories/index.js';
import { reminderTrash } from '../reminders/index.js';
import { imageRowColumns, type ImageRow } from '../uploads/index.js';

export type TrashRepository = ReturnType<typeof createTrashRepository>;

/** Whose trash: what they deleted; a reminder only while they could still see it. */
export interface TrashViewer {
  userId: string;
  coupleId: string | null;
  /**
   * The purge's cutoff now: an item trashed before it has had its 30 days and is gone for
   * good, whether or not the hourly purge has removed its row yet (not listed, 404).
   */
  keptSince: Date;
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
 * One table of trashable things: its columns, and its writes. The table's owner declares it
 * in its own repository (`memoryTrash` in memories, `postTrash` in the blog...), so the
 * trash writes no other area's table: it lists, locks and picks what is due, and calls the
 * owner's `restore` and `remove` with its own handle, in its transaction. A kind may span
 * several tables (a `comment` is a post's or a memory's): ids are UUIDs, so an id names a
 * row of one of them at most. Adding a kind is one entry in TABLES and one in TRASH_KINDS
 * (packages/shared); adding a table to a kind, one entry in its list.
 */
export interface TrashTable {
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

const TABLES: Record<TrashKind, readonly TrashTable[]> = {
  memory: [memoryTrash],
  post: [postTrash],
  comment: [postCommentTrash, memoryCommentTrash],
  reminder: [reminderTrash],
};

const KINDS = Object.keys(TABLES) as TrashKind[];

/** the trashed item, if it is in this viewer's trash */
function mine(table: TrashTable, id: string, viewer: TrashViewer): SQL {
  return and(
    eq(table.id, id),
    isNotNull(table.deletedAt),
    eq(table.deletedBy, viewer.userId),
    gte(table.deletedAt, viewer.keptSince),
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
                  gte(table.deletedAt, viewer.keptSince),
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

import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import { users } from '../../db/schema.js';
import { avatarWidthOf } from '../uploads/index.js';

/**
 * Where an area keeps its comments (`blog_comments` of a post, `memory_comments` of a
 * memory): its table and its columns under one set of names, so one repository reads and
 * writes either. Both tables have the same columns but for the target's name and
 * `edited_at`, which only an area whose comments can be edited has.
 */
export interface CommentsTable<T extends PgTable> {
  table: T;
  id: AnyPgColumn<{ data: string; notNull: true }>;
  /** the post or memory the comment answers */
  targetId: AnyPgColumn<{ data: string; notNull: true }>;
  /** null once the writer's account is gone, in a table that keeps such comments */
  authorId: AnyPgColumn<{ data: string }>;
  content: AnyPgColumn<{ data: string; notNull: true }>;
  createdAt: AnyPgColumn<{ data: Date; notNull: true }>;
  editedAt: AnyPgColumn<{ data: Date }> | null;
  deletedAt: AnyPgColumn<{ data: Date }>;
  /** the insert of a new comment, in the table's own field names */
  insertOf(comment: NewComment): PgInsertValue<T>;
  /** the update that edits one (tables whose comments can be edited) */
  editOf?(content: string, at: Date): PgUpdateSetSource<T>;
  /** the update that moves one to the trash */
  trashOf(trashed: Trashed): PgUpdateSetSource<T>;
}

export interface NewComment {
  id: string;
  targetId: string;
  authorId: string;
  content: string;
  createdAt: Date;
}

/** Who moved a comment to the trash, and when: they may bring it back for 30 days. */
export interface Trashed {
  by: string;
  at: Date;
}

/** One page: by index (`offset`) or after a position (`after`), `limit` rows at most. */
export interface CommentWindow {
  limit: number;
  offset?: number;
  after?: KeysetPosition;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The comments of one area. A comment in the trash is neither listed nor counted, and
 * cannot be edited or trashed again; the trash's own repository reads it there. Pages
 * are oldest first and follow the `(target, created_at, id)` index of either table.
 */
export function createCommentsRepository<T extends PgTable>(db: Db, t: CommentsTable<T>) {
  const isLive = isNull(t.deletedAt);
  const ofTarget = (targetId: string) => and(eq(t.targetId, targetId), isLive);
  const oneOf = (targetId: string, commentId: string) =>
    and(eq(t.id, commentId), eq(t.targetId, targetId), isLive);
  const after = (cursor: KeysetPosition): SQL | undefined =>
    or(
      gt(t.createdAt, ts(cursor.createdAt)),
      and(eq(t.createdAt, ts(cursor.createdAt)), gt(t.id, cursor.id)),
    );
  // `from` cannot check a table whose type is still a parameter (it asks of the type whether
  // it selects anything); every select here names its columns, so the base type serves.
  const table: PgTable = t.table;

  /** comments with each writer's name and avatar */
  const withAuthors = () =>
    db
      .select({
        id: t.id,
        targetId: t.targetId,
        authorId: t.authorId,
        content: t.content,
        createdAt: t.createdAt,
        editedAt: t.editedAt ?? sql<Date | null>`null`,
        authorName: users.displayName,
        authorAvatarUploadId: users.avatarUploadId,
        authorAvatarWidth: avatarWidthOf(users.avatarUploadId),
      })
      .from(table)
      .leftJoin(users, eq(users.id, t.authorId));

  return {
    /** one page, oldest first, with each writer's name and avatar */
    async page(targetId: string, window: CommentWindow) {
      return withAuthors()
        .where(and(ofTarget(targetId), window.after ? after(window.after) : undefined))
        .orderBy(asc(t.createdAt), asc(t.id))
        .limit(window.limit)
        .offset(window.offset ?? 0);
    },

    async count(targetId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(table).where(ofTarget(targetId));
      return row?.n ?? 0;
    },

    /** how many comments each of these targets has (none listed: none) */
    async countsOf(targetIds: string[]): Promise<Map<string, number>> {
      if (!targetIds.length) return new Map();
      const rows = await db
        .select({ targetId: t.targetId, n: sql<number>`count(*)::int` })
        .from(table)
        .where(and(inArray(t.targetId, targetIds), isLive))
        .groupBy(t.targetId);
      return new Map(rows.map(({ targetId, n }) => [targetId, n]));
    },

    /** one live comment with its writer's name and avatar, as a page gives it */
    async one(targetId: string, commentId: string) {
      const [row] = await withAuthors().where(oneOf(targetId, commentId)).limit(1);
      return row;
    },

    async find(targetId: string, commentId: string) {
      const [row] = await db
        .select({ id: t.id, authorId: t.authorId })
        .from(table)
        .where(oneOf(targetId, commentId))
        .limit(1);
      return row;
    },

    async insert(comment: NewComment): Promise<void> {
      await db.insert(t.table).values(t.insertOf(comment));
    },

    /** the edited comment's times, or undefined when it is gone (or trashed) */
    async edit(targetId: string, commentId: string, content: string, at: Date) {
      if (!t.editOf || !t.editedAt) throw new Error('these comments cannot be edited');
      const [row] = await db
        .update(t.table)
        .set(t.editOf(content, at))
        .where(oneOf(targetId, commentId))
        .returning({ createdAt: t.createdAt, editedAt: t.editedAt });
      return row;
    },

    /** to the trash; false when it was already gone (or trashed) */
    async trash(targetId: string, commentId: string, trashed: Trashed): Promise<boolean> {
      const removed = await db
        .update(t.table)
        .set(t.trashOf(trashed))
        .where(oneOf(targetId, commentId))
        .returning({ id: t.id });
      return removed.length > 0;
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
export type CommentRow = Awaited<ReturnType<CommentsRepository['page']>>[number];

import { and, asc, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { memories, memoryComments, memoryReactions } from './memories-schema.js';
import type { Viewer } from './memories-repository.js';
import { visibleTo } from './memories-repository.js';
import { avatarWidthOf } from '../uploads/index.js';

export type MemorySocialRepository = ReturnType<typeof createMemorySocialRepository>;

/** A position in a memory's comments: the last one of the previous page. */
export interface CommentCursor {
  createdAt: Date;
  id: string;
}

export interface MemorySocial {
  reactions: { emoji: string; userId: string }[];
  commentCount: number;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Reactions and comments of memories (issue 16). A page of memories gets its reactions
 * and comment counts in two queries whatever its size, each following an index
 * (the reactions' primary key, `memory_comments_memory_order_idx`).
 */
export function createMemorySocialRepository(db: Db) {
  async function reactionsOf(memoryIds: string[]) {
    if (!memoryIds.length) return [];
    return db
      .select({
        memoryId: memoryReactions.memoryId,
        userId: memoryReactions.userId,
        emoji: memoryReactions.emoji,
      })
      .from(memoryReactions)
      .where(inArray(memoryReactions.memoryId, memoryIds))
      .orderBy(asc(memoryReactions.memoryId), asc(memoryReactions.createdAt));
  }

  async function commentCount(memoryId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(memoryComments)
      .where(eq(memoryComments.memoryId, memoryId));
    return row?.n ?? 0;
  }

  return {
    reactionsOf,
    commentCount,

    /**
     * "Most loved": the shared memories I see with the most reactions and comments, at most
     * `limit`, the most answered first (statistics; one query over what the others read).
     */
    async mostLoved(viewer: Viewer, limit: number) {
      // Named columns (two unnamed `count` columns would collide in a row object), and the
      // outer id spelled out: Drizzle writes a lone `"id"`, which inside the comments'
      // subquery would be the comment's own id.
      const memoryId = sql`"memories"."id"`;
      const reactions = () =>
        sql<number>`(select count(*)::int from ${memoryReactions} r where r.memory_id = ${memoryId})`;
      const comments = () =>
        sql<number>`(select count(*)::int from ${memoryComments} c where c.memory_id = ${memoryId})`;
      return db
        .select({
          id: memories.id,
          title: memories.title,
          date: memories.date,
          reactions: reactions().as('reactions'),
          comments: comments().as('comments'),
        })
        .from(memories)
        .where(
          and(
            visibleTo(viewer),
            eq(memories.isPrivate, false),
            sql`${reactions()} + ${comments()} > 0`,
          ),
        )
        .orderBy(sql`${reactions()} + ${comments()} desc`, desc(memories.date), desc(memories.id))
        .limit(limit);
    },

    /** reactions and comment counts of a page of memories, by memory id */
    async socialOf(memoryIds: string[]): Promise<Map<string, MemorySocial>> {
      const out = new Map<string, MemorySocial>();
      if (!memoryIds.length) return out;
      const [reactions, counts] = await Promise.all([
        reactionsOf(memoryIds),
        db
          .select({ memoryId: memoryComments.memoryId, n: sql<number>`count(*)::int` })
          .from(memoryComments)
          .where(inArray(memoryComments.memoryId, memoryIds))
          .groupBy(memoryComments.memoryId),
      ]);
      const entry = (id: string) => {
        let social = out.get(id);
        if (!social) out.set(id, (social = { reactions: [], commentCount: 0 }));
        return social;
      };
      for (const { memoryId, userId, emoji } of reactions)
        entry(memoryId).reactions.push({ emoji, userId });
      for (const { memoryId, n } of counts) entry(memoryId).commentCount = n;
      return out;
    },

    /** sets my reaction; the emoji it replaced (null when there was none) */
    async setReaction(
      memoryId: string,
      userId: string,
      emoji: string,
      at: Date,
    ): Promise<string | null> {
      const [before] = await db
        .select({ emoji: memoryReactions.emoji })
        .from(memoryReactions)
        .where(and(eq(memoryReactions.memoryId, memoryId), eq(memoryReactions.userId, userId)))
        .for('update');
      await db
        .insert(memoryReactions)
        .values({ memoryId, userId, emoji, createdAt: at })
        .onConflictDoUpdate({
          target: [memoryReactions.memoryId, memoryReactions.userId],
          set: { emoji },
        });
      return before?.emoji ?? null;
    },

    async removeReaction(memoryId: string, userId: string): Promise<void> {
      await db
        .delete(memoryReactions)
        .where(and(eq(memoryReactions.memoryId, memoryId), eq(memoryReactions.userId, userId)));
    },

    /** oldest first, keyset on (created_at, id); `limit + 1` tells whether more follow */
    async commentsPage(memoryId: string, limit: number, after?: CommentCursor) {
      return db
        .select({
          id: memoryComments.id,
          memoryId: memoryComments.memoryId,
          authorId: memoryComments.authorId,
          content: memoryComments.content,
          createdAt: memoryComments.createdAt,
          editedAt: memoryComments.editedAt,
          authorName: users.displayName,
          authorAvatarUploadId: users.avatarUploadId,
          authorAvatarWidth: avatarWidthOf(users.avatarUploadId),
        })
        .from(memoryComments)
        .leftJoin(users, eq(users.id, memoryComments.authorId))
        .where(
          and(
            eq(memoryComments.memoryId, memoryId),
            after
              ? or(
                  gt(memoryComments.createdAt, ts(after.createdAt)),
                  and(
                    eq(memoryComments.createdAt, ts(after.createdAt)),
                    gt(memoryComments.id, after.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(asc(memoryComments.createdAt), asc(memoryComments.id))
        .limit(limit);
    },

    async findComment(memoryId: string, commentId: string) {
      const [row] = await db
        .select()
        .from(memoryComments)
        .where(and(eq(memoryComments.id, commentId), eq(memoryComments.memoryId, memoryId)))
        .limit(1);
      return row;
    },

    async insertComment(row: typeof memoryComments.$inferInsert): Promise<void> {
      await db.insert(memoryComments).values(row);
    },

    async editComment(commentId: string, content: string, at: Date) {
      const [row] = await db
        .update(memoryComments)
        .set({ content, editedAt: at })
        .where(eq(memoryComments.id, commentId))
        .returning();
      return row;
    },

    /** false when it was already gone */
    async deleteComment(memoryId: string, commentId: string): Promise<boolean> {
      const removed = await db
        .delete(memoryComments)
        .where(and(eq(memoryComments.id, commentId), eq(memoryComments.memoryId, memoryId)))
        .returning({ id: memoryComments.id });
      return removed.length > 0;
    },
  };
}

export type MemoryCommentListRow = Awaited<
  ReturnType<MemorySocialRepository['commentsPage']>
>[number];

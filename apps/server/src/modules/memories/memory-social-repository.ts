import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { createCommentsRepository } from '../social/index.js';
import type { CommentsTable } from '../social/index.js';
import { memories, memoryComments, memoryReactions } from './memories-schema.js';
import type { Viewer } from './memories-audience-repository.js';
import { visibleTo } from './memories-audience-repository.js';

export type MemorySocialRepository = ReturnType<typeof createMemorySocialRepository>;

export interface MemorySocial {
  reactions: { emoji: string; userId: string }[];
  commentCount: number;
}

/**
 * A memory's comments for the shared comments repository: editable by their writer, kept
 * for the other partner when the writer's account is gone (author null).
 */
const memoryCommentsTable: CommentsTable<typeof memoryComments> = {
  table: memoryComments,
  id: memoryComments.id,
  targetId: memoryComments.memoryId,
  authorId: memoryComments.authorId,
  content: memoryComments.content,
  createdAt: memoryComments.createdAt,
  editedAt: memoryComments.editedAt,
  deletedAt: memoryComments.deletedAt,
  insertOf: ({ targetId, ...comment }) => ({ ...comment, memoryId: targetId }),
  editOf: (content, at) => ({ content, editedAt: at }),
  trashOf: ({ by, at }) => ({ deletedAt: at, deletedBy: by }),
};

/**
 * Reactions and comments of memories. A page of memories gets its reactions
 * and comment counts in one query whatever its size, each following an index
 * (the reactions' primary key, `memory_comments_memory_order_idx`). A comment in the trash
 * is neither listed nor counted, and cannot be edited or deleted again.
 */
export function createMemorySocialRepository(db: Db) {
  const comments = createCommentsRepository(db, memoryCommentsTable);

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

  /**
   * The page's ids as one array parameter (one statement text whatever the page's size):
   * each memory's reactions in the order they came, as JSON, and its live comments counted.
   */
  const pageId = sql<string>`p.id`;
  const socialOfPage = db
    .select({
      memoryId: pageId,
      reactions: sql<MemorySocial['reactions'] | null>`(select json_agg(json_build_object('emoji', r.emoji, 'userId', r.user_id) order by r.created_at) from ${memoryReactions} r where r.memory_id = ${pageId})`,
      commentCount: sql<number>`(select count(*)::int from ${memoryComments} c where c.memory_id = ${pageId} and c.deleted_at is null)`,
    })
    .from(sql`unnest(${sql.placeholder('ids')}::text[]) as p(id)`)
    .prepare('memory_social_of_page');

  return {
    reactionsOf,
    /** a memory's comments (the shared repository): pages, counts, writes, the trash */
    comments,

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
        sql<number>`(select count(*)::int from ${memoryComments} c where c.memory_id = ${memoryId} and c.deleted_at is null)`;
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

    /**
     * Reactions and comment counts of a page of memories, by memory id: one prepared
     * statement for the whole page, a probe of each index per memory.
     */
    async socialOf(memoryIds: string[]): Promise<Map<string, MemorySocial>> {
      const out = new Map<string, MemorySocial>();
      if (!memoryIds.length) return out;
      for (const { memoryId, reactions, commentCount } of await socialOfPage.execute({
        ids: memoryIds,
      }))
        out.set(memoryId, { reactions: reactions ?? [], commentCount });
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
  };
}

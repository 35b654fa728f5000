import { avatarWidthOf } from '../uploads/index.js';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { blogComments, blogPosts } from './blog-schema.js';

/**
 * Comments of a post. Adding or removing one moves the post's `comments_count` in the
 * same transaction (the caller's), by +1/-1 on the locked row, so concurrent comments
 * all count.
 */
export function createBlogCommentsRepository(db: Db) {
  async function bumpComments(postId: string, by: number): Promise<number> {
    const [row] = await db
      .update(blogPosts)
      .set({ commentsCount: sql`${blogPosts.commentsCount} + ${by}` })
      .where(eq(blogPosts.id, postId))
      .returning({ commentsCount: blogPosts.commentsCount });
    return row?.commentsCount ?? 0;
  }

  return {
    /** one page, oldest first, with authors, and how many in all */
    async commentsOf(postId: string, window: { offset: number; limit: number }) {
      const where = and(eq(blogComments.postId, postId), isNull(blogComments.deletedAt));
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: blogComments.id,
            postId: blogComments.postId,
            authorId: blogComments.authorId,
            content: blogComments.content,
            createdAt: blogComments.createdAt,
            authorName: users.displayName,
            authorAvatarUploadId: users.avatarUploadId,
            authorAvatarWidth: avatarWidthOf(users.avatarUploadId),
          })
          .from(blogComments)
          .leftJoin(users, eq(users.id, blogComments.authorId))
          .where(where)
          .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(blogComments).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findComment(postId: string, commentId: string) {
      const [row] = await db
        .select({ id: blogComments.id, authorId: blogComments.authorId })
        .from(blogComments)
        .where(
          and(
            eq(blogComments.id, commentId),
            eq(blogComments.postId, postId),
            isNull(blogComments.deletedAt),
          ),
        )
        .limit(1);
      return row;
    },

    async addComment(row: {
      id: string;
      postId: string;
      authorId: string;
      content: string;
      createdAt: Date;
    }): Promise<number> {
      await db.insert(blogComments).values(row);
      return bumpComments(row.postId, 1);
    },

    /**
     * Moves it to the trash (issue 18) and uncounts it; the post's new count, or null when
     * it was already gone (or trashed).
     */
    async removeComment(
      postId: string,
      commentId: string,
      trashed: { by: string; at: Date },
    ): Promise<number | null> {
      const removed = await db
        .update(blogComments)
        .set({ deletedAt: trashed.at, deletedBy: trashed.by })
        .where(
          and(
            eq(blogComments.id, commentId),
            eq(blogComments.postId, postId),
            isNull(blogComments.deletedAt),
          ),
        )
        .returning({ id: blogComments.id });
      if (!removed.length) return null;
      return bumpComments(postId, -1);
    },
  };
}

export type BlogCommentListRow = Awaited<
  ReturnType<ReturnType<typeof createBlogCommentsRepository>['commentsOf']>
>['rows'][number];

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { createCommentsRepository } from '../social/index.js';
import type { CommentsTable, NewComment, Trashed } from '../social/index.js';
import { blogComments, blogPosts } from './blog-schema.js';

/** A post's comments for the shared comments repository: never edited, gone with their writer. */
const postComments: CommentsTable<typeof blogComments> = {
  table: blogComments,
  id: blogComments.id,
  targetId: blogComments.postId,
  authorId: blogComments.authorId,
  content: blogComments.content,
  createdAt: blogComments.createdAt,
  editedAt: null,
  deletedAt: blogComments.deletedAt,
  insertOf: ({ targetId, ...comment }) => ({ ...comment, postId: targetId }),
  trashOf: ({ by, at }) => ({ deletedAt: at, deletedBy: by }),
};

/**
 * Comments of a post. Adding or removing one moves the post's `comments_count` in the
 * same transaction (the caller's), by +1/-1 on the locked row, so concurrent comments
 * all count.
 */
export function createBlogCommentsRepository(db: Db) {
  const comments = createCommentsRepository(db, postComments);

  async function bumpComments(postId: string, by: number): Promise<number> {
    const [row] = await db
      .update(blogPosts)
      .set({ commentsCount: sql`${blogPosts.commentsCount} + ${by}` })
      .where(eq(blogPosts.id, postId))
      .returning({ commentsCount: blogPosts.commentsCount });
    return row?.commentsCount ?? 0;
  }

  return {
    /** one page by index, oldest first, with authors, and how many in all */
    async commentsOf(postId: string, window: { offset: number; limit: number }) {
      const [rows, total] = await Promise.all([
        comments.page(postId, window),
        comments.count(postId),
      ]);
      return { rows, total };
    },

    findComment: (postId: string, commentId: string) => comments.find(postId, commentId),

    /** one live comment with its writer, or undefined once it is gone (or trashed) */
    commentOf: (postId: string, commentId: string) => comments.one(postId, commentId),

    /** the post's new count */
    async addComment(comment: NewComment): Promise<number> {
      await comments.insert(comment);
      return bumpComments(comment.targetId, 1);
    },

    /**
     * Moves it to the trash and uncounts it; the post's new count, or null when it was
     * already gone (or trashed).
     */
    async removeComment(
      postId: string,
      commentId: string,
      trashed: Trashed,
    ): Promise<number | null> {
      if (!(await comments.trash(postId, commentId, trashed))) return null;
      return bumpComments(postId, -1);
    },
  };
}

import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TrashTable } from '../trash/index.js';
import { blogComments, blogPostImages, blogPosts } from './blog-schema.js';

/**
 * The blog's tables as the trash handles them: the trash lists, locks and purges through
 * these, and their writes (bring back, delete for good) stay here, with the tables' owner.
 * Each takes the trash's database handle, so they run in its transaction.
 */
const LIVE_AGAIN = { deletedAt: null, deletedBy: null };

export const postTrash: TrashTable = {
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

export const postCommentTrash: TrashTable = {
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
    // counted again, as adding it did
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

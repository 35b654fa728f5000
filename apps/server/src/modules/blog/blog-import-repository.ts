import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inBatches } from '../../db/batches.js';
import { blogComments, blogPostImages, blogPostLikes, blogPosts } from './blog-schema.js';
import type { NewBlogPostRow } from './blog-schema.js';

/**
 * What an import writes of the blog inside the import's transaction (portability's archive
 * writer): posts with their images, then comments and likes many at once, and the posts'
 * counters counted once from the rows now there. Part of the blog repository.
 */
export function createBlogImportWrites(db: Db) {
  return {
    async importPost(row: NewBlogPostRow, imageIds: string[]) {
      await db.insert(blogPosts).values(row);
      if (imageIds.length) {
        await db
          .insert(blogPostImages)
          .values(imageIds.map((uploadId) => ({ postId: row.id, uploadId })));
      }
    },
    async importComments(
      rows: { id: string; postId: string; authorId: string; content: string; createdAt: Date }[],
    ) {
      await inBatches(rows, 500, (batch) => db.insert(blogComments).values(batch));
    },
    async importLikes(rows: { postId: string; userId: string; createdAt: Date }[]) {
      await inBatches(rows, 1000, (batch) =>
        db.insert(blogPostLikes).values(batch).onConflictDoNothing(),
      );
    },
    /** the counters a post keeps, from the rows now there */
    async recountPosts(postIds: string[]) {
      if (!postIds.length) return;
      await db
        .update(blogPosts)
        .set({
          likesCount: sql`(select count(*)::int from ${blogPostLikes} where ${blogPostLikes.postId} = ${blogPosts.id})`,
          commentsCount: sql`(select count(*)::int from ${blogComments} where ${blogComments.postId} = ${blogPosts.id})`,
        })
        .where(inArray(blogPosts.id, postIds));
    },
  };
}
